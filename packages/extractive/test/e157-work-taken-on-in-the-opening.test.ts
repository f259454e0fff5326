/**
 * Issue 15 (precision of next steps on real meetings), E157: in a long meeting's first twentieth the speakers set the
 * meeting up — its objective, whose turn it is, the room and its equipment — and what they say they will do there was
 * reported as follow-up work ("I have to make sure that this attachment will open", "I'll handle to the functional
 * team … to discuss the components concept"; dev sets: 3 of 4 such tasks wrong). Now a task the speaker takes on in
 * the opening of a meeting of 40 or more spoken lines is left out; one given to another person, one with a due date,
 * the same words later in the meeting and any task of a short exchange stay.
 * Spec: issue 15 deliverable 2 (next steps about the work; meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { withoutOpeningTasks } from '../src/extract/opening-tasks.js';
import { madeUpMeeting } from './made-up-meeting.js';

const BODY = [
  'Ann: The overlap detector still gives false overlaps on the lapel channels.',
  'Ben: And the new data from the lab came in on Monday.',
  'Cleo: Okay.',
  'Ann: The lapel channels pick up a lot of breathing noise.',
];
/** `opening` at line 1, then 59 lines of talk with no cue, then `later` (line 61), then a closing line. */
const meeting = (opening: string, later = 'Ben: Right.') =>
  madeUpMeeting(
    [opening, ...Array.from({ length: 59 }, (_, i) => BODY[i % BODY.length]!), later, 'Ann: Okay, thanks.'],
    '2026-05-04',
  );

describe("E157: work the speaker takes on in a long meeting's opening is no next step", () => {
  it("leaves out the speaker's own task said in the opening", () => {
    const s = meeting('Cleo: I will check the prices of the lapel microphones with the supplier.');
    expect(s.nextSteps.map((n) => n.line)).toEqual([]);
  });

  it('keeps the same task said after the opening', () => {
    const s = meeting(
      'Ben: Okay.',
      'Cleo: I will check the prices of the lapel microphones with the supplier.',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([[61, 'Cleo']]);
  });

  it('keeps a task in the opening that has a due date or is given to another person', () => {
    const due = meeting(
      'Cleo: I will check the prices of the lapel microphones with the supplier by Friday.',
    );
    expect(due.nextSteps.map((n) => [n.line, n.owner, n.due])).toEqual([[1, 'Cleo', '2026-05-08']]);
    const other = meeting('Cleo: Ben, please order the lapel microphones from the supplier.');
    expect(other.nextSteps.map((n) => [n.line, n.owner])).toEqual([[1, 'Ben']]);
  });

  it('keeps every task of a short exchange', () => {
    const s = madeUpMeeting(
      ['Cleo: I will check the prices of the lapel microphones with the supplier.', ...BODY],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([1]);
  });

  it('never touches user-notes items', () => {
    const note = {
      text: 'Check prices',
      owner: null,
      due: null,
      speaker: null,
      line: null,
      source: 'user-notes' as const,
    };
    expect(withoutOpeningTasks([note], { first: 1, last: 1000, segments: 1000 })).toEqual([note]);
  });
});
