/**
 * Issue 13 (P150): `list_meetings` (and every listing that leaves Obsidian templates out, core
 * `splitMeetingTemplates`) read the first 64 KiB of every meeting note on every call. The
 * placeholders found are now kept per note in this process while its stat (device, inode, size,
 * modification and change times) is the one they were found under and the note had settled; the
 * answer never depends on it: every kind of edit in another program is seen by the next call —
 * in place with the old modification time put back (`touch -d`: the change time moves), a file
 * renamed over the note (a new inode), a placeholder removed. Real files: a temp copy of the
 * sample vault; `Date` is moved 10 s ahead so that the notes count as settled (no sleeps).
 * Spec: issue #13 (Rules for caches); newcomer session 32 N4; docs/indexes.md.
 */
import { readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { listMeetings } from './list-meetings.js';
import { splitMeetingTemplates } from './template-note.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  vi.useRealTimers();
  await dir.cleanup();
});

const NOTE = 'Meetings/2026-03-11 Remote control conceptual design.md';

/** The templates `splitMeetingTemplates` finds among the vault's meeting notes, with the clock 10 s ahead. */
async function templates(): Promise<string[]> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
  try {
    const { templates: found } = await splitMeetingTemplates(vault, await listMeetings(vault));
    return found.map((t) => t.path);
  } finally {
    vi.useRealTimers();
  }
}

describe('issue 13: the template check of a listing is kept per note while the note is unchanged', () => {
  it('an edit in place of the same size with the old modification time put back is seen at once', async () => {
    const abs = path.join(vault.root, NOTE);
    expect(await templates()).toEqual([]);
    expect(await templates()).toEqual([]);
    const text = await readFile(abs, 'utf8');
    const before = await stat(abs);
    // Same size: the date becomes a placeholder of its length (L376: a filled date makes a note a
    // meeting whatever leftover another property keeps, in listings as in runs).
    const edited = text.replace(
      /^(date: )(.*)$/m,
      (_m, key: string, value: string) => `${key}${'"{{date}}"'.padEnd(value.length)}`,
    );
    expect(edited.length).toBe(text.length);
    await writeFile(abs, edited);
    await utimes(abs, before.atime, before.mtime);
    expect(await templates()).toEqual([NOTE]);
    // The placeholder removed again: a meeting again.
    await writeFile(abs, text);
    await utimes(abs, before.atime, before.mtime);
    expect(await templates()).toEqual([]);
  });

  it('a note replaced by a rename (a sync, an atomic save) is read anew', async () => {
    const abs = path.join(vault.root, NOTE);
    expect(await templates()).toEqual([]);
    const text = await readFile(abs, 'utf8');
    const temp = `${abs}.tmp`;
    await writeFile(temp, text.replace(/^---\n/, '---\ndate: <% tp.date.now() %>\n'));
    await rename(temp, abs);
    expect(await templates()).toEqual([NOTE]);
    expect(await templates()).toEqual([NOTE]);
  });
});
