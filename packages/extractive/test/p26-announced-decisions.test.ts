/**
 * Review 4 P26 (N4 fix incomplete): a decision said in so many words with a one-word object, or
 * announced as a decision ("Decision: …", "Final decision, …"), is a decision of its own line.
 * Spec: review 4 P26; review 2 N4; issue #5 "Offline summarizer" (decisions by cue patterns).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

describe('P26: short and announced decisions', () => {
  for (const said of [
    'We decided to ship.',
    'We agreed on rubber.',
    "Let's go with rubber.",
    'Decision: rubber casing.',
    'Final decision, we go with the rubber casing.',
  ]) {
    it(`P26: "${said}" is the decision of its own line`, () => {
      const transcript = `[00:00:01] **Ann Lee:** Okay, let us start with the casing.\n[00:00:05] **Bob Ray:** ${said}\n[00:00:09] **Ann Lee:** I will send the quote on Friday.\n[00:00:13] **Bob Ray:** Fine.\n`;
      const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-06' });
      expect(result.decisions.map((d) => [d.text, d.line])).toEqual([[said, 2]]);
    });
  }
});
