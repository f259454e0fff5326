import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statedBusiness } from '../src/topics/stated-business.js';
import { TALK, transcript } from './library-board-meeting.js';

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
