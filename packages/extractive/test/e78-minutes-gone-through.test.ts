/**
 * Issue 15, session 27, E78: a project manager who opens with "I'll just take a few minutes and go through the previous
 * minutes." and then reads them ("Um we decided that, or we know that we need to use company colours, company logo.",
 * bench/blind14 ES2016c L5–L6) had the earlier meeting's outcome reported as this meeting's decision: the recap
 * markers knew "recap on the minutes" and "the minutes from the last meeting", not the minutes gone through. "A few
 * minutes" of time opens no recap.
 * Spec: issue 15 deliverable 2 (recaps of the previous meeting's minutes are not this meeting's decisions).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E78: going through the previous minutes opens a recap', () => {
  it('E78: what is read from the previous minutes is no decision; a decision after the recap stays', () => {
    const s = madeUpMeeting(
      [
        "Dana: This is our conceptual design meeting. I'll just take a few minutes and go through the previous minutes.",
        'Dana: We decided that we need to use the company colours and the company logo on the case.',
        'Tom: Right. On the energy source, the kinetic one is too expensive for our budget.',
        "Dana: Okay, so we've decided to use ordinary batteries for the remote control.",
        'Mia: Yeah, fine.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((x) => x.line)).toEqual([4]);
  });
});
