/**
 * Issue 15, session 33 (recall on the real pool's development sets): a plan said as a pseudo-cleft — "What I want to
 * do is to look into …", "What we'll do is, we will stick with …" — opens like a wh-question ("what I …"), so the
 * engine dropped it as a question. E112 reads such an opening, with no question mark, as the statement it is; "what
 * we do is …" (a habit), "what we're trying to do is …" (an aim) and a real question ("What do we do about the
 * hall?", "What I want to do is what, exactly?") are not read so.
 * Spec: issue 15 deliverable 2 (decisions and next steps: questions dropped, statements of the work kept).
 */
import { describe, expect, it } from 'vitest';
import { notAnItem } from '../src/cues/precision-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E112: a plan said as "what I want to do is …"', () => {
  it('E112: the pseudo-cleft of a plan is no question; a habit, an aim and a question with its mark still are', () => {
    const why = (text: string) => notAnItem(text.toLowerCase(), text, 'en');
    expect(why('What I want to do is to look into cross-talk filters for the lapel channels.')).toBeNull();
    expect(why("What we'll do is, we will stick with the cheaper board until the price comes.")).toBeNull();
    expect(why("What I'm going to do first is rerun the alignment on the new data.")).toBeNull();
    expect(why('What we do is map the breath sounds to a noise model.')).toBe('question');
    expect(why('What do we do about the hall?')).toBe('question');
    expect(why('What I want to do is what, exactly?')).toBe('question');
  });

  it('E112: in a meeting, the plan is a next step of its speaker', () => {
    const s = madeUpMeeting(
      [
        'Ann: The overlap detector still gives false overlaps on the lapel channels.',
        'Ben: What I want to do is to look into cross-talk filters for removing those false overlaps.',
        'Ann: Okay.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([[2, 'Ben']]);
  });
});
