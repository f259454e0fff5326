/**
 * Issue 15, E296: the restart cleaner cut real words — "so it means I can spell it out" became "so it out" (a quality
 * helper's repro), and the dev sets showed the same kind: an opener said twice far apart in one sentence (the second an
 * object, a relative clause after a noun phrase, or the next clause after a comma) was read as a start abandoned and
 * said again. A restart repeats the start of a phrase at once ("so it — so it means"); the E33 cases stay cleaned.
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed, nothing the speaker did not say).
 */
import { describe, expect, it } from 'vitest';
import { withoutRestarts } from '../src/transcript/without-restarts.js';

describe('E296: a word said twice far apart is no restart', () => {
  it('E296: sentences from the dev sets keep every word', () => {
    for (const said of [
      "It's the average evaluation score is one point eight, so it means I can spell it out.",
      // sample vault
      'What is your assessment of whether we are seeing the improvements we need to see in the quality of teaching?',
      'We look at standards, we look at teaching and learning in the classroom, we look at well-being.',
      'And then also, if you did it on Switchboard, you would have, the full continuum of transcriptions.',
      "About how if you have a bright colour you'll not lose it so much.",
      "Yeah, it smells funny doesn't it.",
      "If you have a Telewest box you've got like, you don't have to buy all the channels.",
      // blind8
      "Yeah, you could steal anything you want, I don't care.",
      "Because it doesn't automatically bleep it at the time.",
      "I just had another idea, I don't know if it helps with that, but just to do with the RSI.",
    ])
      expect(withoutRestarts(said), said).toBe(said);
  });

  it('E296: restarts said at once still go, the second start after a broken-off letter too', () => {
    const cases: [string, string][] = [
      ['So it so it means I can spell it out.', 'So it means I can spell it out.'],
      [
        'If you if you see how thin the tracks are, you could you could s you could put them next to each other.',
        'If you see how thin the tracks are, you could put them next to each other.',
      ],
      // sample 2026-03-11, blind8 ES2004c: the phrase said again, or its word broken off first
      [
        'And it kinda feels it feels kind of warmer to the touch.',
        'And it feels kind of warmer to the touch.',
      ],
      ['When you th you think of the next two options.', 'When you think of the next two options.'],
      ["I think we just we'll go for the simpleness.", "I think we'll go for the simpleness."],
      ["Then we run it through then it then I'm gonna edit it.", "Then I'm gonna edit it."],
      ["We can try running we haven't done this yet.", "We haven't done this yet."],
    ];
    for (const [said, kept] of cases) expect(withoutRestarts(said), said).toBe(kept);
  });
});
