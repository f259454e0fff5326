/**
 * review12 Y53: a summary written in one call that is longer than the room the next request has
 * left (a long meeting at 8k tokens) no longer fails the run with `context` after the draft was
 * made: the newest reply's long tool-call arguments are compacted last (the model wrote them; the
 * results after them say what each call did), so the next step fits and the draft is committed.
 * Real scripted server, real vault copy, both tool profiles and a write to a project file.
 * Spec: docs/context-budget.md (Compaction); seed 003 (the run commits the summary).
 */
import type { ChatRequest, ScriptedToolCall, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  chunkNotesTurn,
  expectInsideWindow,
  FUNCTIONAL,
  type Harness,
  splitNote,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const WINDOW = 8192;

/** A long summary of `points` cited points (150: about 10 KB, 3,300 tokens by bytes/3). */
const longSummary = (points: number) =>
  `## Summary\n${Array.from(
    { length: points },
    (_, i) => `- Point ${i + 1}: the team discussed item ${i + 1} at some length (L${10 + (i % 500)}).`,
  ).join('\n')}\n\n## Decisions\n\n## Next steps\n`;
const LONG_SUMMARY = longSummary(150);

/** Chunk notes for requests without tools; the loop makes `calls` in one reply, then says done. */
function script(calls: ScriptedToolCall[]) {
  let step = 0;
  return (req: ChatRequest): ScriptedTurn => {
    const notes = chunkNotesTurn(req);
    if (notes !== null) return notes;
    return step++ === 0 ? { toolCalls: calls } : { text: 'Done.' };
  };
}

/** The request that followed the reply with the long calls (the first loop request after it). */
function nextLoopRequest(h: Harness): ChatRequest {
  const loop = h.server.requests.filter((r) => (r.body.tools?.length ?? 0) > 0);
  expect(loop.length).toBeGreaterThanOrEqual(2);
  return loop[1] as ChatRequest;
}

describe('review12 Y53: the newest reply does not fit the next request', () => {
  it('Y53: a write_summary longer than the room left is committed, not failed with context', async () => {
    h = await startHarness(script([{ name: 'write_summary', arguments: { content: LONG_SUMMARY } }]), {
      model: { contextWindow: WINDOW },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.summaryPath).toBe('Summaries/2026-03-10 Remote control functional design.md');
    const { body } = splitNote(await h.read(run.summaryPath));
    expect(body).toContain('- Point 150: the team discussed item 150 at some length (L159).');
    // The next request carried a note instead of the 10 KB of arguments, and the call's own result.
    const next = nextLoopRequest(h);
    expect(next.rawBody).not.toContain('Point 150');
    expect(next.rawBody).toContain('characters of arguments, to fit the context window');
    expect(next.rawBody).toContain('summary draft');
    expectInsideWindow(h, WINDOW);
  });

  it('Y53: the compact profile: an apply_changes with the long summary is committed too', async () => {
    h = await startHarness(
      script([
        { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: longSummary(200) }] } },
      ]),
      { model: { contextWindow: WINDOW }, config: { tools: { profile: 'compact' } } as never },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('- Point 200:');
    expect(nextLoopRequest(h).rawBody).not.toContain('Point 200');
    expectInsideWindow(h, WINDOW);
  });

  it('Y53: a long project-file write and the summary in one reply: both done, the run ends with the summary', async () => {
    const notes = Array.from(
      { length: 120 },
      (_, i) => `- Requirement ${i + 1}: as agreed (L${20 + i}).`,
    ).join('\n');
    h = await startHarness(
      script([
        {
          name: 'write_projectfile',
          arguments: { project: 'remote-control', path: 'requirements-y53.md', content: notes },
        },
        { name: 'write_summary', arguments: { content: longSummary(1000) } },
      ]),
      { model: { contextWindow: 4 * WINDOW } },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('- Point 1000:');
    expect(await h.read('Projects/remote-control/requirements-y53.md')).toBe(`${notes}\n`);
    expect(nextLoopRequest(h).rawBody).not.toContain('Point 1000');
    expectInsideWindow(h, 4 * WINDOW);
  });
});
