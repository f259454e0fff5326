/**
 * Issue 15, session 27, E76: the speaker's own part in this meeting, in words E30 and E68 did not know, was listed as
 * next steps on four real sets: "I'll again very quickly just present some notes of that meeting." (bench/blind13
 * ES2012c), "I think I will do my presentation on the components concept" (blind13 IS1007c), "I've some material
 * information, but I'll give you it later in my presentation." (blind9 TS3004c), "I'm going to bore you with a couple
 * of descriptions of the interior." (blind14 ES2016c), "I'll move on to my question to Kirsty Williams." (blind14
 * education_1). None is labelled a task. Giving a talk to others ("I'll do the talk from the other side, by the viewing
 * window", a keeper's talk to visitors) and a presentation at a later meeting stay tasks.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E76: the speaker's own part in this meeting is no task", () => {
  it('E76: presenting (with adverbs, "do my presentation", "in my presentation", "bore you with") and moving on to one\'s question are no tasks', () => {
    const s = madeUpMeeting(
      [
        "Rhian: Thank you for coming to this third meeting. I'll again very quickly just present some notes of that meeting.",
        "Tom: Okay so I think I will do my presentation on the components concept so can you please open I'm participant two.",
        "Tom: I've some material information, but I'll give you it later in my presentation.",
        "Mia: I'm going to bore you with a couple of descriptions of the interior of the remote.",
        "Sian: Okay. I'll move on to my question to the Minister about the school budgets.",
        "Ian: I'll do the talk from the other side, by the viewing window, for the visitors on Saturday.",
        "Mia: I'll present the rubber case prices at the next meeting.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => x.line)).toEqual([6, 7]);
  });
});
