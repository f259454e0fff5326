/**
 * Issue 15, session 33 (precision on meetings not tuned on, the real pool's development sets): a first-person future
 * the speaker holds to no time of its own was taken as their next step — a consequence ("otherwise I'll be out of a
 * job"), a habit ("usually I will phone the parents"), a time left open ("at some point I'll tidy the archive up",
 * "sooner or later we'll …") and one's free time ("I will have time to read the draft on the train"). E110 makes
 * them no task. A plain commitment beside a consequence ("I'll send the forms tonight, otherwise we'll miss the
 * slot"), a request with one ("Could you book it today, otherwise I'll lose the room?") and a habit said apart from
 * the future ("The printer often jams, so I'll call the engineer on Monday") stay tasks.
 * Spec: issue 15 deliverable 2 (precision: drop hedges and hypotheticals; a task is work to be done).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E110: a future held to no time is no task', () => {
  it('E110: a consequence, a habit, "at some point", "sooner or later", one’s free time', () => {
    const s = madeUpMeeting(
      [
        'Nadia: The school trip budget is due to the governors at the end of term.',
        "Owen: I can't give the figures yet, otherwise I'll be out of a job before the governors meet.",
        'Nadia: And the parents who have not paid?',
        'Owen: Usually I will phone the parents myself and agree a plan for the payments.',
        "Owen: At some point I'll tidy the old payment archive up and move it to the new drive.",
        "Nadia: Sooner or later we'll replace the paper consent forms with the online ones.",
        'Owen: I will have time to read the governors draft on the train to the conference.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });

  it('E110: a commitment or a request beside a consequence, and a habit apart from the future, stay tasks', () => {
    const s = madeUpMeeting(
      [
        'Nadia: The school trip budget is due to the governors at the end of term.',
        "Owen: I'll send the consent forms to the parents tonight, otherwise we'll miss the booking slot.",
        'Nadia: Owen, could you book the coach today, otherwise we lose the discount?',
        'Owen: Yes, sure.',
        "Nadia: The office printer often jams, so I'll call the engineer on Monday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [2, 'Owen'],
      [3, 'Owen'],
      [5, 'Nadia'],
    ]);
  });
});
