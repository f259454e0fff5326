/**
 * L53: `ma import --title "x.md"` named the notes `x.md.md` (and a file `Standup.md.txt` without a
 * title gave `Standup.md.md`). A trailing `.md` (any case, repeated) is the file's extension given
 * with its name: the notes are `<date> x.md`. Other extensions are part of a name. Real files,
 * temp sample vault.
 * Spec: L53; docs/transcript-import.md (note name).
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withoutMdExtension } from '../names/safe-note-name.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';
import { importedNoteName } from './safe-note-name.js';

describe('L53: a title ending in .md names the note once', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l53-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('L53: --title "x.md", "Sync.MD", a file named Standup.md.txt: one .md on each note', async () => {
    const made: string[] = [];
    for (const [i, [file, title]] of [
      ['a.txt', 'x.md'],
      ['b.txt', 'Sync.MD '],
      ['Standup.md.txt', undefined],
    ].entries()) {
      const abs = path.join(src.root, file as string);
      await writeFile(abs, `Ann Lee: Line ${i}.\nBob Stone: Yes.\n`);
      const r = await importTranscript(vault, { file: abs, date: '2026-01-02', ...(title ? { title } : {}) });
      made.push(r.meetingPath, r.transcriptPath);
    }
    expect(made).toEqual([
      'Meetings/2026-01-02 x.md',
      'Transcripts/2026-01-02 x.md',
      'Meetings/2026-01-02 Sync.md',
      'Transcripts/2026-01-02 Sync.md',
      'Meetings/2026-01-02 Standup.md',
      'Transcripts/2026-01-02 Standup.md',
    ]);
    const meetings = await readdir(path.join(vault.root, 'Meetings'));
    expect(meetings.filter((n) => n.endsWith('.md.md'))).toEqual([]);
  });

  it('L53: the rule: every trailing .md, any case; other extensions and a bare ".md" stay', () => {
    expect(withoutMdExtension('x.md')).toBe('x');
    expect(withoutMdExtension('x.Md.md ')).toBe('x');
    expect(withoutMdExtension('notes.txt')).toBe('notes.txt');
    expect(withoutMdExtension('.md')).toBe('.md');
    expect(importedNoteName('2026-01-02 x.md')).toBe('2026-01-02 x');
    expect(importedNoteName('config.md review')).toBe('config.md review');
  });
});
