/**
 * Issue 15, session 48, E420: a speaker's own turn in this meeting's conversation was listed as a next step when its
 * verb was a work verb to the cues: "I'll also raise another point while it occurs to me, …" (the shape of bench/blind8
 * ES2004c L319), "… but I will respond to Ed's point, which …" (a witness going back to a point, blind10 education_17
 * L23). Like presenting (E30) or taking the minutes (E68), adding to, answering, going back to, raising a point,
 * starting or finishing one's turn conducts the meeting; it is no follow-up work. Dev holds 15 lines of the shape, none
 * in a labelled next-step group. A later time or a verb that hands work on keeps the task.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { isMeetingTalk } from '../src/cues/own-presentation.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E420: a speaker's turn in the meeting's talk is no task", () => {
  it('E420: raising a point, responding to one, starting or finishing a turn are talk; a later time or a letter is work', () => {
    const talk = (s: string) => isMeetingTalk(s, s.indexOf('i'));
    expect(talk("i'll also raise another point while it occurs to me.")).toBe(true);
    expect(talk("i will respond to ed's point, which i think was a very important point.")).toBe(true);
    expect(talk("i'll start with the battery, right?")).toBe(true);
    expect(talk('i will finish with this, chair.')).toBe(true);
    expect(talk("i'm gonna plug in here real quick.")).toBe(true);
    expect(talk('i should point out that the first of those findings is the most important.')).toBe(true);
    expect(talk("i'll come back to you on that next week with the cost figures.")).toBe(false);
    expect(talk("i will respond to the supplier's letter by friday.")).toBe(false);
    expect(talk("i'll draw up a plan for the rollout.")).toBe(false);
    expect(talk("i'll mention it to the transcribers for the next phase.")).toBe(false);
  });

  it("E420: the meeting lists the supplier's reply, not the speakers' turns", () => {
    const s = madeUpMeeting(
      [
        "Marketing: I'll also raise another point while it occurs to me, it kind of applies to both our designers here.",
        "Nick Brazil: I think that is a very good question, but I will respond to Ed's point, which I think was a very important point about the initial vision.",
        "Project Manager: I will respond to the supplier's letter about the casing prices by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([3]);
  });
});
