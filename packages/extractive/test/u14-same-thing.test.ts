/**
 * Review U14: a cancellation or a reversal must be about the SAME thing as the task or decision it undoes (the
 * same object, not one shared common word such as "order", "keep" or "hotel" used for something else), and a
 * negative instruction ("we won't order from Acme", "don't book the late slot") is itself a decision.
 * The sentences are written for this test, none is from a bench meeting.
 * Spec: issue 15 (precision: a decision reversed later is reported as reversed; a cancelled task is left out).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const task = "Ben: I'll order the chairs from Brightline by Friday.";

describe('U14 a negative instruction about another thing does not cancel a task', () => {
  for (const instruction of [
    "Ana: And don't order from Acme, it was three weeks late last time.",
    "Ana: Don't order the desks from Acme though, they're too expensive.",
    'Ana: We will not order from Acme again, they lost two parcels.',
    "Ana: Also don't send anything to the old warehouse, it's closing.",
  ]) {
    it(`U14: the task stands after "${instruction.slice(5)}"`, () => {
      const result = madeUpMeeting([task, instruction], '2026-10-01');
      expect(result.nextSteps.map((s) => s.line)).toContain(1);
    });
  }

  it('U14: a cancellation of the same thing still drops the task (pointer back or its own object)', () => {
    for (const cancel of [
      "Ana: Actually, cancel that. Don't order them, we're reusing the old ones.",
      "Ana: Don't order the chairs after all, we're reusing the old ones.",
    ]) {
      const result = madeUpMeeting([task, cancel], '2026-10-01');
      expect(
        result.nextSteps.map((s) => s.line),
        cancel,
      ).not.toContain(1);
    }
  });
});

describe('U14 negative instructions are decisions', () => {
  for (const [said, expected] of [
    ['Ana: We will not order from Acme again, they lost two parcels.', /not order from Acme/],
    ["Ana: Don't book the late slot for the demo.", /book the late slot/],
    ["Ana: Let's not use the old logo on the cover.", /old logo/],
  ] as const) {
    it(`U14: "${said.slice(5)}" is a decision`, () => {
      const result = madeUpMeeting(['Ben: We need to plan the product demo next month.', said], '2026-10-01');
      expect(result.decisions.map((d) => d.text).join('\n')).toMatch(expected);
    });
  }
});

describe('U14 a later plan about another thing does not reverse a decision', () => {
  const reversed = (turns: string[], re: RegExp) =>
    madeUpMeeting(turns, '2026-10-01').decisions.find((d) => re.test(d.text));

  const standing: [string, string[], RegExp][] = [
    [
      'a change of plan for another topic, named up front, sharing one word ("hotel")',
      [
        "Ben: We're going with the riverside hotel for the offsite.",
        'Ana: Agreed.',
        'Ben: For the client dinner, we switch to the old hotel on the square.',
      ],
      /riverside hotel/,
    ],
    [
      'a negated plan about another object sharing a verb and a modifier ("keep", "printed")',
      [
        "Ben: We'll keep the printed agenda for the board meeting.",
        'Ana: Agreed.',
        "Ben: We're not going to keep the printed invoices, the accountant wants PDFs.",
      ],
      /printed agenda/,
    ],
    [
      'a shared day is a detail, not the thing ("the weekly report on Mondays" vs "the Monday standup")',
      [
        "Ben: We'll keep the weekly report on Mondays.",
        'Ana: Agreed.',
        "Ben: We're not going to keep the Monday standup, it overlaps with the sales call.",
      ],
      /weekly report/,
    ],
  ];
  for (const [what, turns, re] of standing) {
    it(`U14: ${what}`, () => {
      const d = reversed(turns, re);
      expect(d).toBeTruthy();
      expect(d?.reversedBy).toBeUndefined();
    });
  }

  it('U14: a change of the same thing still reverses it (same topic, same object)', () => {
    for (const [turns, re] of [
      [
        [
          "Ben: We're going with the blue design for the conference badges.",
          'Ana: Agreed.',
          'Ben: For the badges, we switch to the green design after all.',
        ],
        /blue design/,
      ],
      [
        [
          "Ben: We're going with the riverside hotel for the offsite.",
          'Ana: Agreed.',
          'Ben: The riverside hotel is too expensive, we switch to the station hotel instead.',
        ],
        /riverside hotel/,
      ],
    ] as const) {
      expect(reversed([...turns], re)?.reversedBy?.line, turns[2]).toBe(3);
    }
  });
});
