/**
 * Issue 15 (precision of next steps on meetings nobody tuned the engine on), session 49, E421: in a hearing — a
 * committee's evidence session, most of its words said in long answers (E131's share) — a speaker's "I will" and a
 * verb that no task list names (only the open cue, `next.i-will-work-verb`, reads it) is said in the answer: a
 * minister's programme ("I will expand the age range of the 'Parenting: Give it Time' campaign", blind13 education_6
 * L158, not a labelled task; "speak to" is an action verb, so blind10 education_17 L82 stays). What is handed
 * to the committee, an action verb ("I'll check …", "I will write …"), a plan to find out, and work held to a time
 * stay; in a meeting held in short turns the same line is a task.
 * Spec: issue 15 deliverable 2 (precision: next steps about the work of this meeting).
 */
import { describe, expect, it } from 'vitest';
import { withoutHearingTasks } from '../src/extract/hearing-decisions.js';
import type { NextStep } from '../src/index.js';
import { answer, hearingTurns, spokenStep } from './hearing-answer.js';
import { madeUpMeeting } from './made-up-meeting.js';

const programme = "I will expand the age range of the 'Parenting: Give it Time' campaign for young families.";
const exchange = [
  `Minister: ${programme}`,
  'Chair: Thank you.',
  'Minister: I will check the figures for the coastal depots.',
];

const turnsWith = (reply: (topic: string) => string) => hearingTurns('Minister', reply, exchange);

describe('E421: a hearing\'s open first-person "I will …" is said in the answer', () => {
  it('E421: in a meeting held mostly in long answers, the minister\'s "I will expand …" is left out; "I will check …" stays', () => {
    const s = madeUpMeeting(turnsWith(answer), '2026-06-08');
    const texts = s.nextSteps.map((n) => n.text).join('\n');
    expect(texts).not.toMatch(/expand the age range/);
    expect(texts).toMatch(/check the figures for the coastal depots/);
  });

  it('E421: the same line in a meeting held in short turns is a task', () => {
    const s = madeUpMeeting(
      turnsWith((topic) => `The ${topic} were much as last year, no change to report.`),
      '2026-06-08',
    );
    expect(s.nextSteps.map((n) => n.text).join('\n')).toMatch(/expand the age range/);
  });

  it('E421: handed to the committee, an action verb, a plan to find out, a time or a due date keep it', () => {
    const step = (text: string, extra: Partial<NextStep> = {}) => spokenStep(text, 'Kirsty', extra);
    const hearing = { words: 2000, longWords: 1500 };
    const kept = withoutHearingTasks(
      [
        step(programme),
        step('I will update Members on that when we go into private.'),
        step("I'll send the committee the figures."),
        step('I will have to research the cost.'),
        step('I will expand the campaign next week.'),
        step('I will expand the campaign.', { due: '2026-06-12' }),
        step('Expand the campaign.', { source: 'user-notes', line: null, speaker: null }),
      ],
      hearing,
    );
    expect(kept.map((k) => k.text)).toEqual([
      'I will update Members on that when we go into private.',
      "I'll send the committee the figures.",
      'I will have to research the cost.',
      'I will expand the campaign next week.',
      'I will expand the campaign.',
      'Expand the campaign.',
    ]);
    expect(withoutHearingTasks([step(programme)], { words: 500, longWords: 500 })).toHaveLength(1);
  });
});
