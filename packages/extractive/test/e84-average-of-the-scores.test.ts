/**
 * Issue 15, session 28, E84: in an AMI product evaluation the marketing expert, scoring the prototype criterion by
 * criterion, says "and I'll uh figure out the average here." (bench/blind15 ES2013d L246): listed as a next step. Like
 * the scores themselves (E75), working out their average in the round is neither a task nor a decision ("we have to
 * calculate an average rating", blind14 TS3010d). Working out an average of something else ("I'll work out the
 * average cost per unit for the supplier") stays a task.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { isRating } from '../src/cues/own-presentation.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E84: the scores' average worked out in an evaluation round is no task", () => {
  it('E84: the average of the ratings is part of the round; an average of costs is work', () => {
    expect(isRating("and i'll uh figure out the average here.")).toBe(true);
    expect(isRating('now we have to calculate an average rating.')).toBe(true);
    expect(isRating('in the end we will count an average of all ratings.')).toBe(true);
    expect(isRating("i'll work out the average cost per unit for the supplier.")).toBe(false);
  });

  it('E84: the evaluation lists the real follow-up only', () => {
    const s = madeUpMeeting(
      [
        'Marketing: So the last criterion is whether it is easy to find, and we all said a two.',
        "Marketing: And I'll uh figure out the average here.",
        'Project Manager: Right.',
        "Project Manager: I'll send the final report to the management by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([4]);
  });
});
