/**
 * Issue 15, session 33 (precision, the real pool's development sets), E113, E38's kind in other words: a first-person
 * plan for the speaker's home or family ("I'm gonna get one for my kitchen", "I'll buy two for my kids") or about where
 * they sit in the room ("I'm gonna go and sit by the window", "I'll sit on my own") is an aside, no task; the same
 * verbs about the work ("I'll buy two projectors for the training room") stay tasks.
 * Spec: issue 15 deliverable 2 (next steps about the work; jokes and asides dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E113: one's home, family or seat is no task", () => {
  it('E113: something for one’s home or family and where one sits are left out; work plans stay', () => {
    const s = madeUpMeeting(
      [
        'Anna: The prototype of the kettle came back from the workshop this morning.',
        "Ben: It looks great, I'm gonna get one for my kitchen.",
        "Chloe: I'll buy two for my kids when it ships.",
        "Ben: I'm gonna go and sit by the window, the projector is too bright here.",
        "Anna: I'll buy two projectors for the training room by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([5]);
  });
});
