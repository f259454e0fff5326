import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: readonly string[]) => madeUpMeeting(turns, '2026-05-04').decisions;

describe('session 17: a choice settled as "<the thing> it is"', () => {
  it('"Hartley\'s it is." and "the Crown on the ninth it is" are decisions, quoted as said', () => {
    const found = decisions([
      'Ann: The van needs a new clutch. Hartley quoted six hundred, the dealer nine hundred.',
      'Bob: Hartley did the brakes last year and they were fine.',
      "Ann: Yeah. Hartley's it is.",
      'Bob: For the leaving do, the Crown can do Saturday the ninth, upstairs room, forty people.',
      'Ann: Okay, great, the Crown on the ninth it is.',
    ]);
    expect(found.map((d) => d.line)).toEqual([3, 5]);
    expect(found[0]?.text).toContain("Hartley's it is");
    expect(found[1]?.text).toContain('the Crown on the ninth it is');
  });

  it('a comment is no choice: "it is what it is", "of course it is", "that\'s how it is", "here it is"', () => {
    const found = decisions([
      'Ann: The callout fee is nine hundred pounds for the engineer.',
      'Bob: It is what it is.',
      'Cat: Is the new kettle in the kitchen? Of course it is.',
      "Bob: The rota keeps changing every week. That's how it is.",
      'Ann: The report from the auditors came in, here it is.',
    ]);
    expect(found).toEqual([]);
  });

  it('"Half two it is." with nothing of its own but numbers stands only with a proposal before it', () => {
    const found = decisions([
      'Ian: The talk clashes with the feed at twelve, so hardly anyone comes.',
      'Ann: Does that work for you?',
      'Ian: Yes, that is fine.',
      'Ann: Okay. Half two it is.',
    ]);
    expect(found).toEqual([]);
  });
});
