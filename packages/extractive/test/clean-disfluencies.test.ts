import { describe, expect, it } from 'vitest';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';

describe('cleanDisfluencies', () => {
  it('drops fillers, leading discourse markers and repeated words', () => {
    expect(cleanDisfluencies('Okay Right Um well this is the kick-off meeting for our our project.')).toBe(
      'This is the kick-off meeting for our project.',
    );
    expect(cleanDisfluencies('Uh, right, well basically um high priority is affection.')).toBe(
      'High priority is affection.',
    );
  });

  it('collapses a repeated word pair and removes bracketed marks', () => {
    expect(cleanDisfluencies('it could it could be cheaper [Laughter.]')).toBe('It could be cheaper');
  });

  it('leaves nothing of a backchannel', () => {
    expect(cleanDisfluencies('Mm-hmm.')).toBe('');
    expect(cleanDisfluencies('Um.')).toBe('');
  });

  it('keeps German "er" (he) when the language is not English', () => {
    expect(cleanDisfluencies('Er hat das Budget geprüft.', 'de')).toBe('Er hat das Budget geprüft.');
  });
});
