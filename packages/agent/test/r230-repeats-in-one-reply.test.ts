/**
 * R230: a small model that puts the identical read several times in ONE reply (Gemma in LM Studio, Qwen's
 * parallel `<tool_call>` tags, a llama.cpp model looping inside one turn) got each answered in full: the
 * same 60 transcript lines three times in the next request, the context growing for nothing (N2's note
 * covered repeats of earlier steps only). Now the first is answered and each repeat in the same reply gets
 * a one-line pointer to it; in the compact profile inside the result's own JSON object (C11). Different
 * calls in one reply, and the same call in a later step (N2), keep their answers. Real agent loop,
 * @ma/testkit's scripted server (plain and streamed), temp sample vault; the built `ma summarize` too.
 * Spec: newcomer session 32 N2; docs/tools.md (Repeated calls); docs/context-budget.md; seed 002.
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
const read = { name: 'read_transcript', arguments: { from: 1, to: 60 } };
const write = { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };

/** The tool messages of request `i`. */
const toolTexts = (i: number) => messageTexts(h?.server.requests[i]?.body.messages ?? [], 'tool');

describe.each([false, true])('R230: the identical read several times in one reply (stream: %s)', (stream) => {
  it('the first is answered in full, the repeats with a pointer; the next request holds the lines once', async () => {
    h = await startHarness([{ toolCalls: [read, read, read] }, write, { text: 'Done.' }], {
      readsFirst: false,
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(run.summaryPath).toBeTruthy();
    const [first, second, third] = toolTexts(1);
    expect(first).toContain('lines 1–60 of');
    for (const repeat of [second, third]) {
      expect(repeat).toContain(
        'note: read_transcript {"from":1,"to":60} was called more than once in this reply; its result is given once',
      );
      expect(repeat!.length).toBeLessThan(300);
    }
    // The context: the three results together are the one read and two short notes.
    const results = toolTexts(1).join('').length;
    expect(results).toBeLessThan(first!.length + 600);
    // The whole request: the lines are in it once (the first result's line 2 appears once).
    const line2 = first!.split('\n')[2]!;
    expect(line2.length).toBeGreaterThan(10);
    expect(h.server.requests[1]!.rawBody.split(JSON.stringify(line2).slice(1, -1)).length).toBe(2);
  });

  it('different reads in one reply are each answered; the same read in the next step gets N2 note', async () => {
    const other = { name: 'read_transcript', arguments: { from: 61, to: 90 } };
    h = await startHarness([{ toolCalls: [read, other] }, { toolCalls: [read] }, write, { text: 'Done.' }], {
      readsFirst: false,
    });
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [a, b] = toolTexts(1);
    expect(a).toContain('lines 1–60 of');
    expect(b).toContain('lines 61–90 of');
    expect(toolTexts(2).at(-1)).toMatch(/note: lines 1–60 were already read at step 1/);
  });

  it('compact profile: the repeat is one JSON object carrying the pointer', async () => {
    const q = { name: 'query_meeting', arguments: { view: 'transcript', filters: { from: 1, to: 60 } } };
    h = await startHarness(
      [
        { toolCalls: [q, q] },
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        },
        { text: 'Done.' },
      ],
      { readsFirst: false, config: { tools: { profile: 'compact' } } as never },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const [first, repeat] = toolTexts(1);
    expect(first).toContain('1–60');
    const parsed = JSON.parse(repeat!) as Record<string, unknown>;
    expect(JSON.stringify(parsed)).toContain('was called more than once in this reply');
    expect(repeat!.length).toBeLessThan(400);
  });
});
