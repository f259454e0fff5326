/**
 * R245: when a streamed piece carries an id for a call whose id was made up here (Z54: the server's id clashed
 * with another call's of the reply) or a name without an id, the normalizer asks whether the call's arguments so
 * far are whole JSON (then the piece starts a new call). It answered by parsing the whole argument text at every
 * such piece: a server that repeats its clashing id (or the name) on every piece of a 100 KB `write_summary` in
 * 20-byte pieces had it parsed thousands of times at over 50 KB (quadratic). Now each call's arguments are
 * scanned once, piece by piece (R243's scan, widened to objects, arrays and bare values), and parsed once when
 * the value closes. Which piece starts a new call is unchanged (Z54's and R243's tests pass as they were).
 * Real agent loop, @ma/testkit's scripted server streaming a hand-built SSE body, temp copy of the sample vault;
 * the parses of long texts are counted (no timing).
 * Spec: docs/hostile-cases.md (B25, B26, R245); seed 003 (OpenAI-compatible endpoint).
 */
import { completionChunk, sseChunks } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, harnessPerTest } from './harness.js';
import { countingLongParses } from './long-parses.js';

const startHarness = harnessPerTest();

/** A summary of about `bytes` bytes: the template's sections, a long decision list citing transcript lines. */
function longSummary(bytes: number): string {
  const points: string[] = [];
  for (let i = 0; points.join('\n').length < bytes; i++)
    points.push(
      `- Decision ${i}: the "remote" keeps its {rubber} case [and] a yellow button (L${10 + (i % 500)}).`,
    );
  return `## Summary\nA long meeting (L10).\n\n## Decisions\n${points.join('\n')}\n\n## Next steps\n`;
}

type Repeat = 'clashing id' | 'name without id';

/**
 * The SSE body of one reply: `read_glossary` with id `call_0`, then a `write_summary` whose arguments arrive in
 * `piece`-byte pieces, each piece repeating the id `call_0` (which clashes with the first call's) or the name.
 */
function streamedWrite(summary: string, piece: number, repeat: Repeat): string {
  const text = JSON.stringify({ content: summary });
  const tool = (index: number, fields: Record<string, unknown>) =>
    completionChunk({ tool_calls: [{ index, ...fields }] });
  const head = (args: string) =>
    repeat === 'clashing id'
      ? { id: 'call_0', type: 'function', function: { name: 'write_summary', arguments: args } }
      : { type: 'function', function: { name: 'write_summary', arguments: args } };
  const next = (args: string) =>
    repeat === 'clashing id'
      ? { id: 'call_0', function: { arguments: args } }
      : { function: { name: 'write_summary', arguments: args } };
  const chunks: unknown[] = [
    completionChunk({ role: 'assistant', content: null }),
    tool(0, { id: 'call_0', type: 'function', function: { name: 'read_glossary', arguments: '{}' } }),
    tool(1, head('')),
  ];
  for (let at = 0; at < text.length; at += piece) chunks.push(tool(1, next(text.slice(at, at + piece))));
  chunks.push(completionChunk({}, 'tool_calls'), '[DONE]');
  return sseChunks(chunks);
}

describe.each<Repeat>(['clashing id', 'name without id'])(
  'R245: a long argument streamed in small pieces, each repeating the %s',
  (repeat) => {
    it('is parsed a few times, not once a piece, and written whole as one call', async () => {
      const summary = longSummary(100_000);
      const h = await startHarness(
        [
          { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
          { raw: streamedWrite(summary, 20, repeat) },
          { text: 'Done.' },
        ],
        { readsFirst: false },
      );
      const { result: run, longParses } = await countingLongParses(() =>
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true }),
      );
      expect(run.summaryPath).toBeTruthy();
      const note = await h.read(run.summaryPath as string);
      expect(note).toContain(
        '- Decision 0: the "remote" keeps its {rubber} case [and] a yellow button (L10).',
      );
      expect(note).toContain(summary.split('\n').at(-4) as string);
      // One call, not one per piece: the follow-up request holds read_glossary and one write_summary.
      const messages = h.server.requests[2]?.body.messages ?? [];
      const assistant = messages.filter((m) => m.role === 'assistant').at(-1);
      expect((assistant?.tool_calls ?? []).map((c) => c.function.name)).toEqual([
        'read_glossary',
        'write_summary',
      ]);
      // The reply, its re-send in the next request, the tool's input: a handful, whatever the piece size.
      expect(longParses).toBeLessThan(40);
    }, 300_000);
  },
);
