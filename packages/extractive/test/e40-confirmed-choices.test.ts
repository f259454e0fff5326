/**
 * Issue 15, session 20 (bench/blind8, real AMI meetings), E40: a choice put to the room as a "we" question to confirm
 * ("We use the regular chip?" "Regular." "Yeah.") was never reported: it is a question, and no "let's" or "decided"
 * marks it. A confirmation question answered yes, or by an echo of the choice, by the next other speakers is the
 * decision, said as a statement; one answered no, "maybe", "but …" or by another question is not.
 * Spec: issue 15 deliverable 2 (precision and recall of decisions; report the outcome rather than the proposal).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E40: a confirmation question the room answers yes to is a decision', () => {
  it('E40: answered by a yes or an echo, in any of its forms, it is reported as a statement', () => {
    const s = madeUpMeeting(
      [
        'Anna: What about the chips? We use the regular chip?',
        'Ben: Regular.',
        'Chloe: Yeah.',
        'Ben: The case could be wood or rubber, rubber is cheaper to make.',
        'Anna: So we go for the rubber case?',
        'Chloe: Yeah, sure.',
        'Chloe: And the buttons are large and soft to press for older users.',
        'Anna: So do we want the curved design?',
        'Ben: Yes.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      'We use the regular chip.',
      'We go for the rubber case.',
      'We want the curved design.',
    ]);
  });

  it('E40: a question answered no, maybe, with a but or by another question is no decision', () => {
    const s = madeUpMeeting(
      [
        'Anna: So we go for the rubber case?',
        "Ben: No, I don't think so.",
        'Anna: We use the solar cells then?',
        'Chloe: Maybe, if they are cheap enough.',
        'Anna: Do we want the curved design?',
        'Ben: Yeah, but the cost is high.',
        'Anna: We keep the scroll wheel?',
        'Chloe: Which one do you mean?',
      ],
      '2026-05-04',
    );
    expect(s.decisions).toEqual([]);
  });
});
