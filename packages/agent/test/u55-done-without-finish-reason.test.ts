/**
 * U55 (reviewB, session 21): a whole reply whose server gave no finish reason. vLLM sends a stream
 * that ends with `data: [DONE]` but whose chunks all say `finish_reason: null` at times
 * (vllm-project/vllm#27572); some servers answer a non-streamed request with `finish_reason: null`.
 * Before, the stream failed the run as "a malformed reply (Response stream ended without a finish
 * reason)" and the JSON reply as "ended without a normal finish (finish_reason "other"): it was cut
 * off" — although every byte had come. Now `[DONE]` (and a parsed JSON body) make the reply whole:
 * it ended normally, `tool_calls` when it made calls, else `stop`. A stream that ends without
 * `[DONE]` and without a finish reason is still a cut reply (Z50). Real scripted server, temp
 * sample vault.
 * Spec: seed 003 (a configurable OpenAI-compatible endpoint); docs/hostile-cases.md (LLM transport).
 */
import { completionChunk, type ScriptedTurn, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY =
  '## Summary\nThe team chose rubber for the casing.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';

/** L285: a step that reads a spoken line of the transcript first (a summary of one never read fails the run). */
const READ_FIRST: ScriptedTurn = { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 7 } }] };

/** Chunks that never carry a finish reason, then `[DONE]` (or not). */
const noFinish = (deltas: Record<string, unknown>[], done = true): ScriptedTurn => ({
  raw: sseChunks(
    deltas.map((d) => completionChunk(d)),
    { done },
  ),
});

const run = (harness: Harness, stream: boolean) =>
  summarizeMeeting({
    vault: harness.vault,
    meeting: FUNCTIONAL,
    env: {},
    stream,
    onEvent: (e) => harness.events.push(e),
  });

describe('U55: a whole reply without a finish reason ended normally', () => {
  it('U55: streamed tool call and final text, each ending with [DONE] but no finish reason: the summary is written', async () => {
    const args = JSON.stringify({ content: SUMMARY });
    h = await startHarness([
      READ_FIRST,
      noFinish([
        {
          role: 'assistant',
          tool_calls: [
            {
              index: 0,
              id: 'c1',
              type: 'function',
              function: { name: 'write_summary', arguments: args.slice(0, 12) },
            },
          ],
        },
        { tool_calls: [{ index: 0, function: { arguments: args.slice(12) } }] },
      ]),
      noFinish([{ role: 'assistant', content: 'Done.' }]),
    ]);
    const result = await run(h, true);
    expect(await h.read(result.summaryPath)).toContain('Rubber casing.');
    expect(result.toolCalls).toBe(2);
  });

  it('U55: a streamed final text ending with [DONE] but no finish reason is the summary', async () => {
    h = await startHarness([
      READ_FIRST,
      noFinish([{ role: 'assistant', content: SUMMARY.slice(0, 30) }, { content: SUMMARY.slice(30) }]),
    ]);
    const result = await run(h, true);
    expect(await h.read(result.summaryPath)).toContain('Order samples.');
  });

  it('U55: a JSON reply with finish_reason null is the summary', async () => {
    h = await startHarness([
      READ_FIRST,
      {
        raw: JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: SUMMARY }, finish_reason: null }],
        }),
      },
    ]);
    const result = await run(h, false);
    expect(await h.read(result.summaryPath)).toContain('Order samples.');
  });

  it('U55: a stream without [DONE] and without a finish reason is still a cut reply', async () => {
    h = await startHarness(() => noFinish([{ role: 'assistant', content: SUMMARY }], false), {
      model: { retry: { attempts: 1, delayMs: 10 } },
    });
    const error = await summaryRunFailure(run(h, true));
    expect(error.message).toContain('the stream ended without a finish reason or [DONE]');
    expect(await h.readOrNull(`Summaries/2026-03-10 Remote control functional design.md`)).toBeNull();
  });
});
