/**
 * Issue 15, session 50, E406: a question about running the meeting, answered "yes", was listed as a decision. bench/
 * blind15 Bed004 L149: the professor asks "Let's go Slide all the way up so we see what the p the p very bottom looks
 * like, or is that it?" about the belief-net on the screen; "Yeah, there's just one more node …" answers the question,
 * and the engine reported the proposal as accepted (d:accepted-proposal). Two faults: a sentence that is a question was
 * never asked whether it is logistics (the question test came first, and the paths that take a question once it is
 * accepted only refuse logistics), so "Shall we skip next week …?" "Yes, let's do that." was a decision even after E404;
 * and moving through what the room is shown ("let's scroll / slide / flip / page / go (all the way) up / down") was no
 * logistics. Both now are; "go down to three buttons" (a choice) is not, nor is a question about the work.
 * Measured (bench/rule-families.ts, D+NS): dev .879 (145/165) → .884 (145/164) at the same recall; decisions alone .817
 * (67/82) → .827 (67/81); validation unchanged.
 * Spec: issue 15 deliverable 2 (decisions about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { decisionsSaid } from './made-up-meeting.js';

/** bench/blind15 Bed004 L148-L152 as said (the professor's question is line 2). */
const SLIDE_UP = [
  'Grad A: And then the bottom layer is just the Mode. So.',
  "Professor B: So, let's let's Yeah, I don't understand it. Let's go Slide all the way up so we see what the p the p very bottom looks like, or is that it?",
  'Grad A: Yeah, there\'s just one more node and it says "Mode" which is the decision between the',
  'Grad D: Yeah.',
  'Professor B: OK, great. Alright.',
];

/** Anna's proposal put as a question (line 2), agreed to. */
const asked = (question: string) =>
  decisionsSaid([
    'Anna: The hall is booked for the whole of March.',
    `Ben: ${question}`,
    "Anna: Yes, let's do that.",
    'Cleo: Fine.',
  ]);

describe('E406: logistics asked as a question is no decision', () => {
  it('E406: moving up the slide on the screen, answered "yeah", is left out', () => {
    expect(decisionsSaid(SLIDE_UP)).toEqual([]);
  });

  it('E406: a choice about the work in the same question stays a decision', () => {
    const node = SLIDE_UP.map((t, i) =>
      i === 1
        ? "Professor B: So, let's let's Yeah, I don't understand it. Let's put the Mode node at the very bottom of the net, or is that it?"
        : t,
    );
    expect(decisionsSaid(node).map(([line]) => line)).toEqual([2]);
  });

  it("E406: the meeting's schedule asked and agreed is left out; skipping a part asked and agreed stays", () => {
    expect(asked('Shall we skip next week and meet again on the tenth?')).toEqual([]);
    expect(asked('Shall we skip the teletext and use the menu instead?').map(([line]) => line)).toEqual([2]);
  });
});
