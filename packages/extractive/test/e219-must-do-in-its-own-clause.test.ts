/**
 * Issue 15 (precision of next steps on real meetings), E219, a stricter gate measured in session 41's ablation by rule
 * family: the E192 cue for work the speaker must do ("I should / must / have to / need to <verb> …") gave tasks said
 * after a reason or inside a story ("We need to close up cuz I need to save the data", "… my new computer never has
 * WordPerfect so I have to go track someone down"): dev 3 such tasks, none right; validation 4, one right. Now the
 * task must open on "I" (after "so", "and", "then", "okay", "well"); one that does is kept as before.
 * Dev D+NS .813 / .333 → .828 / .333, validation .396 / .172 → .402 / .172, made-up blind2-7 .890 → .892 / .690.
 * Spec: issue 15 deliverable 2 (next steps are follow-up work the speaker takes on).
 */
import { describe, expect, it } from 'vitest';
import { nextStepsSaid as said } from './made-up-meeting.js';

describe('E219: "I have to X" after a reason or a story commits to nothing', () => {
  it.each([
    'We should stop here because I need to save the recordings and call the lab.',
    'Every time the drawing software updates I have to reinstall the printer drivers.',
  ])('E219: no task in %s', (line) => {
    expect(said(line)).toEqual([]);
  });

  it.each([
    [
      'So I need to finish the cost sheet for the titanium casing.',
      'I need to finish the cost sheet for the titanium casing.',
    ],
    [
      'I must ping the supplier to make sure he got the drawings.',
      'I must ping the supplier to make sure he got the drawings.',
    ],
  ])('E219: still a task: %s', (line, text) => {
    expect(said(line)).toEqual([[3, text]]);
  });
});
