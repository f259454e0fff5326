/**
 * Issue 15 (readable units: no fragment that starts mid-thought), E35: a long sentence is cut to the clause holding its
 * cue; when that clause leans on the one before it ("…, which we'll go with for the repair …", "…, as I said I'll book
 * …"), the cut started mid-thought ("We'll go with for the repair of the north side" once "which" was trimmed). The cut
 * now moves back a clause, up to the whole sentence, until it opens on a clause of its own.
 * Spec: issue 15 deliverable 3 (whole sentences, no fragment that starts mid-thought).
 */
import { describe, expect, it } from 'vitest';
import { focusClause } from '../src/extract/focus-clause.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E35: an item cut from a long line opens on a clause of its own', () => {
  it('E35: the cut moves back past a relative, subordinate or participle clause', () => {
    const long =
      'Right, so the roofers came back with three quotes for the hall this week after the storm last month, the cheapest one from the firm in Leeds, which we will go with for the repair of the north side.';
    expect(focusClause(long, long.indexOf('we will go with'))).toBe(
      'The cheapest one from the firm in Leeds, which we will go with for the repair of the north side.',
    );
    const plain =
      'We spent the whole morning on the budget and the stall plan for the spring fair with the committee and the school, and I will book the marquee from Hire Co by Friday.';
    expect(focusClause(plain, plain.indexOf('I will book'))).toBe(
      'And I will book the marquee from Hire Co by Friday.',
    );
  });

  it('E35: a decision said in a relative clause keeps what it is about', () => {
    const s = madeUpMeeting(
      [
        'Anna: Right, so the roofers came back with three quotes for the hall this week after the storm last month, the cheapest one from the firm in Leeds, which we will go with for the repair of the north side.',
        'Ben: Good.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      'The cheapest one from the firm in Leeds, which we will go with for the repair of the north side.',
    ]);
  });
});
