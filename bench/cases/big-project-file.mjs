// (m) A big project file (issue #13, newcomer N1: one appended line to a 400 MB `.md` took 173 s
// and 4.4 GB; lines 1–3 of it took 19 s). Whole `ma tool` processes on a copy of the sample vault
// with a generated file (`yes "aaaa bbbb cccc"`, 400 MB at full scale):
// - `read_projectfile` lines 1–3 with no line index yet (the state folder removed before each run)
//   vs `node -e 0` + `sed -n '1,3p;3q'`;
// - `write_projectfile` appending one line vs `node -e 0` + the atomic shell append (`cp` to a temp
//   file, `cat >>` it, `mv` over: what a crash-safe append must copy) and vs a plain `cat >>`.
// - `write_projectfile` replacing one line in the middle (`from`+`to`, a streamed range rewrite;
//   session 34) on a file of at most 90 MiB (the range rewrite limit is 100 MiB) vs `node -e 0` + the
//   crash-safe shell rewrite (`head -n`, `printf`, `tail -n +` into a temp file, `mv` over).
// Peak RSS of the `ma` process from GNU time (`/usr/bin/time -f %M`) when it exists.
import { spawnSync } from 'node:child_process';
import { cp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runsOr, scaled } from '../lib.mjs';
import { maBin, nodeNoop, pairedMedians, timeProcess } from '../process.mjs';

const MEETING = '2026-03-09 Remote control kickoff';
const sampleVault = fileURLToPath(new URL('../../examples/sample-vault', import.meta.url));

/** Peak RSS (KiB) of `ma args` run under GNU time, or null without it. */
function peakRss(args) {
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, maBin, ...args], { encoding: 'utf8' });
  if (r.error || (r.status !== 0 && r.status !== 3)) return null;
  const kib = Number(r.stderr.trim().split('\n').at(-1));
  return Number.isFinite(kib) ? kib : null;
}

export async function benchBigProjectFile(tmp) {
  const root = path.join(tmp, 'big-vault');
  await cp(sampleVault, root, { recursive: true });
  const file = path.join(root, 'Projects', 'remote-control', 'export.md');
  const bytes = scaled(400e6, 2e6);
  const line = 'aaaa bbbb cccc\n';
  const block = line.repeat(Math.ceil((16 * 2 ** 20) / line.length));
  // Written in 16 MiB blocks, cut to `bytes` (as `yes … | head -c`).
  let written = 0;
  await writeFile(file, '');
  const { appendFile } = await import('node:fs/promises');
  while (written < bytes) {
    await appendFile(file, block);
    written += block.length;
  }
  await truncate(file, bytes);
  const state = path.join(root, '.meeting-assistant');
  const runs = runsOr(5);
  const tool = (name, args) => [
    'tool',
    name,
    '--meeting',
    MEETING,
    '--vault',
    root,
    '--args',
    JSON.stringify(args),
  ];
  const readArgs = tool('read_projectfile', { project: 'remote-control', path: 'export.md', from: 1, to: 3 });
  const read = async () => {
    await rm(state, { recursive: true, force: true });
    return (await timeProcess(process.execPath, [maBin, ...readArgs], { okCodes: [0] })).ms;
  };
  const sed = async () => (await timeProcess('sed', ['-n', '1,3p;3q', file])).ms;
  const [readMs, readNodeMs, sedMs] = await pairedMedians([read, nodeNoop, sed], runs);
  await rm(state, { recursive: true, force: true });
  const readRss = peakRss(readArgs);

  let n = 0;
  const appendArgs = () =>
    tool('write_projectfile', { project: 'remote-control', path: 'export.md', content: `appended ${++n}\n` });
  const append = async () =>
    (await timeProcess(process.execPath, [maBin, ...appendArgs()], { okCodes: [0] })).ms;
  const temp = path.join(root, 'Projects', 'remote-control', '.export.tmp');
  const shellAtomic = async () =>
    (await timeProcess('sh', ['-c', 'cp "$1" "$2" && echo line >> "$2" && mv "$2" "$1"', 'sh', file, temp]))
      .ms;
  const catAppend = async () => (await timeProcess('sh', ['-c', 'echo line >> "$1"', 'sh', file])).ms;
  const [appendMs, appendNodeMs, atomicMs, catMs] = await pairedMedians(
    [append, nodeNoop, shellAtomic, catAppend],
    runs,
  );
  const appendRss = peakRss(appendArgs());

  // A range rewrite of a line in the middle, on a file within the 100 MiB range-rewrite limit.
  await truncate(file, Math.min(bytes, scaled(90 * 2 ** 20, 2e6)));
  const rewriteBytes = (await stat(file)).size;
  const middle = Math.max(2, Math.floor(rewriteBytes / line.length / 2));
  let r = 0;
  const rewriteArgs = () =>
    tool('write_projectfile', {
      project: 'remote-control',
      path: 'export.md',
      from: middle,
      to: middle,
      content: `rewritten ${++r}`,
    });
  const rewrite = async () =>
    (await timeProcess(process.execPath, [maBin, ...rewriteArgs()], { okCodes: [0] })).ms;
  const shellRewrite = async () =>
    (
      await timeProcess('sh', [
        '-c',
        '{ head -n "$3" "$1" && printf "%s\\n" rewritten && tail -n +"$4" "$1"; } > "$2" && mv "$2" "$1"',
        'sh',
        file,
        temp,
        String(middle - 1),
        String(middle + 1),
      ])
    ).ms;
  const [rewriteMs, rewriteNodeMs, shellRewriteMs] = await pairedMedians(
    [rewrite, nodeNoop, shellRewrite],
    runs,
  );
  const rewriteRss = peakRss(rewriteArgs());
  return {
    runs,
    bytes,
    read: { ms: readMs, node: readNodeMs, sed: sedMs, rss: readRss },
    append: { ms: appendMs, node: appendNodeMs, atomic: atomicMs, cat: catMs, rss: appendRss },
    rewrite: {
      bytes: rewriteBytes,
      ms: rewriteMs,
      node: rewriteNodeMs,
      shell: shellRewriteMs,
      rss: rewriteRss,
    },
    median,
  };
}
