/**
 * Session 50, E435: E428 read reminding the room, and telling it once an answer comes in, as the meeting's own talk
 * ("I'm happy to show you …"), so a follow-up gave no next step: "I'll remind everyone by email to send their
 * timesheets.", "I'll tell everyone the supplier's answer once I hear back.". Reminding is no telling now, and a
 * telling held to an answer still to come ("once / as soon as / when I hear back") or sent by email is work.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { isToldToTheRoom } from '../src/cues/own-presentation.js';
import { nextStepsSaid } from './made-up-meeting.js';

describe('E435: a reminder, or telling the room once an answer comes, is work', () => {
  it('E435: the follow-ups are next steps', () => {
    expect(nextStepsSaid("I'll remind everyone by email to send their timesheets.")).toHaveLength(1);
    expect(nextStepsSaid("I'll tell everyone the supplier's answer once I hear back.")).toHaveLength(1);
    // Telling the room in the meeting stays talk.
    expect(
      nextStepsSaid("I'm gonna tell everybody what the three casing options cost on the supplier's list."),
    ).toEqual([]);
  });

  it('E435: the telling gate refuses a reminder, an answer to come and a telling by email', () => {
    const told = (s: string) => isToldToTheRoom(s, s.search(/\bi\b/));
    expect(told("i'll remind everyone to send their timesheets.")).toBe(false);
    expect(told("i'll tell everyone the supplier's answer once i hear back.")).toBe(false);
    expect(told("i'll tell you as soon as i get the figures.")).toBe(false);
    expect(told("i'll tell everybody by email what the supplier said.")).toBe(false);
    expect(told("i'll tell you what we found.")).toBe(true);
    expect(
      isToldToTheRoom("let me show you what i'm going to change on it.", 'let me show you what '.length),
    ).toBe(true);
  });
});
