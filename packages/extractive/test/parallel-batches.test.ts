import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageBuild } from '../../../tsup.base.js';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ma-extractive-threads-'));
/**
 * L35: worker threads load the engine's own built file, which the TypeScript sources are not. The
 * test used the package's `dist/` — missing before a build (an obscure "Cannot find module"), and
 * silently the OLD engine after a source change without one. It now builds the engine from
 * `src/` itself, with the package's own tsup build (ESM only, no types), into a folder inside the
 * package's node_modules (so the bundle's dependencies resolve as dist's do), removed afterwards.
 */
const cache = path.join(import.meta.dirname, '..', 'node_modules', '.cache');
let built = '';
let dist = '';
beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  built = mkdtempSync(path.join(cache, 'ma-extractive-threads-'));
  const { entry, target, shims } = packageBuild as { entry: string[]; target: string; shims: boolean };
  await build({
    entry,
    target,
    shims,
    format: ['esm'],
    outDir: built,
    dts: false,
    sourcemap: false,
    silent: true,
    config: false,
  });
  dist = pathToFileURL(path.join(built, 'index.js')).href;
}, 120_000);
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  if (built) rmSync(built, { recursive: true, force: true });
});

/** The sample vault's real turns, drawn with a fixed seed, one per line . */
function generated(lines: number): string[] {
  const turns = loadSampleMeetings()
    .flatMap((m) => m.transcript.split('\n'))
    .map((l) => /^\[[\d:]+\] (\*\*.+)$/.exec(l)?.[1])
    .filter((l): l is string => l !== undefined && l.length < 400);
  const out: string[] = [];
  let seed = 7;
  for (let i = 0; i < lines; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out.push(`[00:00:${String(i % 60).padStart(2, '0')}] ${turns[seed % turns.length]}`);
  }
  return out;
}

/** Runs the built engine in a fresh process over the file's lines and returns its whole result as JSON. */
function summarise(file: string, threads: number): string {
  const script = `
    import { readFileSync } from 'node:fs';
    const { summarizeExtractiveLines } = await import(${JSON.stringify(dist)});
    const lines = readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n');
    const r = await summarizeExtractiveLines(lines, { language: 'en', meetingDate: '2026-03-10', threads: ${threads} });
    process.stdout.write(JSON.stringify(r));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
}

describe('issue 13, L35 (builds the engine itself): a long transcript is processed on every core with the same result', () => {
  it('worker threads give the single thread’s summary, byte for byte (9k lines, three batches)', {
    timeout: 180_000,
  }, () => {
    const file = path.join(tmp, 'long.md');
    writeFileSync(file, generated(9_000).join('\n'));
    const single = summarise(file, 0);
    const parsed = JSON.parse(single) as { keyPoints: unknown[]; decisions: unknown[]; body: string };
    expect(parsed.keyPoints.length).toBeGreaterThan(4);
    expect(parsed.decisions.length).toBeGreaterThan(0);
    expect(summarise(file, 2)).toBe(single);
  });

  it('batches cut by size with few sentences (long unpunctuated lines) still give the single thread’s summary', {
    timeout: 180_000,
  }, () => {
    const words = 'remote budget design button battery casing colour speech market user'.split(' ');
    const long = (n: number) =>
      `[00:00:00] **Chair:** ${Array.from({ length: 45_000 }, (_, i) => words[(i * 7 + n) % words.length]).join(' ')}`;
    const lines = [
      long(1),
      long(2),
      long(3),
      ...generated(4_100),
      long(4),
      long(5),
      long(6),
      ...generated(300),
    ];
    const file = path.join(tmp, 'cut.md');
    writeFileSync(file, lines.join('\n'));
    const single = summarise(file, 0);
    expect(JSON.parse(single).keyPoints.length).toBeGreaterThan(0);
    expect(summarise(file, 2)).toBe(single);
  });
});
