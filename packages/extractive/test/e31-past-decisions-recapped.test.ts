/**
 * Issue 15 hand audit (session 19), E31: "Okay um so we decided on our market and so this feedback from the marketing
 * department is really about trend watching." and "We decided on the most important aspect required in a remote control
 * device and we'll come to that later." (blind8 ES2004c, opening a presentation after the minutes) were reported as
 * this meeting's decisions. A decision told in the plain past ("we decided …", "we agreed that …", "we chose …") that
 * nobody in this meeting has discussed before it — no other speaker's say, or none of what it names — reports a decision
 * taken earlier when it follows the minutes of an earlier meeting (the recap goes on in another's mouth); after a
 * discussion here it is the outcome.
 * Spec: issue 15 deliverable 2 (recaps of the previous meeting's minutes are not this meeting's decisions).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E31: a past decision nobody here discussed is a recap', () => {
  it('E31: "we decided on our market", "we agreed that the casing is plastic" said after the minutes, before any discussion, are left out', () => {
    const s = madeUpMeeting(
      [
        'Anna: Good morning everyone, this is the conceptual design meeting.',
        'Ben: Morning.',
        'Anna: Last time we decided that the remote control is for young business people.',
        'Anna: Our market was going to be young business people.',
        'Chloe: Yep.',
        'Anna: Okay, shall we start with the first presentation?',
        'Chloe: Yes, Ben has his slides ready for us.',
        'Ben: Okay. So we decided on our market and so this feedback from marketing is really about trend watching.',
        'Ben: We agreed that the casing is plastic, and the buttons are rubber.',
        'Ben: We chose the kinetic battery for the prototype last month, which I will come back to.',
        'Chloe: The fashion fairs in Milan show fruit and vegetable themes for clothes and shoes this year.',
        'Anna: Fruit colours would suit young people who want something fancy.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([]);
  });

  it('E31: the same words after this meeting discussed it, minutes or not, are its decision', () => {
    const s = madeUpMeeting(
      [
        'Anna: Last time we decided that the remote control is for young business people.',
        'Ben: Yes.',
        'Anna: Which casing do we want for the remote control, blue or red?',
        'Ben: The blue casing costs less than the red casing from the supplier.',
        'Chloe: And blue matches the company colours on the packaging as well.',
        'Anna: So we agreed on the blue casing for the remote control.',
        'Ben: Good.',
        'Chloe: The battery could be a kinetic one or a plain lithium battery, the kinetic battery lasts much longer.',
        'Ben: The kinetic battery is twice the price of the lithium one though.',
        'Anna: Okay, we decided to use the kinetic battery in the prototype.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      'We agreed on the blue casing for the remote control.',
      'We decided to use the kinetic battery in the prototype.',
    ]);
  });
});
