/**
 * E160: "I think" / "I guess" / "I suppose" / "I believe" said inside a key point after a comma or a conjunction,
 * before the clause they hedge ("…, I think we should use soft materials", "but I think there's not much to gain"),
 * and "yeah" / "okay" / "well" set off by commas, are left out of it; where "I think" is the clause itself ("and I think
 * about it", "I think so") it stays. Words are only deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { candidateText } from '../src/topics/block-topics.js';
import { withoutFillers } from '../src/topics/without-fillers.js';

describe("E160: the speaker's stance inside a key point", () => {
  it('E160: "I think" / "I guess" before the clause they hedge go, after a comma or a conjunction', () => {
    expect(
      withoutFillers(
        "Since we're concentrating on the younger group, I think we should use soft materials and bright colours.",
        'en',
      ),
    ).toBe(
      "Since we're concentrating on the younger group, we should use soft materials and bright colours.",
    );
    expect(
      withoutFillers('That is true but I think there is simply not much to gain on the competition.', 'en'),
    ).toBe('That is true but there is simply not much to gain on the competition.');
    expect(
      withoutFillers('The fancy look is twice as important, which I guess we have discussed before.', 'en'),
    ).toBe('The fancy look is twice as important, which we have discussed before.');
    expect(
      withoutFillers('If it is not too expensive, I suppose a joystick is better for the menu.', 'en'),
    ).toBe('If it is not too expensive, a joystick is better for the menu.');
  });

  it('E160: where they are the clause, or open the sentence, they are left to the other rules', () => {
    for (const text of [
      'We could do that and I think about it every day of the week.',
      'The battery lasts a year, I think so at least from the tests.',
      'Maybe I think we should wait for the tests of the battery.',
    ])
      expect(withoutFillers(text, 'en')).toBe(text);
  });

  it('E160: "yeah", "okay", "well" set off by commas go, with one comma kept only before a clause', () => {
    expect(
      withoutFillers("It's easy to know, okay, this is just the volume and this is the channel.", 'en'),
    ).toBe("It's easy to know this is just the volume and this is the channel.");
    expect(
      withoutFillers(
        "We couldn't use the non-native meetings and it's, well, probably below threshold on data.",
        'en',
      ),
    ).toBe("We couldn't use the non-native meetings and it's probably below threshold on data.");
    expect(withoutFillers('The remote would alarm you if somebody stole your television, yeah.', 'en')).toBe(
      'The remote would alarm you if somebody stole your television.',
    );
  });

  it('E160: a key point is shown without them', () => {
    expect(
      candidateText(
        { said: 'Most of the buttons are not used, so I think we should design something easier to see.' },
        'en',
      ),
    ).toBe('Most of the buttons are not used, so we should design something easier to see.');
  });
});
