/**
 * A parsed JSON object (chat-completions bodies, chunks, tool-call arguments): keys to unknown values.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint); hostile cases B24–B31.
 */
export type Json = Record<string, unknown>;

/**
 * True for a non-null, non-array object, i.e. a JSON object once parsed (the shape check every
 * transport repair starts with).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint); hostile cases B24–B31.
 */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
