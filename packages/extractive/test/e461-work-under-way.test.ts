/**
 * Session 51, E461: a status report's work under way gave no next step. "I'm in the process of converting those
 * alignments into label files …" (bench/blind11 Bmr026, line 606) and "I'm currently retraining another set of models
 * …" (bench/blind13 Bmr024, line 794), both labelled tasks, matched no cue: the cues read a modal ("I'll", "I have to",
 * "I plan to"), and OWN_WORK_REPORTED reads such a sentence only as the context of a wish (E105). Work under way is
 * work that goes on after the meeting; the work named on "it / that" is no self-contained task and stays out. In a
 * hearing (E131's share of long turns) a witness's work under way is an account given in the answer, as E421's
 * programme is: left out unless handed to the committee.
 * Spec: issue 15 deliverable 2 (recall of next steps: plans told in status reports).
 */
import { describe, expect, it } from 'vitest';
import { WORK_UNDER_WAY } from '../src/cues/next-step-cues.js';
import { withoutHearingTasks } from '../src/extract/hearing-decisions.js';
import { spokenStep } from './hearing-answer.js';
import { linesWithNextSteps, nextStepsSaid } from './made-up-meeting.js';

describe('E461: the speaker says what work is under way', () => {
  it('E461: the dev lines of work under way are next steps', () => {
    // bench/blind11 Bmr026, line 606 (PhD F), the sentence of the cue.
    expect(
      nextStepsSaid(
        "And so I'm in the process of um converting those alignments into uh label files that we can use to train uh a new net with.",
      ),
    ).toEqual([
      [
        3,
        "I'm in the process of converting those alignments into label files that we can use to train a new net with.",
      ],
    ]);
    // bench/blind13 Bmr024, line 794 (PhD I), cut to its clause.
    expect(
      nextStepsSaid(
        "And so the It now helps, if you do it only on the test, and I'm currently retraining another set of models where it's both in the training and the test, and then we'll have, hopefully, even better results.",
      ),
    ).toEqual([
      [
        3,
        "I'm currently retraining another set of models where it's both in the training and the test, and then we'll have, hopefully, even better results.",
      ],
    ]);
  });

  it('E461: work on "it / that", "working on it" and thinking stay out (dev lines among them)', () => {
    expect(
      linesWithNextSteps([
        // bench/blind13 Bmr024, lines 257 and 948; bench/blind8 Bmr014, line 334.
        "Yeah. I'm just in progress of of doing that. So.",
        "Um, I'm in the process of doing it for Quicknet, but there's something going wrong and it's about half the speed that I was estimating it should be, and I'm not sure why.",
        "and I'm I'm working on it. So, I hope",
        "I'm currently thinking about the casing.",
      ]),
    ).toEqual([]);
    expect(WORK_UNDER_WAY.test("i'm currently looking at this slide here.")).toBe(false);
    expect(WORK_UNDER_WAY.test("i'm in the process of converting the alignments.")).toBe(true);
  });

  it('E461: in a hearing, the account of work under way goes unless it is handed to the committee', () => {
    const hearing = { words: 2000, longWords: 1500 };
    const short = { words: 2000, longWords: 100 };
    const steps = [
      spokenStep("I'm currently reviewing the guidance for the coastal depots.", 'Kirsty'),
      spokenStep("I'm in the process of preparing a note for the committee on the figures.", 'Kirsty'),
    ];
    expect(withoutHearingTasks(steps, hearing).map((k) => k.text)).toEqual([
      "I'm in the process of preparing a note for the committee on the figures.",
    ]);
    expect(withoutHearingTasks(steps, short)).toHaveLength(2);
  });
});
