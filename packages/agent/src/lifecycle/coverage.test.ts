import { describe, expect, it } from 'vitest';
import { computeCoverage, coverageNotice, formatRanges, mergeRanges, shiftRanges } from './coverage.js';

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

  it('Y5: says how many lines of how many were read, then which (never "lines 5 of 3")', () => {
    const notice = coverageNotice(computeCoverage([{ from: 1, to: 5 }], 5, 7));
    expect(notice).toBe(
      '> Note: the agent read 33% of the transcript (1 of 3 lines read: 5); not read: lines 6–7. ' +
        'Statements about the unread part may be missing.',
    );
    expect(coverageNotice(computeCoverage([], 5, 7))).toMatch(/\(0 of 3 lines read\); not read: lines 5–7\./);
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
      /^> Note: the agent read 20% of the transcript \(5 of 24 lines read: 7–10, 20\)/,
    );
    expect(coverageNotice(computeCoverage([{ from: 1, to: 30 }], 7, 30))).toBe('');
  });

  it('shiftRanges renumbers reads after a line shift and never counts inserted lines as read', () => {
    const reads = [
      { from: 1, to: 12 },
      { from: 20, to: 30 },
    ];
    // One frontmatter line added before the body (body started at line 7).
    expect(shiftRanges(reads, 7, 1)).toEqual([
      { from: 1, to: 6 },
      { from: 8, to: 13 },
      { from: 21, to: 31 },
    ]);
    expect(shiftRanges(reads, 40, 1)).toEqual(reads);
    // Two lines removed before line 9.
    expect(shiftRanges([{ from: 9, to: 20 }], 9, -2)).toEqual([{ from: 7, to: 18 }]);
    // Read 7–12, then 14–604 in the new numbering: everything read.
    const shifted = [...shiftRanges([{ from: 1, to: 12 }], 7, 1), { from: 14, to: 604 }];
    expect(computeCoverage(shifted, 8, 604).percent).toBe(100);
  });
});
