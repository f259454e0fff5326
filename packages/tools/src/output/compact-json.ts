/**
 * The compact profile's result shapes (seed 002: "All I/O is compact JSON"). Every output of a
 * tool in a compact tool set is ONE JSON object on one line:
 * - success: the tool's own keys — `query_meeting` `{"view","text"}`, `apply_changes`
 *   `{"applied","consequence","rejected"}`, the approval-gated tools `{"status","text"}`
 *   (`status` = the result's leading word: `approved`, `denied`, `timeout`, `cancelled`,
 *   `already associated`, `requested`, …);
 * - a refusal (the call broke a rule; nothing changed): `{"error":"refused","message":"<what>; <what is allowed>"}`;
 * - a failure (a bug or an I/O error the host met while running the tool):
 *   `{"error":"failed","message":"…"}`;
 * - (`ma tool` only) a usage error of the command line: `{"error":"usage","message":"…"}`.
 * A result holds `error` exactly when it is not a success. The granular profile keeps its
 * one-line texts (`refused: …`).
 * Spec: seed 002 (compact JSON I/O); docs/tools.md (Compact profile); docs/contracts.md (@ma/tools); C11.
 */
import { isRefusal, REFUSED_PREFIX } from './refusal.js';

/**
 * The `error` value of a compact result that is not a success: `refused` and `failed` from the
 * tools and their hosts, `usage` for a compact `ma tool` command line that was wrong (bad
 * `--args` JSON, an unknown tool or meeting, a bad flag; exit 2).
 */
export type CompactErrorKind = 'refused' | 'failed' | 'usage';

/**
 * A compact refusal or failure as the model reads it: `{"error":"refused"|"failed","message":"…"}`.
 * Spec: seed 002; C11.
 */
export interface CompactError {
  error: CompactErrorKind;
  message: string;
}

/**
 * `{"error":<kind>,"message":<message>}` on one line (`message` without a `refused: ` prefix).
 * Spec: seed 002; docs/tools.md (Compact profile); C11.
 */
export function compactError(kind: CompactErrorKind, message: string): string {
  const text = message.startsWith(REFUSED_PREFIX) ? message.slice(REFUSED_PREFIX.length) : message;
  return JSON.stringify({ error: kind, message: text } satisfies CompactError);
}

/** A result's leading status word(s): `approved: …` → `approved`, `requested (already pending): …`. */
const STATUS = /^([a-z][a-z ()-]{0,40}?):\s/i;

/**
 * A tool's text result in the compact shape: a JSON object is returned as it is, a refusal
 * (`refused: …`) becomes `{"error":"refused","message":"…"}`, any other text
 * `{"status":"<leading word>","text":"<the whole text>"}` (`status` is `done` when the text has no
 * leading `word:`).
 * Spec: seed 002 (compact JSON I/O); C11.
 */
export function toCompactResult(text: string): string {
  if (text.startsWith('{')) return text;
  if (isRefusal(text)) return compactError('refused', text);
  return JSON.stringify({ status: STATUS.exec(text)?.[1]?.toLowerCase() ?? 'done', text });
}
