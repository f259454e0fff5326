// (f) `ma search` as a whole process vs `node -e 0` + ripgrep with the same argv, on a generated
// vault (100 projects × 100 notes, 500 summaries); then the same vault with 10× the summaries,
// all outside the scope, to show that their number does not matter.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { coreDist, importFromCore, runsOr, scaled, transcriptLine } from '../lib.mjs';
import { ma, maBin, nodeNoop, pairedMedians, timeProcess } from '../process.mjs';

const MEETING = 'Meetings/2026-11-30 Planning.md';
const BOUND = ['p1', 'p2', 'p3'];

async function writeVault(root, projects, notesPerProject, summaries) {
  await writeFile(path.join(root, 'meeting-assistant.json'), '{}\n');
  await mkdir(path.join(root, 'Meetings'), { recursive: true });
  await writeFile(
    path.join(root, MEETING),
    `---\ntitle: Planning\ndate: 2026-11-30\nprojects: [${BOUND.join(', ')}]\n---\nAgenda.\n`,
  );
  for (let p = 0; p < projects; p++) {
    const dir = path.join(root, 'Projects', `p${p}`);
    await mkdir(dir, { recursive: true });
    for (let n = 0; n < notesPerProject; n++) {
      const lines = Array.from({ length: 20 }, (_, k) => transcriptLine(p * 10_000 + n * 20 + k));
      // A rare word: in two notes of each project, so about 20 matches over the bound projects
      // and their summaries.
      if (n % 50 === 7) lines.splice(5, 0, `Decision: the Zephyrine supplier is approved (${p}/${n}).`);
      await writeFile(path.join(dir, `note ${n}.md`), `# Note ${n}\n\n${lines.join('\n')}\n`);
    }
  }
  await mkdir(path.join(root, 'Summaries'), { recursive: true });
  for (let s = 0; s < summaries; s++) await writeSummary(root, s, projects);
}

function writeSummary(root, s, projects, scope = `p${s % projects}`) {
  const date = `2026-${String((s % 12) + 1).padStart(2, '0')}-${String((s % 28) + 1).padStart(2, '0')}`;
  const body = Array.from({ length: 15 }, (_, k) => `- ${transcriptLine(s * 15 + k)}`).join('\n');
  const word = s % 100 === 3 ? '\nZephyrine came up again.\n' : '';
  return writeFile(
    path.join(root, 'Summaries', `${date} Meeting ${s}.md`),
    `---\ndate: ${date}\nprojects: [${scope}]\ngenerated_by: meeting-assistant\n---\n## Summary\n${body}\n${word}`,
  );
}

/**
 * Waits until the summaries folder has been left alone for the 2 s after which core trusts its
 * `lstat` for its entries (docs/indexes.md): before that every call lists the folder again, as it
 * must within a file system's clock resolution of a change. Summaries in a real vault were
 * written long before a search.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2100));

/** The argv `ma search` gives ripgrep for this meeting (core's buildRgArgs, same paths). */
async function sameArgv(root) {
  const { buildRgArgs, openVault, parseConfig, pastSummaries } = await import(coreDist);
  const vault = await openVault(root, parseConfig({}));
  const summaries = await pastSummaries(vault, BOUND);
  const paths = [...BOUND.map((p) => `Projects/${p}`), ...summaries.map((s) => s.path)];
  const { searchResults, searchLineChars } = vault.config.limits;
  return buildRgArgs('zephyrine', paths, searchResults + 1, Math.max(1024, searchLineChars * 4));
}

/**
 * Starts `ma search-server` for `root` and waits until it answers; `answers()` counts the searches
 * it answered, `stop()` ends it (SIGTERM) and waits for its exit.
 */
function startSearchServer(root) {
  return startServing(
    [maBin, 'search-server', '--vault', root],
    'answering `ma search`',
    (log) => log.split('\n').filter((l) => l.startsWith('ma search-server: answered')).length,
  );
}

/**
 * Starts `ma daemon run` for `root` (the daemon answers `ma search` through the `ma search-server`
 * it runs, docs/startup.md, twenty-seventh pass) and waits until its search server answers;
 * `answers()` counts the answered searches in the daemon's log file, `stop()` as above.
 */
function startDaemon(root) {
  const env = { ...process.env };
  delete env.MA_NO_SEARCH_SERVER;
  const logFile = path.join(root, '.meeting-assistant', 'logs', 'daemon.log');
  return startServing(
    [maBin, 'daemon', 'run', '--vault', root],
    'search server: answering `ma search`',
    () => {
      try {
        return readFileSync(logFile, 'utf8').split('search server: answered a search').length - 1;
      } catch {
        return 0;
      }
    },
    env,
  );
}

