/**
 * Issue 15 (session 38), E148: "after all" as a preposition ("And after all the small model runs on the lab cluster, we
 * compare the scores.", "after all the experiments", "after all of this") was read as a change of mind and reported
 * the decision to train the small model on the lab cluster as reversed. Only "after all" that is not followed by the
 * thing it is after ("We're not training the small model on the lab cluster after all") reverses.
 * Spec: issue 15 deliverable 2 (a decision reversed later in the meeting is reported as reversed — and only then).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** A meeting that decides to train the small model on the lab cluster, then says `later`. */
const decided = (later: string) =>
  madeUpMeeting(
    [
      'Anna: Which model do we train first, the small model or the big one?',
      'Ben: The small model trains in a day on the lab cluster.',
      'Anna: Okay, we decided to train the small model on the lab cluster.',
      'Chloe: Fine.',
      `Ben: ${later}`,
      'Chloe: Okay.',
    ],
    '2026-05-04',
  ).decisions.find((d) => d.line === 3);

describe('E148: "after all" before what it is after reverses nothing', () => {
  it('E148: "after all the small model runs on the lab cluster" leaves the decision standing', () => {
    const decision = decided('And after all the small model runs on the lab cluster, we compare the scores.');
    expect(decision?.text).toBe('We decided to train the small model on the lab cluster.');
    expect(decision?.reversedBy).toBeUndefined();
  });

  it('E148: "… after all" closing a change of mind still reverses it', () => {
    const decision = decided(
      "We're not training the small model on the lab cluster after all, the cluster is booked.",
    );
    expect(decision?.reversedBy?.line).toBe(5);
  });
});
