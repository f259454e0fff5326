/**
 * Issue 13 (f): `useBlockingRipgrep` (one-shot processes: `ma search`, `ma tool`) runs ripgrep with
 * `spawnSync`. Every case of search-vault.test.ts runs again here in that mode (this file's module
 * state is its own), and the cases where the kept output is not enough fall back to the streamed
 * run with the same answer.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { buildRgArgs } from './build-rg-args.js';
import { bundledRipgrepPath } from './bundled-ripgrep.js';
import type { RgRecord } from './rg-output-parser.js';
import { blockingRipgrep, runRipgrep, runRipgrepBlocking, useBlockingRipgrep } from './run-ripgrep.js';
import './search-vault.test.js';

useBlockingRipgrep();

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  await mkdir(path.join(vault.root, 'Projects', 'many'), { recursive: true });
  for (let i = 0; i < 40; i++)
    await writeFile(
      path.join(vault.root, 'Projects', 'many', `note ${String(i).padStart(2, '0')}.md`),
      Array.from({ length: 30 }, (_, k) => `line ${k} wombat ${'x'.repeat(200)}`).join('\n'),
    );
});
afterEach(() => dir.cleanup());

const args = (pattern: string) => buildRgArgs(pattern, ['Projects/many'], 1000, 1024);
const key = (r: RgRecord) => `${r.path}:${r.line}:${r.text}`;

/** Every record of a streamed run (the reference). */
async function streamed(pattern: string): Promise<string[]> {
  const out: string[] = [];
  await runRipgrep(await bundledRipgrepPath(), args(pattern), vault.root, (r) => {
    out.push(key(r));
    return undefined;
  });
  return out;
}

describe('issue 13 (f): ripgrep with spawnSync in a one-shot process', () => {
  it('is on in this file, and gives the records of the streamed run, in the same order', async () => {
    expect(blockingRipgrep()).toBe(true);
    const got: string[] = [];
    const run = runRipgrepBlocking(
      await bundledRipgrepPath(),
      args('wombat'),
      vault.root,
      (r) => {
        got.push(key(r));
        return undefined;
      },
      64 * 1024 * 1024,
    );
    expect(run).toMatchObject({ code: 0, stopped: false, ranSearch: true });
    expect(got).toEqual(await streamed('wombat'));
    expect(got).toHaveLength(1200);
  });

  it('output beyond the kept bytes: a stop within them is the answer; without one, null after a prefix', async () => {
    const all = await streamed('wombat');
    const rg = await bundledRipgrepPath();
    const stopAt: string[] = [];
    const stopped = runRipgrepBlocking(
      rg,
      args('wombat'),
      vault.root,
      (r) => (stopAt.push(key(r)) >= 10 ? 'stop' : undefined),
      16 * 1024,
    );
    expect(stopped).toMatchObject({ code: null, stopped: true });
    expect(stopAt).toEqual(all.slice(0, 10));

    const prefix: string[] = [];
    const fallback = runRipgrepBlocking(
      rg,
      args('wombat'),
      vault.root,
      (r) => {
        prefix.push(key(r));
        return undefined;
      },
      16 * 1024,
    );
    expect(fallback).toBeNull();
    expect(prefix.length).toBeGreaterThan(0);
    expect(prefix.length).toBeLessThan(all.length);
    expect(prefix).toEqual(all.slice(0, prefix.length));
  });
});
