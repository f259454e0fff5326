/**
 * Issue 15, session 25 (blind13 joins the pooled real meetings), E69: a committee's recorded results were never
 * decisions. A Senedd Stage 2 sitting (blind13 education_6) has 31 labelled decisions, each a chair's "So, there voted
 * two in favour, four against, and amendment 1C is not agreed." or "Amendment 3 is therefore agreed." inside a long
 * turn, and the engine reported none: no cue read "<business> is (not) agreed / carried / lost", "not agreed" was read
 * as a negated decision, E67 left every cue inside a long turn out, the outcomes that did pass were merged as one
 * ("amendment" and "agreed" are their only content terms), and a later speaker's "would also be removed" marked them
 * reversed. Now each recorded result is its own decision, kept in a long turn, reversed only by words about the same
 * business; the question put and a condition are not outcomes.
 * Spec: issue 15 (decisions: recall on real meetings; a committee's votes and agreements).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const chair = (n: string, result: string) =>
  `Chair: The question is that amendment ${n} be agreed. Does any Member object? [Objection.] Okay, we have an objection, so I will take a vote by show of hands. All those in favour of amendment ${n}, please show. All those against. ${result} Janet, do you wish to move the next amendment in the marshalled list of amendments before the committee this morning?`;

describe("E69: a committee's recorded results are decisions", () => {
  it('E69: each vote result in a chair’s long turn is its own decision, none reversed by later talk', () => {
    const summary = madeUpMeeting(
      [
        chair('1A', 'So, there voted two in favour, four against, and amendment 1A is not agreed.'),
        'Janet: Yes, I move it.',
        chair('1B', 'There voted two in favour, four against. Amendment 1B is not agreed.'),
        'Janet: Thank you, Chair.',
        chair('2C', 'There voted two in favour, four against. Amendment 2C is lost.'),
        'Janet: I move it.',
        chair('3', 'There voted four in favour, two against. Amendment 3 is therefore agreed.'),
        'Minister: As a consequence of proposing to remove the power to make an order, the power to make saving provisions in connection with the amendment would also be removed, so it is not agreed by us.',
      ],
      '2026-05-04',
    );
    expect(summary.decisions.map((d) => [d.text, d.reversedBy === undefined])).toEqual([
      ['There voted two in favour, four against, and amendment 1A is not agreed.', true],
      ['Amendment 1B is not agreed.', true],
      ['Amendment 2C is lost.', true],
      ['Amendment 3 is therefore agreed.', true],
    ]);
  });

  it('E69: the question put, a condition and a question are no outcomes; a short recorded result is one', () => {
    const summary = madeUpMeeting(
      [
        'Chair: The question is that amendment 4 be agreed.',
        'Chair: If amendment 4 is not agreed, amendment 6 will fall.',
        'Chair: Is amendment 5 agreed?',
        'Chair: Thank you. Amendment 7 is agreed.',
        'Chair: Amendment 8 falls.',
      ],
      '2026-05-04',
    );
    expect(summary.decisions.map((d) => d.text)).toEqual(['Amendment 7 is agreed.', 'Amendment 8 falls.']);
  });
});
