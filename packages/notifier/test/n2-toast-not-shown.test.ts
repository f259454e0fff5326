/**
 * Newcomer N2: a toast that could not be shown at all — notify-send failing (no notification server
 * on the session bus, exit 1 with its reason on stderr) or missing from PATH — was reported as "the
 * toast closed without an answer", as if the user had dismissed it, and the program's reason was
 * dropped. It now says `the toast could not be shown (<program's reason>)` and asks through the
 * fallback for the time left; a toast closed without an answer is still said as before. The
 * notify-send here is a real script on PATH, started by the real backend.
 * Spec: seed 004 (native actionable toasts behind a testable approval-prompt interface);
 * packages/notifier/README.md (toastAdapter).
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { askUntilFallback } from './ask-until-fallback.js';

/** Puts a `notify-send` running `script` (sh) first on PATH; `null`: a PATH with no notify-send at all. */
async function notifySendOnPath(script: string | null): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ma-n2-'));
  const path0 = process.env.PATH;
  onTestFinished(async () => {
    process.env.PATH = path0;
    await rm(dir, { recursive: true, force: true });
  });
  if (script === null) {
    process.env.PATH = dir;
    return;
  }
  await writeFile(join(dir, 'notify-send'), `#!/bin/sh\n${script}\n`);
  await chmod(join(dir, 'notify-send'), 0o755);
  process.env.PATH = `${dir}:${path0}`;
}

describe('N2: a toast that could not be shown says why', () => {
  it('N2: notify-send failing (exit 1, reason on stderr): its reason is said, not "closed without an answer"', async () => {
    await notifySendOnPath(
      'echo "GDBus.Error: Cannot connect to the notification server" >&2\necho "second line" >&2\nexit 1',
    );
    const said = await askUntilFallback();
    expect(said).toContain(
      'the toast could not be shown (notify-send exited with code 1: GDBus.Error: Cannot connect to the notification server); asking through fake for the time left',
    );
    expect(said).not.toContain('closed without an answer');
  });

  it('N2: notify-send not on PATH: "could not be started (not found on PATH)"', async () => {
    await notifySendOnPath(null);
    const said = await askUntilFallback();
    expect(said).toContain(
      'the toast could not be shown (notify-send could not be started (not found on PATH)); asking through fake for the time left',
    );
  });

  it('N2: a toast the user closed (exit 0, no action printed) is still "closed without an answer"', async () => {
    await notifySendOnPath('exit 0');
    const said = await askUntilFallback();
    expect(said).toContain('the toast closed without an answer; asking through fake for the time left');
    expect(said).not.toContain('could not be shown');
  });
});

describe('L202: a toast answered with none of its actions says what it answered', () => {
  it('L202: notify-send printing an action id that was not offered ("APPROVE please"): said with the answer, not "closed without an answer"; the fallback asks', async () => {
    await notifySendOnPath('echo "APPROVE please"\nexit 0');
    const said = await askUntilFallback();
    expect(said).toContain(
      'the toast answered "APPROVE please", which is not one of its actions (Approve, Deny); asking through fake for the time left',
    );
    expect(said).not.toContain('closed without an answer');
  });

  it('L202: an answer with terminal controls is quoted, escapes shown, never run: "\\u001b[31mApprove"', async () => {
    await notifySendOnPath("printf '\\033[31mApprove\\n'\nexit 0");
    const said = await askUntilFallback();
    expect(said).toContain(
      'the toast answered "\\u001b[31mApprove", which is not one of its actions (Approve, Deny)',
    );
    expect(said).not.toContain('\u001b');
  });
});
