/**
 * Session 41, E216: the bench-only ablation switch (src/extract/rule-families.ts). Turning a family off takes its
 * items out of the summary and leaves the others; with no setting every family works and nothing is recorded; the
 * record names the family that gave each item. Not a user-facing option: only benches and tests call it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { benchRuleFamilies } from '../src/extract/rule-families.js';
import { madeUpMeeting } from './made-up-meeting.js';

const MEETING = [
  'Anna: These are the three casing options the supplier sent us for the new remote control.',
  "Ben: I'll email the supplier about the rubber casing.",
  "Anna: I'll ping the supplier's engineer about the price of the titanium casing.",
  'Ben: Okay.',
];
const tasks = () => madeUpMeeting(MEETING, '2026-12-02').nextSteps.map((s) => s.line);

afterEach(() => benchRuleFamilies({}));

describe('E216: ablation by rule family (bench only)', () => {
  it('E216: every family works with no setting', () => {
    expect(tasks()).toEqual([2, 3]);
  });

  it('E216: a family turned off gives no item; a prefix turns off its members; the record names the family', () => {
    const record = new Map<string, string>();
    benchRuleFamilies({ record });
    expect(tasks()).toEqual([2, 3]);
    expect(record.get('n:2')).toBe('n:cue:0');
    expect(record.get('n:3')).toBe('n:cue:1');
    benchRuleFamilies({ disabled: ['n:cue:1'] });
    expect(tasks()).toEqual([2]);
    benchRuleFamilies({ disabled: ['n:cue'] });
    expect(tasks()).toEqual([]);
  });
});
