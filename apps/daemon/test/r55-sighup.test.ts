/**
 * R55 (reviewB, session 22): SIGHUP — the terminal `ma-daemon run` was started in closes, an SSH
 * session drops — killed the daemon at once (Node's default, exit 129) in the middle of a summary:
 * no `stopped` line in its log, the run neither finished nor recorded, its lock's owner record
 * left behind. Now SIGHUP stops cleanly as SIGTERM does: running summaries finish within
 * `daemon.shutdownMs` (here: cancelled past it), the log ends with `stopped`, exit 0; a second
 * stop signal quits at once with its code (the same one right away is the same stop: L200). Built `ma-daemon` child process, scripted model server that
 * never answers, temp vault.
 * Spec: apps/daemon/README.md (exit codes, stopping); reviewB R55.
 */
import { readdir } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { never, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { dropWritesWhenReaderGone } from '../src/io/closed-output.js';
import { readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';

describe('R55: SIGHUP stops ma-daemon cleanly', () => {
  it('R55: SIGHUP mid-run: the run is cancelled past shutdownMs and recorded, the log ends with stopped, exit 0; a second signal (SIGTERM) quits with 143', async () => {
    const server = t.server(await startScriptedServer(() => never()));
    const v = await t.vault({
      daemon: { shutdownMs: 300 },
      model: {
        baseURL: server.baseURL,
        model: 'test-model',
        retry: { attempts: 0, delayMs: 0 },
        timeoutMs: 60_000,
      },
    });
    await v.writeTranscript(NAME);
    await v.writeMeeting(NAME, 'ended');
    const d = t.daemon(v);
    await waitFor('the model request', () => server.requests.length >= 1);
    d.child.kill('SIGHUP');
    expect(await d.exited).toEqual({ code: 0, signal: null });
    const msgs = (await readLog(v)).map((e) => e.msg);
    expect(msgs).toContain('deadline reached: cancelling running summaries');
    expect(msgs.at(-1)).toBe('stopped');
    expect(await v.read(`Assistant/${NAME}.md`)).toMatch(/cancel/i);
    expect((await readdir(v.abs('.meeting-assistant/locks'))).filter((n) => n.endsWith('.lock'))).toEqual([]);

    const again = t.daemon(v);
    await waitFor('the second model request', () => server.requests.length >= 2);
    again.child.kill('SIGHUP');
    await waitFor('the first signal to be seen', () => again.stderr().includes('stopping cleanly'));
    // A second request quits at once with its code (SIGHUP again right away would be the same
    // stop delivered twice: L200).
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 143, signal: null });
  }, 180_000);
});

describe('R55: a terminal that closed under the process is a closed output', () => {
  it('R55: a write error EIO (the terminal is gone) is dropped like EPIPE: no throw, the stream closed', () => {
    const stream = new PassThrough();
    dropWritesWhenReaderGone(stream);
    expect(() => stream.emit('error', Object.assign(new Error('write EIO'), { code: 'EIO' }))).not.toThrow();
    expect(stream.destroyed).toBe(true);
    const other = new PassThrough();
    dropWritesWhenReaderGone(other);
    expect(() => other.emit('error', Object.assign(new Error('write ENOSPC'), { code: 'ENOSPC' }))).toThrow(
      'ENOSPC',
    );
  });
});
