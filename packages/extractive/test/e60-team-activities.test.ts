/**
 * Issue 15, session 22 (bench/blind8, blind9 and blind10, real AMI and Senedd meetings), E60: "We can check into the
 * financial feasibility of incorporating this.", "Then we will work again for thirty minutes individual work …" and
 * "We will reflect on what has come back to us …" were reported as decisions: the "we will / we can" cue read them as
 * a choice made, while they say what the team is to do next. A decision is a choice (what, which, whether); "we will
 * check / look into / work on / think about / discuss / review / test / try …" is the team's task (owner unknown, due
 * date only when stated). Choices said the same way ("we will use …", "we'll meet on Saturdays") stay decisions.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work; a due date only when one is stated).
 */
import { describe, expect, it } from 'vitest';
import { teamActivities } from '../src/extract/team-activities.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E60: a team activity is a task, not a decision', () => {
  it('E60: "we will check / look into / work on / think about …" moves from the decisions to the tasks', () => {
    const s = madeUpMeeting(
      [
        'Ana: The kinetic battery adds about four euros to every unit.',
        'Ana: So we will check into the financial feasibility of the kinetic battery.',
        'Ben: Okay.',
        'Cal: The case samples came back from the supplier this morning.',
        'Cal: We decided we will use the rubber case for the first batch.',
        'Dee: Fine.',
        'Ana: Then we will work on the component concept, and we will meet again for the next meeting.',
        'Ben: Yeah.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((x) => [x.text, x.line])).toEqual([
      ['We decided we will use the rubber case for the first batch.', 5],
    ]);
    // The next meeting is when they meet again, not a due date of the work (a due date only when stated for it).
    expect(s.nextSteps.map((x) => [x.text, x.owner, x.line, x.due])).toEqual([
      ['We will check into the financial feasibility of the kinetic battery.', null, 2, null],
      [
        'Then we will work on the component concept, and we will meet again for the next meeting.',
        null,
        7,
        null,
      ],
    ]);
  });

  it('E60: choices said with "we will" stay decisions; other languages and user notes are left as they are', () => {
    const d = (text: string, source: 'transcript' | 'user-notes' = 'transcript') => ({
      text,
      speaker: source === 'transcript' ? 'Ana' : null,
      line: source === 'transcript' ? 3 : null,
      source,
    });
    const choices = [
      d("We'll meet on Saturday mornings for the work days."),
      d('We will use the rubber case.'),
      d('We will go with the yellow shell.'),
      d('Our testers work well with the new build.'),
      d('We will check the invoices.', 'user-notes'),
    ];
    expect(teamActivities(choices, 'en', null)).toEqual({ decisions: choices, tasks: [] });
    const german = [d('We will check into the costs.')];
    expect(teamActivities(german, 'de', null)).toEqual({ decisions: german, tasks: [] });
    expect(
      teamActivities([d("Let's look into the supplier's prices by Friday.")], 'en', '2026-05-04'),
    ).toEqual({
      decisions: [],
      tasks: [
        {
          text: "Let's look into the supplier's prices by Friday.",
          owner: null,
          due: '2026-05-08',
          speaker: 'Ana',
          line: 3,
          source: 'transcript',
        },
      ],
    });
  });
});
