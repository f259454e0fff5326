import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisionLines = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => d.line);

describe('E10: what the meeting leaves for later is not a decision', () => {
  it('E10: "let\'s not <verb> tonight / this morning / yet" is procedure; "let\'s not renew the lease" still decides', () => {
    for (const deferral of [
      "Yeah, let's not decide on the minibus tonight.",
      "Okay, that's a bigger job. Let's not solve it this afternoon.",
      "Let's not pick a caterer yet.",
    ])
      expect(
        decisionLines([
          'Bea: The quotes for the minibus came in higher than we hoped, and the caterers too.',
          `Chair: ${deferral}`,
          'Bea: Fine, I will get two more quotes.',
        ]),
      ).toEqual([]);
    expect(
      decisionLines([
        'Bea: The garage lease is three thousand a year and we hardly use it since the move.',
        "Chair: Let's not renew the garage lease when it ends in June.",
        'Bea: Agreed, that saves us three thousand a year.',
      ]),
    ).toContain(2);
  });
});

describe('E11: a date something lapses or falls due by itself is not an outcome', () => {
  it('E11: "So the licence runs out in March" taken up with "I\'ll do the forms" is no decision; "So the shop closes in March" is', () => {
    for (const lapse of [
      'So the premises licence runs out at the end of March.',
      'Right, so the insurance on the van expires in June.',
      'So the annual return is due in September.',
    ])
      expect(
        decisionLines([
          'Chair: Next item, the paperwork.',
          `Nia: ${lapse}`,
          "Chair: I'll do the forms for that this week.",
        ]),
      ).toEqual([]);
    expect(
      decisionLines([
        'Chair: Next item, the shop.',
        'Nia: Okay, so the charity shop closes on Sundays from March.',
        'Chair: That works for me.',
      ]),
    ).toEqual([2]);
  });
});
