// (g) Ranged reads anywhere in a 1 GB transcript through the line index vs `sed -n 'A,Bp;Bq'`.
// Ours: `readLines` in a fresh Node process (time of the call, the index already built by an
// earlier read, as in any agent run after its first read); baseline: the whole sed process.
// Also the whole `ma tool read_transcript` process vs `node -e 0` + sed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { median, runChild, runsOr, scaled, writeTranscript } from '../lib.mjs';
import { ma, nodeNoop, pairedMedians, timeProcess } from '../process.mjs';

export async function benchRangedRead(tmp) {
  const root = path.join(tmp, 'read-vault');
  await mkdir(path.join(root, 'Transcripts'), { recursive: true });
  await mkdir(path.join(root, 'Meetings'), { recursive: true });
  const file = path.join(root, 'Transcripts', 'Long.md');
  const bytes = scaled(1e9, 2e6);
  const total = await writeTranscript(file, bytes);
  await writeFile(
    path.join(root, 'Meetings', 'Long.md'),
    '---\ntitle: Long\ndate: 2026-11-30\ntranscript: "[[Transcripts/Long]]"\n---\n',
  );
  const state = path.join(root, '.meeting-assistant');
  const first = await runChild([
    'read-indexed',
    'ours',
    JSON.stringify({ path: file, from: 1, to: 1, state }),
  ]);
  const idle = await runChild(['noop', 'x', '{}']);
  const runs = runsOr(7);
  const places = [
    ['start', 10],
    ['middle', Math.floor(total / 2)],
    ['end', total - 40],
  ];
  const rows = [];
  for (const [where, from] of places) {
    const to = from + 40;
    const args = JSON.stringify({ path: file, from, to, state });
    const rss = [];
    const sed = async () => (await timeProcess('sed', ['-n', `${from},${to}p;${to}q`, file])).ms;
    const ours = async () => {
      const r = await runChild(['read-indexed', 'ours', args]);
      rss.push(r.maxRSSKiB);
      return r.ms;
    };
    const [oursMs, sedMs] = await pairedMedians([ours, sed], runs);
    rows.push({ where, from, to, ms: [oursMs, sedMs], rss: median(rss) });
  }
  // Whole processes, the end of the file.
  const from = total - 40;
  const to = total;
  const tool = () =>
    ma([
      'tool',
      'read_transcript',
      '--meeting',
      'Long',
      '--vault',
      root,
      '--args',
      JSON.stringify({ from, to }),
    ]);
  const sedWhole = async () => (await timeProcess('sed', ['-n', `${from},${to}p;${to}q`, file])).ms;
  await tool();
  const [toolMs, nodeMs, sedMs] = await pairedMedians([tool, nodeNoop, sedWhole], runs);
  return {
    runs,
    bytes,
    total,
    firstReadMs: first.ms,
    idleRss: idle.maxRSSKiB,
    rows,
    whole: { from, to, ms: [toolMs, nodeMs + sedMs], node: nodeMs, sed: sedMs },
  };
}
