/**
 * Issue 15, session 46, E381: a request taken on after a backchannel ("Can you mail that out to the list?" /
 * "Mm-hmm, yeah I will.", bench/blind11 Bmr026, an ICSI meeting) was no task: E51's answer reader cut "um", "uh",
 * "er", "erm" and "mm" before the acceptance, not "mm-hmm", "mhm", "uh-huh" or "hmm", so "mm-hmm, yeah I will" did not
 * open on a yes. Every such backchannel is now read past, as "um" was; a refusal after it is still no task.
 * Spec: issue 15 deliverable 2 (precision and recall of next steps).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E381: an acceptance after "mm-hmm" takes the request on', () => {
  it('E381: "Mm-hmm, yeah I will.", "Uh-huh. Sure.", "Mhm, will do." and "Hmm, okay, I will." each take the request on', () => {
    const s = madeUpMeeting(
      [
        'Ana: The status page of the transcripts is up to date now.',
        'Ben: Can you mail the status page out to the list?',
        'Ana: Mm-hmm, yeah I will.',
        'Cal: The new alignments came back from the other site yesterday.',
        'Dee: Could you convert the new alignments into label files?',
        'Cal: Uh-huh. Sure.',
        'Ben: Would you update the recording checklist on the wiki?',
        'Dee: Mhm, will do.',
        'Cal: Can you send the consent forms to the participants?',
        'Ana: Hmm, okay, I will.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => [x.text, x.owner, x.line])).toEqual([
      ['Mail the status page out to the list.', 'Ana', 2],
      ['Convert the new alignments into label files.', 'Cal', 5],
      ['Update the recording checklist on the wiki.', 'Dee', 7],
      ['Send the consent forms to the participants.', 'Ana', 9],
    ]);
  });

  it('E381: a backchannel before a refusal or a hedge is still no acceptance', () => {
    const s = madeUpMeeting(
      [
        'Ben: Can you mail the status page out to the list?',
        "Ana: Mm-hmm, but I won't have time this week.",
        'Dee: Could you convert the new alignments into label files?',
        'Cal: Uh-huh, maybe, I dunno.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps).toEqual([]);
  });
});
