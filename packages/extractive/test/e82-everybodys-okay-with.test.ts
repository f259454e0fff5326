/**
 * Issue 15, session 28, E82: a chair's call for agreement naming its choice counts once the room says yes ("Are we
 * all happy about the idea of aiming the product at the young?" "Yeah."), but only in the question's inverted form:
 * "So everybody's okay with the changing covers? I think that's a good option." answered "Yeah." "Yes." (bench/blind15
 * TS3003c L168, the meeting's decision on changeable covers) was missed, as was "So everybody is okay with …?". The
 * call now also opens on "everybody's / everybody is / everyone's / everyone is (all) okay / happy / fine with …";
 * unanswered, or answered with an objection, it is still no decision.
 * Spec: issue 15 deliverable 2 (decisions: a chair's "so we agree that …", choices settled across turns).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E82: "everybody\'s okay with …?" answered yes is a decision', () => {
  it('E82: "So everybody\'s okay with the changing covers?" and two yeses make a decision', () => {
    const s = madeUpMeeting(
      [
        'Marketing: One remote, but it would have to be fancy with either the wood cover or the plastic one.',
        "Project Manager: So everybody's okay with the changing covers? I think that's a good option.",
        'User Interface: Yeah.',
        'Industrial Designer: Yes.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([2]);
    expect(s.decisions[0]?.text).toMatch(/changing covers/);
  });

  it('E82: the same call met with an objection is no decision', () => {
    const s = madeUpMeeting(
      [
        'Marketing: One remote, but it would have to be fancy with either the wood cover or the plastic one.',
        'Project Manager: So everybody is okay with the changing covers?',
        "Industrial Designer: No, I don't think the wood cover fits our budget.",
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });
});
