// Benchmarks of `ma-daemon` (issue 12): idle RSS on a 10,000-note vault, latency from
// `status: ended` written to run start, CPU while idle. Run once (never in a loop):
//   pnpm exec turbo run build --filter @ma/daemon && node bench/daemon.mjs
// BENCH_SCALE multiplies the vault size; BENCH_IDLE_MS (default 60000) is the idle window;
// BENCH_RUNS (default 5) the latency samples. Prints a Markdown table.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchEnv, median, runsOr, scaled, transcriptLine } from './lib.mjs';

const bin = fileURLToPath(new URL('../apps/daemon/bin/ma-daemon.js', import.meta.url));
const chokidarEntry = pathToFileURL(
  createRequire(new URL('../apps/daemon/package.json', import.meta.url)).resolve('chokidar'),
).href;
const idleMs = Number(benchEnv.BENCH_IDLE_MS ?? 60_000);
const notes = scaled(10_000, 8);
const log = (msg) => process.stderr.write(`${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const DEBOUNCE_MS = 3000; // the default of daemon.debounceMs

const meetingNote = (name, status) =>
  `---\ntitle: ${name}\ndate: 2026-11-20\nstatus: ${status}\nattendees:\n  - Anna\n  - Ben\ntranscript: "[[Transcripts/${name}]]"\n---\nNotes.\n`;
const transcriptNote = (name, lines) =>
  `---\nmeeting: "[[Meetings/${name}]]"\n---\n${Array.from({ length: lines }, (_, i) => transcriptLine(i + 1)).join('\n')}\n`;

/** RSS (KiB) and CPU time (ms, user + system) of a Linux process, from /proc. */
async function procStats(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime, fields 14 and 15
  return { rssKiB: rss, cpuMs: (ticks * 1000) / 100 }; // USER_HZ is 100 on Linux
}

async function logEntries(root) {
  const text = await readFile(path.join(root, '.meeting-assistant/logs/daemon.log'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

async function waitFor(check, what, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

if (process.platform !== 'linux') {
  log('bench/daemon.mjs reads /proc: Linux only');
  process.exit(1);
}
const tmp = await mkdtemp(path.join(os.tmpdir(), 'ma-bench-daemon-'));
const root = path.join(tmp, 'vault');
const quarter = Math.floor(notes / 4);
try {
  log(`generating a ${notes.toLocaleString('en')}-note vault …`);
  for (const f of ['Meetings', 'Transcripts', 'Summaries', 'Assistant', 'Projects/p']) {
    await mkdir(path.join(root, f), { recursive: true });
  }
  await writeFile(
    path.join(root, 'meeting-assistant.json'),
    JSON.stringify({ daemon: { debounceMs: DEBOUNCE_MS } }),
  );
  // A quarter each: meeting notes (already summarized), transcripts, summaries, project notes.
  for (let i = 0; i < quarter; i++) {
    const name = `2026-01-01 Meeting ${i}`;
    await writeFile(path.join(root, 'Meetings', `${name}.md`), meetingNote(name, 'summarized'));
    await writeFile(path.join(root, 'Transcripts', `${name}.md`), transcriptNote(name, 40));
    await writeFile(
      path.join(root, 'Summaries', `${name}.md`),
      `---\nmeeting: "[[Meetings/${name}]]"\n---\n## Summary\nx\n`,
    );
    await writeFile(path.join(root, 'Projects/p', `note ${i}.md`), `# Note ${i}\n`);
  }

  // An idle Node process as the floor.
  const floor = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await sleep(1500);
  const floorStats = await procStats(floor.pid);
  floor.kill();

  // chokidar alone on the folders the daemon watches (meetings, transcripts), with its options:
  // the part of the daemon's RSS that is the watcher library's (one fs.watch per file).
  const watcherOnly = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { watch } from ${JSON.stringify(chokidarEntry)};
       const w = watch(${JSON.stringify(['Meetings', 'Transcripts'].map((f) => path.join(root, f)))},
         { ignoreInitial: true, followSymlinks: false, awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 } });
       w.on('ready', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((r) => watcherOnly.stdout.once('data', r));
  await sleep(3000);
  const watcherStats = await procStats(watcherOnly.pid);
  watcherOnly.kill();

  const daemon = spawn(process.execPath, [bin, 'run', '--vault', root], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const startAt = Date.now();
  await waitFor(
    async () => (await logEntries(root)).some((e) => e.msg === 'catch-up scan done'),
    'the catch-up scan',
  );
  const scanMs = Date.now() - startAt;
  await sleep(3000);
  const before = await procStats(daemon.pid);
  log(`idle for ${idleMs / 1000} s …`);
  await sleep(idleMs);
  const after = await procStats(daemon.pid);

  log('latency …');
  const latencies = [];
  /** RSS (KiB) after each meeting's run is done: whether memory grows with the meetings run. */
  const rssAfter = [];
  for (let i = 0; i < runsOr(5); i++) {
    const name = `2026-11-30 Latency ${i}`;
    await writeFile(path.join(root, 'Transcripts', `${name}.md`), transcriptNote(name, 20));
    await writeFile(path.join(root, 'Meetings', `${name}.md`), meetingNote(name, 'recording'));
    await sleep(DEBOUNCE_MS + 500);
    const tmpFile = path.join(root, 'Meetings', `.${name}.tmp`);
    await writeFile(tmpFile, meetingNote(name, 'ended'));
    const t0 = Date.now();
    await rename(tmpFile, path.join(root, 'Meetings', `${name}.md`));
    const start = await waitFor(
      async () =>
        (await logEntries(root)).find((e) => e.msg === 'run start' && e.meeting === `Meetings/${name}.md`),
      'run start',
      60_000,
    );
    latencies.push(start.time - t0);
    await waitFor(
      async () =>
        (await logEntries(root)).some((e) => e.msg === 'run done' && e.meeting === `Meetings/${name}.md`),
      'run done',
      60_000,
    );
    rssAfter.push((await procStats(daemon.pid)).rssKiB);
  }
  const end = await procStats(daemon.pid);
  daemon.kill('SIGTERM');
  await new Promise((r) => daemon.on('exit', r));

  const mib = (kib) => `${(kib / 1024).toFixed(0)} MiB`;
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average at start ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log('| What | Measured | Goal |');
  console.log('| --- | ---: | ---: |');
  console.log(
    `| idle RSS, ${notes.toLocaleString('en')}-note vault (${quarter.toLocaleString('en')} meetings), after the catch-up scan | ${mib(before.rssKiB)} (idle Node: ${mib(floorStats.rssKiB)}; chokidar alone on the same folders: ${mib(watcherStats.rssKiB)}) | ≤ 80 MB |`,
  );
  console.log(`| catch-up scan of the vault at start | ${(scanMs / 1000).toFixed(1)} s | – |`);
  console.log(
    `| \`status: ended\` written → run start, median of ${latencies.length} (debounce ${DEBOUNCE_MS} ms) | ${median(latencies)} ms (min ${Math.min(...latencies)}, max ${Math.max(...latencies)}) | ≤ ${DEBOUNCE_MS + 200} ms |`,
  );
  console.log(
    `| CPU while idle for ${idleMs / 1000} s | ${(after.cpuMs - before.cpuMs).toFixed(0)} ms (RSS after: ${mib(after.rssKiB)}) | nothing measurable |`,
  );
  console.log(
    `| RSS after ${latencies.length} more meetings summarized (offline engine) | ${mib(end.rssKiB)} (after the idle minute: ${mib(after.rssKiB)}; after each fifth meeting: ${rssAfter
      .filter((_, i) => i % 5 === 4)
      .map(mib)
      .join(', ')}) | flat |`,
  );
} finally {
  await rm(tmp, { recursive: true, force: true });
}
