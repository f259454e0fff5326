import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { announcesAgendaItems, statedBusiness } from '../src/topics/stated-business.js';

/** A made-up library board meeting: `lines` in order, two speakers taking turns, one line a minute. */
function transcript(lines: readonly string[]): string {
  return lines
    .map((text, i) => `[00:${String(i).padStart(2, '0')}:00] **${i % 2 ? 'Priya' : 'Owen'}:** ${text}`)
    .join('\n');
}

const TALK = [
  'The roof over the reading room leaked again in the storm and soaked two shelves of local history books.',
  'The roofer quoted four thousand pounds to replace the flashing around the reading room skylight.',
  'The local history books can be dried and rebound by the county conservation service for free.',
  'Until the skylight is fixed the reading room stays closed on rainy days and the books move upstairs.',
  'The evening opening trial brought forty new members in its first month, mostly students after college.',
  'Keeping the evening opening needs two more volunteers on Thursdays because staff hours are capped.',
  'The students asked for more desks and power sockets in the study corner for the evening opening.',
  'Power sockets in the study corner need an electrician and a new circuit from the main fuse board.',
  'The reading challenge for children signed up three hundred children over the summer holidays.',
  'The reading challenge medals ran out in August so the county sent certificates instead of medals.',
  'Next summer the reading challenge should order medals early, in March, from the county supplier.',
  'The book sale raised six hundred pounds, which could pay for the desks in the study corner.',
  'The book sale tables blocked the fire exit, so next time the sale moves to the car park.',
  'The council grant for the library roof opens in January and closes at the end of February.',
  'The grant application needs the roofer quote, photos of the leak and the board minutes.',
  'The board minutes approving the roof repair have to be signed by the chair before January.',
];

describe('E246: an agenda announced by its count is quoted with the items named next', () => {
  it('reads the agenda by its count, or its things, as the agenda; a denial after it is about something else', () => {
    const count =
      'This is gonna be a short meeting because I have four agenda items, three of them requested by Jane who is not gonna be here today.';
    expect(statedBusiness(count)).toBe('agenda');
    expect(announcesAgendaItems(count)).toBe(true);
    expect(statedBusiness("We've got three things on the agenda today, the roof first.")).toBe('agenda');
    expect(statedBusiness('So the things on the agenda are the roof and the evening opening.')).toBe(
      'agenda',
    );
    expect(announcesAgendaItems('So the things on the agenda are the roof and the evening opening.')).toBe(
      false,
    );
    // A denial before or in the agenda is still none; so is a question.
    expect(statedBusiness("We don't have four agenda items today, only the roof.")).toBeNull();
    expect(statedBusiness('Do we have four agenda items today?')).toBeNull();
  });

  it('quotes the count with the first item named after it, skipping a one-word aside, stopping at a question', () => {
    const opening =
      'So, I think this is gonna be a short meeting because I have four agenda items, three of them were requested by Jane who is not gonna be at the meeting today. So. The uh first was the roof repair. Does anyone besides Jane know what the roofer said?';
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(result.keyPoints.filter((k) => k.line === 1).map((k) => k.text)).toEqual([
      'This is gonna be a short meeting because I have four agenda items, three of them were requested by Jane who is not gonna be at the meeting today. The first was the roof repair.',
    ]);
  });
});