/** Spawns `node …args` and resolves once its stderr shows `ready`; `answers()` gives `count(stderr so far)`. */
function startServing(args, ready, count, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let log = '';
    let up = false;
    const exited = new Promise((done) => child.once('close', done));
    child.stderr.setEncoding('utf8').on('data', (d) => {
      log += d;
      if (!up && log.includes(ready)) {
        up = true;
        resolve({
          answers: () => count(log),
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.once('close', (code) =>
      reject(new Error(`${args.slice(1, 3).join(' ')} exited ${code}: ${log.trim()}`)),
    );
  });
}

/** Measures `search` with `server` (a started server) running: paired with `node -e 0` and `rg`; checks the output against `expected`. */
async function servedBy(server, search, rg, expected, runs) {
  try {
    const answered = await timeProcess(process.execPath, [maBin, ...searchArgs(search)]);
    if (answered.stdout !== expected) throw new Error('ma search answered by a server printed other output');
    const [node, rgMs, ours] = await pairedMedians([nodeNoop, rg, search.run], runs);
    await server.stop(); // the daemon's log file complete
    return { node, rg: rgMs, ours, answers: server.answers() };
  } finally {
    await server.stop();
  }
}

/** True when a server accepts a connection on `socket`. */
function accepts(socket) {
  return new Promise((resolve) => {
    const conn = connect(socket);
    conn.on('connect', () => {
      conn.destroy();
      resolve(true);
    });
    conn.on('error', () => resolve(false));
  });
}

/** Waits until `check()` resolves true (polling every 50 ms), for at most `ms`. */
async function until(check, ms = 120_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Measures `search` under `MA_SEARCH_SERVER=auto` (docs/startup.md, twenty-ninth pass): the first
 * line finds no server, runs itself and starts `ma search-server --idle-exit 10` in the background;
 * once that server answers, paired rounds of the line (answered by it) with `node -e 0` and `rg`.
 * Then the server is stopped (SIGTERM, found in /proc by its command line: Linux; elsewhere it stops
 * itself after 10 minutes). `first` is the first line's wall time.
 */
async function autoServed(search, rg, expected, runs) {
  const env = { ...process.env, MA_SEARCH_SERVER: 'auto' };
  delete env.MA_NO_SEARCH_SERVER;
  const argv = [maBin, ...searchArgs(search)];
  const socket = path.join(search.root, '.meeting-assistant', 'search-server', 'socket');
  const first = await timeProcess(process.execPath, argv, { env });
  if (first.stdout !== expected)
    throw new Error('ma search under MA_SEARCH_SERVER=auto printed other output');
  try {
    await until(() => accepts(socket));
    const answered = await timeProcess(process.execPath, argv, { env });
    if (answered.stdout !== expected)
      throw new Error('ma search answered by the started server printed other output');
    const run = () => ma(searchArgs(search), { env });
    const [node, rgMs, ours] = await pairedMedians([nodeNoop, rg, run], runs);
    return { node, rg: rgMs, ours, first: first.ms };
  } finally {
    for (const pid of serverPids(search.root)) process.kill(pid, 'SIGTERM');
    await until(() => !existsSync(socket), 30_000).catch(() => {});
  }
}

/** The ids of the `ma search-server` processes of `root` (from /proc; none elsewhere). */
function serverPids(root) {
  if (!existsSync('/proc/self/cmdline')) return [];
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (args.includes('search-server') && args.includes(root)) pids.push(Number(name));
    } catch {}
  }
  return pids;
}

/** The argv of the bench's `ma search` line on `search.root`. */
const searchArgs = (search) => ['search', 'zephyrine', '--meeting', MEETING, '--vault', search.root];

export async function benchCliSearch(tmp) {
  const { rgPath } = await importFromCore('@vscode/ripgrep');
  const projects = scaled(100, 4);
  const notesPerProject = scaled(100, 10);
  const summaries = scaled(500, 5);
  const root = path.join(tmp, 'search-vault');
  await mkdir(root, { recursive: true });
  await writeVault(root, projects, notesPerProject, summaries);
  await settle();
  // The plain rows are a user's without a server: a MA_SEARCH_SERVER=auto of the caller's shell is not passed on.
  const plainEnv = { ...process.env };
  delete plainEnv.MA_SEARCH_SERVER;
  const search = () => ma(['search', 'zephyrine', '--meeting', MEETING, '--vault', root], { env: plainEnv });
  const first = await timeProcess(
    process.execPath,
    [maBin, 'search', 'zephyrine', '--meeting', MEETING, '--vault', root],
    { env: plainEnv },
  );
  const matches = first.stdout.split('\n').filter((l) => /:\d+ /.test(l)).length;
  const argv = await sameArgv(root);
  const rg = async () => (await timeProcess(rgPath, argv, { cwd: root, okCodes: [0, 1] })).ms;
  const runs = runsOr(11);
  const [node, rgMs, oursMs] = await pairedMedians([nodeNoop, rg, search], runs);
  // The same line answered by `ma search-server` (started here, warmed by the check in servedBy):
  // the client's whole process, which waits for the server's answer; the server's own CPU time is
  // not the client's (docs/startup.md, twenty-sixth pass). Then by the one `ma daemon run` runs
  // (twenty-seventh pass).
  const line = { root, run: search };
  const served = await servedBy(await startSearchServer(root), line, rg, first.stdout, runs);
  const daemon = await servedBy(await startDaemon(root), line, rg, first.stdout, runs);
  // The same line with MA_SEARCH_SERVER=auto, after the first call (which started the server).
  const auto = await autoServed(line, rg, first.stdout, runs);
  // 10× the summaries, every new one outside the scope: without a server, and with one (whose
  // search, in the client's wall time, holds the server's look at every summary).
  const half = Math.max(1, Math.ceil(runs / 2));
  const before = await pairedMedians([search], half);
  const beforeServed = await servedBy(await startSearchServer(root), line, rg, first.stdout, half);
  for (let s = summaries; s < summaries * 10; s++) await writeSummary(root, s, projects, `elsewhere-${s}`);
  await settle();
  await search(); // the first call records the new summaries in the index
  const after = await pairedMedians([search], half);
  const afterServed = await servedBy(await startSearchServer(root), line, rg, first.stdout, half);
  return {
    runs,
    projects,
    notes: projects * notesPerProject,
    summaries,
    matches,
    node,
    rg: rgMs,
    ours: oursMs,
    served,
    daemon,
    auto,
    scaling: { few: before[0], many: after[0], manyCount: summaries * 10 },
    scalingServed: { few: beforeServed.ours, many: afterServed.ours },
  };
}
