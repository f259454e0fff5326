/**
 * R243: R239 holds back a streamed tool call's arguments while they are a JSON string (a double-encoded object) and
 * released them when the string was whole, deciding that by parsing the whole argument text again on every streamed
 * piece: a 100 KB double-encoded `write_summary` sent in 20-byte pieces was parsed about 2,500 times at over 50 KB
 * (quadratic: a 1 MB one about 25,000 times, minutes of CPU). Now the hold scans each piece once, keeping whether it
 * is inside the string and after an escape, and parses once, when the string closes. What goes out is R239's, byte
 * for byte (its tests pass unchanged). Real agent loop, @ma/testkit's scripted server streaming a hand-built SSE
 * body, temp copy of the sample vault; the parses of long texts are counted (no timing).
 * Spec: docs/hostile-cases.md (R239, R243); seed 002 (small local models).
 */
import { completionChunk, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, harnessPerTest } from './harness.js';

const startHarness = harnessPerTest();
afterEach(() => vi.restoreAllMocks());

/** A summary of about `bytes` bytes: the template's sections, a long decision list citing transcript lines. */
function longSummary(bytes: number): string {
  const points: string[] = [];
  for (let i = 0; points.join('\n').length < bytes; i++)
    points.push(
      `- Decision ${i}: the "remote" keeps its rubber case \\ and a yellow button (L${10 + (i % 500)}).`,
    );
  return `## Summary\nA long meeting (L10).\n\n## Decisions\n${points.join('\n')}\n\n## Next steps\n`;
}

/** The SSE body of one reply: a write_summary call whose double-encoded arguments arrive in `piece`-byte pieces. */
function streamedWrite(summary: string, piece: number): string {
  const text = JSON.stringify(JSON.stringify({ content: summary }));
  const call = (args: string, head = false) =>
    completionChunk({
      tool_calls: [
        {
          index: 0,
          ...(head
            ? { id: 'call_long', type: 'function', function: { name: 'write_summary', arguments: args } }
            : {}),
          ...(head ? {} : { function: { arguments: args } }),
        },
      ],
    });
  const chunks: unknown[] = [completionChunk({ role: 'assistant', content: null }), call('', true)];
  for (let at = 0; at < text.length; at += piece) chunks.push(call(text.slice(at, at + piece)));
  chunks.push(completionChunk({}, 'tool_calls'), '[DONE]');
  return sseChunks(chunks);
}

describe('R243: a long double-encoded argument streamed in small pieces', () => {
  it('is parsed a few times, not once a piece, and written as R239 writes it', async () => {
    const summary = longSummary(100_000);
    const h = await startHarness(
      [
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
        { raw: streamedWrite(summary, 20) },
        { text: 'Done.' },
      ],
      { readsFirst: false },
    );
    const parse = vi.spyOn(JSON, 'parse');
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
    const longParses = parse.mock.calls.filter(
      ([text]) => typeof text === 'string' && text.length > 50_000,
    ).length;
    parse.mockRestore();
    expect(run.summaryPath).toBeTruthy();
    const note = await h.read(run.summaryPath as string);
    expect(note).toContain('- Decision 0: the "remote" keeps its rubber case \\ and a yellow button (L10).');
    expect(note).toContain(summary.split('\n').at(-4) as string);
    // The reply, its re-send in the next request, the tool's input: a handful, whatever the piece size.
    expect(longParses).toBeLessThan(40);
  }, 300_000);
});
