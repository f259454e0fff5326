/**
 * Issue 15, session 50, E404: the meeting's own schedule is logistics, not a decision about the work. bench/blind12
 * Bro008 L236: the professor closes with "So, we'll skip next week, and we'll meet two weeks from now." and bench/blind14
 * ES2016c L222: the Project Manager ends the discussion with "Um okay so we will have another meeting in thirty
 * minutes." — both were listed as decisions (d:cue:12, d:chair-outcome); no labeller took either. Holding another or
 * the next meeting, or skipping a week, meeting or session of it, now counts as logistics ("next meeting is …" and
 * "thirty minutes to work" already did). Skipping a part of the product ("we have to skip the teletext", bench/blind12
 * TS3003b L92) and a choice said by the same chair in the same place stay decisions.
 * Measured (bench/rule-families.ts, D+NS): dev .868 (145/167) → .879 (145/165) at the same recall; decisions alone
 * .798 (67/84) → .817 (67/82); validation unchanged.
 * Spec: issue 15 deliverable 2 (decisions about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { decisionsSaid } from './made-up-meeting.js';

/** bench/blind12 Bro008 L231-L238 as said (the professor's line is line 6). */
const SKIP_NEXT_WEEK = [
  'Professor D: Tuesday.',
  "PhD C: Where where's the meeting?",
  'Professor D: Uh, Amsterdam, I think, yeah?',
  'PhD A: Yeah, Amsterdam.',
  'PhD C: Uh-huh.',
  "Professor D: Yeah. Yeah, yeah. Yep. Um So, we'll skip next week, and we'll meet two weeks from now.",
  'PhD A: Yeah.',
  'PhD E: Yeah.',
];

/** bench/blind14 ES2016c L218-L223 as said (the Project Manager's line is line 5). */
const ANOTHER_MEETING = [
  'Project Manager: Which will require a more expensive chip-on-print right?',
  'Industrial Designer: Yes. It does.',
  "Project Manager: 'Kay. So I guess that, is that, is that about it? So we have a good idea of what we're gonna need to to do on this?",
  'Industrial Designer: Right.',
  'Project Manager: Um okay so we will have another meeting in thirty minutes.',
  'Industrial Designer: Right.',
];

const decided = decisionsSaid;

describe("E404: the meeting's own schedule is no decision", () => {
  it('E404: skipping next week and holding another meeting in thirty minutes are left out', () => {
    expect(decided(SKIP_NEXT_WEEK)).toEqual([]);
    expect(decided(ANOTHER_MEETING)).toEqual([]);
  });

  it('E404: skipping a part of the product, said in the same place, stays a decision', () => {
    const teletext = SKIP_NEXT_WEEK.map((t, i) =>
      i === 5
        ? 'Professor D: Another point is we have to skip the teletext, because in the world of upcoming internet we think teletext is going to be a thing of the past.'
        : t,
    );
    expect(decided(teletext).map(([line]) => line)).toEqual([6]);
  });

  it("E404: the chair's choice in place of the schedule stays a decision", () => {
    const battery = ANOTHER_MEETING.map((t, i) =>
      i === 4 ? 'Project Manager: Um okay so we will use a normal battery.' : t,
    );
    expect(decided(battery).map(([line]) => line)).toEqual([5]);
  });
});
