/**
 * Issue 15 hand audit (session 19), E38: "I'm going to plan my holidays." (blind8 TS3011c, said at the meeting's end)
 * was a next step. A first-person plan about the speaker's own life — holidays, meals, the weekend, going home — is no
 * task; the same verbs about the work stay.
 * Spec: issue 15 deliverable 2 (next steps about the work; jokes and asides dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E38: the speaker's own life is no task", () => {
  it('E38: holidays, meals, the weekend and going home are left out; work plans stay', () => {
    const s = madeUpMeeting(
      [
        "Anna: I'm going to plan my holidays.",
        "Ben: I'll have some lunch with the kids after this meeting.",
        "Chloe: And I'm going home to sleep after the detailed design session.",
        "Ben: I'm gonna enjoy my weekend in the hills with the dog.",
        "Anna: I'm going to plan the prototype build for the detailed design meeting.",
        "Chloe: I'll book the lunch for the client visit on Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.text)).toEqual([
      "I'm going to plan the prototype build for the detailed design meeting.",
      "I'll book the lunch for the client visit on Friday.",
    ]);
  });
});
