/**
 * fixA2 R193: R232's rule read a server's prompt count under half of our bytes/3 estimate as a cut,
 * but Llama 3 and Qwen take 2.5–4 Cyrillic, Greek or Devanagari characters a token (5–9 UTF-8 bytes,
 * where bytes/3 counts up to a token a character), so a long non-Latin transcript the server kept
 * whole warned of a cut that did not happen. Now the rule compares with the least the messages can
 * take (`leastTokens`: ASCII bytes/3, CJK half a token a character, other non-ASCII a quarter): a
 * whole count gives no warning, a real cut (Ollama's 2048 window) still warns. Real agent loop,
 * @ma/testkit's scripted server answering with a Llama-3-like count of each request, temp sample vault
 * whose transcript is rewritten in each script.
 * Spec: docs/context-budget.md (R232).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatRequest } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { estimateTokens, leastTokens, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, harnessPerTest } from './harness.js';

const startHarness = harnessPerTest();

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';

/** A Llama-3-like count of a request that was kept whole: ASCII 4 bytes a token, CJK 1.2 characters, other scripts 3.5 characters. */
function wholeCount(req: ChatRequest): number {
  let ascii = 0;
  let cjk = 0;
  let other = 0;
  for (const ch of req.rawBody) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) ascii++;
    else if (/[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u.test(ch)) cjk++;
    else other++;
  }
  return Math.round(ascii / 4 + cjk / 1.2 + other / 3.5);
}

const SCRIPTS: Array<[string, string]> = [
  [
    'Russian',
    'Мы обсудили пульт дистанционного управления и решили, что кнопки должны быть крупнее, а корпус легче',
  ],
  [
    'Greek',
    'Συζητήσαμε το τηλεχειριστήριο και αποφασίσαμε ότι τα κουμπιά πρέπει να είναι μεγαλύτερα και ελαφρύτερα',
  ],
  ['Hindi', 'हमने रिमोट कंट्रोल के बारे में चर्चा की और तय किया कि बटन बड़े होने चाहिए और ढांचा हल्का होना चाहिए'],
  ['Chinese', '我们讨论了遥控器的设计，决定按钮应该更大，外壳应该更轻，电池应该更容易更换，颜色由市场部决定'],
];

async function nonLatinTranscript(root: string, sentence: string): Promise<void> {
  const lines = Array.from(
    { length: 60 },
    (_, i) =>
      `[00:${String(i).padStart(2, '0')}:00] Speaker ${(i % 3) + 1}: ${Array(12).fill(sentence).join(' ')}`,
  );
  await writeFile(join(root, TRANSCRIPT), `${lines.join('\n')}\n`);
}

describe.each([false, true])('R193: a non-Latin transcript (stream: %s)', (stream) => {
  it.each(SCRIPTS)('%s kept whole by the server: no cut warning', async (_, sentence) => {
    // The transcript read in six parts: each later request adds a part to what it sent before.
    const turns = [
      ...[1, 11, 21, 31, 41, 51].map((from) => (req: ChatRequest) => ({
        toolCalls: [{ name: 'read_transcript', arguments: { from, to: from + 9 } }],
        usage: { prompt_tokens: wholeCount(req), completion_tokens: 20 },
      })),
      (req: ChatRequest) => ({
        toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }],
        usage: { prompt_tokens: wholeCount(req), completion_tokens: 20 },
      }),
    ];
    const h = await startHarness((req, i) => turns[i]?.(req) ?? { text: 'Done.' }, {
      readsFirst: false,
      model: { contextWindow: 524288 },
    });
    await nonLatinTranscript(h.root, sentence);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const second = h.server.requests[6]!;
    // The read reached the server, and the whole count is what R232's old rule took for a cut.
    expect(second.rawBody).toContain(sentence.slice(0, 20));
    expect(wholeCount(second) >= 1024).toBe(true);
    expect(run.summaryPath).not.toBeNull();
    expect(run.warnings.join('\n')).not.toContain('cut the prompt');
  });

  it.each(SCRIPTS)('%s cut to a 2048-token window: still warned', async (_, sentence) => {
    const turns = [
      (req: ChatRequest) => ({
        toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }],
        usage: { prompt_tokens: wholeCount(req), completion_tokens: 20 },
      }),
      () => ({
        toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }],
        usage: { prompt_tokens: 2040, completion_tokens: 20 },
      }),
    ];
    const h = await startHarness((req, i) => turns[i]?.(req) ?? { text: 'Done.' }, {
      readsFirst: false,
      model: { contextWindow: 524288 },
    });
    await nonLatinTranscript(h.root, sentence);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(run.warnings.join('\n')).toContain('at step 2 it counted 2040 prompt tokens');
  });
});

describe('R193: leastTokens', () => {
  it('is the estimate on ASCII, and under it by script on non-Latin text', () => {
    const en = 'We discussed the remote control and decided on larger buttons.';
    expect(leastTokens(en)).toBe(estimateTokens(en));
    for (const [, sentence] of SCRIPTS)
      expect(leastTokens(sentence) * 2).toBeLessThanOrEqual(estimateTokens(sentence));
    expect(leastTokens('遥控器')).toBe(2);
    expect(leastTokens('пульт')).toBe(2);
    expect(leastTokens('')).toBe(0);
  });
});
