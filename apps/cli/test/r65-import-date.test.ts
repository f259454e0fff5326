/**
 * Newcomer R65: `ma import t.vtt --date 05.12.2026` (or `--date "Dec 5, 2026"`) was a usage error
 * ("expects a calendar date YYYY-MM-DD") although the vault's notes may be dated so and are read as
 * dates everywhere else. Now `--date` takes every form a note's `date:` is read in and names the
 * meeting by its day; a day that does not exist or an ambiguous `5/12/2026` is still exit 2 with the
 * reason, nothing written. The built `ma`, real files in a temp vault.
 * Spec: docs/vault-format.md, Meeting note (dates in every form); issue #10 item 1.
 */
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const fixture = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts', 'plain.txt');

describe('R65: ma import --date in the forms notes are dated in', () => {
  let vault: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-r65-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
  });
  afterEach(async () => rm(vault, { recursive: true, force: true }));

  it('R65: --date 05.12.2026 and --date "Dec 6, 2026" date the meeting by their day', async () => {
    const forms: [string, string][] = [
      ['05.12.2026', '2026-12-05'],
      ['Dec 6, 2026', '2026-12-06'],
    ];
    for (const [given, day] of forms) {
      // Each import its own bytes: the same bytes are imported once.
      const file = join(vault, `${day}.txt`);
      await copyFile(fixture, file);
      await writeFile(file, `${await readFile(file, 'utf8')}\nAnn: ${day}.\n`);
      const run = await runMa(['import', file, '--vault', vault, '--title', 'Sync', '--date', given]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`created Meetings/${day} Sync.md`);
      const note = parseNote(await readFile(join(vault, 'Meetings', `${day} Sync.md`), 'utf8'));
      expect(String(note.frontmatter?.data.date)).toBe(day);
    }
  });

  it('R65: an ambiguous or impossible --date is exit 2 with the reason, nothing written', async () => {
    const before = await snapshot(vault);
    const refusals: [string, string][] = [
      ['5/12/2026', 'could be 2026-12-05 (day first) or 2026-05-12 (month first)'],
      ['31.02.2026', 'is not a date'],
    ];
    for (const [given, says] of refusals) {
      const run = await runMa(['import', fixture, '--vault', vault, '--date', given]);
      expect(run.code, given).toBe(2);
      expect(run.stderr, given).toContain("--date expects the meeting's day");
      expect(run.stderr, given).toContain(says);
    }
    expect(await snapshot(vault)).toEqual(before);
  });
});
