/**
 * Issue 15, session 27, E77: "I don't know, but I'll find out more at our next meeting." (bench/blind12 IS1008c) and "I'm
 * not sure, but I will write to the committee and let you know." (blind12 education_18), both labelled tasks, were
 * dropped as hedged: the hedge check read the whole sentence before the cue. Not knowing, closed by a "but" the
 * commitment follows, is what the task is for; a hedge after the "but" ("but I'll maybe check …"), or another hedge
 * before it ("Maybe, but …"), still leaves the item out.
 * Spec: issue 15 deliverable 2 (hedges dropped; decisions and next steps about the work).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E77: not knowing, but committing, is a task', () => {
  it('E77: "I don\'t know, but I\'ll find out …" and "I\'m not sure, but I will write …" are tasks; other hedges still drop', () => {
    const s = madeUpMeeting(
      [
        'Dana: What does the advanced chip on print mean exactly? Is it on a micro-processor?',
        "Tom: I don't know, but I'll find out more about the advanced chip at our next meeting.",
        'Hefin: When will the universities have the new access plans in place?',
        "Kirsty: I'm not sure, but I will write to the committee with the timetable for the access plans.",
        "Tom: I'm not sure, but I'll maybe check the battery prices with manufacturing.",
        "Mia: Maybe, but I'll probably order the rubber samples from the supplier.",
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => [x.line, x.owner])).toEqual([
      [2, 'Tom'],
      [4, 'Kirsty'],
    ]);
  });
});
