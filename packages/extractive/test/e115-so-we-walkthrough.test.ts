/**
 * Issue 15, session 34, E115: a "so we …" summing-up (`soOutcomes`) read a walk-through as an outcome: a speaker showing
 * a spreadsheet or a drawing says where the room's eyes go ("So we open up that blank here.", "So, we find ourselves
 * there, and now we work out the average."). A place pointed at (here, there) makes no summing-up; "there's" / "there
 * is" points at nothing, and "so we use a normal battery" still is one.
 * Spec: issue 15 deliverable 2 (precision: decisions are about the work, no presentation's content).
 */
import { describe, expect, it } from 'vitest';
import { soOutcomes } from '../src/cues/decision-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E115: a walk-through that points at a place is no summing-up', () => {
  it('E115: "so we … here / there" on a shared screen is no decision; a summing-up with its object stays', () => {
    const s = madeUpMeeting(
      [
        'Priya: Let me share the budget sheet with everyone now.',
        'Priya: So we click into the second tab over here.',
        'Tom: Okay.',
        'Priya: So, we land on the totals there, and now we add the travel column.',
        'Tom: Right.',
        'Priya: So we keep the travel budget at four thousand for the year.',
        'Tom: Yeah.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((x) => x.line)).toEqual([6]);
  });

  it('E115: "there\'s" and "there is" point at no place', () => {
    expect(soOutcomes.en?.test("so we drop the screen, there's no budget for it.")).toBe(true);
    expect(soOutcomes.en?.test('so we hang the banner there.')).toBe(false);
    expect(soOutcomes.en?.test('then we sign here and here.')).toBe(false);
  });
});
