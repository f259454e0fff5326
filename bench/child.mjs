// One measured run in a fresh process, so time and peak RSS of one run never
// pollute another. Usage: node bench/child.mjs <op> <mode> <json args>.
// Prints one JSON line: { ms, maxRSSKiB, ...details }.
import { readFile } from 'node:fs/promises';
import { coreDist, importFromCore } from './lib.mjs';

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
} else if (op === 'audit') {
  const before = await readFile(args.before, 'utf8');
  const after = await readFile(args.after, 'utf8');
  if (mode === 'ours') {
    const { WriteAudit } = await import(coreDist);
    const start = performance.now();
    const audit = new WriteAudit();
    audit.record('Projects/big.md', before, after);
    const [entry] = audit.entries;
    report(performance.now() - start, { summary: entry.summary });
  } else {
    const { createPatch } = await importFromCore('diff');
    const start = performance.now();
    const patch = createPatch('Projects/big.md', before, after);
    report(performance.now() - start, { patchChars: patch.length });
  }
} else {
  throw new Error(`unknown op ${op}`);
}
