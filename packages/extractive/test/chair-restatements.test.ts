/**
 * Issue 15 (precision and recall of decisions on meetings nobody tuned the engine on): a chair's restatement of the
 * outcome, opened by "ok"/"right"/"so" and approved by another speaker, is a decision; the same opening before a
 * report, a task, an open plan or a bare backchannel is not. Two plans that share only WHEN they happen are not one
 * plan undone by the other.
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const decisions = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-05-04').decisions.map((d) => ({
    line: d.line,
    text: d.text,
    reversed: d.reversedBy !== undefined,
  }));

describe('issue 15: a chair restates the outcome and another speaker approves it', () => {
  it('"right, so …" approved with "good" / "that works for me" / "agreed" is a decision, said without its opener', () => {
    const found = decisions([
      'Ola: The van is booked on Tuesdays already, so deliveries clash with the market stall.',
      'Piet: Thursdays are free for the van and for me.',
      'Ola: Right, so deliveries move to Thursday mornings and the stall keeps Tuesdays.',
      'Piet: Good.',
      'Ola: Okay then, the spare keys stay in the office safe from now on.',
      'Rui: That works for me.',
      'Ola: So, ok, the night rate goes up to fourteen pounds an hour in July.',
      'Piet: Agreed, about time.',
    ]);
    expect(found).toEqual([
      {
        line: 3,
        text: 'Deliveries move to Thursday mornings and the stall keeps Tuesdays.',
        reversed: false,
      },
      { line: 5, text: 'The spare keys stay in the office safe from now on.', reversed: false },
      { line: 7, text: 'The night rate goes up to fourteen pounds an hour in July.', reversed: false },
    ]);
  });

  it('a plain yes accepts it only when the chair asked for agreement in the same turn', () => {
    expect(
      decisions([
        'Ola: Ok so the newsletter goes monthly from January. Everybody happy with that?',
        'Piet: Yes.',
      ]).map((d) => d.line),
    ).toEqual([1]);
    expect(
      decisions(['Ola: Ok so the newsletter goes monthly from January.', 'Piet: Yeah.']).map((d) => d.line),
    ).toEqual([]);
  });

  it('the same opening before a report, a task, an open plan, a comment or a question decides nothing', () => {
    expect(
      decisions([
        "Ola: Okay, so we've inspected the north depot and the east depot already.",
        'Piet: Great.',
        "Ola: Right, so I'll send the rota to the whole team tonight.",
        'Rui: Perfect.',
        "Ola: Ok, Piet, you're taking the van to the garage on Friday.",
        'Piet: Fine.',
        'Ola: So the stall should maybe move to the square next spring.',
        'Rui: Good.',
        "Ola: Okay, so it's a really tricky one, the parking around the market.",
        'Piet: Agreed.',
        'Ola: Right, so the next item is the summer party at the depot.',
        'Rui: Great.',
        'Ola: So the van goes to the garage on Friday?',
        'Piet: Good.',
      ]),
    ).toEqual([]);
  });

  it('an approval that goes on with "but" accepts nothing', () => {
    expect(
      decisions([
        'Ola: Ok, so the stall opens on the square from June onwards.',
        "Piet: Good, but the council hasn't said yes to the square yet.",
      ]),
    ).toEqual([]);
  });
});

describe('issue 15: reversals must share what was decided, not only when', () => {
  it('a later "can\'t" about another plan for next year does not reverse a decision for next year', () => {
    const found = decisions([
      'Ola: Ok, the essay limit is three thousand words for the module from next year.',
      'Piet: Agreed.',
      "Rui: The print shop needs the module handbook for next year by June, otherwise they can't print it in time.",
    ]);
    expect(found).toEqual([
      {
        line: 1,
        text: 'The essay limit is three thousand words for the module from next year.',
        reversed: false,
      },
    ]);
  });
});
