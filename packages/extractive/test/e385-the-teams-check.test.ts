/**
 * Issue 15, session 47 (next-step recall): the team's plan to find something out, said with "we" and no task cue
 * ("I guess we'd have to contact the company that makes them and see.", blind9 ES2011d; "We might check with our R and
 * D department to see if they have this product ready for market.", blind13 IS1007c) was found by no finder. E385
 * (family n:team-check) reads it as a next step of the team, due date when said; an option ("we can check …"), a
 * check that names nothing ("We would have to look into that."), a point to weigh said as a cleft, and a question are
 * not read so.
 * Spec: issue 15 (next steps: precision ≥ 0.8 at recall ≥ 0.5 on real meetings).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E385: the team's check", () => {
  it("E385: each form of the team's check is a next step of the team, with its due date when said", () => {
    const s = madeUpMeeting(
      [
        'Ann: The kinetic battery would need a lot of area on the case.',
        "Ben: I guess we'd have to contact the company that makes them and see.",
        'Ann: Okay.',
        'Cat: We might check with our R and D department to see if they have this product ready for market.',
        'Ann: Right.',
        "Dan: I think we'll find out more about cost afterwards.",
        'Ann: Good.',
        'Eve: Maybe we should do some research into what elderly people like by Friday.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner, n.due])).toEqual([
      [2, null, null],
      [4, null, null],
      [6, null, null],
      [8, null, '2026-05-08'],
    ]);
    expect(s.nextSteps[0]!.text).toContain('contact the company that makes them');
  });

  it('E385: an option, a check that names nothing, a point to weigh and a question are no next step', () => {
    const s = madeUpMeeting(
      [
        'Ann: The kinetic battery would need a lot of area on the case.',
        'Ben: We can check the prices of the batteries as we go through the components.',
        'Ann: Okay.',
        'Cat: We would have to look into that.',
        'Ann: Right.',
        "Dan: One thing we'd have to check though is how quickly the novelty wears off for the users.",
        'Ann: Good.',
        'Eve: Should we check with the supplier about the rubber case?',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });
});
