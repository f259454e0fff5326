/**
 * P190 (issue 13, goal e; docs/startup.md, session 41): a one-shot `ma tool read_meetingnote` or
 * `ma search` parsed the meeting note's YAML in a fresh process, running the `yaml` package's code
 * cold (about a tenth of `read_meetingnote`'s CPU). The block's data is now kept in the vault's index
 * database, per note, with the block's text, and used only for that very text. What must hold: the
 * data is what a parse gives (its own objects), an edit is always seen, a damaged row is parsed again
 * and written anew, data JSON cannot carry exactly (aliases, `.nan`) is never kept, a vault without
 * its state folder (or with a link there) gets none, and a long-lived process does not use it.
 * Spec: issue 13 (Rules for caches and indexes); docs/hostile-cases.md B03, B04.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBlockingFs } from '../fs/blocking-fs.js';
import { parseNote } from '../notes/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { meetingBlockData } from './meeting-block-cache.js';
import { readMeetingNote } from './read-meeting-note.js';
import type { Vault } from './vault.js';

const NOTE = 'Meetings/2026-03-10 Remote control functional design.md';
const RAW = 'title: Planning\nprojects: [a, b]\nn: 3\n';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

function rows(root: string): { path: string; raw: string; data: string }[] {
  const db = new DatabaseSync(path.join(root, '.meeting-assistant', 'index.sqlite'));
  try {
    return db.prepare('SELECT path, raw, data FROM meeting_block_v1 ORDER BY path').all() as never;
  } finally {
    db.close();
  }
}

function setRow(root: string, note: string, raw: string, data: string): void {
  const db = new DatabaseSync(path.join(root, '.meeting-assistant', 'index.sqlite'));
  try {
    db.prepare('UPDATE meeting_block_v1 SET raw = ?, data = ? WHERE path = ?').run(raw, data, note);
  } finally {
    db.close();
  }
}

describe('P190: the meeting note block data kept for one-shot processes', () => {
  it('a long-lived process (no useBlockingFs) parses as always and writes nothing', () => {
    mkdirSync(path.join(vault.root, '.meeting-assistant'));
    expect(meetingBlockData(vault.root, NOTE)).toBeUndefined();
    expect(existsSync(path.join(vault.root, '.meeting-assistant', 'index.sqlite'))).toBe(false);
  });

  describe('in a one-shot process', () => {
    beforeEach(() => useBlockingFs());

    it('readMeetingNote keeps the block; the kept row is what is used for the same text, an edit is parsed', async () => {
      mkdirSync(path.join(vault.root, '.meeting-assistant'));
      const text = readFileSync(path.join(vault.root, NOTE), 'utf8');
      const read = await readMeetingNote(vault, NOTE);
      expect(read.note).toEqual(parseNote(text));
      const [row] = rows(vault.root);
      expect(row?.path).toBe(NOTE);
      expect(row?.raw).toBe(parseNote(text).frontmatter?.raw);
      expect(JSON.parse(row?.data ?? '')).toEqual(parseNote(text).frontmatter?.data);

      // The row is read (a marker put in it comes back) and each call gets its own objects.
      const blockData = meetingBlockData(vault.root, NOTE);
      setRow(vault.root, NOTE, RAW, JSON.stringify({ marker: ['kept'] }));
      const first = blockData?.(RAW);
      const second = blockData?.(RAW);
      expect(first).toEqual({ marker: ['kept'] });
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
      // Another text (an edit, even one character) is parsed, and that parse is kept instead.
      const edited = RAW.replace('n: 3', 'n: 4');
      expect(blockData?.(edited)).toEqual({ title: 'Planning', projects: ['a', 'b'], n: 4 });
      expect(rows(vault.root)[0]?.raw).toBe(edited);
    });

    it('a damaged row is parsed again and written anew; a broken block throws every time and is never kept', () => {
      mkdirSync(path.join(vault.root, '.meeting-assistant'));
      const blockData = meetingBlockData(vault.root, NOTE);
      blockData?.(RAW);
      for (const damaged of ['{not json', '[1, 2]', '"text"', 'null']) {
        setRow(vault.root, NOTE, RAW, damaged);
        expect(blockData?.(RAW)).toEqual({ title: 'Planning', projects: ['a', 'b'], n: 3 });
        expect(JSON.parse(rows(vault.root)[0]?.data ?? '')).toEqual({
          title: 'Planning',
          projects: ['a', 'b'],
          n: 3,
        });
      }
      const broken = 'title: [unclosed\n';
      expect(() => blockData?.(broken)).toThrow();
      expect(() => blockData?.(broken)).toThrow();
      expect(rows(vault.root)[0]?.raw).toBe(RAW);
    });

    it('data JSON cannot carry exactly (an alias, .nan, .inf, -0) is parsed each time and not kept', () => {
      mkdirSync(path.join(vault.root, '.meeting-assistant'));
      for (const [i, raw] of [
        'list: &a [1, 2]\nagain: *a\n',
        'x: .nan\n',
        'x: -.inf\n',
        'x: -0\n',
      ].entries()) {
        const note = `Meetings/m${i}.md`;
        const data = meetingBlockData(vault.root, note)?.(raw);
        expect(data).toEqual(parseNote(`---\n${raw}---\n`).frontmatter?.data);
        expect(rows(vault.root).map((r) => r.path)).not.toContain(note);
      }
      const aliased = meetingBlockData(vault.root, 'Meetings/a.md')?.('list: &a [1, 2]\nagain: *a\n');
      expect(aliased?.list).toBe(aliased?.again);
    });

    it('a vault without its state folder, or with a link there, gets no database', () => {
      expect(meetingBlockData(vault.root, NOTE)?.(RAW)).toEqual({
        title: 'Planning',
        projects: ['a', 'b'],
        n: 3,
      });
      expect(existsSync(path.join(vault.root, '.meeting-assistant'))).toBe(false);
      const outside = mkdtempSync(path.join(tmpdir(), 'ma-p190-'));
      try {
        const other = mkdtempSync(path.join(tmpdir(), 'ma-p190-vault-'));
        symlinkSync(outside, path.join(other, '.meeting-assistant'));
        expect(meetingBlockData(other, NOTE)?.(RAW)).toEqual({
          title: 'Planning',
          projects: ['a', 'b'],
          n: 3,
        });
        expect(existsSync(path.join(outside, 'index.sqlite'))).toBe(false);
        rmSync(other, { recursive: true, force: true });
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    });
  });
});
