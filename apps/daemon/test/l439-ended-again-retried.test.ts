/**
 * L439: a summarized meeting set back to `status: ended` (S12: the user asking for a new summary) whose
 * run failed for a transient model reason was retried as a scheduled retry, which does not read the
 * status (the retry of a run that set `failed`): the summary was current, so the retry logged `no
 * run` (`summary-current`) and dropped the request. The note kept `status: ended` for good, no new
 * summary was written and nothing said so. The retry now runs it again (`ended-again`).
 * Built `ma-daemon` child process, the real watcher, @ma/testkit's scripted model, temp vault.
 * Spec: apps/daemon/README.md (When a meeting is summarized, rule 3; Work: transient failures).
 */
import { parseNote } from '@ma/core';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { endedMeetingWithScriptedModel, entries, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const summary = (word: string) =>
  `## Summary\nThe team chose a ${word} casing.\n\n## Decisions\n- ${word} casing\n\n## Next steps\n- [ ] Ben Okafor: price it\n`;

describe('L439: a re-ended meeting whose run failed for a transient reason', () => {
  it('L439: the retry runs it again (ended-again) and writes the new summary, not `no run`', async () => {
    // Run 1 writes "rubber"; run 2's first request answers 503 (model loading); its retry writes "plastic".
    let phase: 'first' | 'fail-once' | 'second' = 'first';
    const script = async (req: ChatRequest): Promise<ScriptedTurn> => {
      if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
      if (phase === 'fail-once') {
        phase = 'second';
        return { status: 503, body: { error: { message: 'model is loading' } } };
      }
      const word = phase === 'first' ? 'rubber' : 'plastic';
      return {
        toolCalls: [{ name: 'write_summary', arguments: { content: summary(word), replace_file: true } }],
      };
    };
    const vault = await endedMeetingWithScriptedModel(t, NAME, script, {
      retry: { attempts: 3, delayMs: 200 },
    });
    await waitFor('the first summary', async () => (await entries(vault, 'run done', M)).length === 1);
    const note = await vault.read(M);
    expect(parseNote(note).frontmatter?.data.status).toBe('summarized');

    phase = 'fail-once';
    await vault.writeAtomic(M, note.replace(/^status: summarized$/m, 'status: ended'));
    // What the daemon logged for M from the transient failure on.
    const sinceFailure = async () => {
      const log = (await readLog(vault)).filter((e) => e.meeting === M);
      const at = log.findIndex((e) => e.msg === 'run failed (transient): retrying later');
      return at < 0 ? [] : log.slice(at);
    };
    await waitFor('the retried run to end (done, or dropped as `no run`)', async () =>
      (await sinceFailure()).some((e) => e.msg === 'run done' || e.msg === 'no run'),
    );
    expect((await sinceFailure()).filter((e) => e.msg === 'no run')).toEqual([]);
    const starts = await entries(vault, 'run start', M);
    expect(starts.map((e) => [e.reason, e.attempt])).toEqual([
      ['no-summary', 1],
      ['ended-again', 1],
      ['ended-again', 2],
    ]);
    expect(await vault.read(`Summaries/${NAME}.md`)).toContain('plastic casing');
    expect(parseNote(await vault.read(M)).frontmatter?.data.status).toBe('summarized');
  }, 180_000);
});
