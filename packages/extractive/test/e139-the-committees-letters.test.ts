/**
 * Issue 15 (recall of next steps on real meetings), E139: a committee chair closing a hearing says "as to anything
 * that we didn't ask, we will have to write to the Minister" (bench/blind14 education_1, labelled a task). It was no
 * task at all: "we will write to …" held no next-step cue, and in a hearing E135 leaves out every "we" task that does
 * not hand something to the committee. The team's letter to a person or body is now a `team` task, kept in a hearing;
 * and its words are shown whole: the spoken-restart rule read "we didn't ask, we will" as an abandoned start and cut
 * "didn't ask,", which made the item say the opposite ("anything that we will have to write").
 * Spec: issue 15 deliverable 2 (recall: a chair's own tasks in hearings; self-contained, readable items).
 */
import { describe, expect, it } from 'vitest';
import { withoutRestarts } from '../src/transcript/without-restarts.js';
import { answer, TOPICS } from './hearing-answer.js';
import { madeUpMeeting } from './made-up-meeting.js';

const closing = [
  "Chair: Thank you. We have come to the end of our time and, as to anything that we didn't ask, we will have to write to the Minister.",
  'Wyn: Thank you, Chair.',
  "Chair: We'll write to the Cabinet Secretary about the driver shortage on the coast.",
  'Wyn: We will publish the new guidance for operators in the spring.',
];

describe('E139: the team writing to someone outside the meeting is a next step', () => {
  it('E139: in a hearing, the chair\'s "we will have to write to the Minister" is a task; a witness\'s own programme is not', () => {
    const turns: string[] = [];
    for (const topic of TOPICS)
      turns.push(`Chair: What can you tell us about ${topic}?`, `Wyn: ${answer(topic)}`);
    const s = madeUpMeeting([...turns, ...closing], '2026-06-08');
    const texts = s.nextSteps.map((n) => n.text);
    expect(texts).toContain(
      "We have come to the end of our time and, as to anything that we didn't ask, we will have to write to the Minister.",
    );
    expect(texts).toContain("We'll write to the Cabinet Secretary about the driver shortage on the coast.");
    expect(texts.join('\n')).not.toMatch(/publish the new guidance/);
  });

  it('E139: in a plain meeting a letter to a person or a body is a task; writing to a file or a disk is not', () => {
    const s = madeUpMeeting(
      [
        'Ann: The parts from the supplier are three weeks late again.',
        'Ann: We will write to the supplier about the delay.',
        'Bob: And the logger is too slow.',
        'Bob: We need to write to the database every second.',
        'Ann: We can write to them about the missing invoices as well.',
      ],
      '2026-06-08',
    );
    expect(s.nextSteps.map((n) => [n.text, n.line])).toEqual([
      ['We will write to the supplier about the delay.', 2],
      ['We can write to them about the missing invoices as well.', 5],
    ]);
  });

  it('E139: a negated verb closed by a comma is no abandoned start; a real restart is still cut', () => {
    expect(withoutRestarts("As to anything that we didn't ask, we will have to write to the Minister.")).toBe(
      "As to anything that we didn't ask, we will have to write to the Minister.",
    );
    expect(withoutRestarts("apart from that I think we just we'll go for the simpleness")).toBe(
      "apart from that I think we'll go for the simpleness",
    );
  });
});
