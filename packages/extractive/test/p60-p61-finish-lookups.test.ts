import { describe, expect, it } from 'vitest';
import { businessNumbers } from '../src/extract/business-numbers.js';
import { dedupeItems } from '../src/extract/dedupe-items.js';
import { extractDecisions } from '../src/extract/extract-decisions.js';
import { extractNextSteps } from '../src/extract/extract-next-steps.js';
import {
  dropCancelledTasks,
  findReversals,
  markReversals,
  type Reversal,
} from '../src/extract/mark-reversals.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { qualityTranscripts } from './quality-transcripts.js';

/**
 * Issue 13: at the end of a long transcript the kept decisions, tasks and reversals (up to 4,000 each) were matched
 * each against every other (D × R reversal checks, N × kept repeat checks): more than linear below the cap, seconds at
 * it. They are now looked up by line and by term. These tests hold the lookups to the plain scans' results on every
 * sample-vault and bench meeting said twice over (so decisions are matched by reversals far past the line windows).
 */
describe('P60–P61: the finish-stage lookups give the plain scans’ results (issue 13)', () => {
  const meetings = qualityTranscripts();
  const text = [...meetings, ...meetings].join('\n');
  const sentences = splitSentences(parseTranscript(text), 'en');
  const owned = { from: 0, to: sentences.length };
  const decisions = extractDecisions(sentences, 'en', { owned });
  const reversals = findReversals(sentences, 'en', owned);
  const tasks = extractNextSteps(sentences, 'en', { owned, speakers: [] });
  // A reversal said before every line puts the list out of line order: the lookups then scan every reversal in turn.
  const first: Reversal = { ...reversals[0]!, line: 0 };
  const scanned = [...reversals, first];

  it('P60 markReversals: the same decisions reversed, by the same reversals, as the scan of every later reversal', () => {
    expect(decisions.length).toBeGreaterThan(100);
    expect(reversals.length).toBeGreaterThan(100);
    const marked = markReversals(decisions, reversals, 'en');
    expect(marked).toEqual(markReversals(decisions, scanned, 'en'));
    // Reversals found through the term lists, past the 150-line windows, are among them.
    expect(marked.some((d) => d.reversedBy && d.reversedBy.line - (d.line ?? 0) > 150)).toBe(true);
  });

  it('P60 dropCancelledTasks: the same tasks left standing as the scan of every reversal', () => {
    expect(tasks.length).toBeGreaterThan(50);
    const standing = dropCancelledTasks(tasks, reversals, 'en');
    expect(standing).toEqual(dropCancelledTasks(tasks, scanned, 'en'));
    expect(standing.length).toBeLessThan(tasks.length);
  });

  /**
   * dedupeItems as it was: each item compared with every kept one, the first that matches taken (with E69's rule: two
   * items naming different numbered business are never the same).
   */
  function dedupeByScan<
    T extends { text: string; owner?: string | null; due?: string | null; reversedBy?: unknown },
  >(items: readonly T[], prefer: 'fuller' | 'first'): T[] {
    const kept: { item: T; key: string; terms: Set<string>; numbers: string }[] = [];
    const overlap = (a: Set<string>, b: Set<string>) => {
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      return small.size === 0 ? 0 : [...small].filter((t) => large.has(t)).length / small.size;
    };
    for (const item of items) {
      const key = item.text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      const terms = new Set(sentenceTerms(item.text, 'en'));
      const numbers = businessNumbers(item.text);
      const same = kept.find(
        (k) =>
          !(k.item.owner && item.owner && k.item.owner !== item.owner) &&
          Boolean(k.item.reversedBy) === Boolean(item.reversedBy) &&
          (k.numbers === '' || numbers === '' || k.numbers === numbers) &&
          (k.key === key || overlap(k.terms, terms) >= 0.8),
      );
      if (!same) kept.push({ item, key, terms, numbers });
      else if (prefer === 'fuller' && terms.size >= same.terms.size) {
        const merged = { ...item };
        if ('owner' in merged && !merged.owner && same.item.owner) merged.owner = same.item.owner;
        if ('due' in merged && !merged.due && same.item.due) merged.due = same.item.due;
        Object.assign(same, { item: merged, key, terms, ...(numbers !== '' ? { numbers } : {}) });
      } else {
        if ('owner' in same.item && !same.item.owner && item.owner)
          same.item = { ...same.item, owner: item.owner };
        if ('due' in same.item && !same.item.due && item.due) same.item = { ...same.item, due: item.due };
      }
    }
    return kept.map((k) => k.item);
  }

  it('P61 dedupeItems: the same items kept, merged alike, as comparing each with every kept one', () => {
    const marked = markReversals(decisions, reversals, 'en');
    expect(dedupeItems(marked, 'en')).toEqual(dedupeByScan(marked, 'fuller'));
    expect(dedupeItems(tasks, 'en', 'first')).toEqual(dedupeByScan(tasks, 'first'));
    // Made-up items of one to nine words from a small vocabulary: many overlaps of every size, owners, reversals.
    const words =
      'budget venue chairs tables print posters order rubber remote design meet saturday sunday hall'.split(
        ' ',
      );
    let seed = 13;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const made = Array.from({ length: 600 }, (_, i) => ({
      text: `${Array.from({ length: 1 + next(9) }, () => words[next(words.length)]).join(next(4) === 0 ? ', ' : ' ')}.`,
      line: i,
      owner: [null, 'Ann', 'Bob'][next(3)]!,
      due: next(5) === 0 ? '2026-03-12' : null,
      ...(next(6) === 0 ? { reversedBy: { text: 'No.', line: i + 1 } } : {}),
    }));
    for (const prefer of ['fuller', 'first'] as const) {
      const kept = dedupeItems(made, 'en', prefer);
      expect(kept).toEqual(dedupeByScan(made, prefer));
      expect(kept.length).toBeLessThan(made.length / 2);
    }
  });
});
