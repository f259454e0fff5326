/**
 * The made-up library board meeting the agenda tests (E226, E246, E247, E256) share.
 * `transcript(lines)`: `lines` in order as `[00:MM:00] **Speaker:** text` turns, two speakers taking turns, one line a
 * minute (so at most 60 lines). `TALK`: sixteen lines of the meeting's ordinary business.
 */
export function transcript(lines: readonly string[]): string {
  return lines
    .map((text, i) => `[00:${String(i).padStart(2, '0')}:00] **${i % 2 ? 'Priya' : 'Owen'}:** ${text}`)
    .join('\n');
}

/** Sixteen lines of business: the roof, the evening opening, the reading challenge, the book sale, the grant. */
export const TALK = [
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
