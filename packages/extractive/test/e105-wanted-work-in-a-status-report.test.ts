/**
 * Issue 15, session 32 (real meetings: blind9 Bmr023 L504, blind11 Bro022 L476), E105: a researcher tells the room what
 * they did and what they want to do next — "I ran a few experiments … I just want to separate the contributions out",
 * "I still haven't looked at it yet. I wanna look at exactly where the filters were" — and the plan was no next step:
 * a plain "I want to / wanna …" was left to the decision rules, since said to the room on its own it is often a
 * proposal ("I want to close the orders at a hundred"). Now "I want to / wanna" and a work verb is the speaker's task
 * when the same turn reports the speaker's own work, done or under way ("I ran", "I've modified", "I haven't … yet",
 * "I'm currently retraining"); a thought or a wish ("I've been thinking", "I wanted", "I've got") is no report, and a
 * plan for the meeting itself ("I want to thank …") or one inside another clause ("because I want to …") is none.
 * Spec: issue 15 deliverable 2 (recall of next steps: plans told in status reports).
 */
import { describe, expect, it } from 'vitest';
import { OWN_WORK_REPORTED, WANTED_WORK } from '../src/cues/next-step-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E105: a wish about one’s own work in a status report is a plan', () => {
  it('E105: what reports one’s own work, and what does not', () => {
    for (const text of [
      'i reran the alignment with the new lexicon.',
      "i've modified the step size of the filter.",
      "i still haven't touched the echo canceller.",
      "i'm currently retraining the small models.",
      "i've been working on the labels all week.",
      'i wrote a short script that counts the overlaps.',
    ])
      expect(OWN_WORK_REPORTED.test(text), text).toBe(true);
    for (const text of [
      'i wanted to ask about the schedule.',
      "i've been thinking about the logo.",
      'i thought it was fine.',
      "i've got a question about the budget.",
      'i decided to wait.',
    ])
      expect(OWN_WORK_REPORTED.test(text), text).toBe(false);
  });

  it('E105: the wish needs a work verb, outside another clause, not for the meeting itself', () => {
    expect(WANTED_WORK.test('next i wanna compare the two lexicons on the far-field channel.')).toBe(true);
    expect(WANTED_WORK.test('but i want to rewrite its step-size update.')).toBe(true);
    expect(WANTED_WORK.test('i want to thank everyone who filled it in.')).toBe(false);
    expect(WANTED_WORK.test('i want to take this opportunity to praise the team.')).toBe(false);
    expect(WANTED_WORK.test('i ran it because i want to ship the patch.')).toBe(false);
    expect(WANTED_WORK.test('if i want to print the figures, who do i ask?')).toBe(false);
  });

  it('E105: in a turn reporting the speaker’s work the wish is their task; a proposal on its own is not', () => {
    const s = madeUpMeeting(
      [
        'Lena: So where are we with the lexicon?',
        'Tomas: I reran the alignment with the new lexicon and the errors dropped a little. Next I wanna compare the two lexicons on the far-field channel.',
        'Lena: Okay.',
        "Omar: I haven't touched the echo canceller yet, but I want to rewrite its step-size update.",
        "Lena: I've been thinking about the poster. I want to change the colours of the poster to blue.",
        'Omar: I finished the survey. I want to thank everyone who filled it in.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [2, 'Tomas'],
      [4, 'Omar'],
    ]);
    expect(s.nextSteps[0]!.text).toContain('compare the two lexicons on the far-field channel');
    expect(s.nextSteps[1]!.text).toContain('rewrite its step-size update');
  });
});
