/**
 * Issue 15, session 50, E428: three gates of the next steps read "I will" and a verb of the meeting's own talk, and
 * each had its own list of the words said between the modal and the verb, so a lead word one list lacked let a
 * presentation or the room's board past that gate while the cue still read a task ("I'll definitely present the
 * trends …"). One list now (`ACT_LEAD_WORD`, src/cues/act-lead.ts) serves every gate. Telling, showing or reminding
 * the people in the room ("I'm happy to show you what I've got", "I can tell you that …") is talk, not a task; the
 * room's board, table or screen is a place in the room, not one the work is taken to. The lines are dev lines
 * (bench/blind8 Bed016 L93, blind10 IS1006b L90, blind12 education_18 L174, blind14 ES2016c L12, blind15 Bro013 L338,
 * blind11 TS3009d L565), the dropped forms shaped on them where the dev sets hold no such line.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { isMeetingTalk, isOwnPresentation, isToldToTheRoom } from '../src/cues/own-presentation.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E428: telling the room, the shared lead words, the room surfaces', () => {
  it('E428: telling or showing the room is talk; telling someone outside it, or at a later time, is work', () => {
    const told = (s: string) => isToldToTheRoom(s, s.search(/\bi\b/));
    expect(
      told("i'm happy to show you what i've got, get your input on it, and maybe some suggestions."),
    ).toBe(true);
    expect(
      told('i can tell you that uh in a scale between one and ten relevant people scored a six on this.'),
    ).toBe(true);
    expect(told("i'll definitely tell everybody what the trends are.")).toBe(true);
    expect(
      isToldToTheRoom("let me show you what i'm going to change on it.", 'let me show you what '.length),
    ).toBe(true);
    expect(told("i'm not sure, but i will write to the committee and let you know.")).toBe(false);
    expect(told("i'll talk to the managers.")).toBe(false);
    expect(told("i'm gonna tell everybody what the three casing options cost on the supplier's list.")).toBe(
      true,
    );
    expect(told("i'll tell the bookings team about the new prices.")).toBe(false);
    expect(told("i can show you the mock-up tomorrow once it's printed.")).toBe(false);
  });

  it('E428: every gate reads the same lead words between "I will" and the verb', () => {
    expect(
      isOwnPresentation("i'll definitely present the recent fashion trends that we might like to look at."),
    ).toBe(true);
    expect(isOwnPresentation("i'm gonna sort of present the recent fashion trends.")).toBe(true);
    expect(isMeetingTalk("i'll personally point out the two findings.", 0)).toBe(true);
    expect(isMeetingTalk("i'll still go back to the point on the battery.", 0)).toBe(true);
    // The cue's own lead words do not make work talk: a write-up for the next status report stays a task.
    expect(
      isMeetingTalk(
        "i'll try to write up in my next status report a nice description of what he's doing.",
        0,
      ),
    ).toBe(false);
    expect(isOwnPresentation("i'll try to write up in my next status report a nice description.")).toBe(
      false,
    );
  });

  it('E428: the meeting lists the write-up and the letter, not the telling, the presentation or the table', () => {
    const s = madeUpMeeting(
      [
        "Grad F: I'm gonna tell everybody what the three casing options cost on the supplier's list.",
        "Marketing: I'll definitely present the recent fashion trends that we might like to look at for the remote.",
        "Industrial Designer: I'll put the three casing options on the table so everybody can compare them.",
        "Grad B: I'll try to write up in my next status report a nice description of what he's doing.",
        "Minister: I'm not sure, but I will write to the committee and let you know.",
        'Chair: Okay, thank you.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([4, 5]);
  });
});
