/**
 * E160: "just" / "actually" said before what someone does ("we just took the whole outputs", "what we actually need",
 * "we should just go with rubber") are left out of a key point; meaning "only" or "nearly" ("it is just two buttons",
 * "we just about made it"), after a noun ("the just cause"), or before "like" (a comparison: "it's just like the old
 * one") they stay. Words are only deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { candidateText } from '../src/topics/block-topics.js';
import { withoutFillers } from '../src/topics/without-fillers.js';

describe('E160: "just" / "actually" before a verb', () => {
  it('E160: after a pronoun, a modal, "to" or a contraction they go', () => {
    expect(withoutFillers('In the first experiment we just took the whole fifty-six outputs.', 'en')).toBe(
      'In the first experiment we took the whole fifty-six outputs.',
    );
    expect(withoutFillers('What we actually need is a better front-end for the recogniser.', 'en')).toBe(
      'What we need is a better front-end for the recogniser.',
    );
    expect(withoutFillers('So we should just go with the rubber case and the scroll-wheel.', 'en')).toBe(
      'So we should go with the rubber case and the scroll-wheel.',
    );
    expect(withoutFillers("We've actually tested the warp factors on the SRI system twice.", 'en')).toBe(
      "We've tested the warp factors on the SRI system twice.",
    );
    expect(withoutFillers('The plan is to just figure out which front-end we want to use.', 'en')).toBe(
      'The plan is to figure out which front-end we want to use.',
    );
  });

  it('E160: meaning "only" or "nearly", or in a comparison, they stay', () => {
    for (const text of [
      'It is just two buttons on the side of the remote control.',
      'We just about made the deadline for the prototype of the remote.',
      'I would just like to say the remote design is finished now.',
      'We just the three of us decided on the colour of the case.',
      'The design team is actually quite happy with the rubber case.',
    ])
      expect(withoutFillers(text, 'en')).toBe(text);
  });

  it('E160: a key point is shown without them', () => {
    expect(candidateText({ said: 'We just need one more week to finish the prototype drawing.' }, 'en')).toBe(
      'We need one more week to finish the prototype drawing.',
    );
  });
});
