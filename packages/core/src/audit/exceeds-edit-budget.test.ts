import { createHash } from 'node:crypto';
import { diffArrays } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exceedsEditBudget } from './exceeds-edit-budget.js';
import { sha256Text } from './sha256-text.js';

/** Lines removed + added by the shortest diff (the `diff` package, no limits). */
function shortestEdits(a: string[], b: string[]): number {
  let n = 0;
  for (const change of diffArrays(a, b)) if (change.added || change.removed) n += change.count ?? 0;
  return n;
}

const unlimited = { maxWork: Number.POSITIVE_INFINITY, maxLines: Number.POSITIVE_INFINITY };

const text = (lines: string[], finalNewline = true) =>
  lines.length === 0 ? '' : `${lines.join('\n')}${finalNewline ? '\n' : ''}`;

describe('issue 13: the early "too many changed lines" answer of audit diffs', () => {
  it('says "exceeds" only when the shortest diff really has more changed lines than the budget', () => {
    const line = fc.constantFrom('a', 'b', 'c', 'd', '', 'e e');
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.array(line, { maxLength: 30 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        (a, b, budget, finalNewline) => {
          const eol = finalNewline || b.length === 0 || b[b.length - 1] === ''; // 'a\n' + '' is 'a\n'
          // The last line without its line break differs from the same line with one.
          const edits = shortestEdits(a, eol ? b : [...b.slice(0, -1), `${b[b.length - 1]}\u0000`]);
          const exceeds = exceedsEditBudget(text(a), text(b, eol), budget);
          if (exceeds) expect(edits).toBeGreaterThan(budget);
          // With unlimited work the answer is exact.
          const exact = exceedsEditBudget(text(a), text(b, eol), budget, unlimited);
          expect(exact).toBe(edits > budget);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every line of 300,000 changed: "exceeds" for a budget of 2,000', () => {
    const old = Array.from({ length: 300_000 }, (_, i) => `line ${i} of the notes`);
    expect(exceedsEditBudget(text(old), text(old.map((l) => `${l}!`)), 2_000)).toBe(true);
  });

  it('exactly 2,000 changed lines (1,000 replaced, spread out) are within a budget of 2,000', () => {
    const old = Array.from({ length: 100_000 }, (_, i) => `line ${i} of the notes`);
    const next = old.map((l, i) => (i % 100 === 7 ? `${l} (corrected)` : l));
    expect(exceedsEditBudget(text(old), text(next), 2_000, unlimited)).toBe(false);
    expect(exceedsEditBudget(text(old), text(next), 1_999, unlimited)).toBe(true);
    // With the default work limit the probe gives up ("not decided") rather than guess.
    expect(exceedsEditBudget(text(old), text(next), 2_000)).toBe(false);
  });

  it('a missing final newline is one changed line', () => {
    expect(exceedsEditBudget('a\nb\n', 'a\nb', 1)).toBe(true);
    expect(exceedsEditBudget('a\nb\n', 'a\nb', 2)).toBe(false);
  });
});

describe('issue 13: SHA-256 of big texts in slices', () => {
  const whole = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

  it('equals the hash of the whole string, with a surrogate pair and lone surrogates across slice ends', () => {
    const filler = 'x'.repeat((1 << 20) - 1);
    for (const text of [
      `${filler}😀 tail`, // the pair straddles the first slice end
      `${filler}\ud83d`, // a lone high surrogate at the very end
      `${filler}\ude00${filler}\ud83dz`, // lone halves elsewhere
      'short, ünïcödé ✓',
      '',
    ]) {
      expect(sha256Text(text)).toBe(whole(text));
    }
    expect(sha256Text(null)).toBeNull();
  });
});
