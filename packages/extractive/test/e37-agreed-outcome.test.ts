/**
 * Issue 15 hand audit (session 19), E37: the functional design meeting's decision was quoted as its proposal, "Shall we
 * agree for sake of sort of clarity and when we resume that we'll use this idea David's proposed, …" (sample 2026-03-10
 * L543), a question. An accepted "shall we / can we / do we all agree … that <outcome>" is reported as the outcome.
 * Spec: issue 15 deliverable 2 (report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E37: an accepted "shall we agree that …" is reported as what was agreed', () => {
  it('E37: the asking frame goes, whatever its words, the outcome stays', () => {
    const s = madeUpMeeting(
      [
        "Anna: Shall we agree for the sake of clarity and when we resume that we'll use the three buckets David proposed?",
        'Ben: Yeah.',
        'Chloe: The casing could be rubber or plastic, rubber is nicer to hold.',
        'Anna: Can we all agree that the casing is rubber for the prototype?',
        'Ben: Yes, fine.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      "We'll use the three buckets David proposed",
      'The casing is rubber for the prototype',
    ]);
  });
});
