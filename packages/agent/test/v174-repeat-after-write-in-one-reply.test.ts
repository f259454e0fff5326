/**
 * review V174: R230 answered a read repeated in the same reply with a pointer to the first ("its result is
 * given once, to the first of these calls") without running it, even when a write between them in that
 * reply changed what the read shows (calls run one at a time, in call order: seed 004). The model was told
 * the context note was as before its own write. Now a copy gets the pointer only when its own result is the
 * first's; after a write it is answered in full. Real agent loop, @ma/testkit's scripted server, temp sample
 * vault. Spec: docs/tools.md (Repeated calls); docs/context-budget.md (R230); seed 004 (sequential tools).
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
const toolTexts = (i: number) => messageTexts(h?.server.requests[i]?.body.messages ?? [], 'tool');

describe.each([false, true])('V174: a read, a write, the same read in one reply (stream: %s)', (stream) => {
  it('the read after the write shows what the write made, not a pointer to the read before it', async () => {
    const read = { name: 'read_context', arguments: {} };
    const write = {
      name: 'write_context',
      arguments: { content: 'V174 marker: the budget is twelve fifty.' },
    };
    h = await startHarness([
      { toolCalls: [read, write, read] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [before, wrote, after] = toolTexts(1).slice(-3);
    expect(before).not.toContain('V174 marker');
    expect(wrote).toMatch(/append|wrote|added/i);
    expect(after).not.toContain('was called more than once in this reply');
    expect(after).toContain('V174 marker: the budget is twelve fifty.');
  });

  it('with no write between them the copy still gets the pointer (R230)', async () => {
    const read = { name: 'read_context', arguments: {} };
    h = await startHarness([
      { toolCalls: [read, read] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [, copy] = toolTexts(1).slice(-2);
    expect(copy).toContain('note: read_context {} was called more than once in this reply');
  });
});
