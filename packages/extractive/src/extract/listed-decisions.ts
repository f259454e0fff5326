import { FORMAL_OUTCOME } from '../cues/decision-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { Decision } from '../extractive-summary.js';

/** Decisions listed in the summary besides a committee's recorded results; more are counted (review10 W12). */
export const MAX_DECISIONS = 12;
/**
 * A committee's recorded results listed besides them (E69's "Amendment 3 is therefore agreed."): a Stage 2 sitting
 * decides one amendment after another, and its record is every result (31 on bench/blind13's education_6). Bounded so
 * a pathological transcript still gives a readable list; more are counted like the rest.
 */
export const MAX_RECORDED_RESULTS = 60;

/**
 * Which decisions the summary lists (E71): in transcript order, a committee's recorded results (E69,
 * `FORMAL_OUTCOME`: "So, there voted two in favour, four against, and amendment 1C is not agreed.") up to
 * {@link MAX_RECORDED_RESULTS}, and the other decisions up to {@link MAX_DECISIONS}; the rest are `unlisted`, to be
 * counted in the note's closing line and notice (review10 W12). Before, one cap of 12 over both cut a committee's vote
 * record after its twelfth result, so the later votes (often the Government's own amendments) were never shown.
 *
 * Spec: issue 15 (recall of decisions on real meetings); review10 W12 (what a limit leaves out is said).
 *
 * @param decisions - every decision found, in order (reversals marked, duplicates merged)
 * @param max - other decisions listed (default {@link MAX_DECISIONS})
 * @param maxResults - recorded results listed (default {@link MAX_RECORDED_RESULTS})
 * @returns the decisions listed and those left out, each in the order given
 */
export function listedDecisions<T extends Pick<Decision, 'text'>>(
  decisions: readonly T[],
  max = MAX_DECISIONS,
  maxResults = MAX_RECORDED_RESULTS,
): { listed: T[]; unlisted: T[] } {
  const listed: T[] = [];
  const unlisted: T[] = [];
  let results = 0;
  let others = 0;
  for (const d of decisions) {
    const result = FORMAL_OUTCOME.test(normalizeForCues(d.text));
    if (result ? results++ < maxResults : others++ < max) listed.push(d);
    else unlisted.push(d);
  }
  return { listed, unlisted };
}
