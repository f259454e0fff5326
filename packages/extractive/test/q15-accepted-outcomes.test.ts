import { describe, expect, it } from 'vitest';
import { isCompleteSentence } from '../src/transcript/is-complete-sentence.js';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => ({ line: d.line, text: d.text }));

describe('issue 15: an outcome accepted by the next speaker is a decision, said so it reads on its own', () => {
  it('Q15: a concrete "let\'s …" answered by another speaker taking on the work is a decision', () => {
    const found = decisions([
      'Dana: The newsletter goes out every week and nobody reads the second half.',
      "Dana: Let's switch the newsletter to monthly issues from January.",
      "Eli: I'll update the mailing schedule tonight.",
    ]);
    expect(found).toContainEqual({
      line: 2,
      text: "Let's switch the newsletter to monthly issues from January.",
    });
  });

  it('Q15: a "let\'s" about the meeting itself, or a reply that is no commitment, decides nothing', () => {
    expect(
      decisions([
        "Dana: Let's move on to the budget for the spring campaign now.",
        "Eli: I'll share my screen with the spreadsheet.",
      ]),
    ).toEqual([]);
    expect(
      decisions([
        "Dana: Let's switch the newsletter to monthly issues from January.",
        "Eli: I'll just say I'm not sure the readers want that.",
      ]),
    ).toEqual([]);
  });

  it('Q15: a grudging yes ("…, but fine.") accepts a concrete plan', () => {
    const found = decisions([
      "Dana: Let's hire a second van for the summer delivery rounds.",
      "Eli: That's a lot of money, but fine.",
    ]);
    expect(found.map((d) => d.line)).toEqual([1]);
  });

  it('Q15: a chair\'s hedged outcome ("I think we replace it.") accepted by a commitment is reported without the hedge, with its reason as context', () => {
    const found = decisions([
      'Fay: The boiler failed twice this winter and the engineer says parts are hard to find now.',
      'Gus: A repair would be about four hundred pounds, a new one about two thousand.',
      'Fay: I think we replace it. The old one has failed every winter and nobody stocks the parts any more.',
      "Gus: Okay, I'll call the installer on Monday.",
    ]);
    expect(found).toEqual([
      {
        line: 3,
        text: 'We replace it. The old one has failed every winter and nobody stocks the parts any more.',
      },
    ]);
  });

  it('Q15: an opinion or a need ("I think we need …", "I think we should …") is no outcome without assent', () => {
    expect(
      decisions([
        'Fay: I think we need a new boiler before next winter, the old one keeps failing.',
        "Gus: Okay, I'll call the installer on Monday.",
      ]),
    ).toEqual([]);
  });
});

describe('issue 15: readable units', () => {
  it('Q15: a sentence ending on a capital label ("zone C", "plan B") is whole; one broken off mid-word is not', () => {
    expect(isCompleteSentence('I will send the vendor the error logs from zone C.', 'en')).toBe(true);
    expect(isCompleteSentence('Then we fall back to plan B.', 'en')).toBe(true);
    expect(isCompleteSentence('How much money we had to s', 'en')).toBe(false);
    const steps = madeUpMeeting(
      ["Marek: I'll do the rollback this afternoon and send the vendor the error logs from zone C."],
      '2026-05-04',
    ).nextSteps;
    expect(steps.map((s) => s.line)).toEqual([1]);
  });
});
