/**
 * T53: a streamed tool call whose NAME comes in pieces (`write_` + `summary`; Gemini's
 * OpenAI-compatible endpoint streams names so) ran as two calls of tools that do not exist,
 * `write_` and `summary`, both refused: every call of such a model failed. The pieces now make one
 * call of the offered tool; a name sent whole again on every delta stays one call; a name whose
 * pieces never make an offered tool is refused as before. Real scripted server (raw SSE), temp
 * sample vault.
 * Spec: review T53; hostile cases B25/B26 (streamed tool-call deltas).
 */
import { completionChunk, sse } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';
const args = JSON.stringify({ content: summary, replace_file: true });

/** One streamed call whose deltas carry these names (`null`: none) and the arguments in pieces. */
function streamed(names: Array<string | null>): string {
  const pieces = [args.slice(0, 10), args.slice(10, 40), args.slice(40)];
  return sse(
    ...names.map((name, i) =>
      completionChunk({
        ...(i === 0 ? { role: 'assistant' } : {}),
        tool_calls: [
          {
            index: 0,
            ...(i === 0 ? { id: 'call_1', type: 'function' } : {}),
            function: { ...(name === null ? {} : { name }), arguments: i === 0 ? '' : (pieces[i - 1] ?? '') },
          },
        ],
      }),
    ),
    completionChunk({}, 'tool_calls'),
  );
}

describe('T53: a streamed tool-call name in pieces', () => {
  it.each([
    ['two pieces, the second with the arguments', ['write_', 'summary', null, null]],
    ['three pieces', ['wri', 'te_sum', 'mary', null]],
    ['the whole name on every delta', ['write_summary', 'write_summary', 'write_summary', 'write_summary']],
  ])('T53: %s: one write_summary call runs and the summary is written', async (_label, names) => {
    // L285: the model reads the transcript first (a step of its own), then streams the write in pieces.
    const read = { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] };
    h = await startHarness([read, { raw: streamed(names) }, { text: 'Done.' }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
    expect(run.toolCalls).toBe(2);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(
      '## Summary\nThe remote control is TV-only.',
    );
    const calls = h.server.requests[2]?.body.messages.flatMap((m) =>
      m.role === 'assistant' ? (m.tool_calls ?? []) : [],
    );
    expect(calls?.map((c) => c.function.name)).toEqual(['read_transcript', 'write_summary']);
  });

  it('T53: pieces that never make an offered tool are one call, refused as an unknown tool', async () => {
    h = await startHarness([{ raw: streamed(['write_', 'summry', null, null]) }, { text: 'Done.' }]);
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      stream: true,
    }).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    const answers = h.server.requests[1]?.body.messages.filter((m) => m.role === 'tool') ?? [];
    expect(answers).toHaveLength(1);
    expect(JSON.stringify(answers[0])).toContain('there is no tool \\"write_summry\\"');
  });
});
