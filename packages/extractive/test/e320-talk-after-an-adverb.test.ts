/**
 * Issue 15 (next-step precision), session 44, E320: E192's cue ("I should / must / have to / need to" + work) leaves out
 * what the speaker says in the meeting itself ("I should point out …", "I must stress …"), but the check sat before
 * the cue's verb lead ("also", "then", "definitely", "still", "try to", "kind of"), so "I should also point out …"
 * went round it: the lead took "also" and "point" was read as the work. The sample vault's conceptual design meeting
 * (2026-03-11, line 43) had "Oh I should also point out that … the final objective of this meeting is to reach a
 * decision on the concepts of the product." as a next step of the Project Manager. The check now follows the lead.
 * Spec: issue 15 deliverable 2 (drop meeting logistics; decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

/** The sample vault's `Transcripts/2026-03-11 Remote control conceptual design.md`, lines 41-44, as said. */
const SAMPLE_41_44 = [
  "Project Manager: Screwed in quite tightly. Uh what did uh how did we leave it with speech recognition now? We did we say we were gonna try maybe incorporate it but we hadn't made a definite decision on that?",
  'Speaker 2: Mm-hmm.',
  'Project Manager: Right. Oh I should also point out that um the you know the kind of final objective of this meeting is to reach a decision on the concepts of the product.',
  'Marketing: Okay.',
];

describe('E320: talk to the room after a verb lead is no next step', () => {
  it('E320: the sample vault line is no next step', () => {
    const s = madeUpMeeting(SAMPLE_41_44, '2026-03-11');
    expect(s.nextSteps.map((n) => n.line)).not.toContain(3);
  });

  it.each([
    'Cleo: I should also point out that the new data has twice as many speakers.',
    'Cleo: I must then stress the importance of the lapel channels here.',
    'Cleo: I have to definitely mention that the lab data came in early.',
    'Cleo: I need to still clarify what the overlap numbers mean.',
    'Cleo: I should kind of add that the lapel channels were noisy.',
  ])('E320: no next step in %s', (line) => {
    const s = madeUpMeeting(
      ['Ann: The new data from the lab came in on Monday.', line, 'Ann: Okay.'],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).not.toContain(2);
  });

  it("E320: work after the same leads is still the speaker's next step", () => {
    const s = madeUpMeeting(
      [
        'Ann: The new data from the lab came in on Monday.',
        'Cleo: I should also ping Dave just to make sure that he got the new data.',
        'Ann: Okay.',
        'Ben: I have to definitely redo the cost sheet with the new prices.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [2, 'Cleo'],
      [4, 'Ben'],
    ]);
  });
});
