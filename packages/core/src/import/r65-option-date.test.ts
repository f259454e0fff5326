/**
 * Newcomer R65: the import's date option was read only as `YYYY-MM-DD`. `ma import --date
 * 05.12.2026` was refused although a note's `date: 05.12.2026` is read everywhere else, and a
 * library host's `importTranscript({ date: '05.12.2026' })` named the meeting `05.12.2026 …` (no
 * date Obsidian sorts by), `date: '2026-02-30'` made `Meetings/2026-02-30 ….md` with an impossible
 * date. Now the option is read by the `date:` rule (every form, its day) and a non-day or an
 * ambiguous `5/12/2026` is ImportError `date` with nothing written. Real files, temp sample vault.
 * Spec: docs/vault-format.md, Meeting note (dates in every form); issue #10 item 1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { parseNote } from '../notes/parse-note.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { walkFiles } from '../vault/walk-files.js';
import { importTranscript } from './import-transcript.js';

describe('R65: the import date option in every form a note is dated in', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r65-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const transcript = async (name: string) => {
    const file = path.join(src.root, `${name}.txt`);
    await writeFile(file, `Alice: Good morning, ${name}.\nBob: We decided to ship it.\n`);
    return file;
  };

  it('R65: local forms, a time and a daily-note link name the meeting by their day', async () => {
    const cases: [string, string][] = [
      ['05.12.2026', '2026-12-05'],
      ['Dec 6, 2026', '2026-12-06'],
      ['2026/12/07', '2026-12-07'],
      ['8. Dezember 2026', '2026-12-08'],
      ['2026-12-09 10:00', '2026-12-09'],
      ['[[2026-12-10]]', '2026-12-10'],
    ];
    for (const [given, day] of cases) {
      const result = await importTranscript(vault, {
        file: await transcript(`sync ${day}`),
        date: given,
        title: 'Sync',
      });
      expect(result.outcome, given).toBe('created');
      expect(result.date, given).toBe(day);
      expect(result.meetingPath, given).toBe(`Meetings/${day} Sync.md`);
      const note = parseNote(await readFile(path.join(vault.root, result.meetingPath), 'utf8'));
      expect(String(note.frontmatter?.data.date), given).toBe(day);
    }
  });

  it('R65: a day that does not exist or an ambiguous one is refused, nothing written', async () => {
    const before = await walkFiles(vault, '.');
    const refusals: [string, string][] = [
      ['2026-02-30', '2026-02-30 is not a day of the calendar'],
      ['5/12/2026', 'could be 2026-12-05 (day first) or 2026-05-12 (month first)'],
      ['next tuesday', '"next tuesday" is not a date'],
    ];
    for (const [given, says] of refusals) {
      const error = await importTranscript(vault, {
        file: await transcript(`bad ${given.replace(/\//g, '-')}`),
        date: given,
        title: 'Bad',
      }).catch((e: unknown) => e);
      expect(ImportError.isInstance(error), given).toBe(true);
      expect((error as ImportError).reason).toBe('date');
      expect((error as ImportError).message).toContain(says);
      expect((error as ImportError).message).toContain('nothing was written');
    }
    expect(await walkFiles(vault, '.')).toEqual(before);
  });
});
