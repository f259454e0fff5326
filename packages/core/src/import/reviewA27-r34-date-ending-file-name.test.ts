/**
 * reviewA R34 (session 27): `ma import Standup 2026-05-04.txt` (a date AFTER the title, as people
 * and several tools name downloads) dated the meeting by the file's modification time, the download
 * day, and named the notes `2026-12-04 Standup 2026-05-04` (two dates, the wrong one first); exit 0,
 * "its name starts with no date". Now a `YYYY-MM-DD` date (`-`, `_` or `.`, a time after it, in
 * parentheses) that ends the name is the meeting's date and leaves the title; a date inside the
 * title, a year range or a day that does not exist is not one. Real files, temp sample vault.
 * Spec: reviewA R34; review 6 S9; docs/transcript-import.md (Names, idempotency, safety).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { dateFromFileName } from './date-from-file-name.js';

describe('reviewA R34: a date ending the transcript file name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r34-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('R34: `Standup 2026-05-04.txt` is the meeting of 2026-05-04 titled Standup', async () => {
    const { result, meeting } = await importLines(vault, src.root, 'Standup 2026-05-04.txt', [
      'Ann Lee: Hello.',
      'Bob Smith: Hi.',
    ]);
    expect(result.meetingPath).toBe('Meetings/2026-05-04 Standup.md');
    expect(result.transcriptPath).toBe('Transcripts/2026-05-04 Standup.md');
    expect(result.dateFrom).toBe('file name');
    expect(String(meeting.date)).toBe('2026-05-04');
    expect(meeting.title).toBe('Standup');
  });

  it('R34: the forms that end a name, and names whose date is no meeting date', () => {
    const cases: Record<string, [string, string]> = {
      standup_2026_05_04: ['2026-05-04', 'standup'],
      'Weekly sync - 2026-05-04 10-00': ['2026-05-04', 'Weekly sync'],
      'Weekly sync (2026-05-04)': ['2026-05-04', 'Weekly sync'],
      'Sync.2026.05.04': ['2026-05-04', 'Sync'],
      'Retro #3-2026-05-04T10:00:00Z': ['2026-05-04', 'Retro #3'],
    };
    for (const [name, [date, rest]] of Object.entries(cases))
      expect([name, dateFromFileName(name)]).toEqual([name, { date, rest }]);
    for (const name of [
      'Budget 2026-2027',
      'Release 2026-05-04 retro',
      'Standup 2026-02-30',
      'Standup 2026-05-4',
    ])
      expect([name, dateFromFileName(name)]).toEqual([name, null]);
  });
});
