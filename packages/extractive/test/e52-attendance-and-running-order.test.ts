/**
 * Issue 15, session 21 (bench/blind9, real AMI and Senedd meetings), E52: who comes late or leaves early, and whose
 * presentation the room watches next, are the meeting's own logistics, not its work: "Suzy Davies is going to be
 * arriving a little bit late" was a task ("Be arriving a little bit late."), "Let's first watch Paul's presentation
 * then." a decision. They are left out like the other logistics (slides, breaks, microphones); a task that only
 * mentions an early start ("I'll be arriving early on Friday to set up the stalls") stays.
 * Spec: issue 15 deliverable 2 (precision: drop meeting logistics).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E52: attendance and the running order of presentations are logistics', () => {
  it('E52: late arrivals, early departures and "let\'s watch X\'s presentation" are no items', () => {
    const s = madeUpMeeting(
      [
        'Ann: Good evening everyone. Bob is going to be joining us a bit late tonight.',
        'Cal: I will be leaving slightly early, I have the school run.',
        "Dee: Okay, let's watch Eve's presentation first then.",
        'Eve: Maya will be dialling in late from the Leeds office.',
        "Ann: Let's sit through the treasurer's slides before the vote.",
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
    expect(s.nextSteps).toEqual([]);
  });

  it('E52: a task or decision that only mentions an early start stays', () => {
    const s = madeUpMeeting(
      [
        "Bob: I'll be arriving early on Friday to set up the stalls in the hall.",
        "Cal: We've decided to start the fair early, at nine, and close the car park at noon.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => x.line)).toEqual([1]);
    expect(s.decisions.map((x) => x.line)).toEqual([2]);
  });
});
