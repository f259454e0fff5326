/**
 * P40 (issue 13, goal f): `ma search` on a vault with thousands of summaries takes their `lstat`
 * numbers from one `find` (core's `sweepNoteVersions`, Linux only) instead of one `lstatSync` per
 * note, and answers as before: an in-place edit of a note outside the scope into it (same size,
 * same inode) shows in the next call, and a find that is not GNU find changes nothing. Every call
 * is its own process (the built `bin/ma.js`); a `find` wrapper first on PATH counts its runs.
 */
import { chmodSync, lstatSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
/** At least core's SWEEP_MIN_NOTES (2,000), all outside the meeting's scope. */
const FILLER = 2000;

let vault: SampleVaultCopy;
let bin: string;
let log: string;
beforeAll(async () => {
  vault = await copySampleVault();
  bin = join(vault.root, '.p40-bin'); // hidden: no walk of the vault enters it
  log = join(bin, 'find.log');
  await mkdir(bin, { recursive: true });
  await mkdir(join(vault.root, 'Summaries', 'archive'), { recursive: true });
  for (let i = 0; i < FILLER; i++)
    writeFileSync(
      join(vault.root, 'Summaries', 'archive', `2025-01-05 Old ${i}.md`),
      `---\ndate: 2025-01-05\nprojects: [archive-${i % 10}]\n---\nQuokkaword ${i} ok.\n`,
    );
}, 120_000);
afterAll(() => vault.cleanup());

const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
const runs = (): number => {
  try {
    return readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
};

/** A `find` first on PATH that logs each run, then runs `body` (the real find by default). */
function wrapFind(
  body = 'for d in /usr/bin /bin; do [ -x "$d/find" ] && exec "$d/find" "$@"; done; exit 127',
): void {
  writeFileSync(join(bin, 'find'), `#!/bin/sh\necho run >> '${log}'\n${body}\n`);
  chmodSync(join(bin, 'find'), 0o755);
}

/** The summaries `ma search quokkaword` shows for the meeting (its bound project: remote-control). */
async function found(): Promise<string[]> {
  const r = await runMa(['search', 'quokkaword', '--meeting', MEETING, '--vault', vault.root], {
    env: { PATH: `${bin}${delimiter}${process.env.PATH}` },
  });
  expect(r.code, said(r)).toBe(0);
  return r.stdout
    .split('\n')
    .filter((l) => l.startsWith('Summaries/'))
    .map((l) => l.slice(0, l.indexOf(':')))
    .sort();
}

describe.runIf(process.platform === 'linux')('P40 ma search with thousands of summaries', () => {
  it('P40 runs one find per call and still sees a same-size in-place edit into the scope', async () => {
    wrapFind();
    expect(await found()).toEqual([]); // builds the index
    const before = runs();
    expect(await found()).toEqual([]);
    expect(runs()).toBe(before + 1);
    const rel = 'Summaries/archive/2025-01-05 Old 7.md';
    const was = lstatSync(join(vault.root, rel));
    // `archive-7` -> `remote-control` is 5 characters more; the body 5 fewer: same size, in place.
    writeFileSync(
      join(vault.root, rel),
      '---\ndate: 2025-01-05\nprojects: [remote-control]\n---\nQuokkaword.\n',
    );
    expect(lstatSync(join(vault.root, rel)).size).toBe(was.size);
    expect(lstatSync(join(vault.root, rel)).ino).toBe(was.ino);
    expect(await found()).toEqual([rel]);
    expect(runs()).toBe(before + 2);
  }, 60_000);

  it('P40 answers the same when find is not GNU find', async () => {
    const before = await found();
    wrapFind('echo "find: -printf: unknown primary or operator" >&2; exit 1');
    const count = runs();
    expect(await found()).toEqual(before);
    expect(runs()).toBe(count + 1);
  }, 60_000);
});
