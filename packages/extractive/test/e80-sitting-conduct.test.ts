/**
 * Issue 15, session 28, E80: a committee sitting's own conduct, in words E72 did not know, was listed as next steps:
 * a Member's "I'll declare an interest as a parent of a child with additional learning needs" before a question
 * (bench/blind15 education_2 L126), the chair's "I will update Members on that when we go into private" (business kept
 * for the private part of the same sitting, blind12 education_18 L212) and "I'm going to appeal for concise
 * questions, concise answers" (blind9 education_9 L114). Like moving amendments or taking a vote (E72), declaring an
 * interest, business for the private session and asking for brief questions or answers conduct the meeting and are
 * no follow-up work. A Member's "appeal for" a policy and an update promised for later stay tasks.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: meeting logistics dropped).
 */
import { describe, expect, it } from 'vitest';
import { isFormalProcedure } from '../src/cues/own-presentation.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe("E80: a sitting's conduct is no task", () => {
  it('E80: declaring an interest, business for the private session and asking for concise questions are procedure', () => {
    expect(
      isFormalProcedure("all right. i'll declare an interest as a parent of a child at the school."),
    ).toBe(true);
    expect(isFormalProcedure('can i ask whether members want to declare any interests, please?')).toBe(true);
    expect(isFormalProcedure('i will update members on that when we go into private.')).toBe(true);
    expect(isFormalProcedure("i'm going to appeal for concise questions, concise answers.")).toBe(true);
    expect(isFormalProcedure("i'd put in an appeal for that to be raised with schools.")).toBe(false);
    expect(isFormalProcedure('i will update members on the funding review by the end of march.')).toBe(false);
  });

  it('E80: the sitting lists the Minister’s promised letter, not its own conduct', () => {
    const s = madeUpMeeting(
      [
        "Lynne Neagle AM: Thank you. We've got a lot to cover, so I'm going to appeal for concise questions, concise answers.",
        "Hefin David AM: All right. I'll declare an interest as a parent of a child with additional learning needs.",
        'Hefin David AM: Will pupils waiting for a referral still be assessed this term?',
        'Kirsty Williams AM: I will write to the committee with the referral figures by the end of the month.',
        'Lynne Neagle AM: Thank you. I will update Members on the letter from the Minister when we go into private.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((n) => n.line)).toEqual([4]);
  });
});
