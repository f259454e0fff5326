/**
 * Leftovers L261, L262: `ma import --date 05.12.2026` (and `5.12.2026`, `2026/12/05`, `Dec 5, 2026`,
 * `5 Dec 2026`, `2026年12月5日`, `05.12.26`) was refused "--date expects a calendar date YYYY-MM-DD"
 * although a meeting note's `date:` reads every one of them → `--date` takes every form `date:` does
 * (core `readMeetingDate`), an ambiguous `5/12/2026` is refused naming both readings, nothing written.
 * A file named `Standup 5 Dec 2026.txt`, `Réunion 5 décembre 2026.txt` or `Team sync Dec-05-2026.txt`
 * was dated by the file's modification day → the day its name gives; and when the modification day is
 * used, the run (also `--dry-run`) says so in one line. The built `ma` on a temp vault.
 * Spec: docs/transcript-import.md; docs/vault-format.md "Date forms".
 */
import { copyFile, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts');

describe('L261, L262: import dates in every form a note takes', () => {
  let dir: string;
  let vault: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-l261-'));
    vault = join(dir, 'vault');
    await runMa(['init', vault]);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  /** A fixture copied under `name`, modified on 2026-12-02 (a download day, never the meeting's). */
  async function downloaded(name: string, fixture = 'teams.vtt'): Promise<string> {
    const file = join(dir, name);
    await copyFile(join(fixtures, fixture), file);
    const later = new Date('2026-12-02T10:00:00');
    await utimes(file, later, later);
    return file;
  }

  it('--date takes every form a date: takes', async () => {
    const file = await downloaded('Weekly sync.vtt');
    for (const form of [
      '05.12.2026',
      '5.12.2026',
      '2026/12/05',
      'Dec 5, 2026',
      '5 Dec 2026',
      '2026\u5e7412\u67085\u65e5',
      '05.12.26',
      'Sat, 05 Dec 2026',
    ]) {
      const run = await runMa(['import', file, '--date', form, '--vault', vault, '--dry-run']);
      expect([form, run.code, run.stderr]).toEqual([form, 0, expect.stringContaining('dry run')]);
      expect(run.stdout, form).toContain('would write Meetings/2026-12-05 Weekly sync.md');
      expect(run.stdout, form).toContain('date: 2026-12-05\n');
    }
    const made = await runMa(['import', file, '--date', '05.12.2026', '--vault', vault]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('created Meetings/2026-12-05 Weekly sync.md');
  }, 240_000); // nine `ma` processes: one timed out in 30 s at load 36 (L392)

  it('an ambiguous or impossible --date is refused naming why; nothing is written', async () => {
    const file = await downloaded('Weekly sync.vtt');
    const before = await readdir(join(vault, 'Meetings'));
    const ambiguous = await runMa(['import', file, '--date', '5/12/2026', '--vault', vault]);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain('could be 2026-12-05 (day first) or 2026-05-12 (month first)');
    const week = await runMa(['import', file, '--date', '2026-W49', '--vault', vault]);
    expect(week.code).toBe(2);
    expect(week.stderr).toContain('is an ISO week, not a day');
    expect(await readdir(join(vault, 'Meetings'))).toEqual(before);
  });

  it('a month-name date in the file name dates the meeting; the modification day is said when used', async () => {
    for (const [name, meeting, fixture] of [
      ['Standup 5 Dec 2026.vtt', '2026-12-05 Standup.md', 'teams.vtt'],
      ['R\u00e9union 5 d\u00e9cembre 2026.vtt', '2026-12-05 R\u00e9union.md', 'zoom.vtt'],
      ['Team sync Dec-05-2026.srt', '2026-12-05 Team sync.md', 'named.srt'],
      ['Dec 5, 2026 Planning.ass', '2026-12-05 Planning.md', 'meeting.ass'],
    ]) {
      const run = await runMa(['import', await downloaded(name!, fixture), '--vault', vault]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout, name).toContain(`created Meetings/${meeting}`);
      expect(run.stdout, name).toContain('date: 2026-12-05 (from the file name;');
    }
    const plain = await downloaded('Retro.txt', 'plain.txt');
    const dry = await runMa(['import', plain, '--vault', vault, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain(
      "dated by the file's modification day: 2026-12-02 (no date in its name or header;",
    );
    const run = await runMa(['import', plain, '--vault', vault]);
    expect(run.stdout.split('\n').filter((l) => l.includes('modification day'))).toEqual([
      "dated by the file's modification day: 2026-12-02 (no date in its name or header; --date sets the meeting's day)",
    ]);
  });
});
