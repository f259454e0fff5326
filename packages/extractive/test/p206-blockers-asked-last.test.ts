/**
 * Issue 13, P206: the decision stage tried its blockers (hypotheticals, "we haven't decided", "agree to disagree",
 * reported decisions …: about ten patterns) on every complete sentence past its word gate, though their answer was
 * read only for a sentence a cue matched and no reason (a question, a hedge, logistics) ruled out: on a 40,000-line
 * generated transcript 0.44 runs of each a line, none matching. Now they are asked only then, and what a user reads is
 * unchanged (a blocked cue is still no decision, a question still needs its answer). P209: where a sentence with no cue
 * and no reason may still be a chair's settled restatement, the blockers ran before the restatement's checks on every
 * one; they now run after them, only for a restatement.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); issue #5 "Offline summarizer" (decisions by cue patterns).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { decisionBlockers } from '../src/cues/decision-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

const blockers = decisionBlockers.en!;
let runs = 0;

/** Counts the blockers' runs (each pattern's own `test`, which the decision stage calls). */
function countRuns(): void {
  runs = 0;
  for (const b of blockers) {
    const test = RegExp.prototype.test;
    Object.defineProperty(b, 'test', {
      configurable: true,
      value(this: RegExp, s: string) {
        runs++;
        return test.call(this, s);
      },
    });
  }
}

afterEach(() => {
  for (const b of blockers) delete (b as { test?: unknown }).test;
});

describe('P206: the decision blockers are asked only of a cue sentence nothing else ruled out (issue 13)', () => {
  it('P206: questions past the word gate run no blocker', () => {
    countRuns();
    const { decisions } = madeUpMeeting(
      [
        'Ann: Should we decide on the rubber casing for the remote today?',
        'Ben: Shall we agree on the colour of the buttons first, maybe?',
      ],
      '2026-12-02',
    );
    expect(decisions).toEqual([]);
    expect(runs).toBe(0);
  });

  it('P209: a sentence with no cue and no reason runs the blockers only once it is a settled restatement', () => {
    countRuns();
    const { decisions } = madeUpMeeting(
      ['Ann: We should think about the price of the titanium casing.', 'Ben: Hm.'],
      '2026-12-02',
    );
    expect(decisions).toEqual([]);
    expect(runs).toBe(0);
  });

  it('P206: a cue sentence is still blocked by a blocker, and a plain decision still comes through', () => {
    countRuns();
    const { decisions } = madeUpMeeting(
      [
        "Ann: We haven't decided on the rubber casing for the remote control yet.",
        'Ben: If we decide to go with the titanium casing, the price goes up by ten euros.',
        'Cy: We decided to use the rubber casing for the new remote control.',
      ],
      '2026-12-02',
    );
    expect(runs).toBeGreaterThan(0);
    expect(decisions.map((d) => [d.line, d.text])).toEqual([
      [3, 'We decided to use the rubber casing for the new remote control.'],
    ]);
  });
});
