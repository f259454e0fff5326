/**
 * Which line of a decision group an item cites (session 47, E366; issue 15 deliverable 2: "report the outcome rather
 * than the proposal"). A meeting's labels may carry `outcomes` (one line per decision group, the line that states the
 * outcome most plainly; bench/labels.json's sample, blind8-15, blind33). For each decision item whose cited line is in
 * a group that has an outcome line, it counts whether the item is on that outcome line or on another of the group's
 * lines (a proposal, discussion or assent), and for the latter whether the outcome is said later or earlier. Read by
 * bench/quality.ts and bench/rule-families.ts for a line of its own (their other lines keep the format scripts parse).
 */

/** Running counts over meetings; all numbers are item or group counts. */
export interface OutcomeTally {
  /** Decision groups that have an outcome line. */
  groups: number;
  /** Decision items (with a cited line) in all, whatever they hit. */
  items: number;
  /** Items on an outcome line. */
  onOutcome: number;
  /** Items on another line of a group with an outcome, said before that outcome line. */
  beforeOutcome: number;
  /** The same, said after the outcome line (a read-back, an assent, a later word). */
  afterOutcome: number;
  /** Groups with an outcome line that some item cites at all, and those cited at their outcome line. */
  found: number;
  foundAtOutcome: number;
}

/** An empty tally. */
export const outcomeTally = (): OutcomeTally => ({
  groups: 0,
  items: 0,
  onOutcome: 0,
  beforeOutcome: 0,
  afterOutcome: 0,
  found: 0,
  foundAtOutcome: 0,
});

/**
 * Adds one meeting to `t`: `decisions` are the engine's items (cited file line or null), `groups` the labelled decision
 * groups and `outcomes` their outcome lines (same order; a meeting without `outcomes` adds its items to `items` only).
 * An item on a line of several groups counts as on an outcome when it is the outcome of any of them, else against the
 * first such group.
 */
export function addOutcomes(
  t: OutcomeTally,
  decisions: readonly { line: number | null }[],
  groups: readonly number[][],
  outcomes: readonly number[] | undefined,
): void {
  const cited = decisions.flatMap((x) => (x.line === null ? [] : [x.line]));
  t.items += cited.length;
  if (!outcomes) return;
  const withOutcome = groups
    .map((g, i) => ({ lines: g, outcome: outcomes[i] }))
    .filter((g) => g.outcome !== undefined);
  t.groups += withOutcome.length;
  const outcomeLines = new Set(withOutcome.map((g) => g.outcome));
  for (const line of cited) {
    if (outcomeLines.has(line)) {
      t.onOutcome++;
      continue;
    }
    const g = withOutcome.find((x) => x.lines.includes(line));
    if (!g) continue;
    if (line < g.outcome!) t.beforeOutcome++;
    else t.afterOutcome++;
  }
  for (const g of withOutcome) {
    if (!g.lines.some((l) => cited.includes(l))) continue;
    t.found++;
    if (cited.includes(g.outcome!)) t.foundAtOutcome++;
  }
}

/** The tally as one line of text, or null when no meeting had outcome lines. */
export function outcomeLine(t: OutcomeTally): string | null {
  if (t.groups === 0) return null;
  const hits = t.onOutcome + t.beforeOutcome + t.afterOutcome;
  return `decision outcome lines (${t.groups} groups with an outcome line): of ${hits} decision items hitting such a group, ${t.onOutcome} on its outcome line, ${t.beforeOutcome + t.afterOutcome} on another of its lines (${t.beforeOutcome} before the outcome, ${t.afterOutcome} after); outcome-line items ${t.onOutcome}/${t.items} of all decision items; groups found ${t.found}, at their outcome line ${t.foundAtOutcome}.`;
}
