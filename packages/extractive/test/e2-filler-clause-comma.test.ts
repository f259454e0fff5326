import { describe, expect, it } from 'vitest';
import { withoutFillers } from '../src/topics/without-fillers.js';

describe('E2: a filler removed between two clauses leaves one comma', () => {
  it('E2: "<phrase>, actually, we need …" keeps the comma before the new clause', () => {
    expect(
      withoutFillers('Half past, actually, we need to lock the hall before the caretaker leaves.', 'en'),
    ).toBe('Half past, we need to lock the hall before the caretaker leaves.');
    expect(
      withoutFillers("Next Tuesday, I think, they're closing the north car park for resurfacing.", 'en'),
    ).toBe("Next Tuesday, they're closing the north car park for resurfacing.");
    expect(withoutFillers('Not the blue ones, to be honest, it was the grey ones that sold out.', 'en')).toBe(
      'Not the blue ones, it was the grey ones that sold out.',
    );
  });

  it('E2: inside one clause both commas still go, and a filler before the sentence end takes its comma', () => {
    expect(
      withoutFillers("It braises overnight though, so we'd need, like, the oven schedule to change.", 'en'),
    ).toBe("It braises overnight though, so we'd need the oven schedule to change.");
    expect(withoutFillers("That's, I think, the big one for the budget this year.", 'en')).toBe(
      "That's the big one for the budget this year.",
    );
    // "it" after the filler opens no clause when it is a word like "itinerary".
    expect(withoutFillers('We should send, really, itineraries to all the coach drivers first.', 'en')).toBe(
      'We should send itineraries to all the coach drivers first.',
    );
    expect(withoutFillers('The ferry leaves from the north pier at six, I think.', 'en')).toBe(
      'The ferry leaves from the north pier at six.',
    );
  });
});
