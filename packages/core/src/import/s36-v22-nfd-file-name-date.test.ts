/**
 * Review session 36 V22: macOS names files in NFD, which splits every Korean syllable into its letters
 * (`년` → U+1102 U+1167 U+11AB): `ma import "2026년 12월 5일 회의.txt"` copied from a Mac (V7's form) was
 * dated by the file's modification day and kept the date in its title. The name is read in NFC too.
 * Real files, temp sample vault.
 * Spec: review S35 V7; docs/hostile-cases.md (NFD names); docs/transcript-import.md.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { dateFromFileName } from './date-from-file-name.js';

const KOREAN = '2026\ub144 12\uc6d4 5\uc77c \ud68c\uc758';
const MEETING = '\ud68c\uc758';

describe('V22: a date in a file name written in NFD (macOS) is read', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-v22-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('the Korean date starting or ending an NFD name, with a copy suffix too', () => {
    const nfd = (s: string) => s.normalize('NFD');
    expect(nfd(KOREAN)).not.toBe(KOREAN);
    for (const name of [KOREAN, `${MEETING} 2026\ub144 12\uc6d4 5\uc77c`, `${KOREAN} (1)`]) {
      const read = dateFromFileName(nfd(name));
      expect([name, read?.date, read?.rest.normalize('NFC')]).toEqual([name, '2026-12-05', MEETING]);
    }
  });

  it('`ma import` of the NFD-named file is the meeting of that day, titled without the date', async () => {
    const { result, meeting } = await importLines(vault, src.root, `${KOREAN.normalize('NFD')}.txt`, [
      'Minji: \uc548\ub155\ud558\uc138\uc694.',
      'Jisoo: \ubcf4\uace0\uc11c\ub97c \ubcf4\ub0b4\uaca0\uc2b5\ub2c8\ub2e4.',
    ]);
    expect(result.dateFrom).toBe('file name');
    expect(result.meetingPath.normalize('NFC')).toBe(`Meetings/2026-12-05 ${MEETING}.md`);
    expect(String(meeting.title).normalize('NFC')).toBe(MEETING);
  });
});
