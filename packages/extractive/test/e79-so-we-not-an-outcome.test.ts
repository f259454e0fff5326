/**
 * Issue 15, session 28, E79: a "so we …" or "then we …" opening is read as a chair's summing-up of an outcome
 * (`soOutcomes`): "So we use a normal battery.", "Then we realign it, at our cost." But in real talk the words after
 * "so we" are often no outcome's verb at all: a new subject after a restart ("so we they are transcribing the
 * digits", "So we I mean, if we reduce the delay …", bench/blind13 Bmr024 L113, Bro025 L199), a question word ("So
 * we what we can use is plastic, rubber, wood and titanium", blind14 ES2016c L55), a fragment ("So, we e w f w For a
 * long time we had used …", blind13 Bmr024 L917), an adverb before a report ("So we actually worked well as a group",
 * blind15 ES2013d L344), "wanna" ("So we wanna think about which ones …", blind15 Bed004 L276), a negated modal ("So
 * we shouldn't have too square corners", blind9 TS3004c L220) or an auxiliary "do" ("So we do count as I think
 * excellent", blind15 ES2013d L367). Each was listed as a decision. Now those words after "so / then we" make no
 * summing-up; "so we do the migration in two batches" (an object after "do") still does.
 * Spec: issue 15 deliverable 2 (precision: decisions are about the work, no fragments or reports).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E79: "so we" before a restart, a report or a hedge is no outcome', () => {
  it('E79: restarts, reports and hedged talk after "so we" are no decisions', () => {
    const s = madeUpMeeting(
      [
        'Ravi: The transcription service got the second batch of recordings yesterday.',
        'Ravi: So we they are transcribing the digits for the whole corpus now.',
        'Lena: Okay.',
        'Ravi: So we actually worked through every one of the old alignments last month.',
        'Lena: Right.',
        'Ravi: So we wanna think about which of the features we really care about.',
        'Lena: Mm-hmm.',
        "Ravi: So we shouldn't have too many square corners on the case.",
        'Lena: Okay.',
        'Ravi: So we do count the evaluation as excellent overall.',
        'Lena: Yes.',
        'Ravi: So, we what we can use is plastic, rubber, wood and titanium for the case.',
        'Lena: Okay.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((x) => x.text)).toEqual([]);
  });

  it('E79: a summing-up "so we" with its verb and object stays a decision', () => {
    const s = madeUpMeeting(
      [
        'Ravi: The kinetic charger costs twice as much as the battery pack.',
        'Lena: And nobody asked for it in the survey either.',
        'Ravi: Okay. So we use a normal battery for the remote.',
        'Lena: Yeah.',
        'Ravi: The import has two million rows, too many for one night.',
        'Ravi: Ok. So we do the migration in two batches over the weekend.',
        'Lena: Fine.',
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((x) => x.line)).toEqual([3, 6]);
  });
});
