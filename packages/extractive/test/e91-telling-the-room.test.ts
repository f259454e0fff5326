/**
 * Issue 15, session 30 (real meetings, blind15 TS3003c L11), E91: "I'm gonna inform you about the trend-watching I've
 * done" announces what the speaker tells the room now, as E30's "I'll talk about / tell you about / walk you through"
 * do, but was listed as a next step. Informing, updating, briefing or filling in the room ("you", "everyone", "us")
 * about, on or of something is now the speaker's own presentation; doing so for someone outside the meeting ("I'll
 * update the board on the lease") or at a later time ("I'll update you on the quote next week") stays a task.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E91: telling the room what one found is no task', () => {
  it('E91: inform / update / brief / fill in the room, now, are left out', () => {
    const s = madeUpMeeting(
      [
        "Lena: I'm gonna inform you about the market research we did on the stalls.",
        "Omar: I'll update everyone on the state of the kiln repairs.",
        'Lena: I will brief you all on the survey of the allotment holders.',
        "Omar: I'm going to fill you in on the insurance figures.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([]);
  });

  it('E91: someone outside the meeting, or a later time, stays a task', () => {
    const s = madeUpMeeting(
      [
        "Lena: I'll update the board on the lease for the stalls.",
        "Omar: I'll update you on the kiln quote next week.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([
      "I'll update the board on the lease for the stalls.",
      "I'll update you on the kiln quote next week.",
    ]);
  });
});
