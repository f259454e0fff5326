import { describe, expect, it } from 'vitest';
import { statedBusiness } from '../src/topics/stated-business.js';

describe('E363: procedure refuses the business it is part of, not a name said beside it', () => {
  it('a name or a purpose said in the same sentence as procedure is still read', () => {
    expect(statedBusiness('Welcome to the Harbour Board Committee, and we have apologies from Tomasz.')).toBe(
      'name',
    );
    expect(statedBusiness('This is our sprint planning meeting, the minutes went round on Friday.')).toBe(
      'name',
    );
    expect(
      statedBusiness('The purpose of this meeting is to approve the minutes and agree the mooring fees.'),
    ).toBe('purpose');
  });

  it('business that is procedure only is none', () => {
    expect(statedBusiness('The purpose of this meeting is to approve the minutes.')).toBeNull();
    expect(statedBusiness('Item one is the minutes of the March meeting.')).toBeNull();
    expect(statedBusiness('Item 5 is apologies for absence.')).toBeNull();
    expect(statedBusiness('Welcome to the any other business session.')).toBeNull();
  });
});
