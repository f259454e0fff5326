/**
 * Issue 13, P184: the transcript reader works out a label's speaker name (roles, titles, control characters dropped:
 * `speakerWithoutRole`, eight patterns and five string copies) once per label name, not once per line: a transcript
 * has a few speakers on thousands of lines, and a 1M-line one read a million names. The names it gives must be those
 * of a reader that reads each line fresh, for every label form, past the remembered labels too.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); leftovers L323 (roles after the name).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TranscriptReader } from './transcript-reader.js';

const exec = RegExp.prototype.exec;
afterEach(() => {
  RegExp.prototype.exec = exec;
});

/** How often the reader runs the group-noun pattern of `speakerWithoutRole` (one run a name worked out) over `lines`. */
function roleRuns(lines: readonly string[]): number {
  let runs = 0;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    if (this.source.includes('department|dept')) runs++;
    return exec.call(this, s);
  };
  const reader = new TranscriptReader();
  for (const line of lines) reader.push(line);
  RegExp.prototype.exec = exec;
  return runs;
}

/** The speakers a reader gives for `lines`, one reader for all, and one fresh reader a line. */
function speakers(lines: readonly string[]): { together: (string | null)[]; alone: (string | null)[] } {
  const reader = new TranscriptReader();
  return {
    together: lines.flatMap((l) => reader.push(l).map((s) => s.speaker)),
    alone: lines.flatMap((l) => new TranscriptReader().push(l).map((s) => s.speaker)),
  };
}

describe('P184: a label name is worked out once per reader', () => {
  it('two speakers on 1,000 lines: the role patterns run at most twice a label, not once a line', () => {
    const lines = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? `[00:00:${String(i % 60).padStart(2, '0')}] **Ann Lee (Host):** point ${i}`
        : `Bob: reply ${i}`,
    );
    // Per label: once to tell it names a speaker (the plain `Bob:` form), once for the name it gives.
    expect(roleRuns(lines)).toBeLessThanOrEqual(4);
  });

  it('gives the names a fresh reader gives, for every label form, and past the remembered labels', () => {
    const forms = [
      '**Ann Lee (Host):** a',
      '**Dr. Ann Lee:** b',
      'Ann Lee - Host: c',
      '**Team (Sales):** d',
      '**[[People/Ann Lee|Ann]]:** e',
      'Speaker 1: f',
      '**Ann\u202e Lee:** g',
      '**Ann  Lee (she/her):** h',
      'Bob [Guest]: i',
    ];
    const many = Array.from({ length: 600 }, (_, i) => `**Person ${i} (Guest):** line ${i}`);
    const lines = [...forms, ...forms, ...many, ...forms, ...many.slice(0, 10)];
    const { together, alone } = speakers(lines);
    expect(together).toEqual(alone);
    expect(together.slice(0, 3)).toEqual(['Ann Lee', 'Ann Lee', 'Ann Lee']);
    expect(together.at(-1)).toBe('Person 9');
    expect(together).toContain('Person 599');
  });
});
