/**
 * Issue 15, session 20 (bench/blind8, real meetings), E41: a sentence ending on "you" was always read as a thought
 * broken off ("… and then you"), so "I'll check it for you." and "I'll send the revised budget to you." were never
 * whole sentences and their tasks were lost. "You" after a preposition or "thank" is the object and ends the thought;
 * a "you" after anything else still leaves the sentence unfinished.
 * Spec: issue 15 deliverable 3 (readable units: whole sentences) and 2 (recall of tasks).
 */
import { describe, expect, it } from 'vitest';
import { isCompleteSentence } from '../src/transcript/is-complete-sentence.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E41: an object "you" ends a sentence', () => {
  it('E41: after any preposition or "thank" the sentence is whole; a subject "you" is still cut off', () => {
    for (const s of [
      "I'll check it for you.",
      "I'm going to leave the decision with you.",
      "I'll send the revised budget to you",
      'We will get back to you.',
      'Thank you.',
      "I'll talk about it with you",
    ])
      expect(isCompleteSentence(s, 'en'), s).toBe(true);
    for (const s of ['And then you', 'So if you', 'The thing is that you.'])
      expect(isCompleteSentence(s, 'en'), s).toBe(false);
  });

  it('E41: the task said to "you" is reported', () => {
    const s = madeUpMeeting(
      [
        'Anna: The figures for the second quarter are late again.',
        "Ben: I'll send the revised budget to you.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.owner, n.text])).toEqual([
      ['Ben', "I'll send the revised budget to you."],
    ]);
  });
});
