// Counts the work the offline engine does per transcript line (session 42, issue 13): regex executions by pattern,
// lower-casing / normalising copies and string splits, in a fresh process over a generated transcript.
// Bench-only and off by default: it patches built-ins of ITS OWN process (RegExp.prototype.exec, which every
// test / match / matchAll / replace / split with a RegExp goes through, and a few String methods) before loading the
// built engine, so the engine itself carries no counter. `threads: 1`, so every batch runs in this thread.
// Usage: node bench/count-work.mjs <transcript file> [top N]   (build first: pnpm exec turbo run build --filter=@ma/extractive)
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const top = Number(process.argv[3] ?? 40);
const bySource = new Map();
const where = new Map();
const strings = new Map();
// String calls by caller (`COUNT_SITES=1`: a stack a call, slow).
let inSite = false;
const bySite = process.env.COUNT_SITES ? new Map() : undefined;
const site = () => {
  const lines = new Error().stack.split('\n').slice(3, 6);
  return lines
    .map((l) =>
      l
        .trim()
        .replace(/^at /, '')
        .replace(/\(.*\/(src|dist)\//, '('),
    )
    .join(' < ');
};
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (s) {
  const key = `/${this.source}/${this.flags}`;
  const n = bySource.get(key);
  if (n === undefined) {
    bySource.set(key, 1);
    where.set(key, site());
  } else bySource.set(key, n + 1);
  return exec.call(this, s);
};
for (const name of ['toLowerCase', 'toUpperCase', 'normalize', 'trim', 'split', 'slice', 'replaceAll']) {
  const f = String.prototype[name];
  String.prototype[name] = function (...args) {
    strings.set(name, (strings.get(name) ?? 0) + 1);
    if (bySite && !inSite) {
      inSite = true;
      const at = new Error().stack.split('\n')[2]?.trim().replace(/ \(.*/, '') ?? '?';
      const k = `${name} in ${at}`;
      bySite.set(k, (bySite.get(k) ?? 0) + 1);
      inSite = false;
    }
    return f.apply(this, args);
  };
}
const { summarizeExtractiveLines } = await import('../dist/index.js');
const text = readFileSync(file, 'utf8').split('\n');
const lines = text.filter((l) => l.length > 0).length;
bySource.clear();
strings.clear();
const result = await summarizeExtractiveLines(text, {
  language: 'en',
  meetingDate: '2026-03-10',
  threads: 1,
});
const total = [...bySource.values()].reduce((a, b) => a + b, 0);
const out = [
  `lines ${lines}; regex executions ${total} (${(total / lines).toFixed(1)} a line); keyPoints ${result.keyPoints.length}`,
];
out.push('string calls a line: ' + [...strings].map(([k, v]) => `${k} ${(v / lines).toFixed(2)}`).join(', '));
for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, top))
  out.push(`${(v / lines).toFixed(2).padStart(7)}  ${k.slice(0, 90)}  @ ${where.get(k)}`);
if (bySite)
  for (const [k, v] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top))
    out.push(`${(v / lines).toFixed(2).padStart(7)}  ${k}`);
console.log(out.join('\n'));
