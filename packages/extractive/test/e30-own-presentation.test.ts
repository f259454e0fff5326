/**
 * Issue 15 hand audit (session 19), E30: a speaker announcing their own presentation ("The first I will present the
 * technical function design …", "I will focus on user interface design.", "… which I'll speak about in the next bit",
 * "I will talk about our problems with the rephrasing") was listed as a next step. What a speaker is about to
 * present to the room is the meeting's agenda, not follow-up work; presenting to someone outside the meeting or at a
 * later time stays a task.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E30: announcing one's own presentation is no task", () => {
  it('E30: "I will present / I\'m going to talk about / I\'ll show you / I will focus on" said to the room are left out', () => {
    const s = madeUpMeeting(
      [
        'Anna: The first I will present the technical function design for our remote control.',
        'Anna: I will focus on user interface design.',
        "Ben: I'm going to talk about the user requirements from the marketing survey.",
        "Chloe: So now I'll show you the three prototypes of the casing.",
        "Ben: You could have an array of switches, which I'll speak about in the next bit.",
        "Chloe: I'll be presenting the trend watching results from Milan.",
        "Anna: I'm gonna give you a quick overview of the component costs.",
        "Ben: And I'll walk you through the battery options we found.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([]);
  });

  it('E30: presenting to someone outside the meeting, or later, stays a task', () => {
    const s = madeUpMeeting(
      [
        "Anna: I'll present the cost figures for the casing to the board on Friday.",
        "Ben: I'm going to talk about the battery contract with the supplier's sales team tomorrow.",
        'Chloe: I will present the user interface mock-ups at the next meeting.',
        "Ben: I'll send the battery figures to the finance team.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([
      "I'll present the cost figures for the casing to the board on Friday.",
      "I'm going to talk about the battery contract with the supplier's sales team tomorrow.",
      'I will present the user interface mock-ups at the next meeting.',
      "I'll send the battery figures to the finance team.",
    ]);
  });
});
