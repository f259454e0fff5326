/**
 * R232: Ollama cuts a prompt longer than its window (num_ctx; 2048 or 4096 by default, and its
 * OpenAI-compatible /v1 endpoint cannot set it) without an error and the model answers from what is
 * left; the run took that answer as a summary of the meeting. The only trace is the usage: the server
 * reports the prompt tokens it kept (`usage.prompt_tokens`, Ollama's prompt_eval_count). Now a step whose
 * reported prompt tokens are at least 1024 and under half the request by our count (which over-counts,
 * never by half) — and not just the part the step added (a count that leaves cached tokens out, Ollama
 * 0.30.x) — gives the run a warning (in the run's result, the printed run and its record) naming the
 * counts and the fix (OLLAMA_CONTEXT_LENGTH / num_ctx, llama.cpp -c, or model.contextWindow); a warning,
 * not a failure, as a partial cache hit can show a like count. Counts that fit give none. Real agent loop,
 * @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: docs/context-budget.md; seed 002 (small local models).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
const usage = (prompt: number) => ({ prompt_tokens: prompt, completion_tokens: 20 });
const read = (from: number, to: number, prompt: number) => ({
  toolCalls: [{ name: 'read_transcript', arguments: { from, to } }],
  usage: usage(prompt),
});
const write = (prompt: number) => ({
  toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }],
  usage: usage(prompt),
});
/** Our own count of request `i` (the estimate: bytes / 3). */
const sent = (i: number) => Math.ceil(Buffer.byteLength(h!.server.requests[i]!.rawBody) / 3);

describe.each([false, true])('R232: a server that cuts the prompt (stream: %s)', (stream) => {
  it('a count under half of what was sent: the summary is written with a warning naming the counts and the fix', async () => {
    h = await startHarness([read(1, 60, 1200), write(1300), { text: 'Done.' }], {
      readsFirst: false,
      model: { contextWindow: 65536 },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(sent(0)).toBeGreaterThan(2400);
    const warning = run.warnings.find((w) => w.includes('cut the prompt'));
    expect(warning).toContain(
      'the server most likely cut the prompt: at step 1 it counted 1200 prompt tokens',
    );
    expect(warning).toContain('the summary may miss what was cut');
    expect(warning).toContain('OLLAMA_CONTEXT_LENGTH=65536');
    expect(warning).toContain('num_ctx 65536');
    expect(await h.read(run.contextPath)).toContain('OLLAMA_CONTEXT_LENGTH=65536');
  });

  it('a cut at a later step (a big read pushed the prompt over the window): named at that step', async () => {
    h = await startHarness([read(1, 60, 5500), read(61, 400, 6500), write(2100), { text: 'Done.' }], {
      readsFirst: false,
      model: { contextWindow: 65536 },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(sent(2)).toBeGreaterThan(8000);
    expect(sent(2) - sent(1)).toBeGreaterThan(4200);
    expect(run.warnings.join('\n')).toContain('at step 3 it counted 2100 prompt tokens');
  });

  it.each([
    ['counts that fit', [read(1, 60, 5500), write(7000)]],
    // Ollama 0.30.x: only the tokens it did not take from its cache, each step about what the step added.
    ['a count of the uncached part only', [read(1, 60, 5500), read(61, 120, 2000), write(2100)]],
    ['small counts (a short prompt, or a cached one)', [read(1, 60, 900), write(300)]],
  ])('%s: no warning', async (_, turns) => {
    h = await startHarness([...turns, { text: 'Done.' }], {
      readsFirst: false,
      model: { contextWindow: 65536 },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(run.summaryPath).toBe(`Summaries/${functionalName}.md`);
    expect(run.warnings.join('\n')).not.toContain('cut the prompt');
  });
});
