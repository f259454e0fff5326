/**
 * Issue 15 hand audit (session 19) E24: "Since, what I decided to do, on Morgan's suggestion, was just get two new
 * microphones and try them out." was reported as a decision starting mid-thought. A connective followed at once by a
 * comma at an item's start ("Since,", "So,", "And,", "But,") is dropped from decisions, next steps and key points.
 * Spec: issue 15 deliverable 3 (readable units: no fragment that starts mid-thought).
 */
import { describe, expect, it } from 'vitest';
import { blockTopics, candidateText } from '../src/topics/block-topics.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { withoutDanglingConnective } from '../src/transcript/without-dangling-connective.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E24: a connective left dangling with a comma at an item start is dropped', () => {
  it('E24: the words go, the rest stays; a connective with no comma, or a temporal word, stays', () => {
    expect(withoutDanglingConnective('Since, what I decided to do was get two new microphones.')).toBe(
      'What I decided to do was get two new microphones.',
    );
    expect(withoutDanglingConnective("And, so, we'll order the cases from Leeds.")).toBe(
      "We'll order the cases from Leeds.",
    );
    expect(withoutDanglingConnective('But, the budget is fixed at four hundred pounds.')).toBe(
      'The budget is fixed at four hundred pounds.',
    );
    expect(withoutDanglingConnective('So we agreed the budget is fixed.')).toBe(
      'So we agreed the budget is fixed.',
    );
    expect(withoutDanglingConnective('Then, in March, the hall closes for repairs.')).toBe(
      'Then, in March, the hall closes for repairs.',
    );
    expect(withoutDanglingConnective('So, ...')).toBe('So, ...');
  });

  it('E24: decisions and next steps do not start with "Since," or "And,"', () => {
    const s = madeUpMeeting(
      [
        'Morgan: The old microphones keep dropping out on the far end of the table.',
        "Jane: Since, what I decided to do, on Morgan's suggestion, was just get two new microphones and try them out.",
        "Adam: And, I'll send the recordings from the new microphones to the transcribers by Friday.",
      ],
      '2026-05-04',
    );
    const items = [...s.decisions.map((d) => d.text), ...s.nextSteps.map((n) => n.text)];
    expect(items.length).toBeGreaterThan(0);
    for (const text of items) expect(text).not.toMatch(/^(?:since|and|so|but)\s*,/i);
    expect(s.nextSteps.map((n) => n.text)).toContain(
      "I'll send the recordings from the new microphones to the transcribers by Friday.",
    );
  });

  it('E24: a key point does not start with "Since,"', () => {
    const texts = [
      'Since, the new shed for the garden tools needs a concrete base and a lockable door before winter.',
      'The allotment gate was painted green by the volunteers on Sunday afternoon.',
      'Rainwater from the barn roof fills the blue barrels behind the compost bays.',
      'Children from the primary school plant sunflowers along the south fence in May.',
    ];
    const sentences = splitSentences(
      texts.map((text, i) => ({ speaker: i % 2 ? 'Sam' : 'Ana', timestamp: null, text, line: i + 1 })),
      'en',
    );
    const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', {
      position: 0,
      firstTopic: 0,
    });
    const first = found.topics.flatMap((t) => t.candidates).find((c) => c.line === 1);
    expect(first && candidateText(first, 'en')).toBe(
      'The new shed for the garden tools needs a concrete base and a lockable door before winter.',
    );
  });
});
