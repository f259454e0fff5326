/**
 * L440: a retry of a transient model failure did not read the meeting's status at all, so a meeting
 * whose note the user set to a status of their own while the retry waited (`status: cancelled`: "do
 * not summarize this one") was summarized anyway by the retry: a paid model run and a summary note
 * nobody asked for (the agent even warned that `cancelled` is the user's own status). The retry now
 * asks what any look asks: a status that is none of recording, ended, summarized, failed makes no run.
 * Built `ma-daemon` child process, the real watcher, @ma/testkit's scripted model, temp vault.
 * Spec: apps/daemon/README.md (When a meeting is summarized, rule 1; Work: transient failures).
 */
import { existsSync } from 'node:fs';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { endedMeetingWithScriptedModel, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const SUMMARY = '## Summary\nThe team chose a rubber casing.\n\n## Decisions\n- Rubber casing\n';

describe('L440: a status set while a retry waits', () => {
  it('L440: `status: cancelled` set during the failing run stops its retry: no run, no summary', async () => {
    // The first request waits until the test has set the status, then answers 503 (model loading).
    let release = () => {};
    const statusSet = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requests = 0;
    const script = async (req: ChatRequest): Promise<ScriptedTurn> => {
      requests += 1;
      if (requests === 1) {
        await statusSet;
        return { status: 503, body: { error: { message: 'model is loading' } } };
      }
      if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
      return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };
    };
    const vault = await endedMeetingWithScriptedModel(t, NAME, script, {
      retry: { attempts: 3, delayMs: 200 },
    });
    await waitFor('the first run to ask the model', () => requests === 1);
    await vault.writeAtomic(M, (await vault.read(M)).replace(/^status: ended$/m, 'status: cancelled'));
    release();

    // What the daemon logged for M from the retry's queueing on: its look ends in `run start` or `no run`.
    const retryLook = async () => {
      const log = (await readLog(vault)).filter((e) => e.meeting === M);
      const at = log.findIndex((e) => e.msg === 'queued' && e.why === 'retry');
      return at < 0 ? [] : log.slice(at);
    };
    await waitFor('the retry to look at the meeting', async () =>
      (await retryLook()).some((e) => e.msg === 'run start' || e.msg === 'no run'),
    );
    const look = (await retryLook()).filter((e) => e.msg === 'run start' || e.msg === 'no run');
    expect(look[0]).toMatchObject({ msg: 'no run', reason: 'not-ended' });
    expect(requests).toBe(1);
    expect(existsSync(vault.abs(`Summaries/${NAME}.md`))).toBe(false);
    expect(await vault.read(M)).toMatch(/^status: cancelled$/m);
  }, 180_000);
});
