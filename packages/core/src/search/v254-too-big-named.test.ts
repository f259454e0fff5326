/**
 * V254: ripgrep runs with `--max-filesize` (50 MiB) and skipped every larger file in silence, so a
 * search whose only match lay in a 60 MiB note said "no matches" as a plain success. Now each file
 * ripgrep's walk skipped for size (read from its `--debug` log on the search run itself, no second
 * walk) is named in the not-searched list, with its size: under the 20-name cap with the rest
 * counted exactly (L471), in ripgrep's order among the other files not searched, up to where a cut
 * page stopped; never a file outside the scope, in an excluded or hidden folder, in the trash, a
 * sync-conflict copy or a binary file (which ripgrep never searches at any size). A file given by
 * name is searched whatever its size (as ripgrep does). Streamed and in a one-shot process's
 * blocking run. One real 60 MiB text note (the others are hard links to it), the real ripgrep.
 * Spec: docs/tools.md (search: files over 50 MiB); L471; L480.
 */
import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/index.js';
import { useBlockingFs } from '../fs/blocking-fs.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault, type Vault } from '../vault/vault.js';
import { useBlockingRipgrep } from './run-ripgrep.js';
import { searchVault } from './search-vault.js';

const BIG = 60 * 1024 * 1024;
const SAID = 'not searched: larger than 50 MiB (62,914,560 bytes; search reads files up to 52,428,800 bytes)';
let dir: TempDir;
let vault: Vault;
/** The line of the big note's one match. */
let needleLine = 0;

beforeAll(async () => {
  dir = await makeTempDir();
  vault = await openVault(dir.root, parseConfig({ folders: { trash: 'Trash' } }));
  const at = (rel: string) => path.join(dir.root, rel);
  for (const folder of ['Notes/node_modules', 'Notes/.hidden', 'Other', 'Trash', 'Many', 'Pages'])
    await mkdir(at(folder), { recursive: true });
  // The one real 60 MiB note: text lines, its only match on the last one.
  const text = Buffer.alloc(BIG, 'a line of a long meeting log\n');
  text.write('\nNEEDLE in the big note\n', BIG - 24);
  for (let at = -1; at < BIG - 23; at = text.indexOf(10, at + 1)) needleLine++;
  await writeFile(at('Notes/big.md'), text);
  for (const rel of [
    'Notes/node_modules/big.md',
    'Notes/.hidden/big.md',
    'Notes/big (conflicted copy 2026-12-01).md',
    'Other/big.md',
    'Trash/big.md',
    'Pages/b-big.md',
    ...Array.from({ length: 23 }, (_, i) => `Many/m${String(i).padStart(2, '0')}.md`),
  ])
    await link(at('Notes/big.md'), at(rel));
  // Binary (NULs from its first byte): ripgrep never searches it, at any size.
  await writeFile(at('Notes/video.md'), Buffer.alloc(BIG));
  await writeFile(at('Notes/small.md'), 'nothing to find\n');
  // Latin-1: not searched for another reason, named in ripgrep's order among the big ones.
  await writeFile(at('Many/m04z.md'), Buffer.from('NEEDLE caf\xe9\n', 'latin1'));
  await writeFile(at('Pages/a.md'), 'NEEDLE a1\nNEEDLE a2\n');
  await writeFile(at('Pages/c.md'), 'NEEDLE c1\n');
}, 60_000);
afterAll(() => dir.cleanup());

function checks(mode: string): void {
  it(`V254 (${mode}): the only match in a 60 MiB note is no plain "no matches": the note is named`, async () => {
    const result = await searchVault(vault, {
      pattern: 'NEEDLE',
      paths: ['Notes'],
      excludeFolders: ['node_modules'],
    });
    expect(result.matches).toEqual([]);
    // Not the excluded, hidden, conflict-copy or binary ones, nor Other/ (out of scope).
    expect(result.warnings).toEqual([`Notes/big.md: ${SAID}`]);
  });

  it(`V254 (${mode}): the whole vault names Other/ too, never the trash; a file given by name is searched`, async () => {
    const all = await searchVault(vault, {
      pattern: 'NEEDLE',
      paths: ['.'],
      excludeFolders: ['node_modules'],
    });
    const named = all.warnings.filter((w) => w.includes('larger than 50 MiB')).map((w) => w.split(':')[0]);
    expect(named.slice(0, 3)).toEqual(['Many/m00.md', 'Many/m01.md', 'Many/m02.md']);
    expect(named).not.toContain('Trash/big.md');
    expect(all.warnings.join('\n')).not.toMatch(/Trash\/|node_modules|\.hidden|conflicted|video/);
    const given = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Notes/big.md'] });
    expect(given.matches).toEqual([
      { path: 'Notes/big.md', line: needleLine, text: 'NEEDLE in the big note' },
    ]);
    expect(given.warnings).toEqual([]);
  });

  it(`V254 (${mode}): 24 files not searched: 20 named in ripgrep's order, the other 4 counted exactly`, async () => {
    const result = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Many'] });
    expect(result.matches).toEqual([]);
    expect(result.warnings).toEqual([
      ...['00', '01', '02', '03', '04'].map((n) => `Many/m${n}.md: ${SAID}`),
      expect.stringMatching(/^Many\/m04z\.md: not searched: not a UTF-8 text file/),
      ...['05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18'].map(
        (n) => `Many/m${n}.md: ${SAID}`,
      ),
      '… and 4 more files not searched (only the first 20 are named)',
    ]);
  });

  it(`V254 (${mode}): a cut page names the big files its walk passed, the next page the rest`, async () => {
    // Pages/a.md (2 matches), Pages/b-big.md, Pages/c.md: one match a page.
    const first = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Pages'], maxResults: 1 });
    expect(first.matches.map((m) => `${m.path}:${m.line}`)).toEqual(['Pages/a.md:1']);
    expect(first.warnings).toEqual([]);
    const second = await searchVault(vault, {
      pattern: 'NEEDLE',
      paths: ['Pages'],
      maxResults: 1,
      offset: 1,
    });
    expect(second.matches.map((m) => `${m.path}:${m.line}`)).toEqual(['Pages/a.md:2']);
    expect(second.nextOffset).toBe(2);
    expect(second.warnings).toEqual([`Pages/b-big.md: ${SAID}`]);
    const third = await searchVault(vault, { pattern: 'NEEDLE', paths: ['Pages'], maxResults: 1, offset: 2 });
    expect(third.matches.map((m) => `${m.path}:${m.line}`)).toEqual(['Pages/c.md:1']);
    expect(third.nextOffset).toBeNull();
    expect(third.warnings).toEqual([`Pages/b-big.md: ${SAID}`]);
  });
}

describe('V254: files over 50 MiB are named, not skipped in silence (streamed)', () => checks('streamed'));

describe('V254: files over 50 MiB are named, not skipped in silence (one-shot, blocking)', () => {
  beforeAll(() => {
    useBlockingRipgrep();
    useBlockingFs();
  });
  checks('blocking');
});
