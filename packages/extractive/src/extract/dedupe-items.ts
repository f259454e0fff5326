import { sentenceTerms } from '../rank/sentence-terms.js';
import { businessNumbers } from './business-numbers.js';

/** Two items whose content terms overlap this much (of the smaller set) say the same thing. */
const SAME = 0.8;

/**
 * Drops identical and near-identical items (issue 9 H12): two items are the same when their texts are
 * equal ignoring case and punctuation, or when at least 80 % of the content terms of the one with fewer
 * terms are in the other (never when both name different owners, nor a reversed decision and one that
 * stands: "meet on Saturdays" and its replacement "meet on Sundays instead" are both reported; never when both name
 * different numbered business, E69: "Amendment 1A is not agreed." and "Amendment 1B is not agreed."). Of a pair the later one is kept in the earlier one's place when it says as much or more
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
  const kept: { item: T; key: string; terms: Set<string>; numbers: string }[] = [];
  const termSets = items.map((item) => new Set(sentenceTerms(item.text, language)));
  const candidates = new RepeatCandidates(termSets);
  for (const [n, item] of items.entries()) {
    const key = item.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const terms = termSets[n]!;
    const numbers = businessNumbers(item.text);
    let sameAt = -1;
    for (const at of candidates.of(key, terms)) {
      const k = kept[at]!;
      if (
        !(k.item.owner && item.owner && k.item.owner !== item.owner) &&
        Boolean(k.item.reversedBy) === Boolean(item.reversedBy) &&
        (k.numbers === '' || numbers === '' || k.numbers === numbers) &&
        (k.key === key || overlap(k.terms, terms) >= SAME)
      ) {
        sameAt = at;
        break;
      }
    }
    if (sameAt < 0) {
      kept.push({ item, key, terms, numbers });
      candidates.add(kept.length - 1, key, terms);
      continue;
    }
    const same = kept[sameAt]!;
    if (prefer === 'fuller' && terms.size >= same.terms.size) {
      const merged = { ...item } as T;
      if ('owner' in merged && !merged.owner && same.item.owner) merged.owner = same.item.owner;
      if ('due' in merged && !merged.due && same.item.due) merged.due = same.item.due;
      same.item = merged;
      same.key = key;
      same.terms = terms;
      if (numbers !== '') same.numbers = numbers;
      candidates.add(sameAt, key, terms);
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

/**
 * The kept items an item can be a repeat of, for {@link dedupeItems} (issue 13: comparing each item with every kept one
 * was quadratic: 4,000 distinct decisions, the most a long transcript keeps, took 1.7 s). An item repeats a kept one
 * only when their texts are equal (the same key) or their content terms overlap by {@link SAME} of the smaller set
 * (never with no term in common). By prefix filtering: with the terms of every set in one order, rarest first, two
 * sets sharing at least `x` terms, `x / smaller size ≥ SAME`, share one among the first `size − x + 1`
 * terms of the smaller set, which the other set holds. So a kept item is listed under its key, under each of its
 * terms, and under each of its prefix terms; an item's candidates are the kept items under its key, those whose
 * prefix holds one of its terms, and those holding one of its own prefix terms: a few, not all, and every kept item
 * that can match it among them. Kept items whose key or terms changed are listed again (old lists may name them: each
 * candidate is checked in full anyway).
 */
class RepeatCandidates {
  readonly #rank = new Map<string, number>();
  readonly #byKey = new Map<string, number[]>();
  readonly #byTerm = new Map<string, number[]>();
  readonly #byPrefix = new Map<string, number[]>();
  readonly #seen: Uint32Array;
  #stamp = 0;

  /** @param termSets - the content terms of every item to come (their frequency orders the terms). */
  constructor(termSets: readonly ReadonlySet<string>[]) {
    const count = new Map<string, number>();
    for (const set of termSets) for (const t of set) count.set(t, (count.get(t) ?? 0) + 1);
    const order = [...count.keys()].sort(
      (a, b) => count.get(a)! - count.get(b)! || (a < b ? -1 : a > b ? 1 : 0),
    );
    for (const [i, t] of order.entries()) this.#rank.set(t, i);
    this.#seen = new Uint32Array(termSets.length);
  }

  /** The first `size − fewestShared(size) + 1` of `terms`, rarest first. */
  #prefix(terms: ReadonlySet<string>): string[] {
    const sorted = [...terms].sort((a, b) => this.#rank.get(a)! - this.#rank.get(b)!);
    return sorted.slice(0, sorted.length - fewestShared(sorted.length) + 1);
  }

