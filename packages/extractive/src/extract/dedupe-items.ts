import { sentenceTerms } from '../rank/sentence-terms.js';

/** Two items whose content terms overlap this much (of the smaller set) say the same thing. */
const SAME = 0.8;

/**
 * Drops identical and near-identical items (issue 9 H12): two items are the same when their texts are
 * equal ignoring case and punctuation, or when at least 80 % of the content terms of the one with fewer
 * terms are in the other (never when both name different owners, nor a reversed decision and one that
 * stands: "meet on Saturdays" and its replacement "meet on Sundays instead" are both reported). Of a pair the later one is kept in the earlier one's place when it says as much or more
 * (as many content terms or more: the outcome over the first proposal; `prefer: 'fuller'`, for decisions), else the
 * earlier one (`prefer: 'first'`, for next steps: the commitment as first made); owner and due date are kept
 * from whichever has them. Items without content terms are compared by text only.
 *
 * Spec: issue 15 (identical or near-identical decisions and next steps once); issue 9 H12 (duplicate
 * decisions/next steps).
 *
 * @param items - decisions or next steps in order
 * @param language - base ISO 639-1 code (for the terms)
 * @param prefer - which of two repeats to keep, see above; default `'fuller'`
 * @returns the items without repeats, in order
 */
export function dedupeItems<
  T extends { text: string; owner?: string | null; due?: string | null; reversedBy?: unknown },
>(items: readonly T[], language: string, prefer: 'fuller' | 'first' = 'fuller'): T[] {
  const kept: { item: T; key: string; terms: Set<string> }[] = [];
  for (const item of items) {
    const key = item.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const terms = new Set(sentenceTerms(item.text, language));
    const same = kept.find(
      (k) =>
        !(k.item.owner && item.owner && k.item.owner !== item.owner) &&
        Boolean(k.item.reversedBy) === Boolean(item.reversedBy) &&
        (k.key === key || overlap(k.terms, terms) >= SAME),
    );
    if (!same) {
      kept.push({ item, key, terms });
      continue;
    }
    if (prefer === 'fuller' && terms.size >= same.terms.size) {
      const merged = { ...item } as T;
      if ('owner' in merged && !merged.owner && same.item.owner) merged.owner = same.item.owner;
      if ('due' in merged && !merged.due && same.item.due) merged.due = same.item.due;
      same.item = merged;
      same.key = key;
      same.terms = terms;
    } else {
      if ('owner' in same.item && !same.item.owner && item.owner)
        same.item = { ...same.item, owner: item.owner };
      if ('due' in same.item && !same.item.due && item.due) same.item = { ...same.item, due: item.due };
    }
  }
  return kept.map((k) => k.item);
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / small.size;
}
