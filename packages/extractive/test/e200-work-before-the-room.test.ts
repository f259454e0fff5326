/**
 * Issue 15 (precision of next steps on real meetings), E200: the speaker's work on the things before the room, done
 * there and then — "I'll disregard these numbers.", "I have to take all these points and get an average at the end.",
 * "I'm gonna change a couple of these." — was reported as a task (three of the dev sets' 14 wrong tasks). Now it is
 * none, unless the work takes them somewhere or is held to a later time, which is follow-up work.
 * Spec: issue 15 deliverable 2 (next steps are follow-up work, not the meeting's own conduct).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** The supplier's figures are on the screen; line 3 is the sentence read. */
const ON_SCREEN = [
  'Anna: These are the cost figures from the supplier for the new remote control casing.',
  'Ben: The second column is the old quote, the first one is the new quote.',
];

function said(line: string): [number | null, string][] {
  const { nextSteps } = madeUpMeeting([...ON_SCREEN, `Anna: ${line}`, 'Ben: Okay.'], '2026-12-02');
  return nextSteps.map((step) => [step.line, step.text]);
}

describe('E200: work on what lies before the room is done in the meeting', () => {
  it.each([
    "I'll disregard these numbers from the old supplier.",
    'I have to take all these points and get an average at the end.',
    "I'm gonna actually change a couple of these cost figures.",
    'I will just cross out these old quotes.',
  ])('E200: no task in %s', (line) => {
    expect(said(line)).toEqual([]);
  });

  it.each([
    ["I'll put these minutes in the project folder.", "I'll put these minutes in the project folder."],
    ["I'll send these figures round to the whole team.", "I'll send these figures round to the whole team."],
    [
      "I'll check these numbers with the supplier tomorrow.",
      "I'll check these numbers with the supplier tomorrow.",
    ],
    ["I'll update the cost sheet with the new quote.", "I'll update the cost sheet with the new quote."],
  ])('E200: still a task: %s', (line, text) => {
    expect(said(line)).toEqual([[3, text]]);
  });
});
