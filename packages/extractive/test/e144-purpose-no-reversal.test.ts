/**
 * Issue 15 (session 38), E144: "So just by pressing the button with some code, you put a lock onto the remote, so
 * that he can't use even" (bench/blind13 IS1007c) was read as undoing the earlier "Don't use the buttons." — its
 * "can't use" says what the lock prevents, not that a plan is dropped. A reversal cue inside a purpose clause ("so
 * that he …", "so the kids …", "in order that nobody …") undoes nothing; the same words as the main clause still do.
 * Spec: issue 15 deliverable 2 (a decision reversed later in the meeting is reported as reversed — and only then).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** A meeting deciding on rubber buttons, then saying `later` about them. */
const meeting = (later: string) =>
  madeUpMeeting(
    [
      'Anna: Which buttons do we put on the remote, rubber or plastic ones?',
      'Ben: Rubber buttons are softer and the kids like them, plastic ones crack.',
      'Anna: Okay, we decided to use rubber buttons on the remote.',
      'Chloe: Fine.',
      'Ben: The case will be yellow with the company logo on the back.',
      `Chloe: ${later}`,
      'Anna: Okay.',
    ],
    '2026-05-04',
  );

describe('E144: a negation in a purpose clause reverses no decision', () => {
  it.each([
    "A parent types a code and the remote locks, so that the kids can't use the rubber buttons at night.",
    "We add a child lock to the remote so the little ones won't use the rubber buttons without the code.",
    "There is a cover on the remote in order that the children don't use the rubber buttons by accident.",
  ])('E144: "%s" leaves the decision standing', (later) => {
    const decision = meeting(later).decisions.find((d) => d.line === 3);
    expect(decision?.text).toBe('We decided to use rubber buttons on the remote.');
    expect(decision?.reversedBy).toBeUndefined();
  });

  it('E144: the same negation as the main clause still reverses it', () => {
    const decision = meeting(
      "Actually we can't use the rubber buttons, they are too expensive for the budget.",
    ).decisions.find((d) => d.line === 3);
    expect(decision?.reversedBy?.line).toBe(6);
  });
});
