/**
 * Issue 15, session 33 (precision on meetings not tuned on, the real pool's development sets): a step of the meeting
 * itself followed by "then we can …" — "I'll list the options and then we can come back and discuss them", "We'll
 * go through the budget and then we can close." — was taken as the speaker's next step. What comes before "then we
 * can close / discuss / move on / come back / decide" is this meeting's order of business, E109 makes it no task,
 * nor a decision ("we'll evaluate …" is read as a decision first, then as the team's activity; such a step is now
 * neither, and the decisions are taken back without it even when no team task comes out of them); with a later
 * time in the sentence ("I'll send the draft tonight and then we can discuss it on Monday") it stays one.
 * Spec: issue 15 deliverable 2 (precision: no meeting logistics or conduct as next steps).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E109: the meeting's own order of business is no task", () => {
  it('E109: "… and then we can discuss / close / move on / decide" said of this meeting', () => {
    const s = madeUpMeeting(
      [
        'Priya: We have three venues on the shortlist for the autumn fair.',
        "Tom: I'll read out the prices for each venue and then we can discuss which one fits.",
        "Priya: Fine. Um we'll uh evaluate the uh catering quotes and then uh we can close.",
        "Tom: I'm going to put the seating plans up and then we can all decide on the layout.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
    expect(s.decisions).toEqual([]);
  });

  it('E109: a step with a later time, or with no "then we can", is still a task', () => {
    const s = madeUpMeeting(
      [
        'Priya: We have three venues on the shortlist for the autumn fair.',
        "Tom: I'll send the venue contracts to the committee tonight and then we can discuss them on Monday.",
        "Priya: I'll book the caterer for the fair by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [2, 'Tom'],
      [3, 'Priya'],
    ]);
  });
});
