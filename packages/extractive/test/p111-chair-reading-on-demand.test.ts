/**
 * Issue 13, P111: the decision stage read every complete sentence that passed its cheap gate "as spoken" (the previous
 * bare "Agreed." joined on, lower-cased, words said twice and spoken restarts taken out: `spokenPlain`, about 5 % of the
 * engine's CPU on a long transcript), though only the chair's wrap-up patterns read that form, and only for a sentence
 * no cue word matched. It is now worked out only then, and only when the sentence opens as those patterns do ("okay",
 * "so", "then", "agreed" …) and holds a word they cannot match without ("we", "so", "instead", "rather"); the decisions
 * found are the same (bench/golden.ts: every quality set, golden case and the sample vault byte for byte).
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s; work done for every sentence that only a few need).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** The source of the decision stage's "word said twice" pattern, the first step of reading a sentence as spoken. */
const SAID_TWICE_SOURCE = "(?<![a-z0-9'])([a-z0-9]+(?:'[a-z]+)?)(?:[\\s,]+\\1)+(?![a-z0-9'])";
const originalReplace = RegExp.prototype[Symbol.replace];
let spokenReadings = 0;

/** Counts the sentences read as spoken while `run` runs (each reading starts with one replace of that pattern). */
function countSpokenReadings<T>(run: () => T): { result: T; readings: number } {
  spokenReadings = 0;
  RegExp.prototype[Symbol.replace] = function (this: RegExp, ...args: unknown[]) {
    if (this.source === SAID_TWICE_SOURCE) spokenReadings++;
    return Reflect.apply(originalReplace, this, args) as string;
  } as typeof originalReplace;
  try {
    return { result: run(), readings: spokenReadings };
  } finally {
    RegExp.prototype[Symbol.replace] = originalReplace;
  }
}

afterEach(() => {
  RegExp.prototype[Symbol.replace] = originalReplace;
});

describe('P111: the chair reading runs only for the sentences that can need it', () => {
  it('P111: a sentence with a cue word, not opening as a wrap-up, or without we/so/instead/rather is not read as spoken', () => {
    const { result, readings } = countSpokenReadings(() =>
      madeUpMeeting(
        [
          'Ana: We decided to order the blue case for the first batch.',
          "Ben: I don't think the printer works on Mondays at all.",
          'Cal: Then the courier brings the boxes on Tuesday morning.',
          "Dee: Let's go with the grey sleeve for the first batch.",
          "Eve: We really can't print the leaflets on Mondays.",
        ],
        '2026-05-04',
      ),
    );
    // Before P111 each of these complete sentences past the decision gate was read as spoken.
    expect(readings).toBe(0);
    expect(result.decisions.map((d) => d.line)).toEqual([1, 4]);
  });

  it("P111: a chair's summing-up without a cue word is still read as spoken and still a decision", () => {
    const { result, readings } = countSpokenReadings(() =>
      madeUpMeeting(
        [
          'Ana: The blue sleeve costs a euro more than the grey one.',
          'Ben: Okay, so we we drop the blue sleeve from the first batch.',
          'Cal: Fine.',
          'Ana: Right, so the fair is on Saturday the sixteenth of May.',
          'Ben: Good.',
        ],
        '2026-05-04',
      ),
    );
    expect(readings).toBeGreaterThan(0);
    expect(result.decisions.map((d) => d.line)).toEqual([2, 4]);
  });

  it('P111: "Agreed." said before a wrap-up in the same turn still opens it', () => {
    const s = madeUpMeeting(
      [
        'Ana: Should the parking consultation go on the next agenda?',
        "Ben: Agreed. We'll put the parking consultation on the agenda for March.",
        'Cal: Yes.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toContain(2);
  });
});
