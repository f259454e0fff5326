/**
 * Issue 15, session 21 (bench/blind8 and blind9, real AMI, ICSI and Senedd meetings), E51: in real meetings a task is
 * often handed over without naming anyone — "maybe you could provide the committee with a list of …" / "Yes, sure.
 * No problem at all.", "could you put the minutes on the shared folder?" / "I'll put them online." The cue patterns
 * need the addressee named, so these were never reported. A request to "you" that the next other speaker takes on is
 * a task owned by that speaker; one turned down, hedged, answered by a question, or asked of the room for the meeting
 * itself ("give us your presentation", "walk us through …") is not.
 * Spec: issue 15 deliverable 2 (precision and recall of next steps; a due date only when one is stated).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E51: a request the next speaker takes on is their task', () => {
  it('E51: taken on by "sure", "no problem", "I will" or a plain yes to a question, owned by who answered', () => {
    const s = madeUpMeeting(
      [
        'Ana: The pilot has been running in forty schools since September.',
        'Ana: If I may ask as well, maybe you could send the committee a list of the pilot schools.',
        'Ben: Yes, sure. No problem at all.',
        'Cal: The trial recordings are finished and the transcripts came back on Monday.',
        'Cal: Could you put the trial transcripts on the shared drive by Thursday?',
        'Dee: Okay.',
        'Ana: The budget line for the tablets is still open.',
        'Ana: Do you want to draft the tablet order for the finance office?',
        'Cal: I will, yes.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => [x.text, x.owner, x.line, x.due])).toEqual([
      ['Send the committee a list of the pilot schools.', 'Ben', 2, null],
      // Kept for its date by the cue patterns before, with no owner: now owned by who took it on.
      ['Put the trial transcripts on the shared drive by Thursday', 'Dee', 5, '2026-05-07'],
      ['Draft the tablet order for the finance office.', 'Cal', 8, null],
    ]);
  });

  it('E51: a request turned down, hedged, questioned, to the room or never answered is no task', () => {
    const s = madeUpMeeting(
      [
        'Ana: Could you fix the heater in the staff room?',
        'Ben: I can patch it, yeah. But honestly the whole unit wants replacing.',
        'Cal: Maybe you could book the large hall for the open evening.',
        'Dee: Which hall do you mean?',
        'Ana: Could you walk us through the survey figures?',
        'Ben: Sure.',
        'Cal: Maybe you could give us your presentation on the new timetable now.',
        'Dee: Okay.',
        'Ana: Could you order the replacement projector bulbs?',
        'Ana: The old ones are in the cupboard in room four.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });
});
