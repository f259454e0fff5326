import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Options } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTranscript } from '../bench/generate-transcript.js';
import { workerFile } from '../src/batch/batch-pool.js';
import { batchWorker, library } from '../tsup.config.js';

/**
 * P314: a batch worker loaded the package's whole bundle (`dist/index.js`), and with it all of `@ma/core` (YAML, zod,
 * diff, the vault and search code): about twice the instructions of what a batch needs, in every worker's start. The
 * package now builds a worker entry (`dist/batch-worker.js` / `.cjs`) that the pool starts its workers with. This
 * test builds the package with its own tsup configuration (both builds, no types) into a folder inside the package's
 * node_modules (so the bundles' dependencies resolve as dist's do), and runs the built engine in child processes.
 */
const cache = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'ma-extractive-p314-'));
let built = '';
beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  built = mkdtempSync(path.join(cache, 'ma-extractive-p314-'));
  for (const options of [library, batchWorker] as Options[])
    await build({ ...options, outDir: built, dts: false, sourcemap: false, silent: true, config: false });
}, 180_000);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  if (built) rmSync(built, { recursive: true, force: true });
});

describe('issue 13, P314: batch workers load the worker entry, not the whole package', () => {
  it('the pool starts a worker with the entry beside the package bundle of the same format, else its own file', () => {
    for (const extension of ['.js', '.cjs']) {
      expect(workerFile(path.join(built, `index${extension}`))).toBe(
        path.join(built, `batch-worker${extension}`),
      );
    }
    // A host's bundle chunk holding the pool (the CLI's), or a build without the entry: the file itself.
    const chunk = path.join(built, 'chunk-ABC123.js');
    expect(workerFile(chunk)).toBe(chunk);
    const alone = mkdtempSync(path.join(tmp, 'alone-'));
    copyFileSync(path.join(built, 'index.js'), path.join(alone, 'index.js'));
    expect(workerFile(path.join(alone, 'index.js'))).toBe(path.join(alone, 'index.js'));
  });

  it('the worker entry imports the engine’s own dependencies and Node’s modules only: no @ma/core, YAML or zod', () => {
    const allowed = new Set(['sbd', 'stemmer', 'stopword', ...builtinModules]);
    const esm = readFileSync(path.join(built, 'batch-worker.js'), 'utf8');
    const cjs = readFileSync(path.join(built, 'batch-worker.cjs'), 'utf8');
    const imported = [
      ...[...esm.matchAll(/^import\s[^;]*?from\s*"([^"]+)"|\bimport\(\s*"([^"]+)"/gm)].map(
        (m) => m[1] ?? m[2],
      ),
      ...[...cjs.matchAll(/\brequire\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]),
    ];
    expect(imported.length).toBeGreaterThan(3);
    expect(imported.filter((name) => !allowed.has(name!.replace(/^node:/, '')))).toEqual([]);
    // The package's own bundle does import core (what the workers loaded before).
    expect(readFileSync(path.join(built, 'index.js'), 'utf8')).toMatch(/from "@ma\/core"/);
  });

  it('a long transcript gives the single thread’s result byte for byte, its workers started with the entry (ESM and CommonJS)', {
    timeout: 400_000,
  }, async () => {
    const file = path.join(tmp, 'long.md');
    await generateTranscript(file, 9_000);
    // Every Worker the engine starts is recorded (its file), through the constructor the engine imports.
    const script = `
      const wt = require('node:worker_threads');
      const { syncBuiltinESMExports } = require('node:module');
      const files = [];
      const Original = wt.Worker;
      wt.Worker = class extends Original { constructor(file, options) { files.push(String(file)); super(file, options); } };
      syncBuiltinESMExports();
      const lines = require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n');
      const options = { language: 'en', meetingDate: '2026-03-10' };
      (async () => {
        const esm = await import(${JSON.stringify(path.join(built, 'index.js'))});
        const single = JSON.stringify(await esm.summarizeExtractiveLines(lines, { ...options, threads: 1 }));
        const viaEsm = JSON.stringify(await esm.summarizeExtractiveLines(lines, { ...options, threads: 2 }));
        const cjs = require(${JSON.stringify(path.join(built, 'index.cjs'))});
        const viaCjs = JSON.stringify(await cjs.summarizeExtractiveLines(lines, { ...options, threads: 2 }));
        process.stdout.write(JSON.stringify({ files, esmSame: viaEsm === single, cjsSame: viaCjs === single, single }));
      })();`;
    const scriptFile = path.join(tmp, 'run.cjs');
    writeFileSync(scriptFile, script);
    const { stdout } = await promisify(execFile)(process.execPath, [scriptFile], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    const out = JSON.parse(stdout) as { files: string[]; esmSame: boolean; cjsSame: boolean; single: string };
    expect(JSON.parse(out.single).keyPoints.length).toBeGreaterThan(4);
    expect(out.files).toEqual([path.join(built, 'batch-worker.js'), path.join(built, 'batch-worker.cjs')]);
    expect(out.esmSame).toBe(true);
    expect(out.cjsSame).toBe(true);
  });
});
