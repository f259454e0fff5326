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
import { createApprovalPrompt, fakeAdapter, toastAdapter } from '../src/index.js';

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

/** Asks one request through the toast adapter (notify-send backend); returns what was said once the fallback was asked. */
async function askUntilFallback(): Promise<string> {
  const fallback = fakeAdapter();
  const said: string[] = [];
  const prompt = createApprovalPrompt(
    toastAdapter({ fallback, capability: { actions: true, backend: 'notify-send', reason: 'test' } }),
    { say: (m) => said.push(m) },
  );
  const outcome = prompt.request({ id: 'q', title: 'Deploy build 42?', body: 'ok', timeoutMs: 60_000 });
  await fallback.whenAsked('q');
  fallback.answer('q', 'denied');
  expect(await outcome).toBe('denied');
  await prompt.shutdown();
  return said.join('\n');
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
