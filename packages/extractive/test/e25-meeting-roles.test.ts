/**
 * Issue 15 hand audit (session 19) E25: blind8 IS1003b listed "I will play role of the secretary." as a next step.
 * A speaker taking or naming their own role in the meeting ("I will play role of the secretary", "I'll be the
 * project manager") is an introduction, not a task; a task said with a role in it stays.
 * Spec: issue 15 deliverable 2 (next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E25: taking a role in the meeting is no task', () => {
  it('E25: "I will play role of the secretary" and kin are left out; the work said beside them stays', () => {
    const s = madeUpMeeting(
      [
        'Anna: Good morning. I will play role of the secretary.',
        "Ben: And I'm going to take on the role of chair for this functional design meeting.",
        "Chloe: I'll be the project manager for the remote control design.",
        "Ben: I'll send the cost sheet for the remote control to the suppliers by Friday.",
        "Anna: As the secretary I'll email the minutes of the design decisions to the whole team tomorrow.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([
      "I'll send the cost sheet for the remote control to the suppliers by Friday.",
      "As the secretary I'll email the minutes of the design decisions to the whole team tomorrow.",
    ]);
  });
});
