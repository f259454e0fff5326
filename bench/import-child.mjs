// One measured `ma import` run (or the parser alone) in a fresh process.
// Usage: node bench/import-child.mjs <ours|parser> <json args { file, vault }>.
// Prints one JSON line: { ms, maxRSSKiB, ...details }.
import { readFile } from 'node:fs/promises';
import { coreDist, importFromCore } from './lib.mjs';

const [mode, json] = process.argv.slice(2);
const args = JSON.parse(json ?? '{}');
const report = (ms, details = {}) =>
  console.log(JSON.stringify({ ms, maxRSSKiB: process.resourceUsage().maxRSS, ...details }));

if (mode === 'ours') {
  const { importTranscript, openVault, parseConfig } = await import(coreDist);
  const vault = await openVault(args.vault, parseConfig(undefined));
  const start = performance.now();
  const result = await importTranscript(vault, { file: args.file, title: 'Bench', date: '2026-01-01' });
  report(performance.now() - start, { turns: result.turns, speakers: result.speakers.length });
} else if (mode === 'parser') {
  const { parseText } = await importFromCore('media-captions');
  const start = performance.now();
  const { cues } = await parseText(await readFile(args.file, 'utf8'), { type: 'vtt' });
  report(performance.now() - start, { cues: cues.length });
} else {
  throw new Error(`unknown mode ${mode}`);
}
