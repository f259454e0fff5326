/**
 * L289: a reply that ends with `data: [DONE]` (or comes as a whole JSON body) without any finish
 * reason is taken as a normal end (U55, deliberate for vLLM), and the normalizer now says it filled
 * the finish in. Before, a summary cut off in such a reply (the stream stopped after "## Summary",
 * then `[DONE]`) was saved and the run ended `ok`. Now a summary from such a reply that lacks
 * sections of summary.template is `truncated`: nothing written, the previous summary unchanged. A
 * whole summary from such a reply is saved, and a reply with a real finish reason is trusted as
 * before (a model may leave a section out: a warning, not a failure). Real scripted server
 * (streamed and JSON), temp sample vault.
 * Spec: docs/contracts.md (Truncated replies); U55; seed 003 (a configurable OpenAI-compatible endpoint).
 */
import { completionChunk, type ScriptedTurn, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const WHOLE =
  '## Summary\nThe team chose rubber for the casing.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';
/** The same summary cut off after its first section. */
const CUT = '## Summary\nThe team chose rubber for the casing, and';
const SUMMARY = `Summaries/${functionalName}.md`;
const READ: ScriptedTurn = { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 80 } }] };

/** A streamed reply of `deltas`, with `finish` on its last chunk (null: none), then `[DONE]`. */
const streamed = (deltas: Record<string, unknown>[], finish: string | null): ScriptedTurn => ({
  raw: sseChunks(deltas.map((d, i) => completionChunk(d, i === deltas.length - 1 ? finish : null))),
});
const finalText = (text: string, finish: string | null) =>
  streamed([{ role: 'assistant', content: text.slice(0, 20) }, { content: text.slice(20) }], finish);
const writeCall = (text: string, finish: string | null) => {
  const args = JSON.stringify({ content: text });
  return streamed(
    [
      {
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: 'w1',
            type: 'function',
            function: { name: 'write_summary', arguments: args.slice(0, 9) },
          },
        ],
      },
      { tool_calls: [{ index: 0, function: { arguments: args.slice(9) } }] },
    ],
    finish,
  );
};

const run = (harness: Harness, stream = true) =>
  summarizeMeeting({ vault: harness.vault, meeting: FUNCTIONAL, env: {}, stream });

describe('L289: a summary from a reply without a finish reason that lacks template sections is cut off', () => {
  it('L289: a streamed final text cut after "## Summary", ending with [DONE] but no finish reason: truncated, nothing written', async () => {
    h = await startHarness([READ, finalText(CUT, null)]);
    const before = await h.readOrNull(SUMMARY);
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('truncated');
    expect(error.message).toContain(
      `the model's reply came without a finish reason (the server sent none, so it cannot tell whether the reply was complete) and the summary in it has no "Decisions", "Next steps" sections of summary.template: it was most likely cut off`,
    );
    expect(await h.readOrNull(SUMMARY)).toBe(before);
  });

  it('L289: a streamed write_summary call of a cut summary, [DONE] but no finish reason: truncated, nothing written', async () => {
    h = await startHarness([READ, writeCall(CUT, null), finalText('Done.', null)]);
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('truncated');
    expect(error.message).toContain('has no "Decisions", "Next steps" sections of summary.template');
    expect(await h.readOrNull(SUMMARY)).toBeNull();
  });

  it('L289: a JSON reply with finish_reason null holding a cut summary: truncated', async () => {
    h = await startHarness([
      READ,
      {
        raw: JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: CUT }, finish_reason: null }],
        }),
      },
    ]);
    const error = await summaryRunFailure(run(h, false));
    expect(error.reason).toBe('truncated');
    expect(await h.readOrNull(SUMMARY)).toBeNull();
  });

  it('L289: a whole summary without a finish reason, final text or write_summary, is saved', async () => {
    h = await startHarness([READ, finalText(WHOLE, null)]);
    expect(await h.read((await run(h)).summaryPath)).toContain('Order samples.');
    await h.close();
    h = await startHarness([READ, writeCall(WHOLE, null), finalText('Done.', null)]);
    expect(await h.read((await run(h)).summaryPath)).toContain('Rubber casing.');
  });

  it('L289: the cut summary with a real finish reason is trusted as before: saved, the missing sections warned', async () => {
    h = await startHarness([READ, finalText(CUT, 'stop')]);
    const result = await run(h);
    expect(await h.read(result.summaryPath)).toContain('The team chose rubber');
    expect(result.warnings.join('\n')).toContain('has no "Decisions", "Next steps" sections');
  });
});
