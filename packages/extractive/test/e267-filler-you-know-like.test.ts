/**
 * E267: "you know" said right after an article or a preposition ("the you know the kind of final objective", "a you
 * know, value") and "like" said before an amount ("after like five or ten seconds") are fillers: a key point is shown
 * without them. "You know" that may mean knowing ("that you know the rules", "he told me you know the way") and "like"
 * that compares ("looks like the old one", "something like that") stay. Words are only deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { candidateText } from '../src/topics/block-topics.js';
import { withoutFillers } from '../src/topics/without-fillers.js';

describe('E267: "you know" after an article or a preposition, "like" before an amount', () => {
  it('E267: "you know" right after an article or a preposition goes, with its comma', () => {
    expect(
      withoutFillers(
        'I should also point out that the you know the kind of final objective of this meeting is a decision.',
        'en',
      ),
    ).toBe('I should also point out that the kind of final objective of this meeting is a decision.');
    expect(
      withoutFillers('Eva could come up with a you know, value for each of a number of sites.', 'en'),
    ).toBe('Eva could come up with a value for each of a number of sites.');
    expect(
      withoutFillers('We could run a standard hybrid system based on you know, those features.', 'en'),
    ).toBe('We could run a standard hybrid system based on those features.');
    expect(withoutFillers('They told me like you know titanium costs more than wood to make.', 'en')).toBe(
      'They told me like titanium costs more than wood to make.',
    );
  });

  it('E267: "like" before an amount goes', () => {
    expect(
      withoutFillers(
        'You could have lights behind the buttons and after like five or ten seconds they go off.',
        'en',
      ),
    ).toBe('You could have lights behind the buttons and after five or ten seconds they go off.');
    expect(withoutFillers('The rubber case costs like 2 euros more than the plastic one.', 'en')).toBe(
      'The rubber case costs 2 euros more than the plastic one.',
    );
    expect(withoutFillers('The early remote models have like three buttons on the front.', 'en')).toBe(
      'The early remote models have three buttons on the front.',
    );
  });

  it('E267: "you know" that may mean knowing, and "like" that compares, stay', () => {
    for (const text of [
      'I am quite sure that you know the rules of the design meeting by now.',
      'He told me you know the way to the lab from the main building.',
      'The new remote looks like the old one with a rubber case on it.',
      'We wanted buttons like power and volume on the front of the remote.',
      'Something like two hundred remote controls were sold in the first week.',
      'The designs we liked were a you-know-what and a scroll wheel remote.',
    ])
      expect(withoutFillers(text, 'en')).toBe(text);
  });

  it('E267: a key point is shown without them', () => {
    expect(
      candidateText(
        { said: 'The final goal is to reach a decision on the you know the concepts of the product.' },
        'en',
      ),
    ).toBe('The final goal is to reach a decision on the concepts of the product.');
  });
});
