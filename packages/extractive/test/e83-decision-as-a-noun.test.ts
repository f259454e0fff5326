/**
 * Issue 15, session 28, E83: "the (final) decision is / was" announces an outcome ("The decision is to close the café
 * on Mondays"), but in a research group's talk about a model "decision" is a thing of the model: "Yeah, so, the final
 * decision is the combination of these three." (bench/blind14 Bed012 L164, a belief-net's output node) and "the
 * decision is does the person want to go there or is it just" (blind10 Bed008 L19) were listed as decisions. The cue
 * now needs the outcome said after it — "to …", "that …", "not to …", "we …", "made / taken", or a colon or comma —
 * so a thing defined or a question asked is none.
 * Spec: issue 15 deliverable 2 (decisions are about the work; precision).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E83: "decision" as a thing of a model is no decision', () => {
  it('E83: a decision node defined or asked about is no decision; an outcome after "the decision is" is one', () => {
    const s = madeUpMeeting(
      [
        'Grad A: There are three nodes for the user, the situation and the discourse on the left.',
        'Grad A: Yeah, so, the final decision is the combination of these three.',
        'Grad C: Right.',
        'Grad E: Given the castle is closed, the decision is does the person want to go there or not.',
        'Professor B: Mm-hmm.',
        'Professor B: Okay. The decision is to keep the three nodes binary for the first version.',
        'Grad A: Sure.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([6]);
  });
});
