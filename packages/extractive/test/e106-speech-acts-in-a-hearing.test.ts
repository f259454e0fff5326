/**
 * Issue 15, session 32 (committee hearings: the unlabelled House of Commons covid_6 of blind12; the held-out sets' wrong
 * tasks come mostly from hearings), E106: what a member or a minister says they will do in the hearing itself — "I will
 * ask again", "I'll ask a question similar to the previous one", "I'll ask the Minister …", "I will remind honourable
 * members that …", "I'll be splitting my time with the member for …" — was taken as their next step. Such a speech act
 * in the room is now no task; asking someone outside the room ("I'll ask Jane about the invoices") and reminding
 * someone to do something ("I'll remind Tom to send the forms") still are.
 * Spec: issue 15 deliverable 2 (precision: no meeting logistics or conduct as next steps).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E106: a speech act in a hearing is no task', () => {
  it('E106: asking again, asking a question or the minister, reminding members that …, sharing one’s time', () => {
    const s = madeUpMeeting(
      [
        'Chair: Thank you, Minister. Llyr Gruffydd.',
        'Llyr Gruffydd: Thank you, Chair. I will ask again, because the answer was not clear: when will the review be published?',
        "Minister: It'll be published in the spring.",
        "Llyr Gruffydd: I'll ask a supplementary question on the funding formula for rural schools.",
        "Helen Jones: I'll ask the Cabinet Secretary about the timetable for the capital programme.",
        'Minister: I will remind members that the capital budget was agreed by this Senedd in March.',
        "Helen Jones: Thank you, Chair. I'll be sharing my time with the member for Ceredigion.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });

  it('E106: asking someone outside the room and reminding someone to act are still tasks', () => {
    const s = madeUpMeeting(
      [
        'Ann: The invoices from the printer still do not match the order.',
        "Ben: I'll ask Jane about the printer invoices tomorrow.",
        "Ann: And the volunteers' forms?",
        "Ben: I'll remind Tom to send the volunteer forms by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [2, 'Ben'],
      [4, 'Ben'],
    ]);
  });
});
