import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisionLines = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => d.line);

describe('session 17: a chair\'s conclusion opening on "then we <verb>"', () => {
  it('"Then we pause the night deliveries until the lift is repaired." is a decision, whatever its verb', () => {
    const lines = decisionLines([
      'Rae: The goods lift failed its inspection again this morning.',
      'Tom: Without it nobody can move pallets upstairs at night.',
      'Rae: Right. Then we pause the night deliveries until the lift is repaired.',
      'Tom: Yes, I will tell the drivers tonight.',
      'Rae: The porch tiles are cracked across the front of the shop.',
      'Rae: Then we retile the porch in May, the quote from Marsh was fair.',
    ]);
    expect(lines).toContain(3);
    expect(lines).toContain(6);
  });

  it('a need, a possibility or a past event after "then we" is no decision', () => {
    const lines = decisionLines([
      'Rae: Then we need a bigger van for the market stall.',
      'Tom: Then we can look at the numbers again next month.',
      'Rae: Then we drove the pallets over to the depot ourselves.',
      'Tom: Then we went back to the office and waited for the engineer.',
    ]);
    expect(lines).toEqual([]);
  });
});
