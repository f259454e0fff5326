/**
 * Session 51, E462: "you should check with him, because he tried several different combinations" (bench/blind9
 * Bmr023 L700), "I would actually double check with Stephane at this point" (L640) and "we should check with Stephane"
 * (bench/blind11 Bmr026 L620), labelled tasks in two meetings, matched no cue: "check" is read after "I'll" or "I
 * should", not after "you should", "we should" or "I would". Checking with someone, held by a modal, is a next step;
 * its owner only when a known person is named. The bare imperative and the past stay out.
 * Spec: issue 15 deliverable 2 (next steps are self-contained tasks about the work, with an owner where stated).
 */
import { describe, expect, it } from 'vitest';
import { CHECK_WITH } from '../src/cues/next-step-cues.js';
import { linesWithNextSteps, nextStepsSaid } from './made-up-meeting.js';

describe('E462: checking with someone, held by a modal, is a next step', () => {
  it('E462: the dev lines are kept, each as one next step', () => {
    const kept = [
      'Well, actually, you should check with him, because he tried several different combinations.',
      'Yeah. I would actually double check with Stephane at this point.',
      'Yeah, and we should check with Stephane.',
    ];
    expect(kept.map((said) => nextStepsSaid(said).length)).toEqual([1, 1, 1]);
  });

  it('E462: the imperative and the past stay out (dev lines), and the room is no one to check with', () => {
    // bench/blind9 Bmr023 L590, bench/blind13 IS1007c L415, bench/blind15 Bro013 L328.
    const dropped = [
      'Uh. Talk with Stephane. He did some things like that.',
      'Yeah. Check with the R and D department the capability of recogniser.',
      'Um our t I went to talk with uh Mike Jordan this this week.',
    ];
    expect(linesWithNextSteps(dropped)).toEqual([]);
    expect(CHECK_WITH.test('you have to check with him.')).toBe(true);
    expect(CHECK_WITH.test("we'll have to check with the supplier first.")).toBe(true);
    expect(CHECK_WITH.test('you should check with us first.')).toBe(false);
    expect(CHECK_WITH.test('i think we should check with everyone before we change the casing.')).toBe(false);
  });
});
