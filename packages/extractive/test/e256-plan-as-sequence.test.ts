import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { isPlanStep, opensPlan } from '../src/topics/stated-business.js';

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

describe('E256: the meeting plan said as a sequence of "then we\'ll" sentences', () => {
  it('reads "then we\'ll …" as a step and "I\'ll …" or "first we\'ll …" as its opener, not questions or denials', () => {
    expect(isPlanStep("Then we'll have the roof presentation.")).toBe(true);
    expect(isPlanStep('Then, we will look at the grant application.')).toBe(true);
    expect(isPlanStep("So then I'll go through the budget.")).toBe(true);
    expect(isPlanStep("Then we'll see about that?")).toBe(false);
    expect(isPlanStep("Then we won't need the roofer.")).toBe(false);
    expect(isPlanStep('Then the roof leaked again.')).toBe(false);
    expect(opensPlan("I'll go ahead and go through the minutes from the previous meeting.")).toBe(true);
    expect(opensPlan("First we're going to hear the treasurer's report.")).toBe(true);
    expect(opensPlan("We'll never finish the roof.")).toBe(false);
    expect(opensPlan('The roof leaked.')).toBe(false);
  });

  it("quotes the chair's plan with its steps as the meeting's agenda", () => {
    const opening =
      "Okay. Um I'll go ahead and go through the minutes from the previous meeting. Uh and then we'll have the roof repair presentation. Um then we will um do an evaluation of the grant application. Uh or we'll see what. Then we'll go through the book sale money and see if we can pay for the desks. Um let's see, minutes from the last meeting.";
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(result.keyPoints.filter((k) => k.line === 1).map((k) => k.text)).toEqual([
      "I'll go ahead and go through the minutes from the previous meeting. Then we'll have the roof repair presentation. Then we will do an evaluation of the grant application. Then we'll go through the book sale money and see if we can pay for the desks.",
    ]);
  });

  it('reads one "then" as the talk going on, not a plan', () => {
    const opening =
      "Okay. Um I'll go ahead and go through the minutes from the previous meeting. Uh and then we'll have the roof repair presentation. Um let's see, minutes from the last meeting.";
    const result = summarizeExtractive({ transcript: transcript([opening, ...TALK]), language: 'en' });
    expect(
      result.keyPoints.some((k) => k.text.includes("Then we'll have the roof repair presentation")),
    ).toBe(false);
  });
});
