/**
 * Issue 15, session 33 (precision on meetings not tuned on, the real pool's development sets): decision cues read in
 * sentences that choose nothing were reported as decisions — what follows in a sequence or a description ("Then
 * we'll have the stalls along the windows and the stage at the back."), a thing chosen earlier named in passing
 * ("Here are the two colours we agreed on."). E111 makes them none; such a "then we'll have …" approved outright by
 * the next speaker ("Yeah, agreed, that works for me."), "then we'll have to drop the raffle" (an obligation) and a
 * choice stated outright still are decisions.
 * Spec: issue 15 deliverable 2 (precision: decisions are outcomes, not talk about them).
 */
import { describe, expect, it } from 'vitest';
import { decisionBlockers } from '../src/cues/decision-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

const blocked = (normal: string) => decisionBlockers.en!.some((b) => b.test(normal));

describe('E111: a decision cue that chooses nothing', () => {
  it('E111: a thing chosen earlier named in passing is blocked; a choice stated outright is not', () => {
    expect(blocked('here are the two colours we agreed on.')).toBe(true);
    expect(blocked('and these are the three suppliers which we have already decided on.')).toBe(true);
    expect(blocked('we agreed on the blue banners for the fair.')).toBe(false);
    expect(blocked("we've decided on the town hall.")).toBe(false);
  });

  it('E111: in a meeting, the sequence and the passing mention are no decisions; the choice is', () => {
    const s = madeUpMeeting(
      [
        "Rhian: So we've decided on the town hall for the autumn fair.",
        'Gwen: Yeah.',
        "Rhian: Then we'll have the stalls along the windows and the stage at the back.",
        'Gwen: Right. And here are the two poster colours we agreed on, green and gold.',
        'Rhian: Okay.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([1]);
  });

  it('E111: "then we\'ll have …" approved outright, and "then we\'ll have to …", stay decisions', () => {
    const s = madeUpMeeting(
      [
        'Rhian: Okay, over to you for the layout of the hall.',
        "Gwen: Then we'll have the stalls along the windows and the stage at the back.",
        'Rhian: Yeah, agreed, that works for me.',
        'Gwen: The quote for the marquee came back at twice the budget.',
        "Rhian: So then we'll have to drop the marquee for this year.",
        'Gwen: Fine, agreed.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([2, 5]);
  });
});
