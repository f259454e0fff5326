/**
 * Review S35 V7: R61 dated `ma import "05.12.2026 Réunion équipe.txt"` by the date starting its name,
 * but the same local dates elsewhere in a name were still missed: ending it after the title (`Réunion
 * équipe 05.12.2026.txt`, `会議 2026年12月5日.txt`, as R34 reads `Standup 2026-05-04.txt`), the
 * Korean `2026년 12월 5일 회의` and full-width digits `２０２６年１２月５日` (both of which a meeting's
 * `date:` reads): the meeting was dated by the file's modification day and the date stayed in its title.
 * Real files, temp sample vault.
 * Spec: newcomer S34 A2; reviewA R34; review 6 S9; docs/transcript-import.md.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { dateFromFileName } from './date-from-file-name.js';

describe('V7: a local date ending the transcript file name, and the Korean and full-width forms', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-v7-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('`Réunion équipe 14.11.2026.txt` is the meeting of 2026-11-14 titled Réunion équipe', async () => {
    const { result, meeting } = await importLines(
      vault,
      src.root,
      'R\u00e9union \u00e9quipe 14.11.2026.txt',
      ['Jean: Bonjour \u00e0 tous.', 'Am\u00e9lie: Je vais envoyer le rapport.'],
    );
    expect(result.meetingPath).toBe('Meetings/2026-11-14 R\u00e9union \u00e9quipe.md');
    expect(result.dateFrom).toBe('file name');
    expect(meeting.title).toBe('R\u00e9union \u00e9quipe');
  });

  it('the local forms ending a name or starting it in Korean or full-width digits; what is no day stays in the title', () => {
    const cases: Record<string, [string, string]> = {
      'R\u00e9union \u00e9quipe 05.12.2026': ['2026-12-05', 'R\u00e9union \u00e9quipe'],
      'Jahresplanung - 5.12.2026': ['2026-12-05', 'Jahresplanung'],
      'Jahresplanung_05.12.2026': ['2026-12-05', 'Jahresplanung'],
      'Jahresplanung (05.12.2026)': ['2026-12-05', 'Jahresplanung'],
      'Jahresplanung 05.12.2026 (1)': ['2026-12-05', 'Jahresplanung'],
      '\u4f1a\u8b70 2026\u5e7412\u67085\u65e5': ['2026-12-05', '\u4f1a\u8b70'],
      '\u4f1a\u8b702026\u5e7412\u67085\u65e5': ['2026-12-05', '\u4f1a\u8b70'],
      '2026\ub144 12\uc6d4 5\uc77c \ud68c\uc758': ['2026-12-05', '\ud68c\uc758'],
      '\ud68c\uc758 2026\ub144 12\uc6d4 5\uc77c': ['2026-12-05', '\ud68c\uc758'],
      '\uff12\uff10\uff12\uff16\u5e74\uff11\uff12\u6708\uff15\u65e5 \u4f1a\u8b70': [
        '2026-12-05',
        '\u4f1a\u8b70',
      ],
    };
    for (const [name, [date, rest]] of Object.entries(cases))
      expect([name, dateFromFileName(name)]).toEqual([name, { date, rest }]);
    for (const name of ['Plan 31.02.2026', 'release 1.2.3', 'Version 10.12.20261', 'Plan 5.12.202'])
      expect([name, dateFromFileName(name)]).toEqual([name, null]);
  });
});
