/**
 * Issue 15 (precision of next steps on real meetings), E217, session 41's ablation by rule family: the open-verb
 * self-task cue ("I'll / I'm gonna <any work verb> …") gave 28 validation tasks, 8 right; its tasks of fewer than
 * eight words with no date were none right ("I'll rub off the other two." is work done in the room). Now such a thin
 * task is no task unless it is held to a time ("today", "this week") or a date; a cue whose verb says the work
 * ("I'll email …") and a longer task are kept. Dev .805 / .335 → .808 / .333, validation .365 / .172 → .385 / .172.
 * Spec: issue 15 deliverable 2 (next steps are follow-up work, not the meeting's own conduct).
 */
import { describe, expect, it } from 'vitest';
import { nextStepsSaid as said } from './made-up-meeting.js';

describe('E217: a thin task from the open-verb cue is no take-away', () => {
  it.each([
    "So I'll rub off the other two.",
    "I'm gonna rearrange the options.",
    "I'll shuffle the order round.",
  ])('E217: no task in %s', (line) => {
    expect(said(line)).toEqual([]);
  });

  it.each([
    ["I'll tell the bookings team today.", "I'll tell the bookings team today."],
    ["I'll ping the supplier by Friday.", "I'll ping the supplier by Friday."],
    [
      "I'll ping the supplier about the price of the titanium casing.",
      "I'll ping the supplier about the price of the titanium casing.",
    ],
    ["I'll email the supplier.", "I'll email the supplier."],
  ])('E217: still a task: %s', (line, text) => {
    expect(said(line)).toEqual([[3, text]]);
  });
});
