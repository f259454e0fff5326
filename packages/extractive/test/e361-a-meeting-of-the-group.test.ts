import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statedBusiness } from '../src/topics/stated-business.js';

/** A made-up lifeboat station crew meeting, one line a minute, two speakers in turn. */
const STATION = [
  'The new tractor for the boathouse arrived on Tuesday and the crew trained on the slipway launch at low water.',
  'Launching from the slipway at low water takes eleven minutes with the new tractor, four less than before.',
  'The pager system dropped two call-outs in March because the mast on the headland lost power in the storm.',
  'A battery backup for the headland mast would keep the pagers working through a power cut of a day.',
  'The battery backup quote from the radio firm came to nine hundred pounds including the fitting.',
  'Fundraising from the summer open day brought in enough to cover the battery backup and the drysuits.',
  'Three of the crew drysuits failed their seal test and have to go back to the maker before June.',
  'Until the drysuits come back the station borrows three from the neighbouring station along the coast.',
  'The casualty care course in Poole has two places in May for crew who have not done the refresher.',
  'Sending two crew to the casualty care course means the weekday pager rota is short for a week.',
  'The weekday pager rota could be covered by the shore crew who live within five minutes of the boathouse.',
  'The open day next summer could add a boat display in the harbour if the weather holds for the launch.',
];

function meeting(lines: readonly string[]): string {
  return lines
    .map((text, i) => `[00:${String(i).padStart(2, '0')}:00] **${i % 2 ? 'Kerensa' : 'Jago'}:** ${text}`)
    .join('\n');
}

describe('E361: this meeting named by whose it is — "this third meeting of the design group"', () => {
  it('reads the meeting named by the group, committee or team it is of', () => {
    expect(statedBusiness('Thank you for coming to this third meeting of the design group.')).toBe('name');
    expect(statedBusiness('This is the second meeting of the lifeboat station crew committee.')).toBe('name');
    expect(statedBusiness("Today's session of the harbour users group will be short.")).toBe('name');
  });

  it('another meeting, or a group with no name, is none', () => {
    // The last meeting is not this one.
    expect(statedBusiness('At the last meeting of the design group we agreed on the colours.')).toBeNull();
    // "the committee" alone names nothing.
    expect(statedBusiness('This is the third meeting of the committee.')).toBeNull();
    expect(statedBusiness('This is not the meeting of the design group, that is on Friday.')).toBeNull();
    expect(statedBusiness('Is this the third meeting of the design group?')).toBeNull();
  });

  it('such a name said mid-meeting is a key point, shown as said', () => {
    const name = 'Thank you all for coming to this fourth meeting of the station management group.';
    const lines = [...STATION.slice(0, 6), name, ...STATION.slice(6)];
    const result = summarizeExtractive({ transcript: meeting(lines), language: 'en' });
    expect(result.keyPoints.find((k) => k.line === 7)?.text).toBe(name);
  });
});
