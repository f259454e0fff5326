/**
 * Issue 15 (recall of next steps: the candidate pools missed most labelled tasks), E192: work the speaker says they
 * must do — "So I should ping Dave just to make sure that he got it.", "I have to redo the cost sheet.", "I need to
 * finish the slides for Ben." — was no next step: only "I'll …", "I'm going to …" and
 * plans to find something out were first-person cues. What one says in the meeting itself ("I should point out …", "I
 * must stress …", "I have to ask these questions"), a state or a regret ("I should be writing all this down", "I should
 * have said …") and a question ("Do I have to send the form?") stay out; a hedged one ("I should probably ping him",
 * a real ICSI line) now reaches the candidate pool but the hedge rule still drops it.
 * Spec: issue 15 deliverable 2 (next steps with their owner).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const around = (line: string) => [
  'Ann: The overlap detector still gives false overlaps on the lapel channels.',
  'Ben: And the new data from the lab came in on Monday.',
  line,
  'Ann: Okay.',
];

describe('E192: work the speaker says they must do is their next step', () => {
  it.each([
    'Cleo: So I should ping Dave just to make sure that he got the new data.',
    'Cleo: I have to redo the cost sheet with the new prices.',
    'Cleo: I need to finish the slides on the lapel channels for Ben.',
  ])('E192: %s', (line) => {
    const s = madeUpMeeting(around(line), '2026-05-04');
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([[3, 'Cleo']]);
  });

  it.each([
    'Cleo: I should point out that the new data has twice as many speakers.',
    'Cleo: I must stress the importance of the lapel channels here.',
    'Cleo: I have to ask these questions because the numbers look odd.',
    'Cleo: Oh gosh, I should be writing all of this down.',
    'Cleo: I should have said that the lab data came in early.',
    'Cleo: Do I have to send the consent form to the lab again?',
  ])('E192: no next step in %s', (line) => {
    const s = madeUpMeeting(around(line), '2026-05-04');
    expect(s.nextSteps.map((n) => n.line)).not.toContain(3);
  });
});
