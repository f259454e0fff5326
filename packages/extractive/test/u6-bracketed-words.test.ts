/**
 * Review U6: words in square brackets are words (a transcriber's insertion "[the]", a name "[Alice]", a version
 * "[v2]"): they stay in quotes and extracts. Transcription annotations (sounds, what could not be heard, time
 * stamps, the AMI marks) still go. The sentences are written for this test, none is from a bench meeting.
 * Spec: issue #5 "Offline summarizer" (key points, decisions and next steps shown without spoken disfluencies).
 */
import { describe, expect, it } from 'vitest';
import { isAnnotationMark } from '../src/transcript/annotation-marks.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('U6 bracketed words are kept', () => {
  for (const [said, kept] of [
    [
      "We'll use [the] Postgres [cluster] for the reports.",
      "We'll use [the] Postgres [cluster] for the reports.",
    ],
    ['[Alice] said the budget is fine.', '[Alice] said the budget is fine.'],
    ['We move the [v2] API to the new gateway.', 'We move the [v2] API to the new gateway.'],
    ['The [sales team] owns the pricing page.', 'The [sales team] owns the pricing page.'],
    ['See [[Project Falcon]] for the plan.', 'See [[Project Falcon]] for the plan.'],
  ] as const) {
    it(`U6: "${said}" keeps its bracketed words`, () => {
      expect(cleanDisfluencies(said)).toBe(kept);
    });
  }

  for (const [said, cleaned] of [
    ['We ship on Friday [laughs].', 'We ship on Friday.'],
    ['The totals are [inaudible] about right.', 'The totals are about right.'],
    ['[crosstalk] We keep the old form.', 'We keep the old form.'],
    ['We keep the old form [00:12:03] for now.', 'We keep the old form for now.'],
    ['The vendor [inaudible 00:12:03] sent the quote.', 'The vendor sent the quote.'],
    ['That is [Laughter.] cheaper.', 'That is cheaper.'],
    ['The quote {vocalsound} came in high.', 'The quote came in high.'],
    ['It was [Alice laughs] a long week.', 'It was a long week.'],
    ['We keep [clears throat] the old form.', 'We keep the old form.'],
    ['We keep [?] the old form.', 'We keep the old form.'],
  ] as const) {
    it(`U6: "${said}" loses its annotation`, () => {
      expect(cleanDisfluencies(said)).toBe(cleaned);
    });
  }

  it('U6: a word alone in brackets, or joining words only, is not an annotation', () => {
    for (const inner of ['the', 'of the', 'cluster', 'Alice', 'v2', 'Q3 numbers', 'sic transit'])
      expect(isAnnotationMark(inner), inner).toBe(false);
    for (const inner of [
      'laughs',
      'LAUGHTER',
      'inaudible',
      'cross talk',
      '00:12:03',
      'pause 5 seconds',
      'music playing',
    ])
      expect(isAnnotationMark(inner), inner).toBe(true);
  });

  it('U6: a decision quoting bracketed words keeps them in the summary', () => {
    const result = madeUpMeeting(
      [
        'Ana: We need a home for the reporting data.',
        "Ben: We've decided we'll use [the] Postgres [cluster] for the reports [laughs].",
        "Ana: I'll tell [Alice] about the [v2] API by Friday.",
      ],
      '2026-10-01',
    );
    const decision = result.decisions.find((d) => /Postgres/.test(d.text));
    expect(decision?.text).toContain('[the] Postgres [cluster]');
    expect(decision?.text).not.toContain('laughs');
    expect(result.body).toContain('[the] Postgres [cluster]');
  });
});
