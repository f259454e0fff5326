/**
 * Session 51, E460: reporting back once an answer comes in gave no next step. "I'll tell you the supplier's answer once I
 * hear back." matched no cue at all ("tell you" is no work verb of the open cue, so E435's exception in the telling gate
 * was never reached), "I'll come back to you on that once I've spoken to the supplier." neither ("come" is no work
 * verb; E420 reads "come back to you" as the speaker's turn), and "I'll update you on the price once I hear back." was
 * taken for announcing one's own presentation (E30). Held to an answer still to come (ANSWER_TO_COME), each is work
 * after the meeting now; a later point of this meeting's talk ("when we get to the budget") is no such answer.
 * Spec: issue 15 deliverable 2 (next steps are self-contained tasks about the work; meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_TO_COME } from '../src/cues/answer-to-come.js';
import { isMeetingTalk, isOwnPresentation } from '../src/cues/own-presentation.js';
import { linesWithNextSteps, nextStepsSaid } from './made-up-meeting.js';

describe('E460: reporting back once an answer comes in is a next step', () => {
  it('E460: tell, come back, update, fill in, report back held to an answer are kept', () => {
    for (const said of [
      "I'll tell you the supplier's answer once I hear back.",
      "I'll tell you what the supplier says when I get their answer.",
      "I'll come back to you on that once I've spoken to the supplier.",
      "I'll update you on the price once I hear back.",
      "I'll fill you in on the price as soon as I've talked to the supplier.",
      "I'll report back when the supplier replies.",
    ])
      expect(nextStepsSaid(said), said).toEqual([[3, said]]);
  });

  it('E460: the same verbs in the meeting own talk stay out (dev lines among them)', () => {
    expect(
      linesWithNextSteps([
        // blind10 education_17, line 97 (a witness's turn), and blind14 education_1, line 14 (the chair).
        "Again, I'll come back to the input of businesses to support that in a minute.",
        "No. I'll go to Siân, then, and then I'll come back to Suzy.",
        // blind15 Bed004, line 35: no answer to wait for, and too thin to say what.
        "OK, I'll let you know.",
        "I'll show you when we get to the budget.",
        "I'll tell you when we get there.",
        "I'll come back to that when we talk about the buttons.",
        "I'll just tell you what we found.",
      ]),
    ).toEqual([]);
  });

  it('E460: an answer to come, not a later point of this meeting', () => {
    const waits = (s: string) => ANSWER_TO_COME.test(s);
    expect(waits("i'll tell you once i hear back.")).toBe(true);
    expect(waits("i'll tell you as soon as we get their answer.")).toBe(true);
    expect(waits("i'll come back to you once i've spoken to the supplier.")).toBe(true);
    expect(waits("i'll let you know when the supplier replies.")).toBe(true);
    expect(waits("i'll send it once i have the figures.")).toBe(true);
    expect(waits("i'll show you when we get to the budget.")).toBe(false);
    expect(waits("i'll tell you when we get there.")).toBe(false);
    expect(waits("i'll come back to that when we talk about the buttons.")).toBe(false);
    // The gates of the meeting's own talk let such a report-back through.
    expect(isOwnPresentation("i'll update you on the price once i hear back.")).toBe(false);
    expect(isOwnPresentation("i'll update you on the price.")).toBe(true);
    expect(isMeetingTalk("i'll come back to you on that once i've spoken to the supplier.", 0)).toBe(false);
    expect(isMeetingTalk("i'll come back to you on that.", 0)).toBe(true);
  });
});
