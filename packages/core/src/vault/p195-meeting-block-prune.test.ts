/**
 * P195 (issue 13, Rules for caches and indexes; docs/startup.md, session 42): `index.sqlite` kept
 * the meeting-block row (P190) of every meeting note ever read, renamed and deleted ones included,
 * forever. A note's first row now drops the rows of notes that are gone; rows of notes that exist
 * stay, and the answer never depends on any of it.
 */
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBlockingFs } from '../fs/blocking-fs.js';
import { parseNote } from '../notes/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeetingNote } from './read-meeting-note.js';
import type { Vault } from './vault.js';

const A = 'Meetings/2026-03-10 Remote control functional design.md';
const B = 'Meetings/2026-03-11 Remote control conceptual design.md';
const C = 'Meetings/2026-03-12 Remote control detailed design.md';
const RENAMED = 'Meetings/2026-03-10 Remote control functional design (renamed).md';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  useBlockingFs();
  mkdirSync(path.join(vault.root, '.meeting-assistant'));
});
afterEach(async () => dir.cleanup());

function rowPaths(): string[] {
  const db = new DatabaseSync(path.join(vault.root, '.meeting-assistant', 'index.sqlite'));
  try {
    return (db.prepare('SELECT path FROM meeting_block_v1 ORDER BY path').all() as { path: string }[]).map(
      (r) => r.path,
    );
  } finally {
    db.close();
  }
}

async function readsAsParsed(note: string): Promise<void> {
  const read = await readMeetingNote(vault, note);
  expect(read.note).toEqual(parseNote(readFileSync(path.join(vault.root, note), 'utf8')));
}

describe('P195: rows of meeting notes that are gone are dropped', () => {
  it('a renamed note: its new name gets a row and the old name loses its own; other notes keep theirs', async () => {
    await readsAsParsed(A);
    await readsAsParsed(B);
    expect(rowPaths()).toEqual([A, B]);
    renameSync(path.join(vault.root, A), path.join(vault.root, RENAMED));
    await readsAsParsed(RENAMED);
    expect(rowPaths()).toEqual([RENAMED, B].sort());
    // A read of a known note (its row used) drops nothing, even with a note gone meanwhile.
    rmSync(path.join(vault.root, B));
    await readsAsParsed(RENAMED);
    expect(rowPaths()).toEqual([RENAMED, B].sort());
    // The next note read for the first time drops the deleted one's row.
    await readsAsParsed(C);
    expect(rowPaths()).toEqual([RENAMED, C].sort());
  });

  it('a row whose note cannot be checked (its folder is now a file) is kept, and reads stay right', async () => {
    await readsAsParsed(A);
    const db = new DatabaseSync(path.join(vault.root, '.meeting-assistant', 'index.sqlite'));
    try {
      db.prepare('INSERT INTO meeting_block_v1 (path, raw, data) VALUES (?, ?, ?)').run(
        `${A}/under-a-file.md`,
        'title: x\n',
        '{"title":"x"}',
      );
      db.prepare('INSERT INTO meeting_block_v1 (path, raw, data) VALUES (?, ?, ?)').run(
        'Meetings/gone.md',
        'title: y\n',
        '{"title":"y"}',
      );
    } finally {
      db.close();
    }
    await readsAsParsed(B);
    expect(rowPaths()).toEqual([A, `${A}/under-a-file.md`, B].sort());
  });
});
