/**
 * L91 (lead, session 26): a text transcript that opens with metadata lines — `Date: …`,
 * `Attendees: …`, `**Title:** …`, a bulleted `**Participants:**` list, as Markdown meeting notes,
 * AI note takers and hand-made exports write them — was imported with each line as a speaker turn
 * (`Date`, `Attendees` listed among the attendees, their values as speech) and the meeting dated by
 * the file's modification time, exit 0. Now such lines above the first turn are never speech: their
 * date, title and attendees go to the meeting note (an option or a date in the file name still
 * wins), the rest (`Duration:`, `Location:` …) is left out. Only the lines above the first turn,
 * only keys nobody is named (`Host:` stays a speaker). Real files, temp sample vault.
 * Spec: L91; docs/transcript-import.md (text).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('L91: metadata lines above the first turn are never speech', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l91-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const imported = (name: string, lines: string[], opts: { title?: string; date?: string } = {}) =>
    importLines(vault, src.root, name, lines, opts);

  it('L91: Markdown `**Date:**`/`**Attendees:**` under a `#` title: title, date and attendees go to the meeting note, only the two turns are speech', async () => {
    const { body, meeting, result } = await imported('notes.md', [
      '# Weekly sync',
      '',
      '**Date:** 2026-11-20',
      '**Attendees:** Ann Lee, Bob Stone, Carol Diaz',
      '',
      '**Ann Lee** (00:00:03)',
      'We should ship the beta on Friday.',
      '',
      '**Bob Stone** (00:00:09)',
      'Agreed, I will write the release notes.',
    ]);
    expect(body).toEqual([
      '[00:00:03] **Ann Lee:** We should ship the beta on Friday.',
      '[00:00:09] **Bob Stone:** Agreed, I will write the release notes.',
    ]);
    expect(meeting.title).toBe('Weekly sync');
    expect(String(meeting.date)).toBe('2026-11-20');
    expect(meeting.attendees).toEqual(['Ann Lee', 'Bob Stone', 'Carol Diaz']);
    expect(result.meetingPath).toBe('Meetings/2026-11-20 Weekly sync.md');
  });

  it('L91: plain `Key: value` lines with a weekday date, wikilinked participants and ignored keys, then `Name: text` turns', async () => {
    const { body, meeting } = await imported('export.txt', [
      'Title: Budget review',
      'Date: Thursday, November 20, 2026 at 10:00',
      'Participants: [[Ann Lee]]; [[People/Bob Stone|Bob]], @carol',
      'Duration: 45m',
      'Location: Room 4',
      '',
      'Ann Lee: Let us start with the budget.',
      'Bob: The numbers are in.',
    ]);
    expect(body).toEqual(['**Ann Lee:** Let us start with the budget.', '**Bob:** The numbers are in.']);
    expect(meeting.title).toBe('Budget review');
    expect(String(meeting.date)).toBe('2026-11-20');
    // L340: wikilinked participants keep their links.
    expect(meeting.attendees).toEqual(['[[Ann Lee]]', '[[People/Bob Stone|Bob]]', 'carol']);
  });

  it('L91: a bulleted list under an empty `- **Participants:**`, day-first date; --date and --title still win', async () => {
    const { body, meeting } = await imported(
      'list.md',
      [
        '- **Date**: 20 November 2026',
        '- **Participants:**',
        '  - Ann Lee',
        '  - Bob Stone',
        '',
        'Ann Lee: First item.',
        'Bob Stone: Done.',
      ].map((l) => l.replace(/^ {2}/, '')),
      { date: '2026-12-01', title: 'Given' },
    );
    expect(body).toEqual(['**Ann Lee:** First item.', '**Bob Stone:** Done.']);
    expect(String(meeting.date)).toBe('2026-12-01');
    expect(meeting.title).toBe('Given');
    expect(meeting.attendees).toEqual(['Ann Lee', 'Bob Stone']);
  });

  it('L91: speech stays speech: `Host:` is a speaker, a `Date:` line after the first turn is a turn, a date in numbers only is not guessed', async () => {
    const host = await imported('podcast.txt', [
      'Host: Welcome to the show.',
      'Ann Lee: Thanks for having me.',
    ]);
    expect(host.body).toEqual(['**Host:** Welcome to the show.', '**Ann Lee:** Thanks for having me.']);
    const later = await imported('later.txt', ['Ann Lee: Hello.', 'Date: 2026-01-01', 'Bob Stone: Hi.']);
    // Speech as the reader takes it (a one-word label seen once reads as text, L1): not dropped.
    expect(later.body.join('\n')).toContain('Date: 2026-01-01');
    expect(String(later.meeting.date)).not.toBe('2026-01-01');
    const numeric = await imported('2026-11-03 numeric.txt', ['Date: 11/20/2026', '', 'Ann Lee: Hello.']);
    expect(numeric.body).toEqual(['**Ann Lee:** Hello.']);
    expect(String(numeric.meeting.date)).toBe('2026-11-03');
  });
});
