import { describe, expect, it } from 'vitest';
import { namedDay } from '../src/extract/mark-reversals.js';
import { madeUpMeeting } from './made-up-meeting.js';

const reversed = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => ({ line: d.line, by: d.reversedBy?.line ?? null }));

describe('E5: a day settled again later reverses the decision that named another day', () => {
  it('E5: "Saturday the fourth it is." then "Right, Sunday the fifth then." is shown reversed', () => {
    const found = reversed([
      'Mair: The scout hut is free on Saturday the fourth for the jumble sale.',
      'Iolo: Shall we take Saturday the fourth then? Does that suit everyone?',
      'Mair: Works for me.',
      'Iolo: Lovely, Saturday the fourth it is.',
      'Mair: Next, the raffle prizes. The garden centre has given us a voucher.',
      'Iolo: That is generous of them, we should send a card.',
      'Mair: Oh, I have just had a text from the hut warden, the fourth is double booked.',
      'Iolo: Is the Sunday free?',
      'Mair: Sunday the fifth is free, yes.',
      'Iolo: Right, Sunday the fifth then. Mair, can you tell the stallholders?',
    ]);
    expect(found).toContainEqual({ line: 4, by: 10 });
  });

  it('E5: the same day said again, or a day settled when no decision named one, reverses nothing', () => {
    const same = reversed([
      'Iolo: Lovely, Saturday the fourth it is.',
      'Mair: The raffle prizes are sorted, the garden centre gave us a voucher.',
      'Iolo: Saturday the fourth then, we are all agreed.',
      'Mair: Okay, the fourth then.',
    ]);
    expect(same).toEqual([{ line: 1, by: null }]);
    const undated = reversed([
      "Mair: We're going with the garden centre voucher as first prize in the raffle.",
      'Iolo: The hut is free on both days that weekend.',
      'Iolo: Sunday the fifth then.',
    ]);
    // "first prize" names no day: there is nothing for the day settled later to change.
    expect(undated).toEqual([{ line: 1, by: null }]);
  });

  it('E5: namedDay reads weekdays and days of the month said as dates, not "a second delivery"', () => {
    expect(namedDay('Great, Friday the eleventh it is.')).toEqual({ weekday: 'friday', day: 11 });
    expect(namedDay('by the 3rd of May')).toEqual({ weekday: null, day: 3 });
    expect(namedDay('the twenty-first then')).toEqual({ weekday: null, day: 21 });
    expect(namedDay('Thursday then.')).toEqual({ weekday: 'thursday', day: null });
    expect(namedDay('and a second bread delivery on the van')).toBeNull();
    expect(namedDay('the first thing is the boiler')).toBeNull();
  });
});
