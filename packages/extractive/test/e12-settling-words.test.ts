import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => ({ line: d.line, text: d.text }));

describe('E12: a chair\'s "let\'s do it" / "do that" decides what it settles', () => {
  it("E12: the chair's own spelled-out outcome on the same line is the decision", () => {
    const found = decisions([
      'Owain: The noticeboard outside the hall has rotted through at the bottom.',
      'Cerys: The joiner in the village could make a new one in oak, about two hundred pounds.',
      "Chair: Then let's get it. New oak noticeboard, made by the village joiner.",
      'Cerys: Great.',
    ]);
    expect(found).toEqual([{ line: 3, text: 'New oak noticeboard, made by the village joiner.' }]);
  });

  it("E12: a bare settle takes another speaker's proposal before it; a request after it or a hedge before it is no decision", () => {
    const proposal = decisions([
      'Owain: We should put the hall hire prices up by ten percent from September.',
      'Chair: Okay. Do that.',
    ]);
    expect(proposal.map((d) => d.line)).toEqual([1]);
    const request = decisions([
      'Owain: The gutters might need doing, I would have to look at them properly.',
      "Chair: Let's do that. Owain, can you get a roofer to look at the gutters and bring a price?",
      "Owain: I'll ring one this week.",
    ]);
    expect(request).toEqual([]);
  });
});
