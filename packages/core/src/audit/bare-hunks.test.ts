import { structuredPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../test-support/seeded-random.js';
import { findEditRegions } from './edit-regions.js';
import { DEFAULT_DIFF_LIMITS, lineDiff } from './line-diff.js';

/** A text of a few lines from a tiny alphabet (so lines repeat), with or without a final break. */
function text(next: () => number): string {
  const n = Math.floor(next() * 12);
  const lines = Array.from({ length: n }, () => 'abcde'[Math.floor(next() * 5)] ?? 'a');
  return lines.join('\n') + (n > 0 && next() < 0.7 ? '\n' : '');
}

describe('M12: bare hunks are written from the edit regions, not diffed again', () => {
  it('gives the hunks the diff package gives for each region, on 3,000 generated pairs', () => {
    const next = random(12);
    for (let i = 0; i < 3000; i++) {
      const before = text(next);
      const after = next() < 0.5 ? text(next) : before.replace(/b/, 'x').replace(/d\n/, '');
      const found = findEditRegions(before, after, 2000, 60_000);
      if (found.stopped !== false) throw new Error(`case ${i} stopped`);
      const offsets = (t: string) => {
        const at = [0];
        for (let k = t.indexOf('\n'); k !== -1; k = t.indexOf('\n', k + 1)) at.push(k + 1);
        return (line: number) => (line < at.length ? (at[line] as number) : t.length);
      };
      const oldAt = offsets(before);
      const newAt = offsets(after);
      const expected = found.regions.flatMap((r) =>
        (
          structuredPatch(
            'x',
            'x',
            before.slice(oldAt(r.oldFrom), oldAt(r.oldTo)),
            after.slice(newAt(r.newFrom), newAt(r.newTo)),
            undefined,
            undefined,
            { context: 0 },
          )?.hunks ?? []
        ).map((h) => ({ ...h, oldStart: h.oldStart + r.oldFrom, newStart: h.newStart + r.newFrom })),
      );
      const entry = lineDiff('x', before, after, DEFAULT_DIFF_LIMITS);
      expect(entry.patch?.hunks ?? [], `case ${i}: ${JSON.stringify([before, after])}`).toEqual(expected);
    }
  });

  it('an 800-line rewrite is diffed in well under the deadline (no second Myers pass)', () => {
    const old = Array.from({ length: 800 }, (_, i) => `old ${i + 1}`);
    const entry = lineDiff(
      'x.md',
      `${old.join('\n')}\n`,
      `${old.map((l) => `${l}!`).join('\n')}\n`,
      DEFAULT_DIFF_LIMITS,
    );
    expect(entry.omitted).toBeUndefined();
    expect(entry.summary).toBe('removed 800 lines, added 800 lines');
  });
});
