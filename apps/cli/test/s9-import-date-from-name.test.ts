/**
 * Review 6 S9: `ma import` without `--date` dates the meeting by the date its file name starts with
 * (`2026-05-04 Standup.vtt`, Zoom's `GMT20260504-101500_…`), not by the day the file was downloaded (its
 * modification time), takes that date out of the default title, and says where the date came from.
 * Spec: review 6 S9; docs/transcript-import.md (Names, idempotency, safety); issue #10 item 1.
 */
import { copyFile, mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dateFromFileName, parseNote } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts');

describe('S9: the date in a transcript file name', () => {
  let dir: string;
  let vault: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-s9-'));
    vault = join(dir, 'vault');
    await runMa(['init', vault]);
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  /** A fixture copied under `name`, its modification time set to a later day (a download). */
  async function downloaded(fixture: string, name: string): Promise<string> {
    const file = join(dir, name);
    await copyFile(join(fixtures, fixture), file);
    const later = new Date('2026-12-02T10:00:00');
    await utimes(file, later, later);
    return file;
  }

  it('a name starting with YYYY-MM-DD gives the meeting its date and a title without it', async () => {
    const file = await downloaded('zoom.vtt', '2026-05-04 Standup #3 [final].vtt');
    const run = await runMa(['import', file, '--vault', vault]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('created Meetings/2026-05-04 Standup 3 final.md');
    expect(run.stdout).toContain('date: 2026-05-04 (from the file name; --date YYYY-MM-DD sets another)');
    const note = parseNote(await readFile(join(vault, 'Meetings/2026-05-04 Standup 3 final.md'), 'utf8'));
    expect(note.frontmatter?.data.date).toBe('2026-05-04');
    expect(note.frontmatter?.data.title).toBe('Standup #3 [final]');
  });

  it("Zoom's GMTYYYYMMDD-hhmmss name gives the date; --date still wins; a name without a date says mtime", async () => {
    const zoom = await downloaded('teams.vtt', 'GMT20260504-101500_Recording.transcript.vtt');
    const run = await runMa(['import', zoom, '--vault', vault]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('created Meetings/2026-05-04 Recording.transcript.md');

    const other = await downloaded('zoom.vtt', '2026-05-04 Retro.vtt');
    const given = await runMa(['import', other, '--date', '2026-05-06', '--vault', vault]);
    expect(given.stdout).toContain('created Meetings/2026-05-06 2026-05-04 Retro.md');
    expect(given.stdout).not.toContain('date: ');

    const plain = await downloaded('named.srt', 'Weekly sync.srt');
    const byTime = await runMa(['import', plain, '--vault', vault]);
    expect(byTime.stdout).toContain('created Meetings/2026-12-02 Weekly sync.md');
    expect(byTime.stdout).toContain(
      "dated by the file's modification day: 2026-12-02 (no date in its name or header; --date sets the meeting's day)",
    );
  });

  it('reads every written form and refuses days that do not exist', () => {
    expect(dateFromFileName('2026-05-04 Standup')).toEqual({ date: '2026-05-04', rest: 'Standup' });
    expect(dateFromFileName('2026_05_04-standup')).toEqual({ date: '2026-05-04', rest: 'standup' });
    expect(dateFromFileName('2026.05.04')).toEqual({ date: '2026-05-04', rest: '' });
    expect(dateFromFileName('GMT20260504-101500_Recording')).toEqual({
      date: '2026-05-04',
      rest: 'Recording',
    });
    expect(dateFromFileName('2026-02-30 Planning')).toBeNull();
    expect(dateFromFileName('2026-05-04x Planning')).toBeNull();
    expect(dateFromFileName('2026-05_04 Planning')).toBeNull();
    // A date ending the name after its title is read since reviewA R34 ('Standup 2026-05-04'); one
    // inside the title is not.
    expect(dateFromFileName('Release 2026-05-04 retro')).toBeNull();
  });
});
