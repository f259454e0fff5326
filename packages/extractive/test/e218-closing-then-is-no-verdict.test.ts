/**
 * Issue 15 (precision of decisions on real meetings), E218, session 41's ablation by rule family: the cue for an
 * outcome that closes on "then" / "after all" ("Factory programming goes over SWD then.") gave 2 dev decisions and 3
 * validation decisions, none right: on real meetings a sentence ending so is a shrug ("OK, well, not a big deal
 * then."), a sequence broken off ("… they should have this prompt volume and then") or a conclusion drawn aloud, not a
 * choice. The cue is gone; a closing "then" decides nothing by itself (a decision cue in the sentence still does).
 * Dev D+NS .808 / .333 → .813 / .333, validation .385 / .172 → .396 / .172, made-up blind2-7 unchanged.
 * Spec: issue 15 deliverable 2 (decisions are outcomes of this meeting).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** Two speakers weigh the remote's sender; line 3 is the sentence read. */
const BEFORE = [
  'Anna: The sender in the remote control could be infrared or radio, the supplier offers both.',
  'Ben: Infrared is cheaper but the user has to point it at the television set.',
];

function decided(line: string): [number | null, string][] {
  const { decisions } = madeUpMeeting([...BEFORE, `Anna: ${line}`, 'Ben: Yeah.'], '2026-12-02');
  return decisions.map((d) => [d.line, d.text]);
}

describe('E218: a sentence that closes on "then" is no verdict by that alone', () => {
  it.each([
    'OK, well, not a big deal then.',
    'A user can use any kind of sender but they should have this prompt volume and then.',
    'The battery would last a bit longer with infrared then.',
  ])('E218: no decision in %s', (line) => {
    expect(decided(line)).toEqual([]);
  });

  it('E218: a decision cue in a sentence that closes on "then" still decides', () => {
    expect(decided("So we'll go with infrared then.")).toEqual([[3, "We'll go with infrared then."]]);
  });
});
