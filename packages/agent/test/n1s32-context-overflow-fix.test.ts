/**
 * Newcomer session 32 N1 (seed 002, small local models). A server that answers "the request is
 * longer than my context window" — OpenAI/vLLM `This model's maximum context length is 4096 tokens`,
 * llama.cpp `exceed_context_size_error` with `n_ctx`, Ollama `the input length exceeds the context
 * length`, LM Studio `loaded with context length of only 4096 tokens` — failed the run with the
 * server's words alone (`model endpoint returned HTTP 400: …`): nothing said that the run had taken
 * the window to be larger, nor that `model.contextWindow` is the setting that keeps every request
 * inside it. Now the message names the setting, with the server's number when it gave one, in the
 * CLI's message, the run record, and `ma doctor`'s probe alike.
 * Real scripted OpenAI-compatible server, sample vault copy.
 * Spec: README ("Every request is kept inside the model's window"); docs/context-budget.md.
 */
import type { ModelConfig } from '@ma/core';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FORMS: [string, ScriptedTurn, number | null][] = [
  [
    'OpenAI / vLLM',
    {
      status: 400,
      body: {
        error: {
          message:
            "This model's maximum context length is 4096 tokens. However, you requested 9000 tokens (8000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.",
          type: 'invalid_request_error',
          code: 'context_length_exceeded',
        },
      },
    },
    4096,
  ],
  [
    'llama.cpp',
    {
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'the request exceeds the available context size, try increasing it',
          type: 'exceed_context_size_error',
          n_prompt_tokens: 9000,
          n_ctx: 8192,
        },
      },
    },
    8192,
  ],
  [
    'Ollama',
    {
      status: 400,
      body: { error: { message: 'the input length exceeds the context length', type: 'api_error' } },
    },
    null,
  ],
  [
    'LM Studio',
    {
      status: 400,
      body: {
        error:
          'Trying to keep the first 9000 tokens when context the overflows. However, the model is loaded with context length of only 2048 tokens, which is not enough. Try to load the model with a larger context length, or provide a shorter input',
      },
    },
    2048,
  ],
];

describe('N1 (session 32): a request longer than the server’s context window', () => {
  it.each(FORMS)(
    '%s: the run fails naming model.contextWindow (and the server’s window when given)',
    async (_server, turn, window) => {
      h = await startHarness([turn, turn, turn]);
      const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
        (e: unknown) => e,
      );
      expect(SummaryRunError.isInstance(error)).toBe(true);
      const message = (error as SummaryRunError).message;
      expect(message).toMatch(/^model endpoint returned HTTP 400: /);
      expect(message).toContain('longer than the context window the server runs the model with');
      if (window === null) expect(message).toMatch(/set model\.contextWindow in meeting-assistant\.json/);
      else expect(message).toContain(`set "model": { "contextWindow": ${window} }`);
      expect(h.server.requests).toHaveLength(1);
      const record = await h.read(`Assistant/${functionalName}.md`);
      expect(record).toContain('contextWindow');
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    },
  );

  it('ma doctor’s probe says the same', async () => {
    h = await startHarness([FORMS[0]![1], FORMS[0]![1]]);
    const model = { ...(h.config.model as ModelConfig), retry: { attempts: 1, delayMs: 1 } };
    const report = await checkEndpoint(model, { env: {} });
    expect(report.toolCalling.ok).toBe(false);
    expect(report.toolCalling.fix).toContain('"contextWindow": 4096');
  });

  it('a 400 naming another problem gets no such advice', async () => {
    const turn: ScriptedTurn = {
      status: 400,
      body: { error: { message: 'Invalid value for temperature: 7', type: 'invalid_request_error' } },
    };
    h = await startHarness([turn]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as SummaryRunError).message).not.toContain('contextWindow');
  });
});
