/**
 * Issue 15, session 20 (bench/blind8, real AMI meeting ES2004c), E43: near a meeting's end "Can I just recap, for the
 * decisions that we've made, … we're gonna use fruit and vegetable colours for the rubber cover" was reported as a new
 * decision, though it only restates what was decided before. A recap announced in so many words ("can I just recap",
 * "let me recap", "to recap", "quick recap") makes the rest of its speaker's turn a recap, as one of the last meeting's
 * minutes already was; a call to agree in it ("Are we all happy about …?") puts something to this meeting and ends it.
 * Spec: issue 15 deliverable 2 (recaps are not this meeting's decisions).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E43: a recap of this meeting is no new decision', () => {
  it('E43: after "can I just recap" / "let me recap" the restated items are not reported again', () => {
    for (const opener of ['Mm, so can I just recap,', 'Okay, let me recap.', 'Quick recap.']) {
      const s = madeUpMeeting(
        [
          'Anna: The cover could be rubber or leather, rubber is cheaper.',
          "Ben: Let's use rubber for the cover then.",
          'Chloe: Agreed.',
          'Ben: Now the batteries, they should last a year at least.',
          `Anna: ${opener}`,
          'Ben: Yeah.',
          "Anna: For the decisions that we've made, we're gonna use fruit colours for the rubber cover, and we're gonna use kinetic charging.",
        ],
        '2026-05-04',
      );
      expect(
        s.decisions.map((d) => d.line),
        opener,
      ).toEqual([2]);
    }
  });

  it('E43: a call to agree after "just to recap on" is still decided in this meeting', () => {
    const s = madeUpMeeting(
      [
        'Anna: So um just to recap on',
        'Ben: Okay.',
        'Anna: Are we all happy about the idea of aiming the product at the fifteen to thirty five bracket?',
        "Ben: Yeah, that's good.",
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      'Aiming the product at the fifteen to thirty five bracket',
    ]);
  });
});
