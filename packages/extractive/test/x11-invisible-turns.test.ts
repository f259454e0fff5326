/**
 * Review 11 X11: a turn made only of invisible characters (zero-width space, soft hyphen, BOM, bidi marks, NBSP,
 * word joiner) is not speech: never a key point, never an attendee's line, and a transcript of nothing else has no
 * spoken line (`segments: 0`, the empty-transcript notice), so a run does not end as a plain success.
 * Spec: review11 X11; docs/tools.md (blank text: core `isBlankText`, M17, review4 P23).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive, summarizeExtractiveLines } from '../src/index.js';

const INVISIBLE = ['\u200b', '\u00ad', '\ufeff', '\u200e\u200f', '\u00a0', '\u2060', '\u200b \u00ad\u202a'];

describe('X11: invisible-only turns', () => {
  it('X11: a meeting made only of invisible turns has no spoken line and no key point', async () => {
    const transcript = INVISIBLE.map((t, i) => `**Speaker ${i + 1}:** ${t}`).join('\n');
    for (const r of [
      summarizeExtractive({ transcript, language: 'en' }),
      await summarizeExtractiveLines(transcript.split('\n'), { language: 'en' }),
    ]) {
      expect(r.segments).toBe(0);
      expect(r.keyPoints).toEqual([]);
      expect(r.body).toContain('No transcript content.');
      expect(r.notices.join('\n')).toContain('The transcript is empty');
    }
  });

  it('X11: invisible turns and invisible sentences among speech are left out; the speech is summarized', () => {
    const transcript = [
      '**Alice:** \u200b',
      '**Bob:** We decided to build the casing in yellow. \u200b\u00ad',
      '**Carol:** \u00ad',
      '**Bob:** I will send the sheet to the vendor by Friday.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-04-08' });
    expect(r.segments).toBe(2);
    expect(r.keyPoints.map((k) => k.line).every((l) => l === 2 || l === 4)).toBe(true);
    expect(r.body).not.toMatch(/\u200b|\u00ad/);
    expect(r.decisions.map((d) => d.line)).toEqual([2]);
    expect(r.nextSteps.map((s) => s.line)).toEqual([4]);
  });

  it('E125: a meeting too short to rank quotes its opening turns without invisible characters', () => {
    const transcript = [
      '**Ann:** Soft\u00adware first\u200b, then the\u2060 van.',
      '**Raj:** \ufeffFine by me.',
    ].join('\n');
    const r = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-04-08' });
    expect(r.keyPoints.map((k) => k.text)).toEqual(['Software first, then the van.', 'Fine by me.']);
    expect(r.body).not.toMatch(/\u200b|\u00ad|\u2060|\ufeff/);
  });
});
