/**
 * N6: `ma import` of bytes already recorded in a transcript note whose meeting note is gone never
 * claims "already imported as <missing note>": it refuses (exit 1, nothing written), naming the
 * orphan transcript note and the way out; once that note is trashed, the import works again.
 * Real `ma` process, real temp vault.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

describe('N6: ma import after the meeting note was deleted', () => {
  let vault: string;
  let src: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-n6-'));
    src = await mkdtemp(join(tmpdir(), 'ma-n6-src-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
    await writeFile(join(src, 're.txt'), 'Ann: reimport test line\nBob: ok then\n');
  });
  afterEach(async () => {
    await rm(vault, { recursive: true, force: true });
    await rm(src, { recursive: true, force: true });
  });
  const importAs = (title: string, date: string) =>
    runMa(['import', 're.txt', '--title', title, '--date', date, '--vault', vault], { cwd: src });

  it('N6: refuses naming the orphan transcript and the fix, for any title and date; works after the orphan is trashed', async () => {
    expect((await importAs('Re', '2026-06-20')).code).toBe(0);
    // The same bytes with the meeting in place: a real duplicate, unchanged.
    const again = await importAs('Re', '2026-06-20');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('unchanged: re.txt was already imported as Meetings/2026-06-20 Re.md');

    await rm(join(vault, 'Meetings', '2026-06-20 Re.md'));
    const before = await snapshot(vault);
    for (const [title, date] of [
      ['Re', '2026-06-20'],
      ['Re2', '2026-06-21'],
    ]) {
      const run = await importAs(title as string, date as string);
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).not.toContain('unchanged');
      expect(run.stderr).toContain(
        're.txt was imported before: its bytes are recorded in Transcripts/2026-06-20 Re.md, whose meeting note Meetings/2026-06-20 Re.md does not exist; nothing was written',
      );
      expect(run.stderr).toContain('move Transcripts/2026-06-20 Re.md to the trash');
      expect(await snapshot(vault)).toEqual(before);
    }
    // Renamed transcript: the message names it where it is now.
    await rename(join(vault, 'Transcripts', '2026-06-20 Re.md'), join(vault, 'Transcripts', 'old-Re.md'));
    const renamed = await importAs('Re2', '2026-06-21');
    expect(renamed.code).toBe(1);
    expect(renamed.stderr).toContain('its bytes are recorded in Transcripts/old-Re.md');
    // Trashed: imported again under the new name.
    await mkdir(join(vault, '.trash'), { recursive: true });
    await rename(join(vault, 'Transcripts', 'old-Re.md'), join(vault, '.trash', 'old-Re.md'));
    const fresh = await importAs('Re2', '2026-06-21');
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(fresh.stdout).toContain('created Meetings/2026-06-21 Re2.md');
  });
});
