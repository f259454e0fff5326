/**
 * Issue 15, session 34 (precision in committee hearings, the development sets), E114: the two `team` next-step cues
 * fired on talk that hands out no work. "Follow-up" as a noun after a determiner names an event or a programme ("a
 * follow-up seminar in November", "a session on our follow-up to the review"), not work, while the verb ("we'll follow
 * up with the council") stays a task; "we need to … by / before …" is a task held to a time, not an attitude ("we need
 * to be really careful about the costs before the scheme is rolled out"), while "we need to send the forms by Friday"
 * stays.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work; a due date only when one is stated).
 */
import { describe, expect, it } from 'vitest';
import { DEADLINE_TEAM_WORK, FOLLOW_UP_VERB } from '../src/cues/next-step-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E114: a team cue that hands out no work', () => {
  it('E114: a follow-up event and an attitude are no next steps; the verb and a deadline stay', () => {
    const s = madeUpMeeting(
      [
        'Chair: Good afternoon, and welcome. The first item this afternoon is a further session on our follow-up to the housing review.',
        'Dana: In spring we will hold regional visits across the county, and then a follow-up seminar for landlords in November.',
        'Dana: We need to be really careful about the costs before the scheme is rolled out to every district.',
        "Eli: Dana, we'll follow up with the council about the leaflets next week.",
        'Eli: We need to send the survey forms to the printer by Friday.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([4, 5]);
  });

  it('E114: the patterns read the verb and the time, not the words around them', () => {
    expect(FOLLOW_UP_VERB.test("i'll follow up on the invoice tomorrow.")).toBe(true);
    expect(FOLLOW_UP_VERB.test('so that we follow up on this properly.')).toBe(true);
    expect(FOLLOW_UP_VERB.test('the follow-ups are listed in the minutes.')).toBe(false);
    expect(FOLLOW_UP_VERB.test('there will be a follow-up meeting in the spring.')).toBe(false);
    expect(DEADLINE_TEAM_WORK.test('we need to be ready by the launch on monday.')).toBe(true);
    expect(DEADLINE_TEAM_WORK.test("we'll have to close the hall the day before we leave.")).toBe(true);
    expect(DEADLINE_TEAM_WORK.test('we need to be mindful of the budget before we commit.')).toBe(false);
    expect(DEADLINE_TEAM_WORK.test('we have to be realistic by the end of the year.')).toBe(false);
  });
});
