/**
 * Issue 15, session 31, E103: words a speaker quotes — someone else's, or their own past thought — were read as this
 * meeting's tasks ('Once I thought "oh, now I have these much better models. I'll re-generate my initial alignments.
 * Then I'll get much better models at the end."' gave two next steps; 'like, "oh what did Chuck do, OK I'll do that"'
 * one). A cue inside a quotation still open where it stands — counted over the quotation marks of the speaker's
 * earlier sentences on the line and of the sentence before the cue, straight or curly — is no task and no decision
 * now; the speaker's own words after the quotation closes still count.
 * Spec: issue 15 deliverable 2 (precision: decisions and next steps about the work, not reported speech).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E103: quoted words are no task and no decision', () => {
  it('E103: a cue in a quotation opened earlier on the line, or earlier in the sentence, is left out', () => {
    const s = madeUpMeeting(
      [
        'Ana: Last spring I told myself "the archive is a mess. I\'ll rebuild the index over the summer. Then I\'ll tag every box." It never happened.',
        'Ben: Mm-hmm.',
        'Cal: The caretaker wrote to us, “we will drop the late key service from June”, and nobody answered him.',
        'Dee: Right.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
    expect(s.decisions).toEqual([]);
  });

  it("E103: the speaker's own commitment after the quotation closes is still a task", () => {
    const s = madeUpMeeting(
      [
        'Ana: The caretaker keeps saying "the boiler is fine". I\'ll call the heating engineer about the boiler on Monday.',
        'Ben: Okay.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((t) => [t.line, t.owner])).toEqual([[1, 'Ana']]);
  });
});
