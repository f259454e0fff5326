import { describe, expect, it } from 'vitest';
import { computeCoverage, coverageNotice, formatRanges, mergeRanges } from './coverage.js';

describe('coverage', () => {
  it('merges overlapping and adjacent ranges', () => {
    expect(
      mergeRanges([
        { from: 50, to: 60 },
        { from: 1, to: 10 },
        { from: 11, to: 20 },
        { from: 55, to: 70 },
      ]),
    ).toEqual([
      { from: 1, to: 20 },
      { from: 50, to: 70 },
    ]);
  });

  it('counts only the body span and rounds down', () => {
    const c = computeCoverage(
      [
        { from: 1, to: 100 },
        { from: 90, to: 120 },
      ],
      7,
      603,
    );
    expect(c).toMatchObject({ readLines: 114, totalLines: 597, percent: 19 });
    expect(c.unread).toEqual([{ from: 121, to: 603 }]);
    expect(computeCoverage([{ from: 7, to: 602 }], 7, 603).percent).toBe(99);
    expect(computeCoverage([{ from: 1, to: 700 }], 7, 603).percent).toBe(100);
    expect(computeCoverage([], 1, 0).percent).toBe(100);
  });

  it('renders a notice below 100 % only', () => {
    const c = computeCoverage(
      [
        { from: 7, to: 10 },
        { from: 20, to: 20 },
      ],
      7,
      30,
    );
    expect(formatRanges(c.unread)).toBe('11–19, 21–30');
    expect(coverageNotice(c)).toMatch(
      /^> Note: the agent read 20% of the transcript \(lines 7–10, 20 of 24 spoken lines\)/,
    );
    expect(coverageNotice(computeCoverage([{ from: 1, to: 30 }], 7, 30))).toBe('');
  });
});
