/**
 * Session 33 (L202's leftover): SnoreToast's exit codes were not read, so a SnoreToast that failed
 * (its documented exit code −1, "Failed") read as "closed without an answer". Now each documented code
 * (KDE/snoretoast data/help.txt "Exit Status": Failed −1, Success 0, Hidden 1, Dismissed 2, TimedOut 3,
 * ButtonPressed 4, TextEntered 5) maps to the answer / closed / failed outcome. The notifier program is a
 * fake SnoreToast (a real child process, as in a5: SnoreToast cannot run here) that exits with the code
 * under test, writing its pipe answer first when it has one.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createApprovalPrompt,
  fakeAdapter,
  nativeToastBackend,
  snoreToastOutcome,
  toastAdapter,
} from '../src/index.js';
import { askUntilFallback } from './ask-until-fallback.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ma-l223-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fake SnoreToast: writes `button` through the pipe (when given), then exits with `code`. */
async function fakeSnoreToast(code: number, button?: string): Promise<string> {
  const command = join(dir, 'fake-snoretoast');
  await writeFile(
    command,
    `#!${process.execPath}
const net = require('node:net');
const args = process.argv.slice(2);
if (args.includes('-close')) process.exit(0);
const button = ${JSON.stringify(button ?? null)};
if (button === null) process.exit(${code});
const socket = net.connect(args[args.indexOf('-pipeName') + 1], () => {
  socket.end(Buffer.from('action=buttonClicked;button=' + button + ';', 'utf16le'), () => process.exit(${code}));
});
`,
  );
  await chmod(command, 0o755);
  return command;
}

function askWindows(command: string): Promise<string> {
  return askUntilFallback(
    { actions: true, backend: 'snoretoast', reason: 'test' },
    nativeToastBackend({ platform: 'win32', appID: 'Meeting Assistant', command }),
  );
}

describe('SnoreToast exit codes (win32 backend, fake SnoreToast)', () => {
  it('Failed (-1, 255 as a POSIX exit status): "could not be shown", not "closed without an answer"', async () => {
    const said = await askWindows(await fakeSnoreToast(-1));
    expect(said).toContain(
      'the toast could not be shown (fake-snoretoast exited with code -1 (SnoreToast: Failed))',
    );
    expect(said).not.toContain('closed without an answer');
  });

  it('an exit code SnoreToast does not document (7): a failure naming it', async () => {
    expect(await askWindows(await fakeSnoreToast(7))).toContain(
      "fake-snoretoast exited with code 7 (not one of SnoreToast's exit codes)",
    );
  });

  it.each([
    [0, 'clicked'],
    [1, 'hidden'],
    [2, 'dismissed'],
    [3, 'timed out'],
  ])('%i (%s): closed without an answer, the fallback asks', async (code) => {
    const said = await askWindows(await fakeSnoreToast(code));
    expect(said).toContain('closed without an answer');
    expect(said).not.toContain('could not be shown');
  });

  it('ButtonPressed (4) with the pipe answer: the answer; without one (B34: a custom appID writes none): closed without an answer', async () => {
    const prompt = createApprovalPrompt(
      toastAdapter({
        fallback: fakeAdapter(),
        capability: { actions: true, backend: 'snoretoast', reason: 'test' },
        backend: nativeToastBackend({
          platform: 'win32',
          appID: 'Meeting Assistant',
          command: await fakeSnoreToast(4, 'Approve'),
        }),
      }),
    );
    expect(await prompt.request({ id: 'a', title: 'Approve?', body: 'x', timeoutMs: 60_000 })).toBe(
      'approved',
    );
    await prompt.shutdown();
    expect(await askWindows(await fakeSnoreToast(4))).toContain('closed without an answer');
  });

  it('the mapping itself: Windows reports -1 as 4294967295; a signal is a failure', () => {
    expect(snoreToastOutcome('SnoreToast.exe', 4294967295, null, undefined)).toEqual({
      failed: 'SnoreToast.exe exited with code -1 (SnoreToast: Failed)',
    });
    expect(snoreToastOutcome('SnoreToast.exe', 5, null, 'ok')).toBe('ok');
    expect(snoreToastOutcome('SnoreToast.exe', 2, null, undefined)).toBeUndefined();
    expect(snoreToastOutcome('SnoreToast.exe', null, 'SIGKILL', undefined)).toEqual({
      failed: 'SnoreToast.exe was stopped by SIGKILL',
    });
  });
});
