/**
 * Issue 15, session 26, E72: the Senedd's Stage 2 sitting (bench/blind13 education_6) listed ten next steps, every one
 * the committee's own procedure — "as Chair I will move amendments in the name of the Deputy Minister", "I will call
 * the Deputy Minister to speak on each group", "Okay, I'll take a vote by show of hands.", "I'll move it to begin the
 * debate.", "I'll be speaking mainly to amendments 2A and 2B", "Suzy to reply to the debate.", and "do you want to
 * proceed to a vote on amendment 5?" "Yes." — and none of its real tasks. Like announcing one's own presentation
 * (E30) or taking the minutes (E68), conducting the meeting is no follow-up work; a promise of work after it stays.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E72: a committee’s business procedure is no task', () => {
  it('E72: moving amendments, taking a vote, calling to speak, speaking to amendments, replying: none a task', () => {
    const s = madeUpMeeting(
      [
        'Lynne: Good morning. For the record, as Chair I will move amendments in the name of the Deputy Minister.',
        'Lynne: I will call the Deputy Minister to speak on each group of amendments.',
        "Suzy: Thank you, Chair. I'll be speaking mainly to amendments 2A and 2B on the reporting duty.",
        "Suzy: Amendment 9 is consequential on amendment 10, but it's the lead amendment, so I'll move it to begin the debate.",
        'Lynne: The question is that amendment 9 be agreed. Does any Member object? Okay, I will take a vote by show of hands.',
        'Lynne: Thank you. Suzy to reply to the debate on the reporting duty.',
        'Lynne: Deputy Minister, do you want to proceed to a vote on amendment 5 on the childcare funding?',
        'Julie: Yes, please.',
        'Julie: I will write to the committee with the revised impact assessment before Stage 3.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => [x.line, x.owner, x.text])).toEqual([
      [9, 'Julie', 'I will write to the committee with the revised impact assessment before Stage 3.'],
    ]);
  });

  it('E72: moving a file or a meeting, voting software and speaking to a supplier stay tasks', () => {
    const s = madeUpMeeting(
      [
        "Ann: I'll move the recordings to the shared drive tonight.",
        'Ben: I will set up the online vote for the members by Friday.',
        'Cal: I will speak to the supplier about the amended delivery dates.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => x.line)).toEqual([1, 2, 3]);
  });
});
