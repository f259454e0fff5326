/**
 * Issue 15 (recall of decisions: what the discussion settled on), E138: agreement stated as reached on a thing was no
 * decision — "So we're agreed on the kinetic battery.", "So we all agree on the rubber case.", "We seem to have a
 * consensus that LCDs are the way to go.", "The consensus is that we use the rubber case." — since only "we (all)
 * agreed" and "it's agreed" were cues. A question ("Are we agreed …?") stays a call to agree, and "we all agree that
 * the market is tough" (an opinion shared, no thing agreed on) is no decision.
 * Spec: issue 15 deliverable 2 (report the outcome the discussion settled on).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const around = (line: string) => [
  'Anna: What about the materials for the case and the energy source?',
  'Ben: There are a few options from the catalogue that we could look at.',
  line,
  'Ben: Yeah.',
  'Anna: Okay.',
];

describe('E138: agreement stated as reached is a decision', () => {
  it.each([
    ["Cleo: So we're agreed on the kinetic battery.", "We're agreed on the kinetic battery."],
    ['Cleo: So we all agree on the rubber case.', 'We all agree on the rubber case.'],
    [
      'Cleo: So now we seem to have a consensus that LCDs are the way to go.',
      'We seem to have a consensus that LCDs are the way to go.',
    ],
    ['Cleo: The consensus is that we use the rubber case.', 'The consensus is that we use the rubber case.'],
  ])('E138: %s', (line, text) => {
    const s = madeUpMeeting(around(line), '2026-12-05');
    expect(s.decisions.map((d) => [d.line, d.text])).toEqual([[3, text]]);
  });

  it('E138: an opinion all share is no decision', () => {
    const s = madeUpMeeting(
      around('Cleo: I think we all agree that the market is tough this year.'),
      '2026-12-05',
    );
    expect(s.decisions).toEqual([]);
  });
});
