/**
 * R240: what a server's own token counts say about its context window, from the usage fields the
 * local servers really send (each OpenAI-compatible `/v1` reply's `usage`: `prompt_tokens`,
 * `completion_tokens`):
 * - Ollama: `prompt_tokens` is its `prompt_eval_count`, counted AFTER it cut a prompt over its window
 *   (num_ctx) — the old runner keeps the whole window (`truncating input prompt limit=2048 … new=2048`:
 *   2048), the new engine half of it plus 2 (ollama/ollama#17427, #17889: 2050 of 4096, 16386 of
 *   32768, 32770 of 65536) — and no field says it cut; a reply that fills the window goes on past it by
 *   dropping earlier tokens (context shift).
 * - llama.cpp (`llama-server`): `usage.prompt_tokens` is the whole prompt (cached tokens in it,
 *   `prompt_tokens_details.cached_tokens` ≤ it; its `timings` give `prompt_n + cache_n`, the same); a
 *   prompt over `-c` is refused with an error, not cut; a reply that fills the window stops there
 *   (`finish_reason: "length"`), prompt + reply = the window.
 * - LM Studio: `usage` as OpenAI; its overflow policy cuts the prompt or stops the reply at the window.
 * Windows are the sizes these servers default to or offer (2048 · 2^k); a window a user typed (`-c
 * 6000`) shows only through R232's half rule or a reply stopped short of its own limit.
 *
 * Spec: docs/context-budget.md (R232, R240); seed 002 (small local models).
 */

/** The window sizes servers default to or offer: 2,048 to 1,048,576 tokens, powers of two. */
const WINDOWS: readonly number[] = Array.from({ length: 10 }, (_, k) => 2048 * 2 ** k);

/**
 * R240: the server window a reported prompt count is the mark of, when it is one: the whole window
 * (Ollama's old runner keeps `limit` = num_ctx tokens) or half of it plus 2 (its new engine); null
 * for any other count. The count alone proves nothing (a prompt can be that long): the caller also
 * needs a request longer than the count.
 */
export function windowOfKeptPrompt(reported: number): number | null {
  for (const w of WINDOWS) if (reported === w || reported === w / 2 + 2) return w;
  return null;
}

/**
 * R240: the server window a step's prompt and reply counts together fill, when they do: their sum at a
 * window size or up to 2 tokens under it (llama.cpp stops a reply when the context is full, one token
 * short of it at times); null otherwise. The sum alone proves nothing (a reply that ended by itself can
 * land there): the caller asks only for a reply cut for length short of its own max_tokens.
 */
export function windowFilledBy(prompt: number, completion: number): number | null {
  const total = prompt + completion;
  for (const w of WINDOWS) if (total <= w && total >= w - 2) return w;
  return null;
}
