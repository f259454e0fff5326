import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statedBusiness } from '../src/topics/stated-business.js';

/** A made-up allotment society meeting, one line a minute, three speakers in turn. */
const ALLOTMENTS = [
  'The water butts on the east plots leaked all summer because the taps on the old tanks have perished.',
  'Replacing the perished taps on the east plot tanks costs about forty pounds for the lot.',
  'The hedge along the lane needs cutting back before the bird nesting season starts in March.',
  'Cutting the lane hedge needs the society strimmer and three volunteers on a dry Saturday.',
  'The society strimmer needs a new blade and a service before anyone uses it on the lane hedge.',
  'Plot rents went up last year and two tenants on the west side say they cannot pay the new rent.',
  'A hardship discount on plot rents would cost the society about sixty pounds a year.',
  'The manure delivery from the riding stables comes on the first Sunday of every month.',
  'The manure pile by the gate blocks the path for wheelbarrows when the delivery is large.',
  'Moving the manure pile behind the shed would keep the gate path clear for wheelbarrows.',
  'The seed swap in the village hall brought in twelve new members and two hundred packets of seed.',
  'Next year the seed swap could run with the horticultural show to share the village hall costs.',
  'The compost bays by the shed are full and the council no longer collects green waste for free.',
  'A fourth compost bay by the shed would need pallets, which the builders merchant gives away.',
  'The waiting list for plots is up to thirty names, most of them families from the new estate.',
  'Splitting the three overgrown plots into half plots would take eight families off the waiting list.',
];

function meeting(lines: readonly string[]): string {
  const who = ['Maureen', 'Dev', 'Alison'];
  return lines
    .map((text, i) => `[00:${String(i).padStart(2, '0')}:00] **${who[i % 3]}:** ${text}`)
    .join('\n');
}

describe('E360: an agenda that names the minutes among its items is still the agenda', () => {
  it('reads an agenda listing the minutes with the meeting’s subjects (blind15 ES2013d’s form)', () => {
    expect(
      statedBusiness(
        'Our agenda is, as before, for me to open the meeting, for us to go over the previous minutes, then for the two of you to present your prototype and for Sarah to present the evaluation criteria.',
      ),
    ).toBe('agenda');
    expect(statedBusiness('So the agenda is the minutes, then the hedge and the compost bays.')).toBe(
      'agenda',
    );
    // Procedure before the agenda's words does not hide what the agenda names after them.
    expect(statedBusiness('After the minutes, today we will talk about the plot rents.')).toBe('agenda');
  });

  it('an agenda of procedure only is none, as an item of procedure is none', () => {
    expect(statedBusiness('Our agenda is to go over the previous minutes.')).toBeNull();
    expect(statedBusiness('The agenda today is the minutes and apologies.')).toBeNull();
    // An aside set off by commas is no item of the agenda.
    expect(statedBusiness('The agenda is, as before, to go over the previous minutes.')).toBeNull();
    expect(statedBusiness('Item one is the minutes of the March meeting.')).toBeNull();
    // The minutes spoken of outside an agenda are still no business.
    expect(statedBusiness('Item 3 is the minutes of the committee meeting.')).toBeNull();
  });

  it('such an agenda said mid-meeting is a key point, shown as said', () => {
    const agenda =
      'Our agenda is, as before, for me to open the meeting, for us to go over the previous minutes, then for Dev to present the plot rents and for Alison to present the compost bays.';
    const lines = [...ALLOTMENTS.slice(0, 8), agenda, ...ALLOTMENTS.slice(8)];
    const result = summarizeExtractive({ transcript: meeting(lines), language: 'en' });
    expect(result.keyPoints.find((k) => k.line === 9)?.text).toBe(agenda);
  });
});
