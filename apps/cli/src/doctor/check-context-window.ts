import { OLLAMA_DEFAULT_SOURCE_TEXT, resolveContextWindow } from '@ma/agent';
import type { ModelConfig } from '@ma/core';
import type { CheckResult } from './check-result.js';

const SOURCE = {
  config: 'model.contextWindow',
  ollama: 'Ollama /api/show',
  'ollama-ps': 'Ollama /api/ps: the loaded model',
  'ollama-default': OLLAMA_DEFAULT_SOURCE_TEXT,
  'llama.cpp': 'llama.cpp /props',
  vllm: 'vLLM /v1/models max_model_len',
  default: 'the default: the server did not say',
} as const;

/**
 * `ma doctor`'s `context window` line: the window every request of a run is kept inside
 * (`model.contextWindow`, else the Ollama / llama.cpp / vLLM probe, else the default; see
 * docs/context-budget.md). `warn` below 8,192 tokens (small windows narrow the tools and read
 * most meetings in parts) and for the default (set `model.contextWindow` to the server's).
 *
 * @throws the signal's reason when `signal` aborts.
 * Spec: issue 14 items 2 and 4 (`ma doctor` checks both endpoints).
 */
export async function checkContextWindow(
  model: ModelConfig,
  env: Record<string, string | undefined>,
  signal: AbortSignal,
): Promise<CheckResult> {
  const window = await resolveContextWindow(model, { env, signal });
  const detail = `${window.tokens} tokens (${SOURCE[window.source]})`;
  if (window.source === 'default') {
    return {
      status: 'warn',
      label: 'context window',
      detail,
      fix: "set model.contextWindow to the context length the server really uses (e.g. LM Studio: the model's context length setting)",
    };
  }
  if (window.source === 'ollama-default') {
    return {
      status: 'warn',
      label: 'context window',
      detail,
      fix: `if the server runs with more, say so: set model.contextWindow to its OLLAMA_CONTEXT_LENGTH (or load the model once: \`ollama run ${model.model}\`, then check again); for good summaries give it 16384 or more (OLLAMA_CONTEXT_LENGTH=32768 ollama serve, or PARAMETER num_ctx in a Modelfile)`,
    };
  }
  if (window.tokens < 8192) {
    return {
      status: 'warn',
      label: 'context window',
      detail,
      fix: 'give the server a larger context (Ollama: OLLAMA_CONTEXT_LENGTH=32768 or num_ctx; llama.cpp: -c 32768)',
    };
  }
  return { status: 'ok', label: 'context window', detail };
}
