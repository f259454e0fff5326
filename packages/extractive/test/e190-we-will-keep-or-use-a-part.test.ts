/**
 * Issue 15 (recall of decisions: the candidate pools missed most labelled decisions), E190: a design choice said as
 * what the team must or will do with a part was no decision when it did not open the sentence or was said with "have
 * to", "need to" or "just" — "So for archiving, we'll just use tape.", "I think we have to keep the LCD.", "Another
 * point is we have to skip the teletext.", "Just that, that we just keep the teletext." (real AMI / ICSI lines). A method
 * described in the bare present ("we use the …"), the verb without its object, a manner of working ("we have to keep
 * it simple") and a meeting skipped ("we'll skip next week") stay out.
 * Spec: issue 15 deliverable 2 (report the outcome the discussion settled on).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const around = (line: string) => [
  'Anna: What about the screen and the teletext on the remote?',
  'Ben: There are a few options from the catalogue that we could look at.',
  line,
  'Ben: Yeah.',
  'Anna: Okay.',
];

describe('E190: we will / have to / just keep, use, skip … a part is a decision', () => {
  it.each([
    ["Cleo: So for archiving, we'll just use tape.", "For archiving, we'll just use tape."],
    ['Cleo: I think we have to keep the LCD screen.', 'I think we have to keep the LCD screen.'],
    [
      'Cleo: Another point is we have to skip the teletext.',
      'Another point is we have to skip the teletext.',
    ],
    ['Cleo: Just that, that we just keep the teletext.', 'Just that we just keep the teletext.'],
    ['Cleo: We will include the mute button on the front.', 'We will include the mute button on the front.'],
  ])('E190: %s', (line, text) => {
    const s = madeUpMeeting(around(line), '2026-12-05');
    expect(s.decisions.map((d) => [d.line, d.text])).toEqual([[3, text]]);
  });

  it.each([
    'Cleo: In the lab we use the regular chip for the tests.',
    'Cleo: The buttons, the real buttons we have to use.',
    'Cleo: In the end we just keep it simple for the users.',
    'Cleo: Otherwise we just skip next week and meet on the fourth.',
  ])('E190: no decision in %s', (line) => {
    const s = madeUpMeeting(around(line), '2026-12-05');
    expect(s.decisions.map((d) => d.line)).not.toContain(3);
  });
});
