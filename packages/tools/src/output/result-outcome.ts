/**
 * What a tool call that ran came to, when that is not a plain success: the user was asked and did
 * not approve, a request was only queued, a write changed nothing. Hosts show it instead of "ok"
 * (`ma summarize`'s progress line, the daemon's log), so that nobody reads a denied
 * `request_project_association` as a project added.
 * Spec: seed 004 (approvals: denied, timed out, cancelled); docs/approvals.md; docs/tools.md
 * (Compact profile, `apply_changes`); note18 (leftover: "denied shown as ok").
 */
import { isRefusal } from './refusal.js';

/**
 * A call's outcome other than a plain success:
 * - `denied`, `timed out`, `cancelled`, `not asked`, `invalid answer`: an approval that was not
 *   given (docs/approvals.md), nothing changed;
 * - `requested`: a workflow request queued for the user, who decides later;
 * - `unchanged`: a write that found its change already made (`… already …; nothing changed`);
 * - `nothing applied` / `partly applied`: a compact `apply_changes` batch none / only some of
 *   whose ops changed anything (the rest rejected or unchanged).
 */
export type ToolResultOutcome =
  | 'denied'
  | 'timed out'
  | 'cancelled'
  | 'not asked'
  | 'invalid answer'
  | 'requested'
  | 'unchanged'
  | 'nothing applied'
  | 'partly applied';

/** Leading words of a granular result (`denied: the user declined; …`) and the outcome each means. */
const LEADS: ReadonlyArray<readonly [RegExp, ToolResultOutcome]> = [
  [/^denied:\s/, 'denied'],
  [/^timeout:\s/, 'timed out'],
  [/^cancelled:\s/, 'cancelled'],
  [/^not asked:\s/, 'not asked'],
  [/^invalid answer:\s/, 'invalid answer'],
  [/^requested(?: \(already pending\))?:\s/, 'requested'],
];

/** The text a write tool ends a success with when it found nothing to change. */
export const NOTHING_CHANGED = '; nothing changed';

/**
 * True for a write's success text that says nothing changed (`"Alice" is already an attendee …;
 * nothing changed`, `"Kubernetes" is already in Dictionary.md; nothing changed`, a write whose text
 * the file already held: `Projects/x/decisions.md already holds that text; nothing changed`, L485),
 * at its end or at the end of its first line (`note:` lines may follow); false for a refusal and for
 * an approval that was not given (see {@link toolResultOutcome}).
 */
export function isUnchangedResult(text: string): boolean {
  if (isRefusal(text) || LEADS.some(([lead]) => lead.test(text))) return false;
  const first = text.split('\n', 1)[0] as string;
  return first.trimEnd().endsWith(NOTHING_CHANGED) || text.trimEnd().endsWith(NOTHING_CHANGED);
}

/**
 * The outcome of a call that ran, from its result as the model reads it (either profile), or
 * `null` for a plain success (and for refusals and failures, which hosts show as such).
 * Granular texts are read by their leading word (`denied: …`, `timeout: …`, `requested: …`) or a
 * trailing `; nothing changed`; compact results by their JSON: `{"status","text"}` as the text,
 * `apply_changes`' `{"applied","rejected","unchanged"}` by its counts (an op rejected because the
 * user was asked and said no gives that answer when it is the only reason).
 *
 * @param result - the tool's output (a string; anything else is a plain success).
 * Spec: seed 004 (approvals); docs/approvals.md; docs/tools.md (Compact profile).
 */
export function toolResultOutcome(result: unknown): ToolResultOutcome | null {
  if (typeof result !== 'string') return null;
  const text = result.trimStart();
  if (text.startsWith('{')) return compactOutcome(text);
  if (isRefusal(text)) return null;
  for (const [lead, outcome] of LEADS) if (lead.test(text)) return outcome;
  return isUnchangedResult(text) ? 'unchanged' : null;
}

function compactOutcome(text: string): ToolResultOutcome | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || 'error' in value) return null;
  const o = value as { text?: unknown; applied?: unknown; rejected?: unknown; unchanged?: unknown };
  if (typeof o.text === 'string' && !('applied' in o)) return toolResultOutcome(o.text);
  if (typeof o.applied !== 'number') return null;
  const rejected = Array.isArray(o.rejected) ? o.rejected : [];
  const unchanged = Array.isArray(o.unchanged) ? o.unchanged : [];
  if (rejected.length === 0 && unchanged.length === 0) return null;
  if (o.applied > 0) return 'partly applied';
  if (rejected.length === 0) return 'unchanged';
  // Every op was turned down the same way by the user (or the deadline): say that.
  const answers = new Set(
    rejected.map((r) => toolResultOutcome(String((r as { reason?: unknown })?.reason ?? ''))),
  );
  const [only] = answers;
  return answers.size === 1 && only !== null && only !== undefined && only !== 'unchanged'
    ? only
    : 'nothing applied';
}
