/**
 * Issue 15, session 31, E101: a decision cue said inside a condition was reported as the outcome ("I think if we are
 * gonna use a touchscreen we're gonna go way above the twelve and a half Euros." was a decision: the cue "we are gonna
 * use" sits in the "if" clause). Every form of an open condition — if, unless, whether, in case, as long as, assuming,
 * provided — before the cue with no clause break between them now blocks it; the main clause after the condition's
 * comma ("If the quote holds, we'll drop the metal case.") is still read.
 * Spec: issue 15 deliverable 2 (precision: drop hedges; report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E101: a cue inside a condition is no decision', () => {
  it('E101: if / unless / whether / in case / as long as / assuming + a cue, no comma: no decision', () => {
    const s = madeUpMeeting(
      [
        'Ana: I think if we are going to use the glass front the price goes up by two euros.',
        'Ben: Yeah.',
        "Cal: Unless we're gonna keep the metal hinge the lid will crack in the first month.",
        'Dee: Mm.',
        "Ana: In case we'll drop the blue sleeve the printer needs to know by Friday.",
        'Ben: Okay.',
        'Cal: As long as we decided on the supplier the order can go out next week.',
        'Dee: Right.',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });

  it("E101: the main clause after the condition's comma is still a decision", () => {
    const s = madeUpMeeting(
      [
        'Ana: The supplier sent a quote for both cases this morning.',
        "Ben: If the quote holds, we'll drop the metal case from the range.",
        'Cal: Fine.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([2]);
  });
});
