/**
 * Leftover 4: a call the step's context budget did not run (`not run: the context window has no
 * room left …`, docs/context-budget.md, Parallel tool calls) was reported in the progress events as
 * `ok` (granular: its answer is plain text, not a refusal), so `ma summarize` printed "ok" for a
 * call that never ran. Every `tool-result` event now says `notRun` and never `ok` for it (the compact one was a refusal already, C11). A real run: the scripted OpenAI-compatible server asks for many whole-transcript reads
 * in one step in a small context window, on a temp copy of the sample vault.
 * Spec: docs/context-budget.md (Parallel tool calls); docs/contracts.md, @ma/agent (`AgentEvent`).
 */
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentEvent, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nThe team met (L7).\n\n## Decisions\n\n## Next steps\n';

function script(compact: boolean) {
  let step = 0;
  return (req: ChatRequest): ScriptedTurn => {
    // Chunk notes (requests without tools) are not this test's concern.
    // R115: each part's notes cite a line of that part.
    if (!req.body.tools)
      return { text: `- a note (L${/lines (\d+)–/.exec(JSON.stringify(req.body.messages))?.[1] ?? 7})` };
    const now = step++;
    if (now === 0) {
      const read = compact
        ? { name: 'query_meeting', arguments: { view: 'transcript' } }
        : { name: 'read_transcript', arguments: {} };
      return { toolCalls: Array.from({ length: 12 }, () => read) };
    }
    if (now === 1)
      return compact
        ? {
            toolCalls: [
              { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
            ],
          }
        : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };
    return { text: 'Done.' };
  };
}

describe('leftover 4: a call that was not run is never counted ok', () => {
  // The compact profile's not-run answer is a refusal ({"error":"refused",…}, C11), never counted ok
  // before either; the granular one was plain text.
  for (const profile of ['granular'] as ('granular' | 'compact')[]) {
    it(`${profile}: every not-run call's tool-result event says notRun and not ok`, async () => {
      h = await startHarness(script(profile === 'compact'), {
        model: { contextWindow: profile === 'compact' ? 4096 : 8192 },
        config: { tools: { profile } } as never,
      });
      const events: AgentEvent[] = [];
      await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        onEvent: (e) => events.push(e),
      });
      const results = events.filter(
        (e): e is Extract<AgentEvent, { type: 'tool-result' }> => e.type === 'tool-result' && e.step === 0,
      );
      expect(results).toHaveLength(12);
      const notRun = results.filter((e) => /not run: /.test(e.summary));
      expect(notRun.length, JSON.stringify(results.map((e) => e.summary))).toBeGreaterThan(0);
      for (const e of notRun) expect(e).toMatchObject({ ok: false, notRun: true });
      for (const e of results.filter((r) => !/not run: /.test(r.summary))) expect(e.notRun).toBe(false);
    });
  }
});
