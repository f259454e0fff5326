import { describe, expect, it } from 'vitest';
import { focusClause } from '../src/extract/focus-clause.js';

describe('focusClause', () => {
  it('keeps short sentences whole', () => {
    expect(focusClause('So, we decided to go with rubber.', 4)).toBe('So, we decided to go with rubber.');
  });

  it('cuts a long sentence to the clause holding the cue', () => {
    const text = `${'we talked about many things in the first part of the meeting '.repeat(3)}and then, we decided to go with the yellow case.`;
    expect(focusClause(text, text.indexOf('we decided'))).toBe('We decided to go with the yellow case.');
  });
});
