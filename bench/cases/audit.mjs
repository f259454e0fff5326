// (d) WriteAudit.record (+ the lazy diff in .entries) on a 25,000-line file
// truncated to 500 lines (B40) vs. diff.createPatch with no limits, each run in
// a fresh child; the baseline is killed after BENCH_CAP_MS (default 10 s).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { benchEnv, median, runChild, runsOr, scaled, transcriptLine } from '../lib.mjs';

const capMs = Number(benchEnv.BENCH_CAP_MS ?? '10000');

async function measure(args, runs) {
  const ours = [];
  const base = [];
  let killed = false;
  let summary = '';
  for (let i = 0; i < runs; i++) {
    const o = await runChild(['audit', 'ours', args]);
    ours.push(o.ms);
    summary = o.summary;
    if (!killed) {
      const b = await runChild(['audit', 'baseline', args], { capMs });
      if (b.killed)
        killed = true; // one capped run is enough: report ">cap"
      else base.push(b.ms);
    }
  }
  return { ms: [median(ours), killed ? null : median(base)], summary };
}

export async function benchAudit(tmp) {
  const total = scaled(25_000, 100);
  const kept = Math.max(1, Math.round(total / 50));
  const lines = Array.from({ length: total }, (_, i) => transcriptLine(i + 1));
  const before = path.join(tmp, 'before.md');
  const truncated = path.join(tmp, 'truncated.md');
  const rewritten = path.join(tmp, 'rewritten.md');
  await writeFile(before, `${lines.join('\n')}\n`);
  await writeFile(truncated, `${lines.slice(0, kept).join('\n')}\n`);
  // Every line changed: the worst case for an unlimited Myers diff.
  await writeFile(rewritten, `${lines.map((l) => l.replace('item', 'point')).join('\n')}\n`);
  const runs = runsOr(5);
  return {
    total,
    kept,
    runs,
    capMs,
    truncated: await measure(JSON.stringify({ before, after: truncated }), runs),
    rewritten: await measure(JSON.stringify({ before, after: rewritten }), runs),
  };
}
