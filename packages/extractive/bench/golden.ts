/**
 * Golden check of the offline engine's output, for changes meant to make it faster without changing what it says
 * (issue 13). Records, then compares byte for byte:
 *
 * - every sample-vault meeting summarised three ways (transcript with its line offset and date; the same with the
 *   user notes; the transcript alone, language detected),
 * - every bench meeting (bench/<set>/*.md) two ways (English with a date; language detected),
 * - the quality bench's whole output (`bench/quality.ts`, run in a child process),
 * - generated transcripts of 30k and 200k lines (bench/generate-transcript.ts) read with core's `streamLines`.
 *
 * Each is the result object as JSON (body, items, notices …). Run from packages/extractive (reads src/, not dist/):
 *
 *     pnpm exec tsx bench/golden.ts record [dir]   # before a change (default dir: $TMPDIR/ma-extractive-golden)
 *     pnpm exec tsx bench/golden.ts check [dir]    # after it: exit 1 and the first difference of each changed case
 *
 * `BENCH_EXCLUDE=blind14` (comma-separated bench/<set> names) leaves those sets out, here and in the quality bench's
 * run (a held-out set stays unseen while the engine is changed). The held-out sets, blind21 and every later
 * `blind<N>` (N ≥ {@link FIRST_HELD_OUT}), are left out always, named or not (P178: a record run without
 * BENCH_EXCLUDE ran them once), and the quality bench's child run is given them in its BENCH_EXCLUDE too.
 * `GOLDEN_QUICK=1` leaves out the 200k-line transcript and the quality bench (a few seconds instead of a minute).
 * Re-record after a change of the engine's rules (e.g. on rebasing onto one): the golden is of one commit's output.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamLines } from '@ma/core';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { summarizeExtractive, summarizeExtractiveLines } from '../src/summarize-extractive.js';
import { generateTranscript } from './generate-transcript.js';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const [mode, dirArg] = process.argv.slice(2);
if (mode !== 'record' && mode !== 'check') {
  process.stderr.write('usage: tsx bench/golden.ts record|check [dir]\n');
  process.exit(2);
}
const dir = path.resolve(dirArg ?? path.join(os.tmpdir(), 'ma-extractive-golden'));
const quick = process.env.GOLDEN_QUICK === '1';

/** One golden case: a file name and a function producing its text. */
type Case = [name: string, run: () => string | Promise<string>];
const cases: Case[] = [];
const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

for (const m of loadSampleMeetings()) {
  const base = { transcript: m.transcript, lineOffset: m.transcriptBodyStartLine - 1, meetingDate: m.date };
  cases.push([`sample ${m.name} (en, date)`, () => json(summarizeExtractive({ ...base, language: 'en' }))]);
  cases.push([
    `sample ${m.name} (en, date, notes)`,
    () => json(summarizeExtractive({ ...base, language: 'en', userNotes: m.userNotes })),
  ]);
  cases.push([`sample ${m.name} (detected)`, () => json(summarizeExtractive({ transcript: m.transcript }))]);
}
/** The first held-out set's number: `blind21` and every later `blind<N>` never run here (see the header). */
const FIRST_HELD_OUT = 21;
const heldOut = (name: string) => Number(/^blind(\d+)$/.exec(name)?.[1] ?? 0) >= FIRST_HELD_OUT;
const setDirs = readdirSync(here('.'), { withFileTypes: true }).filter((d) => d.isDirectory());
const excluded = new Set([
  ...(process.env.BENCH_EXCLUDE ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
  ...setDirs.map((d) => d.name).filter(heldOut),
]);
for (const set of setDirs.filter((d) => !excluded.has(d.name))) {
  for (const file of readdirSync(here(`./${set.name}`)).filter((f) => f.endsWith('.md'))) {
    const transcript = readFileSync(here(`./${set.name}/${file}`), 'utf8');
    cases.push([
      `bench ${set.name} ${file} (en, date)`,
      () => json(summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-04-01' })),
    ]);
    cases.push([`bench ${set.name} ${file} (detected)`, () => json(summarizeExtractive({ transcript }))]);
  }
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'ma-extractive-golden-'));
for (const lines of quick ? [30_000] : [30_000, 200_000]) {
  cases.push([
    `generated ${lines} lines`,
    async () => {
      const file = path.join(tmp, `t${lines}.md`);
      await generateTranscript(file, lines);
      const result = await summarizeExtractiveLines(streamLines(file), {
        language: 'en',
        meetingDate: '2026-03-10',
      });
      rmSync(file);
      return json(result);
    },
  ]);
}
if (!quick)
  cases.push([
    'quality bench output',
    () =>
      execFileSync(process.execPath, ['--import', 'tsx', here('./quality.ts')], {
        cwd: here('..'),
        env: { ...process.env, BENCH_EXCLUDE: [...excluded].join(',') },
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      }),
  ]);

const fileOf = (name: string) => path.join(dir, `${name.replace(/[^\w.() -]+/g, '_')}.txt`);
let changed = 0;
let missing = 0;
try {
  if (mode === 'record') mkdirSync(dir, { recursive: true });
  for (const [name, run] of cases) {
    const text = await run();
    const file = fileOf(name);
    if (mode === 'record') {
      writeFileSync(file, text);
      continue;
    }
    if (!existsSync(file)) {
      missing++;
      process.stdout.write(`MISSING ${name} (not recorded)\n`);
      continue;
    }
    const before = readFileSync(file, 'utf8');
    if (before === text) continue;
    changed++;
    let at = 0;
    while (at < before.length && before[at] === text[at]) at++;
    const show = (s: string) => JSON.stringify(s.slice(Math.max(0, at - 120), at + 200));
    process.stdout.write(
      `CHANGED ${name} at character ${at}\n  before: ${show(before)}\n  after:  ${show(text)}\n`,
    );
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.stdout.write(
  mode === 'record'
    ? `recorded ${cases.length} cases in ${dir}\n`
    : `${cases.length - changed - missing} of ${cases.length} cases identical, ${changed} changed, ${missing} missing (${dir})\n`,
);
process.exit(changed + missing > 0 ? 1 : 0);
