/**
 * Issue 15 hand audit (session 19), E36: "Also I'll be encoding, as I do my post-editing, the, things that are in curly
 * brackets" (sample 2026-03-05 L555) kept the comma of a pause between an article and its noun. A comma right after
 * "the", "a", "an", "my", "our", "your", "their" (which never end a phrase) goes; one after "her"/"his" or a noun stays.
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { withoutStrandedCommas } from '../src/transcript/without-stranded-commas.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E36: a pause's comma after an article goes", () => {
  it('E36: after every article and possessive determiner; not where a phrase can end', () => {
    expect(withoutStrandedCommas('I will be encoding the, things in curly brackets.')).toBe(
      'I will be encoding the things in curly brackets.',
    );
    expect(withoutStrandedCommas('We bought a, new printer and an, extra tray for our, office.')).toBe(
      'We bought a new printer and an extra tray for our office.',
    );
    expect(withoutStrandedCommas('Send it to my, your, their, team.')).toBe('Send it to my your their team.');
    for (const kept of [
      "I'll go and collect it from her, I've got the van.",
      'That one is his, the other is mine.',
      'We ordered the chairs, the tables and the lamps.',
      'High falls risk patients go into bay A, and post-ops go to C where we can.',
      'We go with option a, or option b if the budget allows.',
    ])
      expect(withoutStrandedCommas(kept)).toBe(kept);
  });

  it('E36: next steps are quoted without it', () => {
    const s = madeUpMeeting(
      ["Ben: Also I'll be encoding the, comments that are in curly brackets for the transcribers by Friday."],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([
      "Also I'll be encoding the comments that are in curly brackets for the transcribers by Friday.",
    ]);
  });
});
