import { describe, expect, it } from 'vitest';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E8: a filler set off by commas goes with its commas', () => {
  it('E8: inside a clause both commas go; before a clause of its own one stays', () => {
    expect(cleanDisfluencies('The girls need, um, long skirts and bonnets for the second act.')).toBe(
      'The girls need long skirts and bonnets for the second act.',
    );
    expect(cleanDisfluencies('The raffle was, uh, about half of what we made at the fete.')).toBe(
      'The raffle was about half of what we made at the fete.',
    );
    expect(cleanDisfluencies("The gas bill's, erm, it's nearly double what it was in spring.")).toBe(
      "The gas bill's, it's nearly double what it was in spring.",
    );
    // A filler with one comma or none is removed as before.
    expect(cleanDisfluencies('So um the van is booked, uh for Tuesday.')).toBe(
      'The van is booked, for Tuesday.',
    );
  });
});

describe('E9: asking someone to walk the meeting through something is not a task', () => {
  it('E9: "Sian, can you, um, walk us through the rota?" gives no next step; "Sian, can you email the rota?" does', () => {
    const steps = (turn: string) =>
      madeUpMeeting(
        ['Chair: Right, the summer rota for the café is next.', turn, 'Sian: Sure, so it starts in June.'],
        '2026-05-04',
      ).nextSteps.map((s) => s.line);
    expect(steps('Chair: Sian, can you, um, walk us through the summer rota for the café?')).toEqual([]);
    expect(steps('Chair: Sian, could you fill us in on the summer rota for the café?')).toEqual([]);
    expect(steps('Chair: Sian, can you take everyone through the summer rota for the café?')).toEqual([]);
    expect(steps('Chair: Sian, can you email the summer rota for the café to the volunteers?')).toEqual([2]);
  });
});
