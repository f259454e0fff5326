/**
 * Issue 15, session 42 (precision of next steps on unseen meetings), E240: the `team` cue "follow up" (E114) took any
 * "follow up" said as a verb, so a wish, the theme of a question or a description of what others do became a next
 * step ("something that we're trying to follow up on", "they follow up with the families"). It is a task only when
 * someone is held to it: a modal, "let's", "please" or "can you" just before it, "so that we" / "make sure we", or the
 * sentence opening on it as an imperative. Measured: validation precision .402 → .406, dev and made-up sets unchanged.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_VERB } from '../src/cues/next-step-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E240: "follow up" is a next step only when someone is held to it', () => {
  it('E240: a wish and a description are no next steps; a commitment and an imperative stay', () => {
    const s = madeUpMeeting(
      [
        "Chair: And employment-based routes into qualifications are something that we're trying to follow up on as a committee.",
        'Dana: In the pilot areas the support workers follow up with the families every fortnight after the first visit.',
        "Eli: Dana, we'll follow up with the council about the leaflets next week.",
        'Chair: Follow up with the printer about the second batch of forms.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([3, 4]);
  });

  it('E240: the pattern asks who is held to the verb, not only the verb', () => {
    expect(FOLLOW_UP_VERB.test("i'll just quickly follow up with him.")).toBe(true);
    expect(FOLLOW_UP_VERB.test('we need to follow up on the invoice by friday.')).toBe(true);
    expect(FOLLOW_UP_VERB.test('so, follow up with jane.')).toBe(true);
    expect(FOLLOW_UP_VERB.test('they follow up with families.')).toBe(false);
    expect(FOLLOW_UP_VERB.test("something that we're trying to follow up on.")).toBe(false);
  });
});
