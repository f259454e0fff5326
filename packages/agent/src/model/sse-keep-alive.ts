/**
 * Keep-alive frames that some OpenAI-compatible servers and proxies send inside a chat stream as
 * SSE data events instead of comment lines (`: ping`, which every SSE parser skips), so a client
 * that reads every data event as a JSON chunk fails the whole reply (U57):
 * - `data: : keepalive` (Vertex AI's OpenAI-compatible endpoint for partner models,
 *   anomalyco/opencode#50871);
 * - an empty `data:` line (relays such as cli-proxy-api; Growth-Circle/cadis#2329);
 * - a named event `event: ping` / `keepalive` / `heartbeat` with any data (openai-php/client#734);
 * - `data: {}`: an object with no field of a chunk.
 * Spec: docs/hostile-cases.md (LLM transport); reviewB U57.
 */

/** SSE event names that only keep the connection open (compared in lower case). */
const KEEP_ALIVE_EVENTS = new Set(['ping', 'keepalive', 'keep-alive', 'heartbeat']);

/** True when an SSE `event:` field's value names a keep-alive event. */
export function isKeepAliveEvent(name: string): boolean {
  return KEEP_ALIVE_EVENTS.has(name.trim().toLowerCase());
}

/**
 * True when a `data:` payload (the text after `data:`, trimmed) is a keep-alive, not a chunk:
 * empty, a comment-looking text (`: keepalive`) or `{}`.
 */
export function isKeepAliveData(payload: string): boolean {
  return payload === '' || payload.startsWith(':') || /^\{\s*\}$/.test(payload);
}
