/**
 * Issue 15 (session 38), E147: in a hearing the chair hands the floor back — "We go back to Ms. Jansen." — after
 * "We'll go to our last group of interventions, and that will be from Ms. Jansen." (bench/blind12 covid_6), and the
 * earlier decision was reported as reversed by it: "go back to" was read as a change of plan. Turning the talk back to
 * a person or to a point of the discussion ("go back to your question", "go back to the point Ben made") undoes
 * nothing; going back to another thing of the plan's kind ("go back to the community hall") still does.
 * Spec: issue 15 deliverable 2 (a decision reversed later in the meeting is reported as reversed — and only then).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** A meeting that decides on Ms. Jansen's venue review in the school hall, then says `later`. */
const meeting = (later: string) =>
  madeUpMeeting(
    [
      'Anna: Where do we hold the parents evening, the school hall or the community hall?',
      'Ben: The school hall is free on the sixteenth and it holds two hundred people.',
      'Anna: Okay, we decided that the parents evening is in the school hall, and Ms. Jansen runs it.',
      'Chloe: Fine.',
      'Ben: The caterers need the numbers by the end of the month.',
      `Anna: ${later}`,
      'Chloe: Okay.',
    ],
    '2026-05-04',
  );

describe('E147: going back to a person or a point reverses no decision', () => {
  it.each([
    'We go back to Ms. Jansen on the parents evening now.',
    'Let me go back to your question about the school hall and the parents evening.',
    'I want to go back to the point Ben made about the school hall for the parents evening.',
  ])('E147: "%s" leaves the decision standing', (later) => {
    const decision = meeting(later).decisions.find((d) => d.line === 3);
    expect(decision).toBeDefined();
    expect(decision?.reversedBy).toBeUndefined();
  });

  it('E147: going back to another hall still reverses it', () => {
    const decision = meeting(
      "Let's go back to the community hall for the parents evening, the school hall is too small.",
    ).decisions.find((d) => d.line === 3);
    expect(decision?.reversedBy?.line).toBe(6);
  });
});
