/**
 * `JSON.parse(text)`, or null when `text` is not JSON: a model server's body is read for an error
 * it may hold, and a body that does not parse simply holds none.
 * @param text a response body or an SSE `data:` payload.
 * @returns the parsed value, or null (also for the JSON text `null`).
 * Spec: docs/contracts.md, Transport failures (in-band errors, R12).
 */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
