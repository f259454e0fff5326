/**
 * Issue 15, session 26, E74: a Minister's assurances to a committee were listed as next steps — "I will do everything
 * that I can to work with colleagues across the United Kingdom to find a solution to this.", "I will take every
 * opportunity that I can to ensure that we can take some very strong action in this regard." (bench/blind12
 * education_18). A pledge to do everything / whatever / all one can, to take every opportunity or to do one's utmost
 * names no work with an end: no task. A commitment to a deliverable in the same breath stays.
 * Spec: issue 15 deliverable 2 (decisions and next steps about the work: hedges and vague plans dropped).
 */
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E74: a pledge is no task', () => {
  it('E74: everything / every opportunity / whatever one can are no tasks; a deliverable stays', () => {
    const s = madeUpMeeting(
      [
        'Hefin: What will the Government do about the essay mills that sell coursework to students?',
        'Kirsty: I will do everything that I can to work with colleagues across the United Kingdom to find a solution to this.',
        'Kirsty: I will take every opportunity that I can to ensure that we can take strong action against the essay mills.',
        "Kirsty: We'll do whatever we can to support the universities with the new guidance on academic integrity.",
        'Kirsty: I will write to the committee with the figures for the quality assurance agency by the end of the month.',
      ],
      '2026-05-04',
    );
    expect(s.nextSteps.map((x) => [x.line, x.owner])).toEqual([[5, 'Kirsty']]);
  });
});
