/**
 * Review7 T9: sentences that say no decision was taken, or report someone else's, are not this meeting's decisions:
 * "Let's not decide …" (an explicit non-decision), "We agreed to disagree …" (the absence of one), and a third
 * party's decision or hearsay ("They decided …, according to the rumour"). Real decisions next to them stay.
 * Spec: issue 15 (precision: decisions are about the work of this meeting; hedges and questions dropped);
 * seed 003, Requirement: Meeting Assistant generates meeting outputs (decisions).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

function decisionsOf(lines: string[]): string[] {
  const transcript = lines.map((l, i) => `[00:00:${String(i + 10)}] ${l}`).join('\n');
  return summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-04' }).decisions.map(
    (d) => d.text,
  );
}

describe('T9: non-decisions are not Decisions', () => {
  it('T9: "let\'s not decide", "agreed to disagree" and a rumoured third-party decision are left out; real ones kept', () => {
    const found = decisionsOf([
      "**Alice:** Welcome everyone, let's start with the casing.",
      '**Bob:** We decided against the solar panel.',
      "**Alice:** Let's not decide on the battery today.",
      '**Bob:** We agreed to disagree on the logo.',
      '**Carol:** They decided to cancel our contract, according to the rumour.',
      '**Alice:** Apparently the board agreed to freeze hiring.',
      '**Bob:** So we agreed to go with the rubber casing.',
      '**Carol:** Let us not settle the price until the quote is in.',
    ]).join('\n');
    expect(found).toContain('We decided against the solar panel');
    expect(found).toContain('go with the rubber casing');
    for (const gone of [
      'battery today',
      'agreed to disagree',
      'cancel our contract',
      'freeze hiring',
      'settle the price',
    ])
      expect(found).not.toContain(gone);
  });
});
