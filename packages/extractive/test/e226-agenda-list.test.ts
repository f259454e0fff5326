import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statedBusiness } from '../src/topics/stated-business.js';

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

describe('E226: the agenda said as a list is the meeting business', () => {
  it('reads an agenda said without a determiner, or as its items, as the agenda', () => {
    expect(
      statedBusiness(
        'Agenda is according to this, is the roof, the evening opening, the reading challenge, et cetera.',
      ),
    ).toBe('agenda');
    expect(statedBusiness('So agenda for today is the roof and the evening opening.')).toBe('agenda');
    expect(statedBusiness('The agenda items for today are the roof repair and the book sale.')).toBe(
      'agenda',
    );
    expect(statedBusiness('OK, the items on the agenda are the roof and the reading challenge.')).toBe(
      'agenda',
    );
  });

  it('an aside about the agenda or a question about it is no agenda', () => {
    expect(
      statedBusiness('A major thing in the agenda is I wanna help with the list of repairs.'),
    ).toBeNull();
    expect(statedBusiness('Does anyone have anything to add to the agenda?')).toBeNull();
    expect(statedBusiness('Are the agenda items for today the roof and the book sale?')).toBeNull();
  });

  it('an agenda list the speaker trails off from on "and" is shown, cited on its line, ending on a full stop', () => {
    const agenda =
      'So. Agenda is according to this, is the roof repair, the evening opening, the reading challenge, the book sale, et cetera and';
    const result = summarizeExtractive({ transcript: transcript([agenda, ...TALK]), language: 'en' });
    expect(result.keyPoints.find((k) => k.line === 1)?.text).toBe(
      'Agenda is according to this, is the roof repair, the evening opening, the reading challenge, the book sale, et cetera.',
    );
  });

  it('a line that trails off on "and" without a whole clause before it is still no statement', () => {
    const broken = 'So. Agenda is according to and';
    const result = summarizeExtractive({ transcript: transcript([broken, ...TALK]), language: 'en' });
    expect(result.keyPoints.some((k) => k.line === 1)).toBe(false);
  });
});
