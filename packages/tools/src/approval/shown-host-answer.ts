/**
 * What a host's own approval port or workflow queue gave back, for the message the model reads
 * when it is not what the contract says (R68, R69): plain JavaScript hosts can answer anything.
 * Spec: docs/approvals.md (R68); docs/contracts.md, @ma/tools.
 */
import { oneLine } from '@ma/core';

/**
 * `value` for a message: its JSON (a string quoted), at most 60 characters, control characters
 * and bidi marks written out; `nothing (undefined)` for undefined, its type when it has no JSON
 * (a function, a symbol, a cycle). Pure; never throws.
 */
export function shownHostAnswer(value: unknown): string {
  if (value === undefined) return 'nothing (undefined)';
  let text: string;
  try {
    text = JSON.stringify(value) ?? typeof value;
  } catch {
    text = typeof value;
  }
  return oneLine(text, 60, { showHidden: true });
}

/**
 * A host's error (what its port or queue threw) for a message: its message on one line, at most
 * 200 characters, control characters written out; `no message` when it has none. Pure; never throws.
 */
export function shownHostFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return oneLine(message, 200, { showHidden: true }) || 'no message';
}
