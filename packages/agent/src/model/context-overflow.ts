/**
 * How OpenAI-compatible servers say that ONE request is longer than the context window they run the
 * model with (a small local model's 4,096 tokens, say), and the window they name when they name one.
 * A run keeps every request inside the window it knows (docs/context-budget.md); a server that is
 * not probed (LM Studio, a proxy in front of Ollama or llama.cpp, a hosted API) leaves the run on
 * its 65,536-token default, and this answer is how the user learns the real window.
 *
 * Spec: README ("Every request is kept inside the model's window"); docs/context-budget.md (The
 * window); seed 002 (small local models); newcomer session 32 N1.
 */

/** One server's wording of "the request is longer than the context window". */
const OVERFLOW_TEXTS: readonly RegExp[] = [
  // OpenAI, vLLM: `This model's maximum context length is 4096 tokens. However, you requested …`;
  // OpenAI's `code: "context_length_exceeded"`.
  /\bmaximum context length\b/i,
  /\bcontext_length_exceeded\b/i,
  // llama.cpp server: `the request exceeds the available context size, try increasing it`
  // (`type: "exceed_context_size_error"`, with `n_ctx`).
  /\bexceeds? the available context size\b/i,
  /\bexceed_context_size_error\b/i,
  // Ollama: `the input length exceeds the context length`.
  /\bexceeds? the context length\b/i,
  // LM Studio: `… the model is loaded with context length of only 4096 tokens, which is not enough.`
  /\bcontext length of only\b/i,
  // Others: `prompt is too long`, `context window exceeded`, `input is too long for the context`.
  /\bcontext (?:window|length|size) (?:exceeded|overflow)\b/i,
];

/** Where the server names its window (the first that matches wins). */
const WINDOW_NUMBERS: readonly RegExp[] = [
  /\bmaximum context length is (\d+)/i,
  /"n_ctx"\s*:\s*(\d+)/,
  /\bcontext length of only (\d+)/i,
  /\bcontext (?:window|length|size) (?:is|of) (\d+)/i,
];

/** A context-overflow answer: the window the server named, when it named one (tokens). */
export interface ContextOverflow {
  /** The server's context window in tokens, or `null` when its answer gives no number. */
  serverWindow: number | null;
}

/**
 * Is this HTTP answer a server saying the request was longer than its context window? `texts` are
 * the error's message, the response body and the server's own message (any may be missing).
 * Statuses 400 and 413 (and 500, which llama.cpp builds before 2025 used; 502 for an error sent
 * inside an HTTP 200) count; any other status is not read as one.
 *
 * @returns the window the server named (a whole number >= 256, else `null`), or `null` when the
 *   answer is no context overflow.
 * Spec: newcomer session 32 N1; docs/context-budget.md.
 */
export function contextOverflow(status: number, texts: readonly unknown[]): ContextOverflow | null {
  if (![400, 413, 500, 502].includes(status)) return null;
  const strings = texts.filter((t): t is string => typeof t === 'string');
  if (!strings.some((t) => OVERFLOW_TEXTS.some((re) => re.test(t)))) return null;
  for (const re of WINDOW_NUMBERS) {
    for (const t of strings) {
      const n = Number(re.exec(t)?.[1]);
      if (Number.isSafeInteger(n) && n >= 256) return { serverWindow: n };
    }
  }
  return { serverWindow: null };
}

/**
 * What to do about a context overflow: set `model.contextWindow` to the server's window (named
 * when the server gave it), so that every request of the next run is kept inside it.
 *
 * Spec: newcomer session 32 N1.
 */
export function contextOverflowFix(overflow: ContextOverflow): string {
  const setting = overflow.serverWindow
    ? `set "model": { "contextWindow": ${overflow.serverWindow} } in meeting-assistant.json (the window the server says it runs the model with)`
    : "set model.contextWindow in meeting-assistant.json to the context length the server runs the model with (Ollama: num_ctx or OLLAMA_CONTEXT_LENGTH; llama.cpp: -c; LM Studio: the loaded model's context length)";
  return `the request was longer than the context window the server runs the model with (the run took the window to be larger): ${setting}, so that every request is kept inside it; or give the model a larger window on the server, then run again`;
}
