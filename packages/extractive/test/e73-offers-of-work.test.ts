/**
 * Issue 15, session 26, E73: in evidence sessions and Stage 2 sittings the tasks are a witness's or Minister's offers
 * of work — "I'm happy to discuss that with you, and with the committee, before the third Stage." (bench/blind13
 * education_6), "I'd be happy to work with you to bring forward the amendments at Stage 3.", "We can get you that
 * analysis" (bench/blind11 education_10) — and no cue read "happy / glad / willing to …" or "we can get you …". They
 * are tasks of the speaker now; a courtesy ("I'm very pleased to welcome …", "I'm happy to take it now") and an offer
 * on a condition ("I'm happy to read it too, if you want a first pass") are not.
 * Spec: issue 15 (recall of next steps on real meetings).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const steps = (turns: string[]) =>
  madeUpMeeting(turns, '2026-05-04').nextSteps.map((x) => [x.line, x.owner, x.text]);

describe('E73: an offer of work is a task', () => {
  it("E73: 'I'm happy to discuss …', 'I'd be happy to work with you …', 'We can get you …' are the speaker's tasks", () => {
    expect(
      steps([
        'Lynne: Do you accept the suggestion about how you consult on the guidance?',
        "Julie: I'm happy to discuss the guidance with you, and with the committee, before the third Stage.",
        "Julie: I'd be happy to work with you to bring forward the amendments at Stage 3.",
        'Hefin: What is the figure for the reserves of the universities?',
        'Bethan: We can get you that analysis of the distributable reserves by the end of the month.',
      ]),
    ).toEqual([
      [
        2,
        'Julie',
        "I'm happy to discuss the guidance with you, and with the committee, before the third Stage.",
      ],
      [3, 'Julie', "I'd be happy to work with you to bring forward the amendments at Stage 3."],
      [5, 'Bethan', 'We can get you that analysis of the distributable reserves by the end of the month.'],
    ]);
  });

  it('E73: a welcome, taking a question now, continuing, and an offer on a condition are no tasks', () => {
    expect(
      steps([
        "Lynne: Good morning. I'm very pleased to welcome the Minister for Education and her officials.",
        "Hefin: I'm happy to take it now, because I was going to sum up by agreeing with the point you made.",
        "Meilyr: We're quite happy to continue to inspect the schools in the same way as before.",
        "Sam: I'm happy to read the draft too, if you want a first pass before Helen.",
      ]),
    ).toEqual([]);
  });
});
