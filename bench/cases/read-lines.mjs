// (a) readLines of a 200-line range from the middle of a big transcript vs.
// fs.readFile + split('\n') + slice. Every run is a fresh child process.
import path from 'node:path';
import { median, runChild, runsOr, scaled, writeTranscript } from '../lib.mjs';

export async function benchReadLines(tmp) {
  const bytes = scaled(200e6, 1e6);
  const file = path.join(tmp, 'transcript.md');
  const total = await writeTranscript(file, bytes);
  const from = Math.floor(total / 2) - 99;
  const args = JSON.stringify({ path: file, from, to: from + 199 });
  const runs = runsOr(5);
  const ours = [];
  const base = [];
  const idle = [];
  for (let i = 0; i < runs; i++) {
    // Alternate the order so disk cache and CPU boost favour neither side.
    const pair = i % 2 ? ['baseline', 'ours'] : ['ours', 'baseline'];
    for (const mode of pair) {
      const r = await runChild(['read-lines', mode, args]);
      if (r.lines !== 200 || r.total !== total) throw new Error(`read-lines ${mode}: wrong result`);
      (mode === 'ours' ? ours : base).push(r);
    }
    idle.push(await runChild(['noop', '-']));
  }
  return {
    bytes,
    total,
    from,
    runs,
    ms: [median(ours.map((r) => r.ms)), median(base.map((r) => r.ms))],
    rss: [median(ours.map((r) => r.maxRSSKiB)), median(base.map((r) => r.maxRSSKiB))],
    idleRss: median(idle.map((r) => r.maxRSSKiB)),
  };
}
