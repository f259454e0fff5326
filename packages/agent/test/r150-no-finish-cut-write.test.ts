/**
 * R150: a reply that came without a finish reason (U55: taken as ended) whose write_summary
 * arguments are cut off mid-string is refused as invalid JSON (never repaired); the model then said
 * "Done." and the run failed `no-summary` quoting "Done." — silent about the cut write, as if the
 * model were at fault. Now the run fails `truncated`, saying the reply came without a finish reason
 * and the write's arguments were not valid JSON (most likely cut off). A later whole write still
 * counts. Real scripted server (JSON body and stream), temp sample vault.
 * Spec: docs/contracts.md (Truncated replies); U55; issue R1.
 */
import { completionChunk, type ScriptedTurn, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(() => h?.close().finally(() => (h = undefined)));

const SUMMARY = `Summaries/${functionalName}.md`;
const WHOLE =
  '## Summary\nRubber casing chosen.\n\n## Decisions\n- Rubber.\n\n## Next steps\n- Order samples.\n';
const READ: ScriptedTurn = { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 40 } }] };
/** write_summary's arguments cut mid-string, as a server stopping the reply leaves them. */
const CUT_ARGS = JSON.stringify({ content: WHOLE, replace_file: true }).slice(0, 60);

const body = (message: Record<string, unknown>, finish: string | null) =>
  JSON.stringify({
    id: 'x',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
  });
const call = { id: 'w1', type: 'function', function: { name: 'write_summary', arguments: CUT_ARGS } };
const cutWrite = (stream: boolean): ScriptedTurn =>
  stream
    ? { raw: sseChunks([completionChunk({ role: 'assistant', tool_calls: [{ index: 0, ...call }] }, null)]) }
    : { raw: body({ content: null, tool_calls: [call] }, null) };
const done = (stream: boolean): ScriptedTurn =>
  stream
    ? {
        raw: sseChunks([
          completionChunk({ role: 'assistant', content: 'Done. The summary is written.' }, null),
        ]),
      }
    : { raw: body({ content: 'Done. The summary is written.' }, null) };

const run = (harness: Harness, stream: boolean) =>
  summarizeMeeting({ vault: harness.vault, meeting: FUNCTIONAL, env: {}, stream });

describe('R150: a write_summary cut off in a reply without a finish reason reads as truncated', () => {
  for (const stream of [false, true]) {
    it(`R150: cut write_summary arguments, no finish reason, then "Done." (${stream ? 'stream' : 'JSON'}): truncated, nothing written`, async () => {
      h = await startHarness([READ, cutWrite(stream), done(stream)]);
      const error = await summaryRunFailure(run(h, stream));
      expect(error.reason).toBe('truncated');
      expect(error.message).toContain(
        "the model's reply came without a finish reason (the server sent none, so it cannot tell whether the reply was complete) and the arguments of its call were not valid JSON: the reply was most likely cut off while it was calling write_summary",
      );
      expect(error.message).not.toContain('Done.');
      expect(await h.readOrNull(SUMMARY)).toBeNull();
    });
  }

  it('R150: the cut write made again whole afterwards: saved', async () => {
    h = await startHarness([
      READ,
      cutWrite(false),
      { toolCalls: [{ name: 'write_summary', arguments: { content: WHOLE, replace_file: true } }] },
      { text: 'Done.' },
    ]);
    expect(await h.read((await run(h, false)).summaryPath)).toContain('Order samples.');
  });
});
