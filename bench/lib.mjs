// Shared helpers for the @ma/core benchmarks (plain ESM, no build step).
import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The BUILT @ma/core (run `pnpm --filter @ma/core build` first). */
export const coreDist = new URL('../packages/core/dist/index.js', import.meta.url).href;
/** Resolves core's own dependencies (gray-matter, diff, @vscode/ripgrep) from packages/core. */
export const requireFromCore = createRequire(new URL('../packages/core/package.json', import.meta.url));
/** ESM import of one of core's dependencies. */
export const importFromCore = (name) => import(requireFromCore.resolve(name));

/**
 * Benchmark settings from the environment (read once here; `pnpm bench` is not a turbo task).
 * `BENCH_SCALE`, `BENCH_RUNS`, `BENCH_ONLY`, `BENCH_CAP_MS`: see README.md.
 */
export const benchEnv = { ...process.env };

/**
 * BENCH_SMOKE=1: the tiny run CI does (every case once, minimal sizes, a few seconds): it proves
 * the cases still run, its numbers mean nothing.
 */
export const smoke = benchEnv.BENCH_SMOKE === '1';
/** BENCH_SCALE (default 1) multiplies every size; BENCH_RUNS overrides the number of runs. */
export const scale = Number(benchEnv.BENCH_SCALE ?? (smoke ? '0.0001' : '1'));
if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, got ${benchEnv.BENCH_SCALE}`);
export const runsOr = (fallback) => Math.max(1, Number(benchEnv.BENCH_RUNS ?? (smoke ? 1 : fallback)));
export const scaled = (n, min = 1) => Math.max(min, Math.round(n * scale));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const SPEAKERS = ['Anna', 'Ben', 'Chloé', 'Dev', 'Emma'];
const WORDS =
  'budget casing colour supplier deadline prototype review launch pricing rubber sample invoice tooling batch'.split(
    ' ',
  );

/** Transcript line `i` (1-based), `[HH:MM:SS] **Speaker:** text`, ~70 bytes, unique per line. */
export function transcriptLine(i) {
  const t = i % 86_400;
  const hh = String(Math.floor(t / 3600)).padStart(2, '0');
  const mm = String(Math.floor(t / 60) % 60).padStart(2, '0');
  const ss = String(t % 60).padStart(2, '0');
  const w = (k) => WORDS[(i * 7 + k * 3) % WORDS.length];
  return `[${hh}:${mm}:${ss}] **${SPEAKERS[i % SPEAKERS.length]}:** the ${w(1)} and ${w(2)} for ${w(3)}, item ${i}.`;
}

/** Writes a transcript of at least `bytes` bytes in big chunks; returns its line count. */
export async function writeTranscript(absPath, bytes) {
  const file = await open(absPath, 'w');
  let written = 0;
  let i = 1;
  try {
    while (written < bytes) {
      const lines = [];
      for (let k = 0; k < 20_000; k++) lines.push(transcriptLine(i++));
      const chunk = Buffer.from(`${lines.join('\n')}\n`);
      await file.write(chunk);
      written += chunk.length;
    }
  } finally {
    await file.close();
  }
  return i - 1;
}

/**
 * Runs `bench/child.mjs` with `args` in a fresh Node process and returns its JSON
 * (`{ ms, maxRSSKiB, ... }`). With `capMs`, the child is killed after that long and
 * `{ killed: true }` is returned.
 */
export function runChild(args, { capMs } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./child.mjs', import.meta.url)), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let killed = false;
    const timer = capMs
      ? setTimeout(() => {
          killed = true;
          child.kill('SIGKILL');
        }, capMs)
      : null;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      if (killed) return resolve({ killed: true });
      if (code !== 0) return reject(new Error(`bench child ${args.join(' ')} exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)));
    });
  });
}

/** Times `fn` (sync or async) `iterations` times; returns ms per call. */
export async function timePerCall(fn, iterations) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / iterations;
}

export const fmtMs = (ms) =>
  ms >= 1000
    ? `${(ms / 1000).toFixed(2)} s`
    : ms >= 1
      ? `${ms.toFixed(1)} ms`
      : `${(ms * 1000).toFixed(0)} µs`;
export const fmtMiB = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
export const fmtRatio = (r) =>
  r >= 10 ? `${r.toFixed(0)}×` : r >= 0.1 ? `${r.toFixed(2)}×` : `${r.toFixed(3)}×`;
export const fmtBytes = (b) => (b >= 1e6 ? `${(b / 1e6).toFixed(0)} MB` : `${(b / 1e3).toFixed(0)} kB`);
