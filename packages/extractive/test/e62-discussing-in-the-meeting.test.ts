/**
 * Issue 15, session 22 (bench/blind9 and blind10, real AMI meetings), E62: "Then, I'll discuss what my opinion is about
 * the costs, about what kind of buttons also.", "I received an email with a few possibilities on the materials. I'll
 * discuss them with you." and "I'll give you my design." were listed as next steps. Like E30's "I will present …",
 * they announce what the speaker is about to put to the room: the meeting's own agenda, not follow-up work.
 * Discussing with someone outside the meeting, at a later time, or handing over a deliverable stays a task.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { isOwnPresentation } from '../src/cues/own-presentation.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E62: discussing with the room, or giving it one's own work, is no task", () => {
  it('E62: "I\'ll discuss …" to the room and "I\'ll give you my design" are left out', () => {
    const s = madeUpMeeting(
      [
        "Anna: Then, I'll discuss what my opinion is about the costs of the casing and the buttons.",
        'Ben: I received an email with a few possibilities on the materials. I will discuss them with you.',
        "Chloe: I've finished the drawings of the casing, so I'll give you my design of the casing.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([]);
  });

  it('E62: discussing with someone else or later, and handing over a deliverable, stay tasks', () => {
    expect(isOwnPresentation("i'll discuss the casing costs with the supplier.")).toBe(false);
    expect(isOwnPresentation("i'll discuss the casing costs at the next meeting.")).toBe(false);
    expect(isOwnPresentation("i'll give you my feedback on the casing drawings.")).toBe(false);
    expect(isOwnPresentation("i'll give you my figures for the battery.")).toBe(false);
    expect(isOwnPresentation("i'll discuss the casing costs with you.")).toBe(true);
    expect(isOwnPresentation("i'll give you my design.")).toBe(true);
    const s = madeUpMeeting(
      [
        "Anna: I'll discuss the casing costs with the supplier on Friday.",
        "Ben: I'll give you my feedback on the casing drawings.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.owner)).toEqual(['Anna', 'Ben']);
  });
});
