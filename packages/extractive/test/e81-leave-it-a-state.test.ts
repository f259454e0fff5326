/**
 * Issue 15, session 28, E81: a proposal the room agrees to (E50) was dropped when its verb was "leave", read as
 * putting a matter off ("let's leave that for now", "we'll leave it to you"): bench/blind15 TS3003c L247, the project
 * manager's "I think we could just uh leave it a normal shape." answered "Yeah." "Yeah.", is the meeting's decision
 * on the remote's shape (no special shape for left-handed users). "Leave it / them" followed by a state ("a normal
 * shape", "an open question" is still none if nobody agrees, "as a plain box") keeps a choice; "leave it for now",
 * "leave that to the designers" stay no choice.
 * Spec: issue 15 deliverable 2 (decisions: choices settled across turns); E50.
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E81: "leave it" with a state is a choice the room can settle', () => {
  it('E81: "we could just leave it a normal shape" agreed by two people is a decision', () => {
    const s = madeUpMeeting(
      [
        'Marketing: Left-handed people might hold the remote the other way round.',
        'Project Manager: The functions are so basic that nobody should have problems choosing a channel.',
        'Project Manager: I think we could just uh leave it a normal shape.',
        'User Interface: Yeah.',
        'Industrial Designer: Yeah.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => [d.line, d.text])).toEqual([[3, 'We will leave it a normal shape.']]);
  });

  it('E81: leaving a matter for later or to someone is still no decision', () => {
    const s = madeUpMeeting(
      [
        'Project Manager: The colour of the buttons is still open between the three of us.',
        'Project Manager: I think we could just leave it for the next meeting then.',
        'User Interface: Yeah.',
        'Industrial Designer: Yeah.',
        'Project Manager: And we can leave the logo placement to the designers.',
        'Marketing: Yeah.',
        'User Interface: Yeah.',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });
});
