/**
 * P85 (issue 13, goals e and f; rules for caches): the V8 code cache of a direct bundle
 * (`<OS temp>/ma-code-cache/<build>/<hash of the bundle's path>-<command>.bin`) is used only for the very
 * file it was made from. V8 checks a code cache against the source's LENGTH only (a cache made from
 * another text of the same length is accepted, and its compiled functions run instead of the file's), and
 * the cache's key was the bundle's size and modification time: a bundle replaced by another of the same
 * size whose copy kept the modification time (`cp -p`, `rsync -a`, `tar x`, npm's packed files, which all
 * carry one fixed time) ran the code of the bundle it replaced, with the output of that build. The key now
 * also holds the file's inode and status-change time (set by the kernel on every write, rename and copy,
 * never by a copying tool) and the bundle's own path (two paths whose 32-bit hash is the same no longer
 * share a cache), taken from the opened file before its text is read. Two checkouts with the same build
 * id (git worktrees sharing turbo's cache get the same `dist/`) keep one cache each, by path.
 * The bundles here are small stand-ins run by the built loader (`dist/direct/loader.cjs`), as
 * `bin/ma.js` runs a `ma search` line.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_HEAD, BUNDLE_TAIL } from '../src/direct/bundle-wrapper.js';

const loader = join(import.meta.dirname, '..', 'dist', 'direct', 'loader.cjs');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ma-p85-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A stand-in `search.cjs` whose `runMain` prints `words` (a function V8 compiles when it runs). */
function bundle(words: string): string {
  return `${BUNDLE_HEAD}\n"use strict";\nfunction say() { return ${JSON.stringify(words)}; }\nmodule.exports.runMain = function runMain() { process.stdout.write(say() + "\\n"); process.exit(0); };${BUNDLE_TAIL}\n`;
}

/** Writes `text` as `<dist>/direct/search.cjs` with a fixed modification time, as a copy that keeps it. */
function writeBundle(dist: string, text: string): void {
  mkdirSync(join(dist, 'direct'), { recursive: true });
  const file = join(dist, 'direct', 'search.cjs');
  writeFileSync(file, text);
  const packed = new Date('1985-10-26T08:15:00Z');
  utimesSync(file, packed, packed);
}

/** Runs a plain `ma search` line from `dist` through the built loader, with `temp` as the OS temp folder. */
function runFrom(dist: string, temp: string): string {
  const script = `require(${JSON.stringify(loader)}).startDirect(['search', 'x', '--meeting', 'm'], ${JSON.stringify(dist)})`;
  const r = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, TMPDIR: temp, TMP: temp, TEMP: temp, NODE_DISABLE_COMPILE_CACHE: '' },
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  return r.stdout;
}

/** The code cache files in `temp`. */
function caches(temp: string): string[] {
  return readdirSync(join(temp, 'ma-code-cache'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.bin'),
  );
}

describe('P85: a code cache is used only for the bundle it was made from', () => {
  it('P85: a bundle replaced by one of the same size and modification time runs its own code, not the cached code of the one it replaced', () => {
    const temp = mkdtempSync(join(root, 'temp-'));
    const dist = join(root, 'checkout', 'dist');
    writeBundle(dist, bundle('build one'));
    expect(runFrom(dist, temp)).toBe('build one\n');
    expect(caches(temp)).toHaveLength(1);
    // The cache is used while the bundle is the same file.
    expect(runFrom(dist, temp)).toBe('build one\n');
    // Another build's bundle of the same length, copied over it with the same (packed) time.
    writeBundle(dist, bundle('build two'));
    expect(runFrom(dist, temp)).toBe('build two\n');
    expect(runFrom(dist, temp)).toBe('build two\n');
  });

  it('P85: two checkouts with the same build id keep a cache each and run their own bundles', () => {
    const temp = mkdtempSync(join(root, 'temp-'));
    const a = join(root, 'a', 'dist');
    const b = join(root, 'b', 'dist');
    writeBundle(a, bundle('checkout a'));
    cpSync(a, b, { recursive: true, preserveTimestamps: true });
    writeBundle(b, bundle('checkout b'));
    for (let i = 0; i < 2; i++) {
      expect(runFrom(a, temp)).toBe('checkout a\n');
      expect(runFrom(b, temp)).toBe('checkout b\n');
    }
    expect(caches(temp)).toHaveLength(2);
  });
});
