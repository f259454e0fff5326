/**
 * Issue 13 (f): `ma search` keeps what the summaries folder held in the vault's index
 * (`.meeting-assistant/index.sqlite`, docs/indexes.md), so a call checks each summary with its
 * `lstat` only. Every call is its own process here (the built `bin/ma.js`), as a user's are: an edit
 * made in between with plain `fs` (in place, same inode; by rename; a new note; a removed one; the
 * index damaged or deleted) must show in the next answer.
 */
import { readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
/** Enough summaries for the index to be used (core's SUMMARY_INDEX_MIN_NOTES is 100). */
const FILLER = 120;

let vault: SampleVaultCopy;
beforeAll(async () => {
  vault = await copySampleVault();
  await mkdir(join(vault.root, 'Summaries', 'archive'), { recursive: true });
  for (let i = 0; i < FILLER; i++)
    writeFileSync(
      join(
        vault.root,
        'Summaries',
        'archive',
        `2025-01-${String((i % 28) + 1).padStart(2, '0')} Old ${i}.md`,
      ),
      `---\ndate: 2025-01-${String((i % 28) + 1).padStart(2, '0')}\nprojects: [archive-${i}]\n---\nQuokkaword ${i}.\n`,
    );
}, 60_000);
afterAll(() => vault.cleanup());

const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
const abs = (rel: string) => join(vault.root, rel);

/** The summaries `ma search quokkaword` shows for the meeting (its bound project: remote-control). */
async function found(): Promise<string[]> {
  const r = await runMa(['search', 'quokkaword', '--meeting', MEETING, '--vault', vault.root]);
  expect(r.code, said(r)).toBe(0);
  return r.stdout
    .split('\n')
    .filter((l) => l.startsWith('Summaries/'))
    .map((l) => l.slice(0, l.indexOf(':')))
    .sort();
}

const note = (projects: string, n: number) =>
  `---\ndate: 2025-01-05\nprojects: [${projects}]\n---\nQuokkaword ${n}.\n`;

describe('issue 13 (f): ma search sees edits made between calls in another program', () => {
  it('an in-place edit, a same-size edit, a rename, a new and a removed summary, each in the next call', async () => {
    const moved = 'Summaries/archive/2025-01-05 Old 4.md';
    expect(await found()).toEqual([]);
    expect(readFileSync(abs('.meeting-assistant/index.sqlite')).length).toBeGreaterThan(0);
    expect(await found()).toEqual([]); // answered from the index

    // In place (same inode), as an editor saving the file: moved into the scope.
    writeFileSync(abs(moved), note('archive-4, remote-control', 4));
    expect(await found()).toEqual([moved]);
    // Out again, same size and inode, its modification time 1 ms later only.
    const before = statSync(abs(moved));
    writeFileSync(abs(moved), note('archive-4, remote-kontrol', 4));
    utimesSync(abs(moved), before.atime, new Date(before.mtimeMs + 1));
    expect([statSync(abs(moved)).size, statSync(abs(moved)).ino]).toEqual([before.size, before.ino]);
    expect(await found()).toEqual([]);
    // And in again the same way (the index said it was outside the scope).
    writeFileSync(abs(moved), note('archive-4, remote-control', 4));
    utimesSync(abs(moved), before.atime, new Date(before.mtimeMs + 2));
    expect(await found()).toEqual([moved]);
    writeFileSync(abs(moved), note('archive-4, remote-kontrol', 4));
    utimesSync(abs(moved), before.atime, new Date(before.mtimeMs + 3));
    expect(await found()).toEqual([]);

    // By rename (a new inode): in the scope.
    writeFileSync(abs(`${moved}.tmp`), note('remote-control', 4));
    renameSync(abs(`${moved}.tmp`), abs(moved));
    expect(await found()).toEqual([moved]);

    // A new note of the scope, then one removed.
    const added = 'Summaries/archive/2025-01-06 New.md';
    writeFileSync(abs(added), note('remote-control', 99));
    expect(await found()).toEqual([moved, added]);
    unlinkSync(abs(moved));
    expect(await found()).toEqual([added]);
  });

  it('a damaged or deleted index never changes an answer', async () => {
    const expected = await found();
    const db = new DatabaseSync(abs('.meeting-assistant/index.sqlite'));
    db.exec("UPDATE summary_folder_v2 SET versions = x'00', folder_versions = x'00'");
    db.exec("UPDATE summary_folder_keys_v2 SET notes = x'ffffffff'");
    db.close();
    expect(await found()).toEqual(expected);
    const again = new DatabaseSync(abs('.meeting-assistant/index.sqlite'));
    again.exec("UPDATE summary_folder_v2 SET names = x'', versions = x''");
    again.exec('DELETE FROM summary_folder_keys_v2');
    again.close();
    expect(await found()).toEqual(expected);
    rmSync(abs('.meeting-assistant'), { recursive: true });
    expect(await found()).toEqual(expected);
  });
});
