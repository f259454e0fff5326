/**
 * E128: "sort of" / "kind of" said as a hedge before what someone does ("we sort of felt", "we can kind of relax",
 * "to sort of back off") are left out of a key point; where they name a kind of thing ("some kind of compromise",
 * "the sort of thing", "what kind of battery") they stay. Words are only deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { candidateText } from '../src/topics/block-topics.js';
import { withoutFillers } from '../src/topics/without-fillers.js';

describe('E128: "sort of" / "kind of" before a verb', () => {
  it('E128: after a pronoun, a modal, "to", "just" or a contraction they go', () => {
    expect(withoutFillers('We sort of felt the gang should just sort of figure out which it is.', 'en')).toBe(
      // E160: the "just" before the verb goes too.
      'We felt the gang should figure out which it is.',
    );
    expect(withoutFillers('So we can kind of relax from this after the runs on Tuesday.', 'en')).toBe(
      'So we can relax from this after the runs on Tuesday.',
    );
    expect(
      withoutFillers("The look-and-feel matters most, which we've kind of discussed before.", 'en'),
    ).toBe("The look-and-feel matters most, which we've discussed before.");
    expect(
      withoutFillers('There are technical ways to sort of back off on the purity of the net.', 'en'),
    ).toBe('There are technical ways to back off on the purity of the net.');
  });

  it('E128: naming a kind of thing they stay', () => {
    for (const text of [
      'We could try to find some kind of compromise on the delay of the handset.',
      "It's the sort of thing that we want people to have on the coffee table.",
      'We did not decide yet which kind of battery we will put inside the remote.',
      'You could change titanium to a hard kind of plastic looking like titanium.',
    ])
      expect(withoutFillers(text, 'en')).toBe(text);
  });

  it('E128: a key point is shown without them', () => {
    expect(candidateText({ said: 'I sort of felt that she knew too much about the study.' }, 'en')).toBe(
      'I felt that she knew too much about the study.',
    );
  });
});
