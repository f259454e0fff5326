/**
 * Options for {@link completionChunk}.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface CompletionChunkOptions {
  /** Chunk `id` (default `chatcmpl-testkit`). */
  id?: string;
  /** Chunk `model` (default `test-model`). */
  model?: string;
  /** Extra top-level fields (e.g. `usage`), merged last. */
  extra?: Record<string, unknown>;
}

/**
 * Builds one OpenAI `chat.completion.chunk` object with a single choice at index 0:
 * `{ id, object, created: 0, model, choices: [{ index: 0, delta, finish_reason }] }`.
 *
 * @param delta - the `choices[0].delta` object, e.g. `{ content: 'Hi' }` or `{ tool_calls: [...] }`.
 * @param finishReason - `choices[0].finish_reason` (default `null`).
 * @example sse(completionChunk({ role: 'assistant', content: 'Hi' }), completionChunk({}, 'stop'))
 *
 * Spec: docs/contracts.md, @ma/testkit; docs/hostile-cases.md B24–B30.
 */
export function completionChunk(
  delta: Record<string, unknown>,
  finishReason: string | null = null,
  options: CompletionChunkOptions = {},
): Record<string, unknown> {
  return {
    id: options.id ?? 'chatcmpl-testkit',
    object: 'chat.completion.chunk',
    created: 0,
    model: options.model ?? 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...options.extra,
  };
}

/**
 * Builds the trailing usage chunk OpenAI sends with `stream_options.include_usage`: `choices: []`
 * plus `usage` (token counts).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export function usageChunk(
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens?: number } = {
    prompt_tokens: 10,
    completion_tokens: 5,
  },
  options: Omit<CompletionChunkOptions, 'extra'> = {},
): Record<string, unknown> {
  return {
    id: options.id ?? 'chatcmpl-testkit',
    object: 'chat.completion.chunk',
    created: 0,
    model: options.model ?? 'test-model',
    choices: [],
    usage: { total_tokens: usage.prompt_tokens + usage.completion_tokens, ...usage },
  };
}

/**
 * Options for {@link sseChunks}.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface SseOptions {
  /** Append `data: [DONE]\n\n` (default `true`). */
  done?: boolean;
}

/**
 * Turns chunks into a raw SSE body: each chunk becomes `data: <payload>\n\n`, where an object is
 * `JSON.stringify`-ed and a string is used verbatim as the payload (for hand-written or broken JSON),
 * followed by `data: [DONE]\n\n` unless `done: false`.
 *
 * @example sseChunks([{ id: 'c1', choices: [] }], { done: false }) === 'data: {"id":"c1","choices":[]}\n\n'
 *
 * Spec: docs/contracts.md, @ma/testkit; docs/hostile-cases.md B24–B30.
 */
export function sseChunks(chunks: readonly unknown[], options: SseOptions = {}): string {
  let out = '';
  for (const chunk of chunks) out += `data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`;
  if (options.done ?? true) out += 'data: [DONE]\n\n';
  return out;
}

/**
 * Variadic shorthand for {@link sseChunks} that always ends with `data: [DONE]`.
 *
 * @example { raw: sse(completionChunk({ content: 'hi' }), completionChunk({}, 'stop')) }
 *
 * Spec: docs/contracts.md, @ma/testkit; docs/hostile-cases.md B24–B30.
 */
export function sse(...chunks: unknown[]): string {
  return sseChunks(chunks);
}
