// R241: makes token-counts.json, the Llama 2 / Mistral / Llama 3 counts that test/r241-estimate-vs-tokenizers.test.ts
// holds estimateTokens to. Not run by the tests. Run it from a scratch folder where
// `npm install llama-tokenizer-js@1.2.2 mistral-tokenizer-js@1.0.0 llama3-tokenizer-js@1.2.0` was done:
//   node <repo>/packages/agent/test/__fixtures__/measure-token-counts.mjs <repo> <tools.json>...
// where each tools.json is a JSON array of the `tools[]` entries (each JSON.stringify'd) of the first chat request
// of a sample-vault run (granular and compact profiles, a 131072-token window).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import llama3 from 'llama3-tokenizer-js';
import llama from 'llama-tokenizer-js';
import mistral from 'mistral-tokenizer-js';

const [repo, ...toolFiles] = process.argv.slice(2);
const here = path.join(repo, 'packages/agent/test/__fixtures__');
const CHUNK = 1500;
const rows = [];
const count = (s) => ({
  llama2: llama.encode(s, false, false).length,
  mistral: mistral.encode(s, false, false).length,
  llama3: llama3.encode(s, { bos: false, eos: false }).length,
});
const sha = (s) => createHash('sha256').update(s).digest('hex').slice(0, 16);
const walk = (d) =>
  fs
    .readdirSync(d, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]))
    .sort();
/** The numbered form a read_transcript result shows (`12│line`). */
const numbered = (t) =>
  t
    .split('\n')
    .map((l, i) => `${i + 1}│${l}`)
    .join('\n');
function fileRows(kind, file, form, text) {
  for (let at = 0; at < text.length; at += CHUNK) {
    const piece = text.slice(at, at + CHUNK);
    rows.push({ kind, file: path.relative(repo, file), form, at, sha: sha(piece), ...count(piece) });
  }
}
for (const f of walk(path.join(repo, 'examples/sample-vault'))) {
  if (!f.endsWith('.md')) continue;
  const t = fs.readFileSync(f, 'utf8');
  const transcript = f.includes('/Transcripts/');
  fileRows(transcript ? 'transcript' : 'note', f, 'raw', t);
  if (transcript) fileRows('transcript', f, 'read', numbered(t));
}
for (const f of walk(path.join(repo, 'examples/transcripts'))) fileRows('subtitle', f, 'raw', fs.readFileSync(f, 'utf8'));
const sentences = JSON.parse(fs.readFileSync(path.join(here, 'token-sentences.json'), 'utf8'));
for (const [name, s] of Object.entries(sentences)) {
  rows.push({ kind: 'script', name, form: 'sentence', ...count(s) });
  // 30 timestamped lines of it, as a transcript in that script.
  const lines = Array.from(
    { length: 30 },
    (_, i) => `[00:${String(10 + i).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}] ${s}`,
  );
  rows.push({ kind: 'script', name, form: 'lines', ...count(`${lines.join('\n')}\n`) });
}
for (const f of toolFiles)
  for (const text of JSON.parse(fs.readFileSync(f, 'utf8'))) rows.push({ kind: 'tool', text, ...count(text) });
const made =
  'node measure-token-counts.mjs (this folder) with llama-tokenizer-js 1.2.2 (Llama 2), mistral-tokenizer-js 1.0.0 ' +
  '(Mistral 7B) and llama3-tokenizer-js 1.2.0 (Llama 3), encode() without BOS/EOS or an added leading space, on ' +
  `${CHUNK}-character pieces of each file (raw; transcripts also as a read numbers them), on token-sentences.json ` +
  '(a sentence, and 30 timestamped lines of it) and on the tool definitions of a granular and a compact run';
// One row a line, so a new measurement reads as a diff.
const body = rows.map((r) => JSON.stringify(r)).join(',\n');
fs.writeFileSync(
  path.join(here, 'token-counts.json'),
  `{"made": ${JSON.stringify(made)},\n"chunk": ${CHUNK},\n"rows": [\n${body}\n]}\n`,
);
console.log(rows.length, 'rows');
