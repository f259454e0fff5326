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

describe('E247: the agenda said as what the meeting moves into or is to settle', () => {
  it('reads the phase moved into and the decisions or points of this meeting as the agenda', () => {
    // The cleaning takes the opening "now": the phase moved into opens the sentence.
    expect(statedBusiness("We're going into the roof repair plan.")).toBe('agenda');
    expect(statedBusiness("Today we're moving on to the evening opening.")).toBe('agenda');
    expect(
      statedBusiness('The decisions that we need to make today, finally, are which roofer we use and when.'),
    ).toBe('agenda');
    expect(statedBusiness('A few points of interest in this meeting are the roof and the grant.')).toBe(
      'agenda',
    );
    expect(statedBusiness("In this meeting ideally we'll come to some final decisions on the roof.")).toBe(
      'agenda',
    );
    // Going into a place, or decisions of another day, are no agenda.
    expect(statedBusiness("We're going into town after the meeting.")).toBeNull();
    expect(statedBusiness('The decisions we made last year were wrong.')).toBeNull();
  });

  it('quotes a short agenda with the sentence after it that says more', () => {
    const opening =
      "Uh now we're going um into the roof repair plan. Um important thing of this phase is that we agree on the roofer, the grant application and the budget for the skylight. But first";
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(result.keyPoints.filter((k) => k.line === 1).map((k) => k.text)).toEqual([
      "We're going into the roof repair plan. Important thing of this phase is that we agree on the roofer, the grant application and the budget for the skylight.",
    ]);
  });
});
