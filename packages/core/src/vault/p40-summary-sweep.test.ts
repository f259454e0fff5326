/**
 * P40 (issue #13, goal f): in a one-shot process (`useBlockingRipgrep`), `pastSummaries` takes the
 * `lstat` numbers of thousands of summaries from one `find` (`sweepNoteVersions`) instead of one
 * `lstatSync` per note: the same numbers, the same answers, and any find that does not give GNU
 * find's output is not believed. Real files in a temp vault, the real `find` of this machine (a
 * wrapper on PATH counts its runs).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, readFileSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBlockingRipgrep } from '../search/run-ripgrep.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { pastSummaries } from './past-summaries.js';
import { SWEEP_MIN_NOTES, sweepNoteVersions } from './sweep-note-versions.js';
import type { Vault } from './vault.js';

// This file's process is a one-shot one, as `ma search` is (vitest runs each file in its own worker).
useBlockingRipgrep();

const realFind = execFileSync('sh', ['-c', 'command -v find'], { encoding: 'utf8' }).trim();
const savedPath = process.env.PATH;
let dir: TempDir;
let bin: string;
let log: string;

/** Puts a `find` on PATH that appends a line to `log` and runs `body` (default: the real find). */
async function wrapFind(body = `exec ${realFind} "$@"`): Promise<void> {
  await writeFile(path.join(bin, 'find'), `#!/bin/sh\necho run >> '${log}'\n${body}\n`);
  chmodSync(path.join(bin, 'find'), 0o755);
  process.env.PATH = `${bin}${path.delimiter}${savedPath}`;
}
const runs = (): number => {
  try {
    return readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
};

beforeEach(async () => {
  dir = await makeTempDir('ma-p40-');
  bin = path.join(dir.root, 'bin');
  log = path.join(dir.root, 'find.log');
  await mkdir(bin);
});
afterEach(async () => {
  process.env.PATH = savedPath;
  await dir.cleanup();
});

describe('P40 the summaries\u2019 lstat numbers from one find', () => {
  it('P40 sweepNoteVersions gives each regular file the numbers lstatSync gives, symlinks and hidden folders left out', async () => {
    const root = path.join(dir.root, 'vault');
    const folder = path.join(root, 'Summaries');
    await mkdir(path.join(folder, 'sub dir', 'deeper'), { recursive: true });
    await mkdir(path.join(folder, '.hidden'), { recursive: true });
    const names = [
      'plain.md',
      'with space.md',
      'caf\u00e9 \u2013 r\u00e9sum\u00e9.md',
      'line\nbreak.md',
      'sub dir/nested.md',
      'sub dir/deeper/deep.md',
    ];
    for (const [i, name] of names.entries()) await writeFile(path.join(folder, name), 'x'.repeat(i * 7));
    await writeFile(path.join(folder, '.hidden', 'secret.md'), 'x');
    await symlink('plain.md', path.join(folder, 'link.md'));
    // Times to the nanosecond, before and after 2001 (ten-digit seconds), one in the future.
    const times = ['@1700000000.123456789', '@1000000000.000000001', '@999999999.5', '@4102444800.999999999'];
    for (const [i, when] of times.entries())
      execFileSync('touch', ['-m', '-d', when, path.join(folder, names[i] as string)]);
    const swept = sweepNoteVersions(folder, 'Summaries');
    expect(swept).not.toBeNull();
    for (const name of names) {
      const st = lstatSync(path.join(folder, name));
      expect(swept?.get(`Summaries/${name}`), name).toEqual([st.size, st.mtimeMs, st.ctimeMs, st.ino]);
    }
    expect([...(swept?.keys() ?? [])].sort()).toEqual(names.map((n) => `Summaries/${n}`).sort());
    // The vault root as the folder: keys without a prefix.
    expect(sweepNoteVersions(folder, '')?.get('plain.md')).toEqual(swept?.get('Summaries/plain.md'));
  });

  it('P40 sweepNoteVersions gives null for output that is not GNU find\u2019s, a failing find or none at all', async () => {
    const folder = path.join(dir.root, 'f');
    await mkdir(folder);
    await writeFile(path.join(folder, 'a.md'), 'a');
    await wrapFind('echo "usage: find [-H | -L | -P] ..." >&2; exit 1');
    expect(sweepNoteVersions(folder, 'f')).toBeNull();
    await wrapFind(`printf 'f 1 2 3 a.md\\n'`);
    expect(sweepNoteVersions(folder, 'f')).toBeNull();
    await wrapFind(`printf 'f x 2 3 a.md\\0'`);
    expect(sweepNoteVersions(folder, 'f')).toBeNull();
    process.env.PATH = bin; // no find at all (the wrapper removed below)
    await writeFile(path.join(bin, 'find'), '');
    chmodSync(path.join(bin, 'find'), 0o644);
    expect(sweepNoteVersions(folder, 'f')).toBeNull();
  });
});

// F7: the hook writes 2,000 summaries into a copy of the sample vault and each test builds and reads their index: real
// file work; under CI load (two cores shared by eight helpers, load 37) it passed 30 s (P81's, alike: 58-99 s a test).
const SWEEP_WORK = 300_000;

describe('P40 pastSummaries with thousands of summaries', () => {
  let vault: Vault;
  let sample: TempDir;
  beforeEach(async () => {
    ({ vault, dir: sample } = await openSampleVault());
    await mkdir(path.join(vault.root, 'Summaries', 'archive'), { recursive: true });
    for (let i = 0; i < SWEEP_MIN_NOTES; i++)
      await writeFile(
        path.join(vault.root, 'Summaries', 'archive', `2025-01-01 Old ${i}.md`),
        `---\ndate: 2025-01-01\nprojects: [archive-${i % 7}]\n---\nbody body\n`,
      );
  }, SWEEP_WORK);
  afterEach(() => sample.cleanup());
  const names = async (scope: string[]) => (await pastSummaries(vault, scope)).map((s) => s.name);

  it(
    'P40, F7: takes the notes\u2019 lstat numbers from one find run and still sees an in-place edit',
    async () => {
      const first = await names(['remote-control']); // builds the index
      await wrapFind();
      expect(await names(['remote-control'])).toEqual(first);
      expect(runs()).toBe(1);
      // A note outside the scope edited in place into it (same size, same inode): seen at once.
      const rel = 'Summaries/archive/2025-01-01 Old 12.md';
      const before = lstatSync(path.join(vault.root, rel));
      await writeFile(
        path.join(vault.root, rel),
        '---\ndate: 2025-01-01\nprojects: [remote-control]\n---\nbody\n',
      );
      expect(lstatSync(path.join(vault.root, rel)).ino).toBe(before.ino);
      expect(lstatSync(path.join(vault.root, rel)).size).toBe(before.size);
      expect(await names(['remote-control'])).toEqual([...first, '2025-01-01 Old 12']);
      expect(await names(['archive-5'])).not.toContain('2025-01-01 Old 12');
      expect(runs()).toBe(3);
    },
    SWEEP_WORK,
  );

  it(
    'P40, F7: gives the same answers when find is not GNU find',
    async () => {
      const first = await names(['archive-3']);
      await wrapFind('echo "find: -printf: unknown primary or operator" >&2; exit 1');
      expect(await names(['archive-3'])).toEqual(first);
      expect(runs()).toBe(1);
      expect(first.length).toBeGreaterThan(250);
    },
    SWEEP_WORK,
  );
});
