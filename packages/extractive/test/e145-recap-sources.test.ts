/**
 * Issue 15 (session 38), E145: a past decision said with where it comes from — the earlier meeting's record ("So, from
 * the minutes, we decided to use a rubber case", "The minutes say we agreed to order the new chairs"), the room's
 * memory ("As you know, we decided …", "If you remember, we agreed …") or the weekday of an earlier meeting before it
 * ("On Monday we agreed to switch …") — was reported as this meeting's decision. These are recaps of an earlier
 * meeting, like "last time we decided …", and start a recap; a weekday after the decision (its date) and "the
 * minutes" of time are not.
 * Spec: issue 15 deliverable 2 (recaps of the previous meeting's minutes are not this meeting's decisions).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** A meeting whose second line is `said`, opened and followed by talk that decides nothing. */
const around = (said: string) =>
  madeUpMeeting(
    [
      'Anna: Good morning everyone, welcome to the design review of the remote control.',
      `Anna: ${said}`,
      'Ben: Okay.',
      'Chloe: The fashion fairs in Milan show fruit and vegetable themes for clothes and shoes this year.',
    ],
    '2026-05-04',
  );

describe('E145: a past decision from the minutes or the room’s memory is a recap', () => {
  it.each([
    'So, from the minutes, we decided to use a rubber case for the remote.',
    'According to the minutes, we agreed to drop the LCD screen from the design.',
    'The minutes say we agreed to order the new chairs for the hall.',
    'As you know, we decided to go with the rubber case for the remote.',
    'As you all remember, we agreed to keep the price under twenty-five euros.',
    'If you remember, we decided to put the company logo on the back of the case.',
    'On Monday we agreed to switch to the cheaper supplier for the buttons.',
  ])('E145: "%s" is no decision of this meeting', (said) => {
    expect(around(said).decisions).toEqual([]);
  });

  it.each([
    'We decided on Monday as the launch day for the new remote.',
    'In the minutes we have left, we decided to use the rubber case for the remote.',
    "As you know, the supplier raised prices, so we've decided to use the plastic case.",
    "As you know the supplier raised its prices, so let's go with the cheaper plastic case.",
  ])(
    'E145: "%s" is still this meeting’s decision (a date after it, time, an outcome just reached)',
    (said) => {
      expect(around(said).decisions).toHaveLength(1);
    },
  );
});
