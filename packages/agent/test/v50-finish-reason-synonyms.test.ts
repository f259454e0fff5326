/**
 * Review14 V50: servers that spell a normal end their own way — Hugging Face TGI before 2.2
 * (`eos_token`, `stop_sequence`), Together.ai (`eos`), Anthropic-style gateways (`end_turn`), mlx-lm
 * before 2026-01 (`tool_call` for a reply of tool calls) — got no summary at all: every reply read
 * as cut off, its write_summary call never ran, and the run failed `truncated` blaming a cut that
 * did not happen. Now such a reply is whole: its tool calls run and the summary is committed. A
 * reply truly cut (`length`) or of an unknown kind still fails as before. JSON and SSE, real
 * scripted server, temp sample vault.
 * Spec: review14 V50; hostile case B30; docs/contracts.md, Truncated replies; seed 003
 * (OpenAI-compatible endpoint).
 */
import { NORMAL_FINISH_REASONS } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { normalFinishReason } from '../src/model/completion-normalizer.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';

it("L314: @ma/testkit's reading-first takes as a normal end exactly what the agent does", () => {
  for (const reason of NORMAL_FINISH_REASONS) expect(normalFinishReason(reason, true)).toBe('tool_calls');
  for (const reason of ['STOP', 'End_Turn', 'length', 'content_filter', 'other'])
    expect(normalFinishReason(reason, true)).toBe(reason);
});

describe.each([false, true])("V50: a normal end in a server's own words (stream: %s)", (stream) => {
  it.each([
    ['eos_token', 'eos_token'],
    ['eos', 'eos'],
    ['stop_sequence', 'stop_sequence'],
    ['end_turn', 'end_turn'],
    ['tool_call', 'stop'],
    ['tool_use', 'stop'],
    ['function_call', 'stop'],
  ])(
    'V50: tool calls with finish_reason "%s", then text with "%s": the summary is written',
    async (callsEnd, textEnd) => {
      // L314: the harness's reading-first model reads in the write step whatever normal end the server spells.
      h = await startHarness([
        { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }], finishReason: callsEnd },
        { text: 'Done.', finishReason: textEnd },
      ]);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
      expect(run.toolCalls).toBe(2); // the read the harness adds, then the write
      expect(h.server.requests).toHaveLength(2);
      expect(splitNote(await h.read(run.summaryPath)).body).toContain(
        '## Summary\nThe remote control is TV-only.',
      );
    },
  );

  it('V50: a reply truly cut ("length") or of an unknown kind still fails as cut off, nothing committed', async () => {
    for (const reason of ['length', 'abort']) {
      h = await startHarness([
        { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] },
        { text: '## Summary\nThe remote', finishReason: reason },
      ]);
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
      expect(error.reason).toBe('truncated');
      expect(error.message).toContain(`finish_reason "${reason}"`);
      expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
      await h.close();
      h = undefined;
    }
  });
});
