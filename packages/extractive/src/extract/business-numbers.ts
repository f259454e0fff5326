/**
 * A numbered piece of formal business ("amendment 1A", "item 4", "motion 2", "clause 12"). Its number is no content
 * term, yet "Amendment 1A is not agreed." and "Amendment 1B is not agreed." are two outcomes (E69).
 */
const NUMBERED_BUSINESS =
  /\b(?:amendments?|motions?|recommendations?|resolutions?|proposals?|items?|clauses?|sections?|schedules?|bills?|petitions?|applications?)\s+(?:number\s+)?([0-9][0-9a-z]*)\b/gi;

/**
 * The numbered business a decision or task names, as one key in a fixed order ("amendment 1a|amendment 2"), or `""`
 * when it names none. Two items naming different numbered business are different items, and a chair's recorded
 * result is changed only by words about the same business (E69).
 *
 * Spec: issue 15 (recall of decisions on real meetings: a committee's votes, each its own outcome).
 *
 * @param text - an item's text
 * @returns the key, lower case, `""` for none
 */
export function businessNumbers(text: string): string {
  const found = new Set<string>();
  for (const m of text.matchAll(NUMBERED_BUSINESS)) found.add(m[0].toLowerCase().replace(/\s+/g, ' '));
  return [...found].sort().join('|');
}
