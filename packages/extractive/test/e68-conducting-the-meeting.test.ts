/**
 * Issue 15, session 24 (all real labelled meetings pooled), E68: after E67 the largest kind of wrong next steps on real
 * meetings was the speaker's own conduct of the meeting, E30's kind said with other verbs: "This time I will take the
 * minutes." (an AMI chair), "I'll be asking my questions in Welsh." and "I will carry on in English, if that's okay."
 * (a Senedd committee), "I thought I'll use the whiteboard instead." (an AMI designer), "I'll take this opportunity to
 * welcome Dawn formally to the committee" (a committee chair). Done in the meeting, they are no tasks; handing the
 * minutes on, asking someone outside, or a later time stays a task.
 * Spec: issue 15 deliverable 2 (next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const steps = (turns: string[]) => madeUpMeeting(turns, '2026-05-04').nextSteps.map((s) => s.text);

describe("E68: the speaker's own conduct of this meeting is no task", () => {
  it('E68: taking the minutes, asking in a language, carrying on in one, the whiteboard, a welcome are left out', () => {
    expect(
      steps([
        'Ann: Good morning, everyone. This time I will take the minutes.',
        "Ben: I'll be asking my questions in Welsh.",
        "Cat: I will carry on in English, if that's okay.",
        "Dan: I thought I'll use the whiteboard instead.",
        "Ann: I'll take this opportunity to welcome Dawn formally to the committee.",
        "Ben: I'll send the revised budget to the finance team by Friday.",
      ]),
    ).toEqual(["I'll send the revised budget to the finance team by Friday."]);
  });

  it('E68: handing the minutes on, questions put to someone outside and a later time stay tasks', () => {
    expect(
      steps([
        'Ann: I will put the minutes in the project document folder.',
        'Ben: I will take the minutes to the parish council on Monday.',
        "Cat: I'll ask the supplier some questions about the delivery dates.",
        "Dan: I'll use the whiteboard drawings to update the design document tomorrow.",
      ]),
    ).toEqual([
      'I will put the minutes in the project document folder.',
      'I will take the minutes to the parish council on Monday.',
      "I'll ask the supplier some questions about the delivery dates.",
      "I'll use the whiteboard drawings to update the design document tomorrow.",
    ]);
  });
});
