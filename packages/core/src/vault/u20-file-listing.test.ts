/**
 * Review U20: `list_projectfiles` on a project of 50,000 files took 36-53 s: `listFiles` read every
 * file, one after the other, for its line count, while the listing shows about a thousand. core's
 * `fileListing` counts the files with the walk (every check of it: symlinks, hidden files, the
 * trash) and reads a file only when the caller reaches it, a few ahead. Real files in a temp copy
 * of the sample vault; no timing assertions (speed: whole-process runs, see the commit).
 * Spec: review U20; seed 000 (`list_projectfiles`); docs/tools.md.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { fileListing, listFiles } from './list-files.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
let outside: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  outside = await makeTempDir('ma-outside-');
});
afterEach(async () => {
  await dir.cleanup();
  await outside.cleanup();
});

const BIG = 'Projects/remote-control/big';
const name = (i: number) => `${BIG}/f${String(i).padStart(4, '0')}.md`;

describe('U20: fileListing', () => {
  it('U20: counts every file at once and reads a file only when the caller reaches it; the safety checks stay', async () => {
    await mkdir(path.join(vault.root, BIG), { recursive: true });
    for (let i = 0; i < 300; i++) await writeFile(path.join(vault.root, name(i)), `a ${i}\nb\n`);
    await writeFile(path.join(vault.root, `${BIG}/.hidden.md`), 'x\n');
    await writeFile(path.join(outside.root, 'secret.md'), 'secret\n');
    await symlink(path.join(outside.root, 'secret.md'), path.join(vault.root, `${BIG}/leak.md`));
    await symlink(outside.root, path.join(vault.root, `${BIG}/out`));

    const listing = await fileListing(vault, BIG);
    expect(listing.count).toBe(300);
    // Files the caller has not reached yet are read when it gets there, not when the listing is made:
    // one removed and one replaced by a folder now are left out; one rewritten is read as it is now.
    await rm(path.join(vault.root, name(200)));
    await rm(path.join(vault.root, name(201)));
    await mkdir(path.join(vault.root, name(201)));
    await writeFile(path.join(vault.root, name(250)), 'one\ntwo\nthree\nfour\n');
    const taken: string[] = [];
    for await (const entry of listing.entries()) {
      taken.push(entry.path);
      if (entry.path === name(250)) expect(entry).toMatchObject({ lines: 4, bytes: 19, notText: null });
      else expect(entry).toMatchObject({ lines: 2, notText: null });
    }
    expect(taken).toHaveLength(298);
    expect(taken).not.toContain(name(200));
    expect(taken.some((p) => p.includes('hidden') || p.includes('leak') || p.includes('/out/'))).toBe(false);
    expect(taken).toEqual([...taken].sort());

    // A caller that stops early leaves the rest unread (and no scan ahead goes unhandled).
    const again = await fileListing(vault, BIG);
    const first: string[] = [];
    for await (const entry of again.entries()) {
      first.push(entry.path);
      if (first.length === 3) break;
    }
    expect(first).toEqual([name(0), name(1), name(2)]);
    expect((await listFiles(vault, BIG)).map((f) => f.path)).toEqual(taken);
    await rm(path.join(vault.root, `${BIG}/out`));
  });

  it('review9 V1: entries(start) begins at that walked file, passing over the files before it unread', async () => {
    await mkdir(path.join(vault.root, BIG), { recursive: true });
    for (let i = 0; i < 40; i++) await writeFile(path.join(vault.root, name(i)), 'a\n');
    const listing = await fileListing(vault, BIG);
    // A file before the start that cannot be read any more is never reached.
    await rm(path.join(vault.root, name(3)));
    await mkdir(path.join(vault.root, name(3)));
    const rest: string[] = [];
    for await (const entry of listing.entries(35)) rest.push(entry.path);
    expect(rest).toEqual([35, 36, 37, 38, 39].map(name));
    const none: string[] = [];
    for await (const entry of listing.entries(40)) none.push(entry.path);
    expect(none).toEqual([]);
  });
});
