// Runs every @ma/core benchmark against its baseline and prints a Markdown table.
// Usage: pnpm --filter @ma/core build && pnpm bench   (BENCH_SCALE=0.1 for a quick run)
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAgentLoop } from './cases/agent-loop.mjs';
import { benchAudit } from './cases/audit.mjs';
import { benchBigProjectFile } from './cases/big-project-file.mjs';
import { benchCliSearch } from './cases/cli-search.mjs';
import { benchFrontmatter } from './cases/frontmatter.mjs';
import { benchImport } from './cases/import.mjs';
import { benchMcp } from './cases/mcp.mjs';
import { benchRangedRead } from './cases/ranged-read.mjs';
import { benchReadLines } from './cases/read-lines.mjs';
import { benchSearch } from './cases/search.mjs';
import { benchStartup } from './cases/startup.mjs';
import { benchEnv, coreDist, fmtBytes, fmtMiB, fmtMs, fmtRatio, scale } from './lib.mjs';

try {
  await access(fileURLToPath(coreDist));
} catch {
  console.error('packages/core/dist is missing: run `pnpm build` first.');
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
  if (want('import')) {
    log('(i) importTranscript …');
    const r = await benchImport(tmp);
    const what = `three-hour Teams WebVTT, ${r.cues.toLocaleString('en')} cues (${fmtBytes(r.bytes)}) → ${r.turns.toLocaleString('en')} turns`;
    row('(i) `ma import`', `${what}: time`, fmtMs(r.ms[0]), fmtMs(r.ms[1]), fmtRatio(r.ms[0] / r.ms[1]));
    row(
      '(i) `ma import`',
      `${what}: peak RSS`,
      fmtMiB(r.rss[0]),
      fmtMiB(r.rss[1]),
      fmtRatio(r.rss[0] / r.rss[1]),
    );
    notes.push(
      `(i) baseline = media-captions \`parseText\` on the whole file (the parser alone, read with \`readFile\`); ours = core \`importTranscript\` into an empty vault (detect, hash, chunked parse, voices, turns, both notes written); fresh child per run; ${r.runs} runs each.`,
    );
  }
  if (want('audit')) {
    log('(d) WriteAudit …');
    const r = await benchAudit(tmp);
    const size = `${r.total.toLocaleString('en')} lines (${fmtBytes(r.bytes)})`;
    row(
      '(d) `WriteAudit`',
      `${size}, ${r.changed.toLocaleString('en')} lines changed here and there`,
      fmtMs(r.some.ms[0]),
      fmtMs(r.some.ms[1]),
      fmtRatio(r.some.ms[0] / r.some.ms[1]),
    );
    row(
      '(d) `WriteAudit`',
      `${size}, every line changed (worst case)`,
      fmtMs(r.all.ms[0]),
      fmtMs(r.all.ms[1]),
      fmtRatio(r.all.ms[0] / r.all.ms[1]),
    );
    notes.push(
      `(d) ours = \`record\` + \`entries\` with default limits, both texts in memory, fresh child per run: "${r.some.summary}" (${r.some.patchLines} patch lines, exact) / "${r.all.summary}" (bounded by maxEditLength 2,000 changed lines and a 1 s deadline). Baseline = \`diff -u\` on the two files, whole process; ${r.runs} paired runs.`,
    );
  }
  if (want('startup')) {
    log('(e) start-up …');
    const r = await benchStartup(tmp);
    row(
      '(e) start-up',
      '`ma --help`, whole process',
      fmtMs(r.help),
      `\`node -e 0\` ${fmtMs(r.node)}`,
      fmtRatio(r.help / r.node),
    );
    row(
      '(e) start-up',
      '`ma tool read_meetingnote` (sample vault), whole process',
      fmtMs(r.read),
      `\`node -e 0\` ${fmtMs(r.node)}`,
      fmtRatio(r.read / r.node),
    );
    notes.push(
      `(e) paired runs (order rotating), ${r.runs} each, after one warm-up run (Node's compile cache filled).`,
    );
  }
  if (want('cli-search')) {
    log('(f) ma search …');
    const r = await benchCliSearch(tmp);
    row(
      '(f) `ma search`',
      `${r.projects} projects × ${r.notes / r.projects} notes, ${r.summaries} summaries, ${r.matches} matches, whole process`,
      fmtMs(r.ours),
      `\`node -e 0\` + rg ${fmtMs(r.node + r.rg)}`,
      fmtRatio(r.ours / (r.node + r.rg)),
    );
    row(
      '(f) `ma search`, `ma search-server` running',
      `the same vault and line, answered by the vault's search server (${r.served.answers} answers); whole client process`,
      fmtMs(r.served.ours),
      `\`node -e 0\` + rg ${fmtMs(r.served.node + r.served.rg)}`,
      fmtRatio(r.served.ours / (r.served.node + r.served.rg)),
    );
    row(
      '(f) `ma search`, `ma daemon run` running',
      `the same vault and line, answered by the search server the daemon runs (${r.daemon.answers} answers); whole client process`,
      fmtMs(r.daemon.ours),
      `\`node -e 0\` + rg ${fmtMs(r.daemon.node + r.daemon.rg)}`,
      fmtRatio(r.daemon.ours / (r.daemon.node + r.daemon.rg)),
    );
    row(
      '(f) `ma search`, `MA_SEARCH_SERVER=auto`, after the first call',
      `the same vault and line, answered by the search server the first line started (that line: ${fmtMs(r.auto.first)}); whole client process`,
      fmtMs(r.auto.ours),
      `\`node -e 0\` + rg ${fmtMs(r.auto.node + r.auto.rg)}`,
      fmtRatio(r.auto.ours / (r.auto.node + r.auto.rg)),
    );
    row(
      '(f) `ma search`',
      `${r.scaling.manyCount.toLocaleString('en')} summaries (all new ones outside the scope) vs ${r.summaries}`,
      fmtMs(r.scaling.many),
      fmtMs(r.scaling.few),
      fmtRatio(r.scaling.many / r.scaling.few),
    );
    row(
      '(f) `ma search`, `ma search-server` running',
      `${r.scaling.manyCount.toLocaleString('en')} summaries (all new ones outside the scope) vs ${r.summaries}; whole client process`,
      fmtMs(r.scalingServed.many),
      fmtMs(r.scalingServed.few),
      fmtRatio(r.scalingServed.many / r.scalingServed.few),
    );
    notes.push(
      `(f) with \`ma search-server\` running (started before these runs, warm): the wall time of the \`ma search\` process, which sends the line to the server and waits for its answer (the server's search and ripgrep are in that time, but the server's CPU time is not the client's); baseline \`node -e 0\` (${fmtMs(r.served.node)}) + ripgrep (${fmtMs(r.served.rg)}) measured in the same rounds. The rows above it are without a server, as a user without one runs it.`,
    );
    notes.push(
      `(f) with \`ma daemon run\` running: the same, the line answered by the \`ma search-server\` the daemon runs as its child (docs/startup.md, twenty-seventh pass); baseline \`node -e 0\` (${fmtMs(r.daemon.node)}) + ripgrep (${fmtMs(r.daemon.rg)}) in the same rounds. The summaries' row with a server: the client's wall time, which holds the server's look at every summary (its CPU is not the client's).`,
    );
    notes.push(
      `(f) baseline = \`node -e 0\` (${fmtMs(r.node)}) + ripgrep with the argv \`ma search\` gives it (core's \`buildRgArgs\`, the bound project folders and in-scope summaries; ${fmtMs(r.rg)}); ${r.runs} paired runs, the frontmatter index already built by an earlier call.`,
    );
    await rm(path.join(tmp, 'search-vault'), { recursive: true, force: true });
  }
  if (want('ranged-read')) {
    log('(g) ranged reads …');
    const r = await benchRangedRead(tmp);
    const of = `of ${r.total.toLocaleString('en')} (${fmtBytes(r.bytes)})`;
    for (const x of r.rows) {
      row(
        '(g) ranged read',
        `lines ${x.from.toLocaleString('en')}–${x.to.toLocaleString('en')} ${of} (${x.where}); peak RSS ${fmtMiB(x.rss)}`,
        fmtMs(x.ms[0]),
        `sed ${fmtMs(x.ms[1])}`,
        fmtRatio(x.ms[0] / x.ms[1]),
      );
    }
    row(
      '(g) ranged read',
      `\`ma tool read_transcript\` lines ${r.whole.from.toLocaleString('en')}–${r.whole.to.toLocaleString('en')}, whole process`,
      fmtMs(r.whole.ms[0]),
      `\`node -e 0\` + sed ${fmtMs(r.whole.ms[1])}`,
      fmtRatio(r.whole.ms[0] / r.whole.ms[1]),
    );
    notes.push(
      `(g) ours = \`readLines\` with the vault's line index in a fresh Node process (time of the call; the index was built by a first read that took ${fmtMs(r.firstReadMs)}); peak RSS of that process (an idle one: ${fmtMiB(r.idleRss)}); baseline = \`sed -n 'A,Bp;Bq'\` as a whole process; ${r.runs} paired runs.`,
    );
    await rm(path.join(tmp, 'read-vault'), { recursive: true, force: true });
  }
  if (want('big-project-file')) {
    log('(m) big project file …');
    const r = await benchBigProjectFile(tmp);
    const rss = (kib) => (kib === null ? '' : `; peak RSS ${fmtMiB(kib)}`);
    row(
      '(m) big project file',
      `\`ma tool read_projectfile\` lines 1–3 of a ${fmtBytes(r.bytes)} file, no line index yet, whole process${rss(r.read.rss)}`,
      fmtMs(r.read.ms),
      `\`node -e 0\` + sed ${fmtMs(r.read.node + r.read.sed)}`,
      fmtRatio(r.read.ms / (r.read.node + r.read.sed)),
    );
    row(
      '(m) big project file',
      `\`ma tool write_projectfile\` appending 1 line to it, whole process${rss(r.append.rss)}`,
      fmtMs(r.append.ms),
      `\`node -e 0\` + cp/\`cat >>\`/mv ${fmtMs(r.append.node + r.append.atomic)}`,
      fmtRatio(r.append.ms / (r.append.node + r.append.atomic)),
    );
    row(
      '(m) big project file',
      'the same append vs an in-place `cat >>` (not crash-safe: no copy)',
      fmtMs(r.append.ms),
      `\`node -e 0\` + \`cat >>\` ${fmtMs(r.append.node + r.append.cat)}`,
      fmtRatio(r.append.ms / (r.append.node + r.append.cat)),
    );
    row(
      '(m) big project file',
      `\`ma tool write_projectfile\` replacing 1 line in the middle of a ${fmtBytes(r.rewrite.bytes)} file (from+to; streamed from 8 MiB), whole process${rss(r.rewrite.rss)}`,
      fmtMs(r.rewrite.ms),
      `\`node -e 0\` + head/printf/tail > temp; mv ${fmtMs(r.rewrite.node + r.rewrite.shell)}`,
      fmtRatio(r.rewrite.ms / (r.rewrite.node + r.rewrite.shell)),
    );
    notes.push(
      `(m) a copy of the sample vault with a generated project file (\`aaaa bbbb cccc\` lines); the read runs with the state folder removed each time (the first read of a file version); the append copies the file into a temp file and renames it (docs/atomic-writes.md), so its fair baseline is the shell's copy + append + rename; the range rewrite (a file cut to 90 MiB at full scale, under the 100 MiB rewrite limit) is timed against the shell's crash-safe rewrite (\`head -n\`, \`printf\`, \`tail -n +\` into a temp file, \`mv\`; \`sed -i\` does the same copy and rename); ${r.runs} paired runs; peak RSS from GNU time.`,
    );
    await rm(path.join(tmp, 'big-vault'), { recursive: true, force: true });
  }
  if (want('mcp')) {
    log('(j) ma mcp …');
    const r = await benchMcp(tmp);
    row(
      '(j) `ma mcp`',
      `first call on a meeting, ${r.total.toLocaleString('en')}-line transcript vs 100 lines, fresh server each`,
      fmtMs(r.first[0]),
      fmtMs(r.first[1]),
      fmtRatio(r.first[0] / r.first[1]),
    );
    row(
      '(j) `ma mcp`',
      `Nth \`read_transcript\` lines ${r.from.toLocaleString('en')}–${r.to.toLocaleString('en')} in one server`,
      fmtMs(r.nth[0]),
      `sed ${fmtMs(r.nth[1])}`,
      fmtRatio(r.nth[0] / r.nth[1]),
    );
    row(
      '(j) `ma mcp`',
      'first answer (spawn → `initialize` + `tools/list` + `read_transcript`, MCP SDK client) vs `ma tool read_transcript`',
      fmtMs(r.answer[0]),
      fmtMs(r.answer[1]),
      fmtRatio(r.answer[0] / r.answer[1]),
    );
    for (const c of r.calls)
      row(
        '(j) `ma mcp`',
        `per call in one server: ${c.label} vs \`ma tool\``,
        fmtMs(c.mcp),
        c.tool === null ? '–' : fmtMs(c.tool),
        c.tool === null ? '–' : fmtRatio(c.mcp / c.tool),
      );
    notes.push(
      `(j) whole \`ma mcp\` processes over stdio (raw JSON-RPC): the first \`read_meetingnote\` after \`initialize\` opens the meeting's session; the very first one on the long transcript, which records its digest and line index, took ${fmtMs(r.firstEver)}; ${r.runs} paired runs. The Nth read: median round trip of a call in a warm server vs \`sed -n 'A,Bp;Bq'\` as a whole process.`,
    );
    await rm(path.join(tmp, 'mcp-vault'), { recursive: true, force: true });
  }
  if (want('agent-loop')) {
    log('(h) agent loop …');
    const r = await benchAgentLoop(tmp);
    row(
      '(h) agent loop',
      `overhead per step (${r.few} vs ${r.many} steps), plain replies`,
      fmtMs(r.plain),
      `AI SDK alone ${fmtMs(r.sdkPlain)}`,
      fmtRatio(r.plain / r.sdkPlain),
    );
    row(
      '(h) agent loop',
      `overhead per step (${r.few} vs ${r.many} steps), streamed (SSE)`,
      fmtMs(r.streamed),
      `AI SDK alone ${fmtMs(r.sdkStreamed)}`,
      fmtRatio(r.streamed / r.sdkStreamed),
    );
    notes.push(
      `(h) zero-latency scripted server (@ma/testkit) in the same process; each step is one \`read_meetingnote\` call; (time of a ${r.many}-step run − time of a ${r.few}-step run) / ${r.many - r.few}; median of ${r.runs}. Baseline = the AI SDK alone (\`generateText\`/\`streamText\`, one tool returning a fixed text, no instructions) against the same server, measured the same way: the transport's own cost per step.`,
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
