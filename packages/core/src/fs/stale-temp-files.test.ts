import { spawn } from 'node:child_process';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleForChild } from '../test-support/bundle-for-child.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { isAtomicTempName } from './atomic-temp-name.js';
import { findAtomicTempFiles, STALE_TEMP_AGE_MS } from './stale-temp-files.js';
import { writeFileAtomic } from './write-file-atomic.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

/** Sets `abs`'s mtime `ms` into the past. */
const age = async (abs: string, ms: number) => {
  const t = new Date(Date.now() - ms);
  await utimes(abs, t, t);
};

describe('R30: temp files left by killed writes', () => {
  it('R30: a write killed with SIGKILL before its rename leaves its temp file; a later write into the folder removes it once stale, never a recent one', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const bundle = path.join(dir.root, 'writer.mjs');
    await bundleForChild(path.join(here, 'write-file-atomic.ts'), bundle);
    const folder = path.join(dir.root, 'vault', 'Transcripts');
    await mkdir(folder, { recursive: true });
    const target = path.join(folder, 'Huge import.md');
    const script = path.join(dir.root, 'child.mjs');
    // The child's rename never completes: the temp file is whole, the write is in flight.
    await writeFile(
      script,
      `import { writeFileAtomic } from ${JSON.stringify(bundle)};
await writeFileAtomic(${JSON.stringify(target)}, 'x'.repeat(100000), {
  fs: { rename: () => { process.stdout.write('renaming'); return new Promise(() => {}); } },
});`,
    );
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => resolve());
      child.on('exit', (code) => reject(new Error(`the writer exited on its own (${code})`)));
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const left = (await readdir(folder)).filter(isAtomicTempName);
    expect(left).toHaveLength(1);
    const killed = path.join(folder, left[0]!);

    // Reported with size and age, wherever it is (hidden folders excepted).
    const found = await findAtomicTempFiles(path.join(dir.root, 'vault'));
    expect(found.map((f) => [f.abs, f.size])).toEqual([[killed, 100000]]);

    // Recent: a write may still own it — a later write leaves it alone.
    await writeFileAtomic(path.join(folder, 'Other.md'), 'one\n');
    expect((await readdir(folder)).filter(isAtomicTempName)).toEqual(left);

    // Stale: removed by the next write into the folder (a fresh process: this one swept the
    // folder already and sweeps it again only an hour later).
    await age(killed, STALE_TEMP_AGE_MS + 60_000);
    const recent = path.join(folder, '.Other.md.0123456789ab.ma-tmp');
    await writeFile(recent, 'in flight');
    const sweeper = path.join(dir.root, 'sweeper.mjs');
    await writeFile(
      sweeper,
      `import { writeFileAtomic } from ${JSON.stringify(bundle)};
await writeFileAtomic(${JSON.stringify(path.join(folder, 'Third.md'))}, 'three\\n');`,
    );
    const code = await new Promise((resolve) =>
      spawn(process.execPath, [sweeper], { stdio: 'inherit' }).on('exit', resolve),
    );
    expect(code).toBe(0);
    expect((await readdir(folder)).sort()).toEqual(['.Other.md.0123456789ab.ma-tmp', 'Other.md', 'Third.md']);
    expect((await stat(recent)).isFile()).toBe(true);
  });

  it('R30: findAtomicTempFiles skips hidden folders and files that only look like temp files', async () => {
    const root = path.join(dir.root, 'v');
    await mkdir(path.join(root, '.obsidian'), { recursive: true });
    await mkdir(path.join(root, 'Projects', 'x'), { recursive: true });
    await writeFile(path.join(root, '.obsidian', '.a.md.0123456789ab.ma-tmp'), 'x');
    await writeFile(path.join(root, 'Projects', 'x', '.a.md.0123456789ab.ma-tmp'), 'abc');
    await writeFile(path.join(root, 'Projects', 'x', '.a.md.ma-tmp'), 'x');
    await writeFile(path.join(root, 'Projects', 'x', 'a.md.0123456789ab.ma-tmp'), 'x');
    const found = await findAtomicTempFiles(root);
    expect(found.map((f) => path.relative(root, f.abs))).toEqual([
      path.join('Projects', 'x', '.a.md.0123456789ab.ma-tmp'),
    ]);
    expect(found[0]?.size).toBe(3);
  });
});
