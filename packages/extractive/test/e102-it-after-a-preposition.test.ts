/**
 * Issue 15, session 31, E102: "<the thing> it is" settles a choice ("Rubber it is."), but when "it" is the object of a
 * preposition the words are a remark about part of something ("But the rest of it is." — the rest of it is high
 * standard — was a decision). A "thing" ending on any preposition (of, in, on, at, to, for, with, about, from, by,
 * than, like, into, onto, over, under, without, behind, inside, outside) before "it is" settles nothing now; a thing
 * said with a preposition inside it ("the anchor on the fourteenth it is") still does.
 * Spec: issue 15 deliverable 2 (decision precision: no remarks as decisions).
 */
import { describe, expect, it } from 'vitest';
import { X_IT_IS } from '../src/cues/decision-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E102: "… of it is" is no settled choice', () => {
  it('E102: a preposition right before "it is" is no choice; a thing with one inside it is', () => {
    for (const s of [
      'but the rest of it is.',
      'most of it is.',
      'the lid on top of it is.',
      'the cable that comes with it is.',
      'the part we talked about it is.',
      'whatever is inside it is.',
    ])
      expect(X_IT_IS.test(s), s).toBe(false);
    for (const s of [
      'okay, the anchor on the fourteenth it is then.',
      'the room by the lift it is.',
      'rubber it is.',
    ])
      expect(X_IT_IS.test(s), s).toBe(true);
  });

  it('E102: in a meeting, the remark is left out and the choice reported', () => {
    const s = madeUpMeeting(
      [
        'Ana: Only the hinge is below the standard we asked for.',
        'Ben: But the rest of it is.',
        'Cal: Then the grey shell or the green one?',
        'Ana: Grey shell it is.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([4]);
  });
});
