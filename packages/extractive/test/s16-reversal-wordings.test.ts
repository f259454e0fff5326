/**
 * Session 16: more ways of calling a decision off — "the projector's off for now" (a contraction, and "for now"),
 * "let's not close the café on Mondays" (any verb after "let's not"), "we're reversing that", "not going ahead" — each
 * still has to be about the same thing as the decision it undoes.
 * Spec: issue 15 item 2 (a decision reversed later in the meeting is reported as reversed).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const reversal = (turns: readonly string[], decided: RegExp) => {
  const result = madeUpMeeting(turns, '2026-10-01');
  const decision = result.decisions.find((d) => decided.test(d.text));
  expect(decision, JSON.stringify(result.decisions)).toBeDefined();
  return decision!.reversedBy?.line;
};

describe('S16 reversal wordings', () => {
  it('"the projector\'s off for now" calls off "let\'s buy the projector …"', () => {
    const line = reversal(
      [
        'Ann: The hall needs a projector for the film nights.',
        "Bob: Let's buy the new projector out of the summer fair money.",
        'Cat: Yes, agreed.',
        'Ann: The treasurer says the summer fair money is for the roof.',
        "Bob: Then the new projector's off for now, sorry. The roof comes first.",
      ],
      /buy the new projector/,
    );
    expect(line).toBe(5);
  });

  it('"let\'s not close the café on Mondays" undoes "the decision is to close the café on Mondays"', () => {
    const line = reversal(
      [
        "Ann: The decision is to close the café on Mondays from January, it's always empty.",
        'Bob: The walking group comes in every Monday morning though, twenty of them.',
        "Ann: Right, let's not close the café on Mondays then, the walkers need it.",
      ],
      /close the café on Mondays from January/,
    );
    expect(line).toBe(3);
  });

  it('"we\'re undoing the blue banners" and "… is not going ahead" call a decision off', () => {
    for (const undo of [
      "Bob: So we're undoing the blue banners, they fade in the sun.",
      'Bob: The blue banners order is not going ahead, they fade in the sun.',
    ]) {
      const line = reversal(
        [
          "Ann: We're going with the blue banners for the fair, forty of them.",
          'Cat: The printer says blue fades in the sun within a week.',
          undo,
        ],
        /going with the blue banners/,
      );
      expect(line).toBe(3);
    }
  });

  it('"let\'s not worry about …" undoes nothing, nor does a person\'s day "off on Friday"', () => {
    const result = madeUpMeeting(
      [
        "Ann: The decision is to close the café on Mondays from January, it's always empty.",
        "Bob: Let's not worry about the café menu until the spring.",
        "Cat: Dan's off on Friday, so the café rota needs a cover on Friday.",
      ],
      '2026-10-01',
    );
    const decision = result.decisions.find((d) => /close the café/.test(d.text));
    expect(decision).toBeDefined();
    expect(decision!.reversedBy).toBeUndefined();
  });
});