  /** Lists kept item `at` under its (new) key and terms. */
  add(at: number, key: string, terms: ReadonlySet<string>): void {
    note(this.#byKey, key, at);
    for (const t of terms) note(this.#byTerm, t, at);
    for (const t of this.#prefix(terms)) note(this.#byPrefix, t, at);
  }

  /** The kept items (indices, ascending, each once) that may be repeated by an item of this key and terms. */
  of(key: string, terms: ReadonlySet<string>): number[] {
    const stamp = ++this.#stamp;
    const out: number[] = [];
    const take = (list: readonly number[] | undefined) => {
      if (list === undefined) return;
      for (const at of list) {
        if (this.#seen[at] === stamp) continue;
        this.#seen[at] = stamp;
        out.push(at);
      }
    };
    take(this.#byKey.get(key));
    for (const t of terms) take(this.#byPrefix.get(t));
    for (const t of this.#prefix(terms)) take(this.#byTerm.get(t));
    return out.sort((a, b) => a - b);
  }
}

/** The fewest shared terms `x` that make an overlap of `size` terms count (`x / size >= SAME`, as {@link overlap} tests). */
function fewestShared(size: number): number {
  let x = Math.max(0, Math.floor(SAME * size) - 1);
  while (x / size < SAME) x++;
  return x;
}

function note(map: Map<string, number[]>, name: string, at: number): void {
  const list = map.get(name);
  if (list === undefined) map.set(name, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

/** Lines after a hand-out within which its owner's own "I'll …" is read as taking it on (the next turn or two). */
const TAKEN_ON_LINES = 3;
/** Content terms a hand-out and the owner's answer must share: at least this many. */
const TAKEN_ON_SHARED = 2;
/** Words an answer that takes a hand-out on may add to it: when, and yes (their terms are made on first use). */
const TAKEN_ON_WORDS =
  'sure yes okay today tomorrow tonight morning afternoon evening week weekend next month end later soon monday tuesday wednesday thursday friday saturday sunday';
const takenOnTerms = new Map<string, Set<string>>();

/**
 * One task stated twice in an exchange is one next step (N14): a hand-out to X by another speaker ("Kofi, please
 * update the test plan in the project folder.") and X's own commitment within the next {@link TAKEN_ON_LINES} lines
 * that restates it ("Sure, I'll update the test plan tomorrow.": at least {@link TAKEN_ON_SHARED} content terms in
 * common, and no term of its own but when and yes, {@link TAKEN_ON_WORDS}) are merged into the hand-out, which keeps its text and line and takes the answer's
 * due date when it states none. Any two speakers; items of other owners, or farther apart, are left alone.
 *
 * Spec: issue 15 (identical or near-identical next steps once); seed 003, Requirement: Meeting Assistant generates
 * meeting outputs (next steps, with owner and due date).
 *
 * @param items - next steps in transcript order (after {@link dedupeItems})
 * @param language - base ISO 639-1 code (for the terms)
 * @returns the items, each answer that restates a hand-out folded into it, in order
 */
export function mergeTakenOn<
  T extends {
    text: string;
    owner: string | null;
    speaker: string | null;
    due: string | null;
    line: number | null;
  },
>(items: readonly T[], language: string): T[] {
  let when = takenOnTerms.get(language);
  if (when === undefined) {
    when = new Set(sentenceTerms(TAKEN_ON_WORDS, language));
    takenOnTerms.set(language, when);
  }
  const out: T[] = [];
  const terms: Set<string>[] = [];
  for (const item of items) {
    const own = new Set(sentenceTerms(item.text, language));
    let merged = false;
    if (item.owner !== null && item.owner === item.speaker && item.line !== null) {
      for (let k = out.length - 1; k >= 0; k--) {
        const handOut = out[k]!;
        if (handOut.line === null || item.line - handOut.line > TAKEN_ON_LINES) break;
        if (handOut.owner !== item.owner || handOut.speaker === item.owner || handOut.speaker === null)
          continue;
        const given = terms[k]!;
        let shared = 0;
        let added = 0;
        for (const t of own) {
          if (given.has(t)) shared++;
          else if (!when.has(t)) added++;
        }
        // "Yes, I will ask them for two menus and send both to the group" adds work of its own: two items.
        if (shared < TAKEN_ON_SHARED || added > 0) continue;
        if (!handOut.due && item.due) out[k] = { ...handOut, due: item.due };
        merged = true;
        break;
      }
    }
    if (merged) continue;
    out.push(item);
    terms.push(own);
  }
  return out;
}
