/**
 * Issue 15 hand audit (session 19), E32: decisions and next steps leaning on an "it / that / them" they do not say were
 * listed as said: "We're gonna use it as it can be the power button …" (sample 2026-03-12 L81, "this button" cut off
 * before it), "I'll mention it to transcribers for the next phase" (2026-03-05 L555), "We're not gonna do that between
 * now and next week." (blind8 Bed016). The pronoun is named from the part of the sentence the item was cut from or the
 * speaker's sentence before it on the line, when that names a thing; else the item is left out. "this data", "send
 * them the agreement" and a pronoun after the thing is named are not unresolved.
 * Spec: issue 15 deliverable 2 (resolve "that / this / it" from the preceding turn or leave the item out).
 */
import { describe, expect, it } from 'vitest';
import { hasUnresolvedPronoun } from '../src/extract/resolve-pronoun.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E32: an item\'s "it / that / them" is named or the item goes', () => {
  it('E32: a pronoun as the object of the first verb or as the opening subject is unresolved, in every form', () => {
    for (const text of [
      "We're gonna use it as it can be the power button if you hold it for two seconds.",
      "I'll mention it to the transcribers for the next phase.",
      "We're not gonna do that between now and next week.",
      "I'll put that on my spare brain or it will not get done.",
      'Then we run it through the aligner.',
      "I'll call them first thing.",
      'We hold it until after the second jab.',
      "It's like a balloon in a cage.",
      "That's going in the report.",
      'I will email those tonight.',
    ])
      expect(hasUnresolvedPronoun(text), text).toBe(true);
    for (const text of [
      "I'll go ahead and enter this data into the spreadsheet.",
      "I'll send them the sponsorship agreement tomorrow.",
      'Yes, I will ask them for two cheaper menus and send both to the group.',
      "I'll remind them about the fire drill on Thursday.",
      "I'll send the report to legal and check it with Sam.",
      "That's agreed, twenty penguin experiences a month from December.",
      'We decided to use the kinetic battery.',
      'I think it should go to the board.',
      'I will email those invoices tonight.',
    ])
      expect(hasUnresolvedPronoun(text), text).toBe(false);
  });

  it('E32: a cut part that names no thing definitely ("a first pass", "a lot of hand-editing") does not name the "it"', () => {
    const s = madeUpMeeting(
      [
        "Ben: As a first pass through, a first chance without having to do a lot of hand-editing on a big pile of files, what we're gonna do, is, I'll run it through channelize after the editing process.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([]);
  });

  it('E32: named from the sentence it was cut from or the one before on the line, else left out', () => {
    const s = madeUpMeeting(
      [
        "Anna: But this red button, because it's red it's very prominent on the case, we're gonna use it as the power button if you hold it for two seconds.",
        "Ben: The new microphones for the meeting room arrived this morning. I'll test them tomorrow before the recording.",
        "Chloe: I'll mention it to the transcribers for the next phase.",
        "Ben: We're not gonna do that between now and next week.",
        "Anna: I'll send them the sponsorship agreement for the spring fair tomorrow.",
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      "This red button, because it's red it's very prominent on the case, we're gonna use it as the power button if you hold it for two seconds.",
    ]);
    expect(s.nextSteps.map((n) => n.text)).toEqual([
      "The new microphones for the meeting room arrived this morning. I'll test them tomorrow before the recording.",
      "I'll send them the sponsorship agreement for the spring fair tomorrow.",
    ]);
  });
});
