/**
 * Issue 15, session 32 (real meetings: blind10 Bro011 L266), E108: "I wrote a little Matlab script that calculates that
 * and so I'm gonna sort of print those out for each of the words" was no next step: the filler "sort of" stood where
 * the cue wanted the verb ("sort" is no work verb). "sort of" and "kind of" are now read past before the verb, as
 * "also" and "try to" were, in every cue that reads a verb lead (commitments, offers, requests, status plans).
 * "I'm gonna sort of say …" is still no task (saying is no work).
 * Spec: issue 15 deliverable 2 (recall of next steps on real meetings).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E108: "sort of" / "kind of" before the verb', () => {
  it('E108: a commitment with the filler is the speaker’s task; one to say something is not', () => {
    const s = madeUpMeeting(
      [
        'Ana: The far-field numbers are still odd.',
        "Raj: I checked the lexicon yesterday. I'm gonna sort of rerun the alignment for the far-field channel tonight.",
        'Ana: And the budget?',
        "Raj: I'll kind of draft the budget for the new microphones by Friday.",
        "Ana: I'm gonna sort of say that the numbers look fine to me.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [2, 'Raj'],
      [4, 'Raj'],
    ]);
    expect(s.nextSteps[0]!.text).toContain('rerun the alignment for the far-field channel');
  });
});
