/**
 * Issue 15, session 31, E100: E40 reads a "we" question answered yes as a choice confirmed ("We use the regular chip?"
 * "Yeah."). "Do we have …?" and "do we have to …?" ask something else: whether a thing exists or is at hand, or
 * whether something must be done; a yes to them settles nothing ("Do we have to read them that slowly?" "OK." was
 * reported as the decision "We have to read them that slowly."). Every form of it — "do we have", "we have to …?",
 * "we've got to …?", "do we have to …?" — is no confirmation now; "We have the kinetic battery then?" (no "do", no "to")
 * still confirms a choice.
 * Spec: issue 15 deliverable 2 (precision: drop questions; report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E100: a yes to "do we have …?" or "we have to …?" is no decision', () => {
  it('E100: questions of what exists or what must be done, answered yes, are not decisions', () => {
    const s = madeUpMeeting(
      [
        'Anna: Do we have volunteers who speak Welsh for the phone survey?',
        'Ben: Yeah.',
        'Chloe: Exactly.',
        'Anna: Do we have to print the survey forms in colour?',
        'Ben: Okay.',
        'Chloe: Yes.',
        "Anna: We've got to send the forms back by post?",
        'Ben: Yeah.',
        'Anna: So we have to keep the old phone numbers on the leaflet?',
        'Chloe: Yes.',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });

  it('E100: a choice confirmed with "have" and no "do" or "to" stays a decision', () => {
    const s = madeUpMeeting(
      [
        'Anna: The kinetic battery is a bit dearer than the plain one.',
        'Anna: So we have the kinetic battery then?',
        'Ben: Yeah.',
        'Chloe: Yes.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => [d.text, d.line])).toEqual([['We have the kinetic battery then.', 2]]);
  });
});
