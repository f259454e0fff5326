/**
 * Issue 15 (precision of next steps on meetings nobody tuned the engine on), E135: in a hearing — a committee's
 * evidence session, most of its words said in long answers — a witness's "we will …", "we can …" is their organisation's
 * programme ("So we can check into the financial feasibility of the new depot."), not work the meeting gave anyone.
 * What the witness hands the committee stays ("we can get you that analysis", "we'll write to the committee"), as does
 * the speaker's own "I will …" and a request put to a witness. The same lines in a meeting held in short turns are all
 * tasks: the rule reads the whole meeting, not the line.
 * Spec: issue 15 deliverable 2 (precision: next steps about the work of this meeting).
 */
import { describe, expect, it } from 'vitest';
import { withoutHearingTasks } from '../src/extract/hearing-decisions.js';
import type { NextStep } from '../src/index.js';
import { answer, hearingTurns, spokenStep } from './hearing-answer.js';
import { madeUpMeeting } from './made-up-meeting.js';

const exchange = [
  'Wyn: So we can check into the financial feasibility of the new depot.',
  'Chair: Thank you.',
  'Wyn: We can get you that analysis of the rural routes by the end of the month.',
  'Chair: Thank you.',
  'Wyn: I will check the figures for the coastal depots by Friday.',
];

const turnsWith = (reply: (topic: string) => string) => hearingTurns('Wyn', reply, exchange);

describe("E135: a hearing's tasks are what the meeting gave someone, not a witness's plans", () => {
  it('E135: in a meeting held mostly in long answers, a witness\'s "we can check into …" is left out; what is handed to the committee and the speaker\'s own task stay', () => {
    const s = madeUpMeeting(turnsWith(answer), '2026-06-08');
    const texts = s.nextSteps.map((n) => n.text).join('\n');
    expect(texts).not.toMatch(/financial feasibility/);
    expect(texts).toMatch(/analysis of the rural routes/);
    expect(texts).toMatch(/check the figures for the coastal depots/);
  });

  it('E135: the same lines in a meeting held in short turns are all tasks', () => {
    const s = madeUpMeeting(
      turnsWith((topic) => `The ${topic} were much as last year, no change to report.`),
      '2026-06-08',
    );
    const texts = s.nextSteps.map((n) => n.text).join('\n');
    expect(texts).toMatch(/financial feasibility/);
    expect(texts).toMatch(/analysis of the rural routes/);
  });

  it("E135: only the first subject counts, the user's notes stay, and a short excerpt says nothing", () => {
    const step = (text: string, extra: Partial<NextStep> = {}) => spokenStep(text, 'Wyn', extra);
    const hearing = { words: 2000, longWords: 1500 };
    const kept = withoutHearingTasks(
      [
        step('We will consult on the new timetable.'),
        step("I'll check whether we can share the figures."),
        step('We can share the review with you.'),
        step('We will let the committee know.'),
        step('Publish the timetable.', { source: 'user-notes', line: null, speaker: null }),
        step('We will publish the timetable.', { source: 'user-notes', line: null, speaker: null }),
      ],
      hearing,
    );
    expect(kept.map((k) => k.text)).toEqual([
      "I'll check whether we can share the figures.",
      'We can share the review with you.',
      'We will let the committee know.',
      'Publish the timetable.',
      'We will publish the timetable.',
    ]);
    expect(
      withoutHearingTasks([step('We will consult on the new timetable.')], { words: 500, longWords: 500 }),
    ).toHaveLength(1);
  });
});
