/**
 * Issue 15, session 30 (real meetings: blind10 IS1006b L8, blind15 education_2 L3), E92: a chair ordering the meeting
 * itself — "Let's go for the three presentations, so first Marketing Expert.", "We'll go to questions from Members
 * now." — was reported as a decision. Moving to the questions ("go / move / turn / come / get (on / straight) to the
 * questions") and going on with the presentations ("go for / start with / carry on with the (three) presentations")
 * are now the meeting's logistics, like E10's pace and order. A decision about questions or presentations outside
 * the meeting ("we'll send the presentation to the council") is still one.
 * Spec: issue 15 deliverable 2 (drop meeting logistics).
 */
import { describe, expect, it } from 'vitest';
import { notAnItem } from '../src/cues/precision-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E92: ordering the meeting is logistics', () => {
  it('E92: every form of going to the questions or on with the presentations', () => {
    for (const text of [
      "we'll go to questions from the members now.",
      "let's move on to the questions.",
      "so we'll turn straight to questions.",
      "let's go for the three presentations, so first the treasurer.",
      "we'll start with the presentations.",
      "let's carry on with your presentations.",
    ])
      expect(notAnItem(text, text, 'en', 0), text).toBe('logistics');
    for (const text of [
      "we'll send the presentation to the council.",
      "we'll answer the questions about parking in the newsletter.",
    ])
      expect(notAnItem(text, text, 'en', 0), text).toBe(null);
  });

  it('E92: the chair’s ordering is no decision; the outcome after it is', () => {
    const s = madeUpMeeting(
      [
        "Chair: Thank you for that statement. We'll go to questions from members now.",
        "Ivy: Let's go for the two presentations, so first the treasurer.",
        "Chair: Then we'll publish the audit on the website.",
        'Ivy: Agreed.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.line)).toEqual([3]);
  });
});
