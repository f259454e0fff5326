/**
 * Issue 15, session 20 (bench/blind8, real AMI meeting TS3011c), E42: "Yeah, and then he repeats its action which he
 * believes it is." was reported as a decision: it ends on "it is" like a settled choice ("Clarke's it is."). A clause
 * ending on "it is" (a subject, "which", "that", "believes" before it), or one whose "thing" is only an opener such as
 * "then", settles nothing; the choice said as "<thing> it is" still does.
 * Spec: issue 15 deliverable 2 (decision precision: no remarks as decisions).
 */
import { describe, expect, it } from 'vitest';
import { X_IT_IS } from '../src/cues/decision-cues.js';

describe('E42: a clause ending on "it is" is no settled choice', () => {
  it('E42: clauses and openers do not match, choices do', () => {
    for (const s of [
      'then he repeats its action which he believes it is.',
      'then it is.',
      'and the user knows what button it is.',
      'i think that it is.',
      'okay that one is the one they say it is.',
    ])
      expect(X_IT_IS.test(s), s).toBe(false);
    for (const s of [
      "clarke's it is.",
      'so summit it is.',
      'okay, the anchor on the fourteenth it is then.',
      'rubber it is.',
    ])
      expect(X_IT_IS.test(s), s).toBe(true);
  });
});
