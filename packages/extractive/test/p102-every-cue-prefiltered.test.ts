/**
 * Issue 13, P102: E73's next-step cue (an offer of work, "I'm happy to discuss that with you …", "We can get you that
 * analysis") had no entry in the cue prefilter's table (`src/cues/cue-prefilter.ts`), so it ran on every sentence the
 * next-step stage read, fragments included ("Mm-hmm.", "Yeah, exactly.": every one counted for the cue-match notice),
 * and opens on a look-ahead tried at every offset. Now every English decision and next-step cue and blocker has its
 * necessary substrings, and what a user reads is unchanged: the offers of work, a short decision and an accepted
 * request still come through.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { describe, expect, it } from 'vitest';
import { cueNeeds, firstCue, gatedCues } from '../src/cues/cue-prefilter.js';
import { decisionCues } from '../src/cues/decision-cues.js';
import { nextStepBlockers, nextStepCues } from '../src/cues/next-step-cues.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('P102: every English cue pattern runs behind the prefilter (issue 13)', () => {
  it('P102: no English decision or next-step cue or blocker is left without its substrings (E73 included)', () => {
    const lists = [decisionCues.en!, nextStepCues.en!.map((c) => c.pattern), nextStepBlockers.en!];
    const unlisted = lists.flat().filter((p) => cueNeeds(p) === null);
    expect(unlisted.map(String)).toEqual([]);
    // E73's cue is skipped on a sentence without its words and still found on one with them.
    const offers = nextStepCues.en!.map((c) => c.pattern);
    const e73 = offers.findIndex((p) =>
      p.test("i'm happy to discuss the guidance with you before the third stage."),
    );
    expect(e73).toBeGreaterThanOrEqual(0);
    expect(cueNeeds(offers[e73]!)).toContain('happy to');
    const gated = gatedCues(offers);
    expect(firstCue(gated, 'mm-hmm.')).toBe(-1);
    expect(firstCue(gated, 'we can get you that analysis by the end of the month.')).toBe(e73);
  });

  it('P102: offers of work, a short decision and an accepted request still come through', () => {
    const found = madeUpMeeting(
      [
        "Julie: I'm happy to discuss the guidance with you, and with the committee, before the third Stage.",
        'Bethan: We can get you that analysis of the distributable reserves by the end of the month.',
        'Ann: Maybe we should move the launch to Friday.',
        "Ben: Okay, let's do that.",
        'Ann: Ben, could you draft the press release for the launch?',
        'Ben: Yes, sure.',
      ],
      '2026-05-04',
    );
    expect(found.nextSteps.map((s) => [s.line, s.owner])).toEqual([
      [1, 'Julie'],
      [2, 'Bethan'],
      [5, 'Ben'],
    ]);
    expect(found.decisions.map((d) => d.line)).toEqual([3]);
  });
});
