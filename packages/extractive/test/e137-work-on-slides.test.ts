/**
 * Issue 15 (precision and recall of next steps), E137: "I will prepare the slides by 12/20." was left out as meeting
 * logistics, since any "the slides" ran the meeting ("next slide", "the last slides"). Work on slides (prepare, make,
 * update, finish, send, review … them) is a task like any other; moving through them in the room stays logistics.
 * Spec: issue 15 deliverable 2 (drop meeting logistics; a due date when one is stated for that task).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E137: work on slides is a task, moving through them is not', () => {
  it('E137: preparing, updating or sending the slides, with its due date, is a next step', () => {
    const s = madeUpMeeting(
      [
        'Anna: Okay, let us look at the budget figures for the remote control project now.',
        'Ben: I will prepare the slides by 12/20.',
        "Cleo: I'll update my slides for the client by Friday.",
        "Ben: I'll send the slides round after the meeting.",
        'Anna: Can you go to the next slide please.',
        'Cleo: Let me just put the slides up.',
      ],
      '2026-12-05',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner, n.due])).toEqual([
      [2, 'Ben', '2026-12-20'],
      [3, 'Cleo', '2026-12-11'],
      [4, 'Ben', null],
    ]);
  });
});
