/**
 * Issue 15, session 43 (next-step recall on real research meetings): a researcher's own next step said as a cleft
 * with no task cue word ("One thing I wanted to try was to actually run …", "the next thing to do is probably to tune
 * …", "my first stab … is to re-implement …", "the way I want to extend his work is make it …") was found by no
 * finder. E287 (family n:stated-plan) reads it as a next step of its speaker, due date when said; what the speaker
 * wants to say or float to the room, and a plan broken off, are not read so.
 * Spec: issue 15 (next steps: a researcher's own stated next step is a task).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E287: a plan said as a cleft', () => {
  it('E287: each form of the cleft is a next step of its speaker, with its due date when said', () => {
    const s = madeUpMeeting(
      [
        'Ann: The hybrid system is still far behind the tandem features on the far-field digits.',
        'Ben: One thing I wanted to try was to actually run a standard hybrid system with the retrained MLP by Friday.',
        'Ann: Okay.',
        'Cat: Chuck and I talked and the next thing to do is probably to tune the size of the Gaussian system.',
        'Ann: Right.',
        'Dan: So my first stab at continuing his work is to re-implement the time and frequency resolution code.',
        'Ann: Good.',
        'Eve: The way I want to extend his work is make it deal with a time varying reverberation response.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner, n.due])).toEqual([
      [2, 'Ben', '2026-05-08'],
      [4, 'Cat', null],
      [6, 'Dan', null],
      [8, 'Eve', null],
    ]);
  });

  it('E287: what the speaker wants to say or float to the room, or a plan broken off, is no next step', () => {
    const s = madeUpMeeting(
      [
        'Ann: Thanks for coming to the programme board this afternoon.',
        'Ben: The other thing I wanted to float, and this is just a float, is a placement year option.',
        'Ann: Okay.',
        'Cat: What I wanted to emphasise here is just the bulb and the battery in the case.',
        'Ann: Right.',
        "Dan: I one thing I want to do is oh, I think the meeting's done.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });
});
