/**
 * R238 (review V174, reverted as F108): R230 answered a read repeated in the same reply with a pointer to
 * the first ("its result is given once, to the first of these calls") without running it, even when a
 * write between them in that reply changed what the read shows (calls run one at a time, in call order:
 * seed 004), so `[read_context, write_context, read_context]` told the model its own write changed
 * nothing. Now a read that follows a write (any writing tool, whatever it wrote to) in the same reply
 * runs; identical reads with no write between them keep R230's pointer (to the first read after the last
 * write). The step's context budget is untouched (not-run-events, c11-budget-not-run). Real agent loop,
 * @ma/testkit's scripted server (plain and streamed), temp copy of the sample vault, both profiles.
 * Spec: docs/tools.md (Repeated calls); docs/context-budget.md (R230, R238); seed 004 (sequential tools).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, messageTexts, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
const MARKER = 'R238 marker: the budget is twelve fifty.';
const POINTER = 'was called more than once in this reply';
const toolTexts = (i: number) => messageTexts(h?.server.requests[i]?.body.messages ?? [], 'tool');

const read = { name: 'read_context', arguments: {} };
const writeContext = { name: 'write_context', arguments: { content: MARKER } };
const writeSummary = { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };

describe.each([false, true])('R238: a read, a write, the same read in one reply (stream: %s)', (stream) => {
  it('the read after the write runs and shows what the write made; a copy after it gets the pointer', async () => {
    h = await startHarness([
      { toolCalls: [read, writeContext, read, read] },
      writeSummary,
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(run.summaryPath).toBeTruthy();
    const [before, wrote, after, copy] = toolTexts(1).slice(-4);
    expect(before).not.toContain(MARKER);
    expect(wrote).not.toMatch(/refused|error/i);
    expect(after).not.toContain(POINTER);
    expect(after).toContain(MARKER);
    // The copy with no write between it and the read before it: R230's pointer, to the read after the write.
    expect(copy).toContain(`note: read_context {} ${POINTER}`);
    expect(copy).toContain("after this reply's last write (write_context)");
  });

  it('a write to something else between two identical reads: the second read runs too', async () => {
    const summary = { name: 'write_summary', arguments: { content: SUMMARY } };
    h = await startHarness([{ toolCalls: [read, summary, read] }, { text: 'Done.' }]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [first, , again] = toolTexts(1).slice(-3);
    expect(again).not.toContain(POINTER);
    expect(again).toBe(first);
  });

  it('with no write between them the copy still gets the pointer (R230)', async () => {
    h = await startHarness([{ toolCalls: [read, read] }, writeSummary, { text: 'Done.' }]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [, copy] = toolTexts(1).slice(-2);
    expect(copy).toContain(`note: read_context {} ${POINTER}`);
    expect(copy).not.toContain('last write');
  });

  it('compact profile: query_meeting context after apply_changes write_context shows the write', async () => {
    const q = { name: 'query_meeting', arguments: { view: 'context' } };
    const apply = (op: Record<string, unknown>) => ({ name: 'apply_changes', arguments: { ops: [op] } });
    h = await startHarness(
      [
        { toolCalls: [q, apply({ op: 'write_context', content: MARKER }), q] },
        { toolCalls: [apply({ op: 'write_summary', content: SUMMARY })] },
        { text: 'Done.' },
      ],
      { config: { tools: { profile: 'compact' } } as never },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [before, wrote, after] = toolTexts(1).slice(-3);
    expect(before).not.toContain(MARKER);
    expect(JSON.parse(wrote!)).not.toHaveProperty('error');
    expect(after).not.toContain(POINTER);
    expect(JSON.parse(after!).text).toContain(MARKER);
  });
});
