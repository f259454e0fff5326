/**
 * R192 (seed 002, small local models): a model that answers with nothing — no text, no tool call, no
 * reasoning; what a small model behind Ollama or LM Studio often sends when the server cut the prompt
 * to its context window, or when it cannot follow the tool instructions — failed the run with "the
 * model finished without writing a summary: no write_summary call and no final text": no cause and
 * nothing to do. Now the message says the reply was empty, the likely causes and what to change (the
 * server's context length and `model.contextWindow`, a larger model, the offline engine); nothing is
 * written but the failure record. JSON and SSE; real scripted server, temp sample vault.
 * Spec: docs/contracts.md (`<what happened>; <what to do>`); seed 002; Z57 (a reasoning-only reply).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe.each([false, true])('R192: an empty reply (stream: %s)', (stream) => {
  it.each([
    ['at the first step', [{ text: '' }]],
    [
      'after a read',
      [{ toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 30 } }] }, { text: '' }],
    ],
  ])('R192: %s: the message says the reply was empty and what to change', async (_, script) => {
    h = await startHarness(script, { readsFirst: false });
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain(
      'the model finished without writing a summary: its last reply was empty (no text, no tool call)',
    );
    expect(error.message).toContain('set model.contextWindow to it');
    expect(error.message).toContain('--engine extractive');
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    expect(await h.read(FUNCTIONAL)).toContain('status: failed');
  });
});
