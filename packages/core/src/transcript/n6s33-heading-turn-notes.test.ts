/**
 * Session 33 leftovers (newcomer N6 rest): a transcript NOTE in the vault whose speakers are written as
 * heading lines — Markdown headings (`### Anna Smith — 00:03`, `## Anna (00:00:05)`), Obsidian callouts
 * (`> [!quote] Anna Smith 00:03` above its `> ` lines) or bold lines over the text (`**Anna Smith** 00:03`)
 * — lost its speakers (every line without one: next steps without owners), silently. The reader now
 * reads them by the rule `ma import` reads them by (core `writesNameHeadings`, `headingTurnAt`), and
 * L172's rule stays: a heading that is no turn (`## Agenda`) is body, and `## Action items` after the
 * turns ends the turn above.
 * Spec: docs/vault-format.md (Transcript note); docs/transcript-import.md (Markdown heading turns).
 */
import { describe, expect, it } from 'vitest';
import { HeadingTurnReader } from './heading-turn-reader.js';
import { readTranscriptText } from './read-transcript-text.js';

/** `speaker: text` of every spoken line. */
function turns(text: string): string[] {
  return readTranscriptText(text).map((l) => `${l.speaker ?? '-'}@${l.timestamp ?? ''}: ${l.text}`);
}

const WANT = [
  'Anna Smith@00:03: We decided to launch on April 14.',
  'Bob Stone@00:10: I will send the deck by Friday.',
  'Anna Smith@00:20: Thanks, Bob.',
];

describe('N6 (session 33): turns written as heading lines in a transcript note', () => {
  it('Markdown headings with an em dash, parentheses, any level', () => {
    const md =
      '### Anna Smith \u2014 00:03\nWe decided to launch on April 14.\n\n' +
      '## Bob Stone (00:10)\n\nI will send the deck by Friday.\n\n' +
      '#### Anna Smith - 00:20\nThanks, Bob.\n';
    expect(turns(md)).toEqual(WANT);
  });

  it('Obsidian callouts titled with the speaker and its time', () => {
    const md =
      '> [!quote] Anna Smith 00:03\n> We decided to launch on April 14.\n\n' +
      '> [!quote]- Bob Stone 00:10\n> I will send the deck by Friday.\n\n' +
      '> [!quote] Anna Smith 00:20\n> Thanks, Bob.\n';
    expect(turns(md)).toEqual(WANT);
  });

  it('bold names with their times over the text (right above it, or a blank line above it)', () => {
    const md =
      '**Anna Smith** 00:03\nWe decided to launch on April 14.\n\n' +
      '**Bob Stone** 00:10\n\nI will send the deck by Friday.\n\n' +
      '**Anna Smith** (00:20)\nThanks, Bob.\n';
    expect(turns(md)).toEqual(WANT);
  });

  it('L172 kept: `# Title` and `## Agenda` above the turns stay body; `## Action items` after them ends the turn', () => {
    const md =
      '# Launch review\n\n## Agenda\n- Launch date\n\n' +
      '## Anna Smith (00:00:03)\n\nWe decided to launch on April 14.\n\n' +
      '## Bob Stone (00:00:10)\n\nI will send the deck by Friday.\n\n' +
      '## Anna Smith (00:00:20)\n\nThanks, Bob.\n\n' +
      '## Action items\n\n- Carol books the room\n';
    const read = readTranscriptText(md);
    expect(read.map((l) => [l.speaker, l.text])).toEqual([
      [null, '- Launch date'],
      ['Anna Smith', 'We decided to launch on April 14.'],
      ['Bob Stone', 'I will send the deck by Friday.'],
      ['Anna Smith', 'Thanks, Bob.'],
      [null, '- Carol books the room'],
    ]);
    // Line numbers and label spans are the note's (a heading line is a line without speech).
    expect(read[1]?.line).toBe(8);
    expect(read[1]?.label).toEqual({ line: 6, start: 3, end: 13 });
  });

  it('a note with `## Anna` above her stand-up items or topic sections is no heading-turn note', () => {
    const md = '## Anna\n- shipped the login page\n- fixing tests\n\n## Bob\n- on holiday\n';
    expect(turns(md)).toEqual(['-@: - shipped the login page', '-@: - fixing tests', '-@: - on holiday']);
    const vault = '[00:00:03] **Anna:** Hello.\n## Notes\n[00:00:05] **Bob:** Hi.\n';
    expect(turns(vault)).toEqual(['Anna@00:00:03: Hello.', 'Bob@00:00:05: Hi.']);
  });

  it('a long note: the rule is decided over its first lines, then streams (lines past the first 400 read too)', () => {
    let md = '';
    for (let i = 0; i < 300; i++)
      md += `## ${i % 2 ? 'Bob Stone' : 'Anna Smith'} (00:${String(i % 60).padStart(2, '0')})\nLine ${i}.\n\n`;
    const reader = new HeadingTurnReader();
    const out = [];
    for (const line of md.split('\n')) out.push(...reader.push(line));
    out.push(...reader.end());
    expect(reader.headingTurns).toBe(true);
    expect(out).toHaveLength(300);
    expect(
      out.every((l, i) => l.speaker === (i % 2 ? 'Bob Stone' : 'Anna Smith') && l.text === `Line ${i}.`),
    ).toBe(true);
  });
});
