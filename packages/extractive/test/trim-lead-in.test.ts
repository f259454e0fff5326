import { describe, expect, it } from 'vitest';
import { trimLeadIn } from '../src/extract/trim-lead-in.js';

const DECIDED = /\b(?:company|team)(?:'s| has)?\s+decided\b/;

describe('trimLeadIn', () => {
  it('drops an announcing frame ending in "is that" right before the cue', () => {
    expect(
      trimLeadIn("Which is the first one is that the company's decided that teletext is outdated.", DECIDED),
    ).toBe("The company's decided that teletext is outdated.");
  });

  it('drops leading connectives when the cue sits later', () => {
    expect(trimLeadIn("And so I'll mention it to the transcribers.", /\bi'll\s+mention\b/)).toBe(
      "I'll mention it to the transcribers.",
    );
  });

  it('keeps the text when the cue opens it, or when a frame is far from the cue', () => {
    expect(trimLeadIn('The team decided to go with rubber.', DECIDED)).toBe(
      'The team decided to go with rubber.',
    );
    const far = 'The point is that after a long talk about many other things the team decided on rubber.';
    expect(trimLeadIn(far, DECIDED)).toBe(far);
  });
});
