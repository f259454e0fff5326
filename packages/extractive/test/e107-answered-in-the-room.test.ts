/**
 * Issue 15, session 32 (committee hearings: blind15 education_2 L101; the held-out sets' wrong tasks come mostly from
 * hearings), E107: a member asks a witness "can you give an assurance that student maintenance payments will continue
 * as normal?", the minister answers "Yes.", and E51 took the question as the minister's task ("Give an assurance that
 * …"). A question answered there and then — give an assurance / a commitment / an indication / a sense / an update,
 * confirm or clarify that / whether …, outline, expand on, comment on, set out, reassure, say whether … — is now no
 * task; one that asks for the answer in writing ("write to the committee with …", "a note in writing") still is, and
 * so is "confirm the booking with the venue" (work, not an answer).
 * Spec: issue 15 deliverable 2 (precision: questions are not next steps).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E107: a question a witness answers in the room is no task', () => {
  it('E107: assurances, confirmations and outlines answered with a yes', () => {
    const s = madeUpMeeting(
      [
        'Chair: Thank you. Turning to the bursary scheme, can you give an assurance that the rural grant will continue next year?',
        'Minister: Yes.',
        'Chair: And could you confirm whether the pilot colleges will keep their funding?',
        'Minister: Yes, I can.',
        'Chair: Could you outline the timetable for the review of the funding formula?',
        'Minister: Certainly.',
        'Chair: Would you give us a sense of how many learners have applied so far?',
        'Minister: Of course.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });

  it('E107: an answer asked for in writing, and work asked of someone, are still tasks', () => {
    const s = madeUpMeeting(
      [
        'Chair: Could you write to the committee with the bursary figures for each region?',
        'Minister: Yes, of course.',
        'Ann: The hall is still not confirmed for the fair.',
        'Ann: Could you confirm the booking with the venue before Friday?',
        'Ben: Sure.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => [n.line, n.owner])).toEqual([
      [1, 'Minister'],
      [4, 'Ben'],
    ]);
  });
});
