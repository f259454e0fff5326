import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';

// R261 (issue 15 deliverable 3): a clause given up on an article or a preposition and said again from a new subject
// opens the unit at the new subject. Shapes from the dev meetings (bench/blind8 … blind15).
describe('R261: a start given up on an article or preposition', () => {
  // [as said, as shown]: the words up to the new subject go.
  const cuts: [string, string][] = [
    // After an article: blind8 ES2004c line 349, blind13 IS1007c, blind15 Bed004, blind11 Bmr026, blind12 ES2009c.
    [
      'This is on a I I I found th that only common feature is the channel control.',
      'I found that only common feature is the channel control.',
    ],
    [
      'The you check all the probability that saying TV twenty five.',
      'You check all the probability that saying TV twenty five.',
    ],
    [
      'The she w she was definitely good in the sense that she showed us the weaknesses.',
      'She was definitely good in the sense that she showed us the weaknesses.',
    ],
    ["it's the they really are cheap.", 'They really are cheap.'],
    [
      "I want the I'd like you to work on just the basic look and feel.",
      "I'd like you to work on just the basic look and feel.",
    ],
    // A preposition the unit opens on: blind8 ES2004c line 461, blind13 IS1007c.
    [
      "On we've got the flip-screen, the top one is gonna be the LCD.",
      "We've got the flip-screen, the top one is gonna be the LCD.",
    ],
    ['At I see that that is useful for old people.', 'I see that is useful for old people.'],
    // The markers the new start opens on go too: blind12 Bmr025, blind14 Bro007.
    [
      "We'll have a you know, have a scribe, have somebody take good notes.",
      'Have a scribe, have somebody take good notes.',
    ],
    [
      "See the I mean the reason I'm asking is we have all these small differences.",
      "The reason I'm asking is we have all these small differences.",
    ],
  ];
  it('opens the unit at the new subject', () => {
    for (const [said, shown] of cuts) expect(cleanDisfluencies(said)).toBe(shown);
  });

  it('keeps what is no given-up start', () => {
    for (const text of [
      // A letter named as a plan or a key, an object pronoun, a suggestion, a subordinate clause, an infinitive.
      'Plan A we keep for later.',
      "I'll check it for you on Industrial Design's side.",
      "I'd be happy to work with you on that.",
      'How about we go with the rubber case?',
      'Before the she signed off on the donation it was the minister who decided.',
      'For 2019-20, we are allocating the money.',
      'Later on we decided to keep the batteries.',
      'We want to be able to say what we need.',
      // blind13 Bmr024: a hedge said inside the phrase.
      "We're using a I don't know, forty?",
    ])
      expect(cleanDisfluencies(text)).toBe(text);
  });

  it('shows the key points of a real meeting from their new subject (blind8 ES2004c)', () => {
    const file = fileURLToPath(
      new URL('../bench/blind8/ES2004c Remote control conceptual design.md', import.meta.url),
    );
    const result = summarizeExtractive({ transcript: readFileSync(file, 'utf8'), meetingDate: '2026-04-01' });
    const byLine = new Map(result.keyPoints.map((k) => [k.line, k.text]));
    expect(byLine.get(349)).toMatch(/^I found that only common feature is the channel control/);
    expect(byLine.get(461)).toMatch(/^We've got the flip-screen/);
  });
});
