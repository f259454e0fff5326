/**
 * Issue 15, session 23 (real meetings, blind10 Bro011), E63: a sentence ending on "from", "at", "by", "of", "to" or
 * "into" was always read as a thought broken off, so "I'm going to try to create more word-specific prototype HMMs to
 * start training from." was a fragment and its task was lost. A stranded preposition whose object stands earlier in
 * the sentence — after a wh-word, a noun with its own infinitive, or a noun followed by a subject — ends the thought;
 * a preposition after a verb of wanting or going ("we need to talk to") or with nothing to point back to ("it comes
 * from") still leaves the sentence unfinished.
 * Spec: issue 15 deliverable 3 (readable units: whole sentences) and 2 (recall of tasks).
 */
import { describe, expect, it } from 'vitest';
import { isCompleteSentence } from '../src/transcript/is-complete-sentence.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E63: a stranded preposition ends a relative clause', () => {
  it('E63: every form of the kind is a whole sentence; a preposition broken off is not', () => {
    for (const s of [
      "I'm going to try to create more word-specific prototypes to start training from.",
      "That's exactly what we're looking at.",
      "That's the data we start from.",
      "It's something I hadn't thought of.",
      'Those are the people I spoke to.',
      'We need a better baseline to compare the new features by.',
      'This is the room we moved the servers into.',
    ])
      expect(isCompleteSentence(s, 'en'), s).toBe(true);
    for (const s of [
      'We need to talk to.',
      'So we have to go to.',
      'I think it comes from.',
      'I think that we need to talk to.',
      'It has a number of.',
      'And then the results of the',
      'We are going to.',
    ])
      expect(isCompleteSentence(s, 'en'), s).toBe(false);
  });

  it('E63: the task that ends on a stranded preposition is reported', () => {
    const s = madeUpMeeting(
      [
        'Dan: The clean speech results are still worse than last month.',
        "Eve: I'm going to build a smaller set of prototypes to start the training from.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.owner, n.text])).toEqual([
      ['Eve', "I'm going to build a smaller set of prototypes to start the training from."],
    ]);
  });
});
