/**
 * R151: a server that silently cuts the prompt to a window smaller than `model.contextWindow`
 * (Ollama's num_ctx) makes the model lose what it read; it reads the same lines again and again, and
 * the run blamed the model ("it repeats itself (common with small models) … use a larger model").
 * Now, when the server's reported prompt tokens fell below half the step before's while the prompt
 * only grew AND the model then repeats a read, the message names the likely cause and the fix (the
 * server's context length). A drop alone says nothing (Ollama leaves cached tokens out of the count),
 * and a loop without a drop keeps the old message. Real agent loop, @ma/testkit's scripted server
 * (JSON and streamed), temp sample vault.
 * L334: a server that leaves cached prompt tokens out of the count (Ollama 0.30.x) shows the same drop
 * while the model loops on its own: when it reports those tokens (`prompt_tokens_details.cached_tokens`)
 * the drop is not counted and the model is named; when it does not, the hint names both causes.
 * Spec: docs/context-budget.md; newcomer findings (session 40) item 1; review report (session 41).
 */
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, startHarness, summaryRunFailure } from './harness.js';

const read = { name: 'read_transcript', arguments: { from: 1, to: 30 } };
const usage = (prompt: number, cached?: number) => ({
  prompt_tokens: prompt,
  completion_tokens: 20,
  ...(cached === undefined ? {} : { prompt_tokens_details: { cached_tokens: cached } }),
});
/** Reported prompt tokens fall by half at step 3 (`cached`: the cached tokens reported with them), then the same read 3 times. */
const dropThenLoop = (cached?: number) => [
  { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 80 } }], usage: usage(900) },
  { toolCalls: [read], usage: usage(4800) },
  { toolCalls: [read], usage: usage(2050, cached) },
  { toolCalls: [read], usage: usage(2060, cached) },
  ...Array.from({ length: 10 }, () => ({ toolCalls: [read], usage: usage(2070, cached) })),
];

describe.each([false, true])('R151: a repeat loop after the server cut the prompt (stream: %s)', (stream) => {
  /** The failure of a run against `script` (the scripted server is closed after it). */
  async function failureOf(script: Parameters<typeof startHarness>[0]) {
    const h = await startHarness(script);
    try {
      return await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
    } finally {
      await h.close();
    }
  }

  it('R151: reported prompt tokens fell by half, then the same read 3 times: the message names the server cutting the prompt', async () => {
    const h = await startHarness(dropThenLoop());
    try {
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
      expect(error.reason).toBe('no-summary');
      expect(error.message).toContain('the model made the same call 3 times in a row');
      expect(error.message).toContain(
        "the server reported 2050 prompt tokens at step 3, under half of the step before's 4800 although the prompt only grew: it may be cutting the prompt to a smaller context window",
      );
      expect(error.message).toContain("set the server's context length");
      // L334: no cached count reported, so a count that left cached tokens out is named too.
      expect(error.message).toContain(
        "if the server's context length already is model.contextWindow, the server only left cached prompt tokens out of its count (some Ollama versions do, and report no cached count) and the model repeats itself: use a larger model",
      );
    } finally {
      await h.close();
    }
  });

  it('L334: the same drop with the cached prompt tokens reported beside it (Ollama 0.30.x): the model is named, not the server', async () => {
    const error = await failureOf(dropThenLoop(2800));
    expect(error.message).toContain('the model made the same call 3 times in a row');
    expect(error.message).toContain('it repeats itself (common with small models)');
    expect(error.message).toContain('use a larger model');
    expect(error.message).not.toContain('cutting the prompt');
  });

  it('V100: a server that counts its cached tokens in the prompt and cuts it to under half: the server is named', async () => {
    // 2050 reported with 2000 of them cached (OpenAI and llama.cpp count the cache in prompt_tokens): adding the
    // cached tokens back made it 4050, no drop from 4800, and the cut went unnamed.
    const error = await failureOf(dropThenLoop(2000));
    expect(error.message).toContain('the model made the same call 3 times in a row');
    expect(error.message).toContain(
      "the server reported 2050 prompt tokens at step 3, under half of the step before's 4800 although the prompt only grew: it may be cutting the prompt to a smaller context window",
    );
  });

  it('R151: the same loop with reported prompt tokens that only grow: the model is named, as before', async () => {
    const h = await startHarness([
      { toolCalls: [read], usage: usage(900) },
      ...Array.from({ length: 10 }, (_, i) => ({ toolCalls: [read], usage: usage(1000 + i * 50) })),
    ]);
    try {
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
      expect(error.message).toContain('it repeats itself (common with small models)');
      expect(error.message).not.toContain('cutting the prompt');
    } finally {
      await h.close();
    }
  });
});
