/**
 * Issue 15 (next-step precision), session 44, E322: a third-person task to a name no one in the meeting has (R6's
 * "Dave to check the invoices") took any capitalised word before "to / will / is going to" as the name, and a
 * sentence's first word is always capitalised: dev set blind9 (ICSI Bmr023, line 713) had Professor F's "Not to mention
 * the fact that we're missing snacks." as a next step of "Not". Words that open a sentence and name no one ("Not",
 * "Needless", "Nice", "Happy", "Hard", "Easy", "Glad" to …) are no names now.
 * Spec: R6 (third-person assignments: owner only when a name); issue 15 deliverable 2 (no jokes or asides as tasks).
 */
import { describe, expect, it } from 'vitest';
import { thirdPersonTasks } from '../src/cues/third-person-tasks.js';
import { madeUpMeeting } from './made-up-meeting.js';

/** bench/blind9/Bmr023 Meeting Recorder weekly.md, lines 711-714, as said. */
const BMR023_711_714 = [
  'PhD C: Uh.',
  'PhD G: We need to close up cuz I need to save the data and, um, get a call.',
  "Professor F: Not to mention the fact that we're missing snacks. Yeah.",
  'PhD G: Right.',
];

describe('E322: a sentence-opening word is no name', () => {
  it('E322: the ICSI line is no next step', () => {
    const s = madeUpMeeting(BMR023_711_714, '2026-04-01');
    expect(s.nextSteps.map((n) => n.line)).not.toContain(3);
  });

  it.each([
    "Not to mention the fact that we're missing snacks.",
    'Nice to finish the demo early for once.',
    'Hard to get the consent forms back in time.',
    'Happy to send the alignments round again.',
    'Easy to fix the script once we know the format.',
    'Glad to get the new data from the lab.',
    'Needless to check the far-field digits twice.',
  ])('E322: no task in %s', (sentence) => {
    expect(thirdPersonTasks(sentence, ['Ann', 'Ben'])).toEqual([]);
  });

  it('E322: an unknown name still gets its clear work', () => {
    expect(thirdPersonTasks('Dave to check the invoices by Friday.', ['Ann', 'Ben'])).toEqual([
      { owner: null, text: 'Dave to check the invoices by Friday.', at: 0 },
    ]);
  });
});
