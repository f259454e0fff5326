/**
 * R11: `ma import --title "Café sync"` (typed in NFC) must not create a twin of the NFD-named note
 * macOS wrote, nor of a note whose name differs only in case: names compare as Obsidian compares
 * them (Unicode NFC, then case-insensitively). Nothing is written when refused; new notes keep
 * their folders' spelling on disk. Real `ma` process, real temp vault.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const fixture = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts', 'zoom.vtt');
const NFC = '2026-05-04 Café sync';
const NFD = NFC.normalize('NFD');

describe('R11: ma import compares names by NFC and case', () => {
  let vault: string;
  beforeEach(async () => {
    vault = await mkdtemp(join(tmpdir(), 'ma-r11-'));
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
  });
  afterEach(async () => rm(vault, { recursive: true, force: true }));
  const importAs = (title: string) =>
    runMa(['import', fixture, '--vault', vault, '--date', '2026-05-04', '--title', title]);

  for (const [label, existing, folder] of [
    ['an NFD-named meeting note', NFD, 'Meetings'],
    ['an NFD-named transcript note', NFD, 'Transcripts'],
    ['a meeting note differing in case', NFC.toUpperCase(), 'Meetings'],
  ] as const) {
    it(`R11: an NFC --title does not duplicate ${label}; nothing is written`, async () => {
      expect(NFD).not.toBe(NFC);
      await mkdir(join(vault, folder), { recursive: true });
      await writeFile(join(vault, folder, `${existing}.md`), '---\nstatus: ended\n---\nmine\n');
      const before = await snapshot(vault);
      const run = await importAs('Café sync');
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain('already exists');
      expect(run.stderr).toContain(`${folder}/${existing}.md`);
      expect(await snapshot(vault)).toEqual(before);
      expect(await readdir(join(vault, folder))).toEqual([`${existing}.md`]);
    });
  }

  it('R11: new notes go into the existing folders as they are spelled (other case), not twins', async () => {
    await mkdir(join(vault, 'meetings'));
    await mkdir(join(vault, 'TRANSCRIPTS'));
    const run = await importAs('Café sync');
    expect(run.code, run.stderr).toBe(0);
    expect((await readdir(vault)).sort()).toEqual(['TRANSCRIPTS', 'meeting-assistant.json', 'meetings']);
    expect(await readdir(join(vault, 'meetings'))).toEqual([`${NFC}.md`]);
    expect(await readdir(join(vault, 'TRANSCRIPTS'))).toEqual([`${NFC}.md`]);
  });
});
