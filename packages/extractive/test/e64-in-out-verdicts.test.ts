/**
 * Issue 15, session 23 (real meetings, blind11 ES2006c), E64: real design meetings settle features by ruling them in
 * or out by name — "okay, wood is out.", "hand dynamos are definitely out, right?" "Yeah." — with no cue word, so none
 * of those decisions was found. A thing (no pronoun, person or time) said to be out, or firmly in ("… is in as well
 * then", not "the results are in"), is a decision unless the next other speaker disputes it; a tag question needs an
 * answer.
 * Spec: issue 15 deliverable 2 (decisions: recall on real meetings, the outcome said plainly).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => [d.line, d.text]);

describe('E64: an option ruled in or out is a decision', () => {
  it('E64: a verdict nobody disputes is reported plainly, its tag and openers cut', () => {
    expect(
      decisions([
        'Ann: For the energy source we have batteries, solar cells or a hand dynamo.',
        'Ben: Okay, hand dynamos are definitely out, right?',
        'Cat: Yeah.',
        'Ann: And the case material, wood or rubber or plastic.',
        'Ben: Okay, wood is out.',
        "Cat: It doesn't make any sense for a remote, I think.",
        'Ann: The sample speaker comes from our own company, so it is cheap.',
        'Ben: So this is in as well then, the sample speaker.',
        'Cat: Mm-hmm.',
      ]),
    ).toEqual([
      [2, 'Hand dynamos are definitely out.'],
      [5, 'Wood is out.'],
      [8, 'The sample speaker is in as well then.'],
    ]);
  });

  it('E64: a disputed verdict, an unanswered tag, a pronoun, a person and an arrival are no decisions', () => {
    expect(
      decisions([
        'Ann: The titanium case is out.',
        'Ben: No, wait, we still have the budget for it.',
        "Ben: It's out.",
        'Cat: Sarah is out until Tuesday.',
        'Ann: The test results are in.',
        'Ben: The new firmware version is in.',
        'Cat: Good.',
      ]),
    ).toEqual([]);
    expect(
      decisions([
        'Cat: Then the energy source.',
        'Ann: The kinetic battery is out, right?',
        'Ann: Anyway, on to the buttons.',
      ]),
    ).toEqual([]);
  });
});
