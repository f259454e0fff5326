/**
 * S56: some models name a tool with what their chat format adds to it — the `functions.`
 * namespace (OpenAI's harmony format of gpt-oss; models trained on Codex sessions call
 * `functions.write_summary`, tontinton/maki#518) or template tokens leaking after the name
 * (`write_summary<|channel|>commentary`, ollama/ollama#11704). Every such call was refused as an
 * unknown tool, so such a model could never write a summary. The name is now read as the offered
 * tool it names, JSON and streamed (also in pieces); a name that is not an offered tool once
 * stripped is still refused. Real scripted server, temp sample vault.
 * Spec: packages/agent/README.md (Transport repairs); reviewB S56.
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

/** One streamed call whose deltas carry these name pieces, then the arguments. */
function streamed(names: string[]): string {
  return sse(
    ...names.map((name, i) =>
      completionChunk({
        ...(i === 0 ? { role: 'assistant' } : {}),
        tool_calls: [
          {
            index: 0,
            ...(i === 0 ? { id: 'call_1', type: 'function' } : {}),
            function: { name, arguments: '' },
          },
        ],
      }),
    ),
    completionChunk({ tool_calls: [{ index: 0, function: { arguments: args } }] }),
    completionChunk({}, 'tool_calls'),
  );
}

const sentNames = (harness: Harness, request = 1) =>
  harness.server.requests[request]?.body.messages.flatMap((m) =>
    m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.function.name) : [],
  );

describe('S56: a tool name with a namespace or template tokens', () => {
  it.each([
    ['functions.write_summary'],
    ['write_summary<|channel|>commentary'],
    [' functions.write_summary<|constrain|>json'],
    // R237: Gemma's and Gemini-trained models' namespace, and the others R229's Python calls take off.
    ['default_api.write_summary'],
    ['tools.write_summary'],
  ])('S56: %s (JSON reply): the write_summary call runs and the summary is written', async (name) => {
    h = await startHarness([
      { toolCalls: [{ name, arguments: { content: summary, replace_file: true } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    // With the harness model's read of the transcript in the same step (L285).
    expect(run.toolCalls).toBe(2);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(
      '## Summary\nThe remote control is TV-only.',
    );
    expect(sentNames(h)).toEqual(['read_transcript', 'write_summary']);
  });

  it.each([
    ['whole', ['functions.write_summary']],
    ['in pieces', ['functions.', 'write_', 'summary']],
    ['default_api, in pieces', ['default_', 'api.write_', 'summary']],
  ])('S56: streamed, %s: one write_summary call runs', async (_label, names) => {
    // L285: a read of the transcript first (a summary of one never read fails the run).
    const read = { name: 'read_transcript', arguments: { from: 7, to: 7 } };
    h = await startHarness([{ toolCalls: [read] }, { raw: streamed(names) }, { text: 'Done.' }], {
      readsFirst: false,
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
    expect(run.toolCalls).toBe(2);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(
      '## Summary\nThe remote control is TV-only.',
    );
    expect(sentNames(h, 2)).toEqual(['read_transcript', 'write_summary']);
  });

  it.each([['functions.write_file'], ['default_api.write_file']])(
    'S56: a namespaced name that is no offered tool (%s) is still refused as unknown',
    async (tool) => {
      h = await startHarness([
        { toolCalls: [{ name: tool, arguments: { content: summary } }] },
        { text: 'Done.' },
      ]);
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(Error);
      const answers = h.server.requests[1]?.body.messages.filter((m) => m.role === 'tool') ?? [];
      expect(JSON.stringify(answers[0])).toContain(`there is no tool \\"${tool}\\"`);
    },
  );
});
