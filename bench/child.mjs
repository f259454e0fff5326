// One measured run in a fresh process, so time and peak RSS of one run never
// pollute another. Usage: node bench/child.mjs <op> <mode> <json args>.
// Prints one JSON line: { ms, maxRSSKiB, ...details }.
import { readFile } from 'node:fs/promises';
import { coreDist } from './lib.mjs';

const [op, mode, json] = process.argv.slice(2);
const args = JSON.parse(json ?? '{}');
const report = (ms, details = {}) =>
  console.log(JSON.stringify({ ms, maxRSSKiB: process.resourceUsage().maxRSS, ...details }));

if (op === 'noop') {
  report(0);
} else if (op === 'read-lines') {
  const { readLines } = await import(coreDist);
  const start = performance.now();
  let lines;
  let total;
  if (mode === 'ours') {
    const slice = await readLines(args.path, { from: args.from, to: args.to });
    lines = slice.lines;
    total = slice.total;
  } else {
    const all = (await readFile(args.path, 'utf8')).split('\n');
    total = all.at(-1) === '' ? all.length - 1 : all.length;
    lines = all.slice(args.from - 1, args.to);
  }
  const ms = performance.now() - start;
  report(ms, { lines: lines.length, total, first: lines[0] });
} else if (op === 'read-indexed') {
  // A ranged read through the vault's line index (args.state = <vault>/.meeting-assistant).
  const { readLines } = await import(coreDist);
  const start = performance.now();
  const slice = await readLines(args.path, { from: args.from, to: args.to }, { indexFolder: args.state });
  report(performance.now() - start, { lines: slice.lines.length, total: slice.total, first: slice.lines[0] });
} else if (op === 'audit') {
  const before = await readFile(args.before, 'utf8');
  const after = await readFile(args.after, 'utf8');
  const { WriteAudit } = await import(coreDist);
  const start = performance.now();
  const audit = new WriteAudit();
  audit.record('Projects/big.md', before, after);
  const [entry] = audit.entries;
  const ms = performance.now() - start;
  const patchLines = entry.patch ? entry.patch.hunks.reduce((n, h) => n + h.lines.length, 0) : 0;
  report(ms, { summary: entry.summary, patchLines });
} else {
  throw new Error(`unknown op ${op}`);
}
