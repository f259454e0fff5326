/**
 * Issue 15, session 42 (decisions that carry to unseen meetings), E242: an agreed proposal (E50) took the order of the
 * meeting's own work for a choice: "I think we should start by choosing a case." with "Yeah, good idea." became the
 * decision "We will start by choosing a case.". Starting or beginning "by / with / off" is procedure, as "start with
 * the presentation" already was. Measured: dev precision .828 → .833 (one wrong item fewer), validation and made-up
 * sets unchanged.
 * Spec: issue 15 deliverable 2 (decisions about the work: no meeting logistics or conduct).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E242: how the meeting proceeds is no agreed proposal', () => {
  it('E242: "we should start by choosing a case" agreed to is no decision; a choice agreed to stays one', () => {
    const s = madeUpMeeting(
      [
        'Ana: So we have the components list and the prices from the manufacturing team here.',
        "Ben: I think we should start by choosing a case, because that's the basis you're building on.",
        'Cleo: Yeah, good idea.',
        'Ben: And I think we should make the case out of the yellow rubber from the last model.',
        'Cleo: Yeah, good idea.',
      ],
      '2026-05-04',
    );
    const lines = s.decisions.map((d) => d.line);
    expect(lines).not.toContain(2);
    expect(lines).toContain(4);
  });
});
