/**
 * R151: a server that silently cuts the prompt to a window smaller than `model.contextWindow`
 * (Ollama's num_ctx) makes the model lose what it read; it reads the same lines again and again, and
 * the run blamed the model ("it repeats itself (common with small models) … use a larger model").
 * Now, when the server's reported prompt tokens fell below half the step before's while the prompt
 * only grew AND the model then repeats a read, the message names the likely cause and the fix (the
 * server's context length). A drop alone says nothing (Ollama leaves cached tokens out of the count),
 * and a loop without a drop keeps the old message. Real agent loop, @ma/testkit's scripted server
 * (JSON and streamed), temp sample vault.
 * Spec: docs/context-budget.md; newcomer findings (session 40) item 1.
 */
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, startHarness, summaryRunFailure } from './harness.js';

const read = { name: 'read_transcript', arguments: { from: 1, to: 30 } };
const usage = (prompt: number) => ({ prompt_tokens: prompt, completion_tokens: 20 });

describe.each([false, true])('R151: a repeat loop after the server cut the prompt (stream: %s)', (stream) => {
  it('R151: reported prompt tokens fell by half, then the same read 3 times: the message names the server cutting the prompt', async () => {
    const h = await startHarness([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 80 } }], usage: usage(900) },
      { toolCalls: [read], usage: usage(4800) },
      { toolCalls: [read], usage: usage(2050) },
      { toolCalls: [read], usage: usage(2060) },
      ...Array.from({ length: 10 }, () => ({ toolCalls: [read], usage: usage(2070) })),
    ]);
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
      expect(error.message).not.toContain('use a larger model');
    } finally {
      await h.close();
    }
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
