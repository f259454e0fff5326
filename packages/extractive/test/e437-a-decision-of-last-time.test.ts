/**
 * Issue 15, session 51, E437: a decision taken at an earlier meeting and told in this one was reported as this
 * meeting's. bench/blind8 Bmr014 L153: the professor asks "Was the decision last time was that the the uh transcribers
 * were going to be doing stuff with the digits as well?" and Grad C answers "Right, so, the decision was that Jane did
 * not want the transcribers to be doing any of the paperwork." (d:cue:8); bench/blind11 Bro022 L496: PhD D reports her
 * week, "one of the things that last week …", then "… But then we decided that that's it doesn't work absolutely …"
 * (d:cue:0). No labeller took either. A decision told in the past ("we decided / agreed / chose …", "the decision
 * was") in a sentence that, or one of the three before it, names an earlier time ("last week", "last time", "last
 * meeting", "the previous meeting", "yesterday") is now left out: it tells what was decided then. A decision reached
 * now ("we've decided …") and a plain past one with no earlier time near ("On the energy, well, we decided.") stay.
 * Measured (bench/rule-families.ts, D+NS, with E436): dev .895 (145/162) → .906 (145/160) at the same recall .354;
 * decisions alone .848 (67/79) → .870 (67/77); validation unchanged.
 * Spec: issue 15 deliverable 2 (recaps of a previous meeting's minutes are not this meeting's decisions).
 */
import { describe, expect, it } from 'vitest';
import { decisionsSaid } from './made-up-meeting.js';

/** bench/blind8 Bmr014 L151-L155 as said (Grad C's answer is line 3). */
const LAST_TIME = [
  "Professor E: Uh, Yeah. So, um, uh, Dave isn't here but he was going to start working on some things with the digits. Uh, so he'll be interested in what's going on with that. I guess Was the decision last time was that the the uh transcribers were going to be doing stuff with the digits as well? Has that started, or is that?",
  'Postdoc F: Mm-hmm. Yeah. Uh, it would be to use his interface and I was going to meet with him today about that.',
  'Grad C: Right, so, the decision was that Jane did not want the transcribers to be doing any of the paperwork. So I did the all that last week. So all the all the forms are now on the computer.',
  'Postdoc F: Mm-hmm. So he has a nice set up that they it w it will be efficient for them to do that.',
  'Professor E: OK.',
];

/** bench/blind11 Bro022 L493-L497 as said (PhD D's report is line 4). */
const LAST_WEEK = [
  'PhD A: How about you, Carmen?',
  'PhD D: Well, I am still working with, eh, VTS. And, one of the things that last week, eh, say here is that maybe the problem was with the diff because the signal have different level of energy.',
  'Professor B: Hmm?',
  "PhD D: And, maybe, talking with Stephane and with Sunil, we decide that maybe it was interesting to to apply on-line normalization before applying VTS. But then we decided that that's it doesn't work absolutely, because we modified also the noise.",
  'Professor B: The other thing is So so, in i i and Not and C-zero would be a different So you could do a different normalization for C-zero than for other things anyway.',
];

/** bench/blind8 TS3011c L404-L408 as said: the Project Manager's plain past decision (line 5), labelled one. */
const WE_DECIDED = [
  'Project Manager: Well, we we need to describe uh decisions now.',
  'Industrial Designer: Okay.',
  'Project Manager: So um',
  'Industrial Designer: So i',
  'Project Manager: on the energy, well, we decided.',
  'Industrial Designer: Okay.',
  'Project Manager: Chip.',
];

describe('E437: a decision of last time is no decision of this meeting', () => {
  it('E437: "the decision was …" after "was the decision last time …?" and "we decided …" after "last week" are left out', () => {
    expect(decisionsSaid(LAST_TIME)).toEqual([]);
    expect(decisionsSaid(LAST_WEEK)).toEqual([]);
  });

  it('E437: a plain past decision with no earlier time near, and one reached now, stay', () => {
    expect(decisionsSaid(WE_DECIDED).map(([line]) => line)).toEqual([5]);
    const reachedNow = LAST_TIME.map((t, i) =>
      i === 2 ? "Grad C: Right, so, we've decided that the transcribers won't do any of the paperwork." : t,
    );
    expect(decisionsSaid(reachedNow).map(([line]) => line)).toEqual([3]);
  });
});
