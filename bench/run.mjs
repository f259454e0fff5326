// Runs every @ma/core benchmark against its baseline and prints a Markdown table.
// Usage: pnpm --filter @ma/core build && pnpm bench   (BENCH_SCALE=0.1 for a quick run)
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAudit } from './cases/audit.mjs';
import { benchFrontmatter } from './cases/frontmatter.mjs';
import { benchReadLines } from './cases/read-lines.mjs';
import { benchSearch } from './cases/search.mjs';
import { benchEnv, coreDist, fmtBytes, fmtMiB, fmtMs, fmtRatio, scale } from './lib.mjs';

try {
  await access(fileURLToPath(coreDist));
} catch {
  console.error('packages/core/dist is missing: run `pnpm --filter @ma/core build` first.');
  process.exit(1);
}

const only = benchEnv.BENCH_ONLY?.split(',');
const want = (name) => !only || only.includes(name);
const tmp = await mkdtemp(path.join(os.tmpdir(), 'ma-bench-'));
const rows = [];
const notes = [];
const row = (name, what, ours, base, ratio) =>
  rows.push(`| ${name} | ${what} | ${ours} | ${base} | ${ratio} |`);
const log = (msg) => process.stderr.write(`${msg}\n`);
const started = performance.now();
const loadAtStart = os.loadavg()[0].toFixed(1);

try {
  if (want('read-lines')) {
    log('(a) readLines …');
    const r = await benchReadLines(tmp);
    const what = `200 lines from line ${r.from.toLocaleString('en')} of ${r.total.toLocaleString('en')} (${fmtBytes(r.bytes)})`;
    row('(a) `readLines`', `${what}: time`, fmtMs(r.ms[0]), fmtMs(r.ms[1]), fmtRatio(r.ms[0] / r.ms[1]));
    row(
      '(a) `readLines`',
      `${what}: peak RSS`,
      fmtMiB(r.rss[0]),
      fmtMiB(r.rss[1]),
      fmtRatio(r.rss[0] / r.rss[1]),
    );
    notes.push(
      `(a) baseline = \`fs.readFile(utf8)\` + \`split('\\n')\` + \`slice\`; peak RSS = \`process.resourceUsage().maxRSS\` of a fresh child per run (an idle Node child: ${fmtMiB(r.idleRss)}); ${r.runs} runs each.`,
    );
    await rm(path.join(tmp, 'transcript.md'), { force: true });
  }
  if (want('search')) {
    log('(b) searchVault …');
    const r = await benchSearch(tmp);
    row(
      '(b) `searchVault`',
      `${r.notes.toLocaleString('en')} notes, ${r.matches} matches, whole vault`,
      fmtMs(r.ms[0]),
      fmtMs(r.ms[1]),
      fmtRatio(r.ms[0] / r.ms[1]),
    );
    notes.push(
      `(b) baseline = spawning the same \`@vscode/ripgrep\` binary with the same argv (\`--json\`, \`--sort=path\`, …) and draining stdout; ours adds path checks, JSON parsing, sorting and budgets; ${r.runs} runs × 3 searches.`,
    );
    await rm(path.join(tmp, 'vault'), { recursive: true, force: true });
  }
  if (want('frontmatter')) {
    log('(c) editFrontmatter …');
    const r = await benchFrontmatter();
    row(
      '(c) `editFrontmatter`',
      `add 1 attendee, ${r.noteChars.toLocaleString('en')}-char note`,
      fmtMs(r.ms[0]),
      fmtMs(r.ms[1]),
      fmtRatio(r.ms[0] / r.ms[1]),
    );
    notes.push(
      `(c) baseline = gray-matter parse + push + \`stringify\` (cache bypassed); keeps the YAML comment: ours ${r.keepsComments ? 'yes' : 'no'}, baseline ${r.baselineKeepsComments ? 'yes' : 'no'}; ${r.runs} runs × ${r.iterations} edits.`,
    );
  }
  if (want('audit')) {
    log('(d) WriteAudit …');
    const r = await benchAudit(tmp);
    const capped = (ms) => (ms === null ? `> ${fmtMs(r.capMs)} (killed)` : fmtMs(ms));
    const ratio = (d) =>
      d.ms[1] === null ? `< ${fmtRatio(d.ms[0] / r.capMs)}` : fmtRatio(d.ms[0] / d.ms[1]);
    const n = r.total.toLocaleString('en');
    row(
      '(d) `WriteAudit`',
      `${n} lines truncated to ${r.kept} (B40)`,
      fmtMs(r.truncated.ms[0]),
      capped(r.truncated.ms[1]),
      ratio(r.truncated),
    );
    row(
      '(d) `WriteAudit`',
      `${n} lines, every line rewritten`,
      fmtMs(r.rewritten.ms[0]),
      capped(r.rewritten.ms[1]),
      ratio(r.rewritten),
    );
    notes.push(
      `(d) ours = \`record\` + \`entries\` (the diff is lazy) with default limits; it reports "${r.truncated.summary}" / "${r.rewritten.summary}". Baseline = \`diff.createPatch\` with no limits, killed after ${fmtMs(r.capMs)}; fresh child per run, ${r.runs} runs.`,
    );
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}

const cpus = os.cpus();
console.log(
  `Medians; ratio = ours / baseline (lower is better for us). BENCH_SCALE=${scale}. ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load average at start ${loadAtStart} (other work on the machine shows up as noise in both columns).\n`,
);
console.log('| Case | What | Ours | Baseline | Ratio |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const r of rows) console.log(r);
console.log('');
for (const n of notes) console.log(`- ${n}`);
log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
