/**
 * Review 6 S15: a passage the user hid in the transcript note with Obsidian's `%% … %%` (or `<!-- -->`) is off the
 * record: the offline engine never quotes it (key points, decisions, next steps), line numbers of the rest stay the
 * file's, and a notice says how many lines were left out.
 * Spec: review 6 S15; review 4 P27 (private comments); issue #5 "Offline summarizer".
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

describe('S15: private comments in the transcript', () => {
  it('a %% block, an inline %% and an HTML comment are left out; the rest keeps its line numbers', () => {
    const transcript = [
      '**Ann:** We decided to ship the rubber casing.',
      '%%',
      '**Bob:** Off the record: we decided to lay off the Leeds team in June.',
      '**Bob:** I will tell HR about the Leeds team tomorrow.',
      '%%',
      '**Ann:** I will send the quote by Friday. %% and I will fire Carol %%',
      '**Eve:** We decided to drop the flap. <!-- we decided to cut Dave too -->',
    ].join('\n');
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-15' });
    expect(result.body).not.toMatch(/Leeds|HR|Carol|Dave/);
    expect(result.decisions.map((d) => d.line)).toEqual([1, 7]);
    expect(result.nextSteps.map((s) => [s.line, s.text])).toEqual([[6, 'I will send the quote by Friday.']]);
    expect(result.notices).toContain(
      '6 lines of the transcript held private comments (`%% … %%` or `<!-- -->`): left out of the summary.',
    );
  });

  it('a %% or <!-- in the middle of a line that does not close there is words, not the rest of the meeting hidden (P18)', () => {
    const transcript = [
      'Bob: We decided to ship the %% beta build on Monday.',
      'Ann: We decided to keep the <!-- old header in the handbook.',
      "Ann: I'll book the lab for Friday.",
    ].join('\n');
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-15' });
    expect(result.nextSteps.map((s) => s.line)).toEqual([3]);
    expect(result.notices.join('\n')).not.toContain('private comments');
  });

  it('a %% inside inline code or a fenced code block is text, not a comment', () => {
    const transcript = [
      '**Ann:** We decided to use the `%%` marker in the template.',
      '```',
      '%%',
      '```',
      '**Bob:** I will send the quote by Friday.',
    ].join('\n');
    const result = summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-15' });
    expect(result.nextSteps.map((s) => s.line)).toEqual([5]);
    expect(result.notices.join('\n')).not.toContain('private comments');
  });
});
