/**
 * Issue 15, F106 (E296's kind, left over): the restart cleaner still cut real words, in three forms the review of
 * session 44 named and the dev sets hold —
 * - a clause of one verb closed by a comma, the next clause opening on the same pronoun: "Then you go down, you switch,
 *   you go into the right, you switch, you go down." lost both "you switch," ("you go down, you go into the right");
 *   "You buy, you get one." → "You get one."; "If I may, I think …" → "If I think …";
 * - two clauses said alike with their own objects: "But if we don't have a LCD we don't have a menu." → "But if we
 *   don't have a menu." (as "let's do this let's do that" is two clauses, not a restart), and a comma further inside
 *   the first: "If we use a scroll, then we have the uh regular chip." → "If we have the uh regular chip.";
 * - an intensifier said twice for emphasis, said once: "really, really broad" → "really broad", "very, very clear".
 * Each kept whole now; the restarts E33, E163 and E296 clean still go ("it still, it requires", "we just we'll go").
 * Lines quoted from the dev sets (file and line in the comments).
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed, nothing the speaker did not say).
 */
import { describe, expect, it } from 'vitest';
import { withoutRepeatedPhrases } from '../src/transcript/without-repeated-phrases.js';
import { withoutRestarts } from '../src/transcript/without-restarts.js';

/** Dev-set lines (and two made-up ones) the cleaner must leave whole, by the kind of repeat that is no restart. */
const KEPT_WHOLE: Record<string, string[]> = {
  'a one-verb clause closed by a comma': [
    // blind10, TS3010c Remote control conceptual design, line 259
    'Then you go down, you switch, you go into the right, you switch, you go down.',
    // blind9, TS3004c Remote control conceptual design, line 592
    'You buy, you get one.',
    // blind11, education_10, line 14
    'We monitor, we receive forecasts, five-year forecasts, and we meet frequently with all our universities now.',
    // blind9, education_9, line 2
    "If I may, I think it's important to understand what the level of that feedback has been.",
  ],
  'two clauses said alike, or a comma inside the first': [
    // blind10, TS3010c, line 181
    "But if we don't have a LCD we don't have a menu.",
    // blind10, TS3010c, line 311
    'If we use a scroll, then we have the uh regular chip.',
    "let's do this let's do that",
    'we do this, we do that',
  ],
  'an intensifier said twice': [
    // blind9, education_9, line 161
    'The resources we have to support the Welsh dimension are really, really, really broad and not confined to specific areas.',
    // blind14, education_1, line 17
    "And I'm also very, very clear that should we be given the opportunity",
    // sample vault
    'that is very very basic',
    'much, much better',
  ],
};

describe('F106: clauses said alike and emphasis are no restarts', () => {
  it.each(Object.entries(KEPT_WHOLE))('F106: %s keeps its words', (_, lines) => {
    for (const said of lines) expect(withoutRestarts(said), said).toBe(said);
  });

  it('F106: a verb before a broken-off word stays; another word said twice is said once', () => {
    // blind10, TS3010c, line 197: the verb stays; only the repeated broken-off "mu" goes.
    expect(
      withoutRestarts('And this has to be harder, because when it falls, it mu mu must not burst.'),
    ).toBe('And this has to be harder, because when it falls, it mu must not burst.');
    expect(withoutRepeatedPhrases('the, the remote')).toBe('the remote');
    expect(withoutRepeatedPhrases('so so the thing is')).toBe('so the thing is');
  });

  it('F106: restarts said at once still go', () => {
    const cleaned: Array<[string, string]> = [
      ['it still, it requires a lot of work', 'It requires a lot of work'],
      [
        "I think we include mute, but apart from that I think we just we'll go for the simpleness",
        "I think we include mute, but apart from that I think we'll go for the simpleness",
      ],
      ['what it actually what requirements it has to fulfil', 'What requirements it has to fulfil'],
      ["Then we run it through then it then I'm gonna edit it", "Then I'm gonna edit it"],
      ['when you th, you think about it', 'when you think about it'],
      ['it kinda feels it feels good', 'It feels good'],
      ['I was uh I was talking to them', 'I was talking to them'],
      ['you switch, you switch it on', 'you switch it on'],
    ];
    for (const [said, kept] of cleaned) expect(withoutRestarts(said), said).toBe(kept);
  });
});
