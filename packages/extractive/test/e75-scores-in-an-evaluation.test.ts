/**
 * Issue 15, session 27, E75: an AMI detailed-design meeting's product evaluation listed every member's score as a next
 * step — "I think I will give it a yeah, a four.", "I think technologically I'll give it an seven.", "I think with the
 * way it looks and it is designed, I will give it a two." (bench/blind14 TS3010d, four of its four next steps, none
 * labelled a task). A score given to the thing under evaluation is neither a task nor a decision; handing something
 * over ("I'll give them the two reports by Friday") and a call ("I'll give the supplier a call") stay tasks.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E75: a score in an evaluation round is no task', () => {
  it('E75: "I will give it a four" / "I\'ll rate it seven out of ten" are no tasks; handing over and calls stay', () => {
    const s = madeUpMeeting(
      [
        'Dana: Next criterion. Is the remote control easy to use? Scores from one to seven, please.',
        'Marketing: I think with the way it looks and it is designed, I will give it a two.',
        "Industrial Designer: I think technologically I'll give it an seven.",
        "User Interface: Honestly I'll rate it seven out of ten for the scroll wheel.",
        'Marketing: Well I think I will give it a yeah, a four.',
        "Dana: I'll give the supplier a call about the rubber casing tomorrow.",
        "Industrial Designer: And I'll give them the two cost reports by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => x.line)).toEqual([6, 7]);
    expect(s.decisions.map((x) => x.line)).toEqual([]);
  });
});
