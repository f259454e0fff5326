/**
 * Issue 13, P105: three patterns tried on every sentence (or every cue sentence) that few match had no literal gate:
 * the reversal cues (every complete sentence, 1.4 % of the long path's CPU), the logistics pattern of `notAnItem`
 * (every cue sentence and key-point candidate, 1.7 %) and the call for an earlier meeting's minutes (every sentence
 * outside a recap, 1.5 %), each a long alternation tried at every offset. Now each runs only on a sentence holding one
 * of the literals it cannot match without (`gatedTest`, the prefilter's table), and what a user reads is unchanged: a
 * decision is still marked reversed, a coffee break is still no task, minutes read out on request are still no decision.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { describe, expect, it } from 'vitest';
import { cueNeeds, gatedTest } from '../src/cues/cue-prefilter.js';
import { precisionCues } from '../src/cues/precision-cues.js';
import { REVERSAL_CUES } from '../src/extract/mark-reversals.js';
import { madeUpMeeting } from './made-up-meeting.js';

const en = precisionCues.en!;
const patterns = { reversal: REVERSAL_CUES.en!, logistics: en.logistics, handover: en.recapHandover! };

/** Sentences (as `normal` text) that match one alternative each, and some that match none. */
const samples: Record<keyof typeof patterns, string[]> = {
  reversal: [
    "we're not going to use the blue case.",
    "we won't include the charger.",
    'scrap the leaflets.',
    "let's get rid of the second page.",
    'they called off the fair.',
    'we ruled out the hall.',
    'push it back to may.',
    'put the order on hold.',
    'leave the logo out.',
    "let's not print the flyers.",
    "we're reversing that.",
    'forget about the banner.',
    'the green one instead.',
    'on second thoughts, no.',
    "we'll switch to the other supplier.",
    'we changed our minds.',
    "the projector's off for now.",
    "that doesn't work.",
    'too expensive for us.',
    "the van is out, it's broken.",
    "we can't make it on friday.",
    'the blue case looks great.',
    'about the outline of the plan.',
  ],
  logistics: [
    'take it out of the box.',
    'next slide please.',
    'plug me in.',
    'switch on your mic.',
    'share my screen.',
    'for the sake of time, we move on.',
    "we're running out of time.",
    "let's skip the last questions.",
    'five minutes left.',
    'ten minutes break.',
    "let's wrap it up.",
    "we'll go for lunch now.",
    "let's grab a coffee.",
    "we'll take a short break.",
    "the next meeting's on friday.",
    "let's kick off.",
    'you go first.',
    "let's open the meeting.",
    "i'll record who's here.",
    "it's on the whiteboard.",
    'proposed by ann, seconded by bob.',
    'apologies from carl.',
    'declarations of interest.',
    'as a true record.',
    'all in favour?',
    "let's keep it brief.",
    "let's get anna's bits done first.",
    "let's not vote tonight.",
    "bob's joining us a bit late.",
    "i'm leaving a little early.",
    "let's watch eve's presentation.",
    'we will order the new chairs.',
    'the team should check the budget.',
  ],
  handover: [
    'the minutes from last time?',
    "last week's list, sam, you had it.",
    'the actions from october.',
    'the notes we took yesterday.',
    'can you take us through what we said last month?',
    'matters arising.',
    'jen, last week.',
    'so, from march.',
    'okay, the previous meeting.',
    'the blue case looks great.',
    'we will order the new chairs.',
  ],
};

describe('P105: reversal, logistics and minutes-handover patterns behind a literal gate (issue 13)', () => {
  it('P105: each of the three patterns has its literals in the prefilter table and gives the same answers', () => {
    for (const [name, pattern] of Object.entries(patterns)) {
      expect(cueNeeds(pattern), name).not.toBeNull();
      for (const text of samples[name as keyof typeof patterns])
        expect(gatedTest(pattern, text), `${name}: ${text}`).toBe(pattern.test(text));
    }
    // Every sample but the last ones (plain sentences) matches, so each alternative above was tried.
    expect(samples.reversal.filter((t) => patterns.reversal.test(t))).toHaveLength(
      samples.reversal.length - 2,
    );
    expect(samples.logistics.filter((t) => patterns.logistics.test(t))).toHaveLength(
      samples.logistics.length - 2,
    );
    expect(samples.handover.filter((t) => patterns.handover.test(t))).toHaveLength(
      samples.handover.length - 2,
    );
    // A pattern without an entry always runs.
    expect(gatedTest(/blue/, 'the blue case')).toBe(true);
  });

  it('P105: a reversed decision, a coffee break and minutes read out on request read as before', () => {
    const result = madeUpMeeting(
      [
        'Chair: Priya, can you do the minutes from last time?',
        'Priya: We agreed to buy a second urn for the kitchen.',
        "Ann: Let's buy the new projector out of the summer fair money.",
        'Bob: Yes, agreed.',
        "Ann: We'll take a short coffee break now and come back at eleven.",
        "Bob: The treasurer says the fair money is for the roof, so the new projector's off for now.",
        'Cat: I will send the roof quotes to the treasurer by Friday.',
      ],
      '2026-10-01',
    );
    const projector = result.decisions.find((d) => /new projector/.test(d.text));
    expect(projector?.reversedBy?.line).toBe(6);
    expect(result.decisions.map((d) => d.line)).not.toContain(2);
    expect(result.nextSteps.map((s) => s.line)).toEqual([7]);
  });
});
