/**
 * Newcomer session 32 N6. A transcript kept as a Markdown table (`| Time | Speaker | Text |`, as
 * notes exported or pasted into Obsidian have them) was read as lines of text: the offline summary
 * quoted raw rows (`- | 00:00:28 | Industrial Designer | Hi, I'm David … (L10)`), no speaker owned a
 * next step, and the pipes and times left the language unguessed ("no decision cue words for the
 * transcript's language (not recognised)"), rc 0. Now the delimiter and header rows are no speech,
 * and each data row gives its time, speaker and text, in any column order; `override_speaker`'s
 * label span is the speaker cell. Other lines read as before.
 * Spec: newcomer session 32 N6; docs/vault-format.md (Transcript note: lines pasted in another shape).
 */
import { describe, expect, it } from 'vitest';
import { readTranscriptText } from './read-transcript-text.js';

const TABLE = [
  '| Time | Speaker | Text |',
  '|:-----|---------|------|',
  '| 00:00:03 | Anna Smith | We decided to launch on April 14. |',
  '| [00:00:15] | Bob Müller | I will send the press kit by Friday \\| or Monday. |',
  '| 00:00:31 | | Agreed. |',
].join('\n');

describe('N6 (session 32): a transcript written as a Markdown table', () => {
  it('data rows give time, speaker and text; delimiter and header rows are no speech', () => {
    const lines = readTranscriptText(TABLE);
    expect(lines.map((l) => [l.line, l.timestamp, l.speaker, l.text])).toEqual([
      [3, '00:00:03', 'Anna Smith', 'We decided to launch on April 14.'],
      [4, '00:00:15', 'Bob Müller', 'I will send the press kit by Friday \\| or Monday.'],
      [5, '00:00:31', null, 'Agreed.'],
    ]);
    const anna = lines[0]!.label!;
    expect(TABLE.split('\n')[2]!.slice(anna.start, anna.end)).toBe('Anna Smith');
  });

  it('any column order, no time column, no outer pipe at the end', () => {
    const lines = readTranscriptText(
      '| Speaker | Text | Time\n|---|---|---\n| Anna | Fine by me, we ship it. | 0:03\n| Bob | Then I book the venue. |',
    );
    expect(lines.map((l) => [l.speaker, l.text, l.timestamp])).toEqual([
      ['Anna', 'Fine by me, we ship it.', '0:03'],
      ['Bob', 'Then I book the venue.', null],
    ]);
  });

  it('lines that are no table rows read as before', () => {
    const lines = readTranscriptText('[00:00:03] **Anna:** Yes | no.\n|not a row\nAnna: a | b');
    expect(lines.map((l) => [l.speaker, l.text])).toEqual([
      ['Anna', 'Yes | no.'],
      [null, '|not a row'],
      ['Anna', 'a | b'],
    ]);
  });
});
