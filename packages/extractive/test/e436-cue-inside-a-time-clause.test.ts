/**
 * Issue 15, session 51, E436: a decision cue said inside a time clause was reported as the outcome. bench/blind9
 * Bmr023 L522: the professor tells how his group once missed the DC offsets, "… and then when we just put it on the
 * screen and wroop!", and bench/blind10 IS1006b L323: the Industrial Designer describes how the battery works, "…
 * once you s switch on it will take power and we can have some speech recognition … and we will put uh the small uh
 * simple speech recogniser" — both were listed as decisions (d:cue:29), no labeller took either. A time clause
 * ("when", "whenever", "once", "as soon as", "every time") open where the cue starts now blocks it as an open
 * condition does (E101): its verb tells how a thing works or what happened then, it chooses nothing. The main clause
 * after the clause's comma is still read, and "once again" / "at once" (an adverb, no clause) block nothing.
 * Measured (bench/rule-families.ts, D+NS): dev .884 (145/164) → .895 (145/162) at the same recall .354; decisions alone
 * .827 (67/81) → .848 (67/79); validation unchanged.
 * Spec: issue 15 deliverable 2 (precision: report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { decisionsSaid } from './made-up-meeting.js';

/** bench/blind9 Bmr023 L518-L524 as said (the professor's story; line 5 holds the cue). */
const DC_OFFSETS = [
  'Professor F: So we we had, uh ea everybody else who was doing Wall Street Journal knew that there were big DC offsets in th in these data in those data and and and nobody happened to mention it to us,',
  'PhD C: Hmm.',
  'Professor F: and we were getting these, like, really terrible results, like two, three times the error everybody else was getting. And then in casual conversation someone ment mentioned "uh, well, I guess, you know, of course you\'re taking care of the offsets." I said "what offsets?"',
  'PhD C: Mm-hmm.',
  "Professor F: And at that point, you know, we were pretty new to the data and we'd never really, like, looked at it on a screen and then when we just put it on the screen and wroop!",
  'PhD C: Mm-hmm.',
  "Professor F: there's this big DC offset. So, um, in PLP",
];

/** bench/blind10 IS1006b L321-L326 as said (the Industrial Designer's description is line 3). */
const BATTERY = [
  'Industrial Designer: we can have another, like uh s simple speech recogniser on our DSB chip.',
  'Project Manager: Mm.',
  'Industrial Designer: Since we have some kind of uh energy this is our this normal battery, so this battery, once you s switch on it will take power and we can have some speech recognition and in our g generally small digital signal processing chip so that and we will put uh the small uh simple speech recogniser',
  'Project Manager: On',
  'Industrial Designer: and we can also train the speech recogniser for particular user so you just',
  'Project Manager: Uh train it, okay. Mm-hmm.',
];

/** `turns` with line `at` (1-based) said instead as `said`. */
const saidInstead = (turns: readonly string[], at: number, said: string) =>
  turns.map((t, i) => (i === at - 1 ? said : t));

describe('E436: a cue inside a time clause is no decision', () => {
  it('E436: "then when we just put it …" and "once you switch on … we will put …" are left out', () => {
    expect(decisionsSaid(DC_OFFSETS)).toEqual([]);
    expect(decisionsSaid(BATTERY)).toEqual([]);
  });

  it('E436: a choice said by the same speakers in the same place stays a decision', () => {
    // bench/blind13 Bmr024 L612 and bench/blind12 TS3003b L159, both labelled decisions.
    const tape = saidInstead(DC_OFFSETS, 5, "Professor F: For archiving, we'll just use tape.");
    expect(decisionsSaid(tape).map(([line]) => line)).toEqual([5]);
    const teletext = saidInstead(BATTERY, 3, 'Industrial Designer: Just that we just keep the teletext.');
    expect(decisionsSaid(teletext).map(([line]) => line)).toEqual([3]);
  });

  it("E436: the main clause after the time clause's comma, and 'once again', are still read", () => {
    const afterComma = saidInstead(
      BATTERY,
      3,
      "Industrial Designer: When the new chip comes in, we'll just use the simple speech recogniser on it.",
    );
    expect(decisionsSaid(afterComma).map(([line]) => line)).toEqual([3]);
    const onceAgain = saidInstead(
      BATTERY,
      3,
      "Industrial Designer: So once again we'll just use the simple speech recogniser on the chip.",
    );
    expect(decisionsSaid(onceAgain).map(([line]) => line)).toEqual([3]);
  });
});
