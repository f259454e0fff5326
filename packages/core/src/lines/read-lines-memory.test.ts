import { spawn } from 'node:child_process';
import { open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForChild } from '../test-support/bundle-for-child.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';

// A child Node process whose V8 heap is capped far below the transcript's size.
const HEAP_MB = 48;
const FILE_BYTES = 150e6;
const FROM = 1_000_000;
const TO = 1_000_199;

const speakers = ['Anna', 'Ben', 'Chloé', 'Dev', 'Emma'];
/** Transcript line `i` (1-based): `[HH:MM:SS] **Speaker:** text`, unique per line. */
function transcriptLine(i: number): string {
  const t = i % 86_400;
  const hh = String(Math.floor(t / 3600)).padStart(2, '0');
  const mm = String(Math.floor(t / 60) % 60).padStart(2, '0');
  const ss = String(t % 60).padStart(2, '0');
  return `[${hh}:${mm}:${ss}] **${speakers[i % speakers.length]}:** we agreed on the casing budget, item ${i}.`;
}

let dir: TempDir;
let transcript: string;
let totalLines = 0;
let bundle: string;

beforeAll(async () => {
  dir = await makeTempDir();
  transcript = path.join(dir.root, 'transcript.md');
  // Written in 20,000-line chunks: fast, and the test process never holds the whole file.
  const file = await open(transcript, 'w');
  try {
    let bytes = 0;
    while (bytes < FILE_BYTES) {
      const lines: string[] = [];
      for (let k = 0; k < 20_000; k++) lines.push(transcriptLine(++totalLines));
      const chunk = Buffer.from(`${lines.join('\n')}\n`);
      await file.write(chunk);
      bytes += chunk.length;
    }
  } finally {
    await file.close();
  }
  // Bundle the real module for the child (it cannot load TypeScript itself), like the atomic-write kill test.
  const here = path.dirname(fileURLToPath(import.meta.url));
  bundle = path.join(dir.root, 'read-lines.mjs');
  await bundleForChild(path.join(here, 'read-lines.ts'), bundle);
  // F7: writes a 150 MB transcript and bundles the module: real heavy work that passed 60 s in a whole-suite run on
  // two cores shared by eight helpers (load 37).
}, 300_000);
afterAll(() => dir?.cleanup());

/** Runs `source` as an ES module in `node --max-old-space-size=48`; resolves with its exit and stdout. */
async function runConstrained(name: string, source: string) {
  const script = path.join(dir.root, name);
  await writeFile(script, source);
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  return { code, signal, stdout, stderr };
}

describe('readLines memory bound (seed 003: ranged reads of huge transcripts)', () => {
  it(`reads lines ${FROM}–${TO} of a ${FILE_BYTES / 1e6} MB transcript with a ${HEAP_MB} MB heap`, async () => {
    expect(totalLines).toBeGreaterThan(TO);
    const run = await runConstrained(
      'ours.mjs',
      `import { readLines } from ${JSON.stringify(bundle)};
const slice = await readLines(${JSON.stringify(transcript)}, { from: ${FROM}, to: ${TO} });
process.stdout.write(JSON.stringify(slice));`,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const slice = JSON.parse(run.stdout) as { from: number; to: number; total: number; lines: string[] };
    const expected = Array.from({ length: TO - FROM + 1 }, (_, k) => transcriptLine(FROM + k));
    expect(slice).toEqual({ from: FROM, to: TO, total: totalLines, lines: expected });
  });

  it('the baseline (readFile of the whole transcript) fails under the same heap limit', async () => {
    const run = await runConstrained(
      'baseline.mjs',
      `import { readFile } from 'node:fs/promises';
const lines = (await readFile(${JSON.stringify(transcript)}, 'utf8')).split('\\n');
process.stdout.write(JSON.stringify(lines.slice(${FROM - 1}, ${TO})));`,
    );
    expect(run.code === 0 && run.signal === null).toBe(false);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/heap out of memory|Invalid string length|Cannot create a string/i);
  });
});
