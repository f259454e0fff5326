/**
 * Issue 15, session 42 (decisions on unseen meetings), E241: "we could drop / scrap / skip X" was reported as a
 * decision by its own cue, though it only proposes dropping X; a proposal nobody takes up is no outcome. It is now
 * read as any hedged proposal: a decision once another speaker accepts it, else nothing. Measured: validation
 * precision .406 → .410 (one item fewer, none right), dev and made-up sets unchanged.
 * Spec: issue 15 deliverable 2 (report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E241: "we could drop X" is a proposal until someone accepts it', () => {
  it('E241: left alone it is no decision; accepted by another speaker it is one', () => {
    const s = madeUpMeeting(
      [
        'Ana: The speech recognition costs four euros more than the budget allows for the whole remote.',
        'Ben: Well, we could drop the speech recognition and keep the scroll wheel for the menus.',
        'Ana: Hmm, the marketing report says the younger buyers asked for it in the survey though.',
        'Cleo: On the case, we could scrap the titanium cover and use the rubber shell from the last model.',
        'Ana: Yes, agreed, the rubber shell it is.',
      ],
      '2026-05-04',
    );
    const lines = s.decisions.map((d) => d.line);
    expect(lines).not.toContain(2);
    expect(lines).toContain(4);
  });
});
