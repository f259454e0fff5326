/**
 * T50: a run that fails for a transient model reason (the endpoint gone or overloaded) while the
 * daemon is stopping is not a failure for good: a logout stops the model server and the daemon
 * together, so the endpoint refusing the stopping daemon's last request is the normal case. The
 * meeting is recorded `retrying` (never `failed`, no "run failed" notice) and the next start makes
 * the retry, as it does for a retry scheduled before the stop (N11).
 * Built `ma-daemon` child processes, the scripted model server, temp vaults.
 * Spec: apps/daemon/README.md (Work: transient failures are run again until `retry.attempts`;
 * Stopping: what is left is caught up on the next start); review2 N11.
 */
import { parseNote } from '@ma/core';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, M, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

describe('T50: a transient model failure during the stop is retried at the next start', () => {
  it('T50: the endpoint answers 503 to a run the stopping daemon waits for: recorded retrying, not failed; the next start summarizes the meeting', async () => {
    let phase: 'hold' | 'down' | 'up' = 'hold';
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const model = t.server(
      await startScriptedServer(async (req: ChatRequest): Promise<ScriptedTurn> => {
        if (phase === 'hold') await held;
        if (phase === 'down')
          return { status: 503, body: { error: { message: 'model server is stopping' } } };
        if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
        return {
          toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }],
        };
      }),
    );
    const vault = await t.vault({
      daemon: { shutdownMs: 60_000, retry: { attempts: 3, delayMs: 600_000 } },
      model: { baseURL: model.baseURL, model: 'test-model', retry: { attempts: 0, delayMs: 0 } },
    });
    const name = '2026-11-20 Alpha';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    const first = t.daemon(vault);
    await waitFor('the first model request', () => model.requests.length >= 1);
    first.child.kill('SIGTERM');
    await waitFor('the stop to wait for the run', async () =>
      (await readLog(vault)).some((e) => e.msg === 'stopping: waiting for running summaries'),
    );
    // The model server goes down with the session: the held request is answered 503.
    phase = 'down';
    release();
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'run failed')).toEqual([]);
    expect(log.filter((e) => e.msg === 'notify' && e.kind === 'run-failed')).toEqual([]);
    const records = JSON.parse(await vault.read('.meeting-assistant/daemon/meetings.json'));
    const record = (records.meetings ?? records)[M(name)];
    expect(record).toMatchObject({ state: 'retrying', reason: 'model', attempts: 1 });

    phase = 'up';
    t.daemon(vault);
    await waitFor('the summary', async () => (await entries(vault, 'run done', M(name))).length === 1);
    expect((await entries(vault, 'run start', M(name))).map((e) => e.attempt)).toEqual([1, 2]);
    expect(parseNote(await vault.read(M(name))).frontmatter?.data.status).toBe('summarized');
  }, 180_000);
});
