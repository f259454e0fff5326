/**
 * E127: "you know" and "I mean" said inside a key point as hedges, after a conjunction or a comma ("… around and you
 * know recover the space", "But I mean we could …"), are left out of it; where they mean knowing or meaning something
 * ("you know what we decided", "what I mean is", "I bet you know the supplier") they stay. Words are only deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { candidateText } from '../src/topics/block-topics.js';
import { withoutFillers } from '../src/topics/without-fillers.js';

describe('E127: hedges inside a key point', () => {
  it('E127: "you know" / "I mean" after a conjunction or a comma go, with a comma of their own', () => {
    expect(
      withoutFillers('There are still some old nine gig disks around and you know recover the space.', 'en'),
    ).toBe('There are still some old nine gig disks around and recover the space.');
    expect(withoutFillers('But I mean we could still go with rubber buttons on the remote.', 'en')).toBe(
      'But we could still go with rubber buttons on the remote.',
    );
    expect(withoutFillers('The numbers, I mean, the OGI numbers task went better this week.', 'en')).toBe(
      'The numbers, the OGI numbers task went better this week.',
    );
  });

  it('E127: where they mean knowing or meaning something they stay', () => {
    for (const text of [
      'And you know what we decided about the remote last week.',
      'That is not what I mean by a cheaper case for the remote.',
      'I bet you know the supplier of the rubber buttons already.',
      'So you know the budget is twelve euros and fifty cents.',
      'And you know him from the marketing department already.',
      'But you know the rules for the budget of the remote already.',
    ])
      expect(withoutFillers(text, 'en')).toBe(text);
  });

  it('E127: a key point is shown without them', () => {
    expect(
      candidateText(
        { said: 'We can consolidate the old disks and you know recover some of the space.' },
        'en',
      ),
    ).toBe('We can consolidate the old disks and recover some of the space.');
  });
});
