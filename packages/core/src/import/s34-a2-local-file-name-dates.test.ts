/**
 * Newcomer S34 A2: `ma import "05.12.2026 Réunion équipe.txt"` (a date as people write it by hand)
 * was dated by the file's modification day and titled `05.12.2026 Réunion équipe`
 * (`Meetings/2026-11-01 05.12.2026 Réunion équipe.md`, rc 0). Now a day-first dotted date or a CJK
 * `2026年12月5日` starting the name is the meeting's date and leaves the title; a day that does not
 * exist is not one. Real files, temp sample vault.
 * Spec: newcomer S34 A2; review 6 S9; docs/transcript-import.md (Names, idempotency, safety).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { dateFromFileName } from './date-from-file-name.js';

describe('A2: a local date starting the transcript file name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-a2-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('A2: `05.12.2026 Réunion équipe.txt` is the meeting of 2026-12-05 titled Réunion équipe', async () => {
    const { result, meeting } = await importLines(vault, src.root, '05.12.2026 Réunion équipe.txt', [
      'Jean-Éric Dupont: Bonjour à tous.',
      'Amélie Nöel: Je vais envoyer le rapport.',
    ]);
    expect(result.meetingPath).toBe('Meetings/2026-12-05 Réunion équipe.md');
    expect(result.dateFrom).toBe('file name');
    expect(String(meeting.date)).toBe('2026-12-05');
    expect(meeting.title).toBe('Réunion équipe');
  });

  it('A2: the local forms, and names whose date is no day', () => {
    const cases: Record<string, [string, string]> = {
      '05.12.2026 Réunion équipe': ['2026-12-05', 'Réunion équipe'],
      '5.12.2026_Jahresplanung': ['2026-12-05', 'Jahresplanung'],
      '05.12.2026': ['2026-12-05', ''],
      '2026年12月5日 会議': ['2026-12-05', '会議'],
      '2026年12月5日会議': ['2026-12-05', '会議'],
    };
    for (const [name, [date, rest]] of Object.entries(cases))
      expect([name, dateFromFileName(name)]).toEqual([name, { date, rest }]);
    for (const name of ['31.02.2026 Plan', '2026年13月1日 会議', '05.12.20261 x', '1.2.3 release notes'])
      expect([name, dateFromFileName(name)]).toEqual([name, null]);
  });
});
