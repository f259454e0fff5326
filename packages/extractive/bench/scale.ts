/**
 * Scaling benchmark of the offline engine (issue 13: linear in time, ≤ 500 MB peak RSS at 3M lines,
 * 1M lines ≤ 10 s). Run: `pnpm --filter @ma/extractive bench:scale` after building core and extractive.
 *
 * Generates transcripts of 125k … 3M lines (`[HH:MM:SS] **Speaker:** text`, turns drawn with a fixed seed
 * from the sample vault's real transcripts, about 80 bytes a line) in a temp folder, runs the engine on each
 * in a fresh child process (bench/scale-child.mjs: core's `streamLines` → `summarizeExtractiveLines`), and
 * reports wall time, CPU time (`process.cpuUsage`: on a shared machine wall time mostly measures the other
 * processes) and peak RSS (`process.resourceUsage().maxRSS`). Writes bench/scale.svg (time and memory
 * against transcript length) and prints a Markdown table. `BENCH_SIZES=100000,200000` overrides the sizes;
 * `BENCH_THREADS=2` runs each with `threads: 2` (a worker from the first batch, whatever the load: the default rule
 * gives none on a busy machine). The table's "main thread" column is the calling thread's own CPU time
 * (`process.threadCpuUsage`): with a worker, the CPU time counts every thread (the worker's and V8's helper threads
 * too), and the wall time on an idle machine is bounded below by the busiest thread, not by the sum.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTranscript } from './generate-transcript.js';

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const sizes = (process.env.BENCH_SIZES ?? '125000,250000,500000,1000000,2000000,3000000')
  .split(',')
  .map((s) => Number.parseInt(s, 10))
  .filter((n) => n > 0);

interface Row {
  lines: number;
  bytes: number;
  ms: number;
  cpuMs: number;
  mainCpuMs: number;
  maxRssMiB: number;
  keyPoints: number;
  topics: number;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ma-extractive-scale-'));
const rows: Row[] = [];
try {
  for (const lines of sizes) {
    const file = path.join(tmp, `t${lines}.md`);
    await generateTranscript(file, lines);
    const out = execFileSync(process.execPath, [here('./scale-child.mjs'), file], { encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').pop() ?? '{}');
    rows.push({ lines, bytes: statSync(file).size, ...r });
    rmSync(file);
    process.stderr.write(
      `${lines} lines: ${(r.ms / 1000).toFixed(1)} s wall, ${(r.cpuMs / 1000).toFixed(1)} s CPU (main thread ${(r.mainCpuMs / 1000).toFixed(1)} s), ${r.maxRssMiB.toFixed(0)} MiB\n`,
    );
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const cpus = os.cpus();
console.log(
  `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load average at start ${os.loadavg()[0]?.toFixed(1)}, threads ${process.env.BENCH_THREADS || 'by the default rule'}.\n`,
);
console.log(
  '| lines | MB | wall time | CPU time | main thread | CPU µs / line | peak RSS | topics | key points |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.lines.toLocaleString('en')} | ${(r.bytes / 1e6).toFixed(0)} | ${(r.ms / 1000).toFixed(2)} s | ${(r.cpuMs / 1000).toFixed(2)} s | ${(r.mainCpuMs / 1000).toFixed(2)} s | ${((r.cpuMs * 1000) / r.lines).toFixed(1)} | ${r.maxRssMiB.toFixed(0)} MiB | ${r.topics} | ${r.keyPoints} |`,
  );
writeFileSync(here('./scale.svg'), svg(rows));
console.log('\nPlot: bench/scale.svg');

/** Two panels side by side: seconds and peak MiB against millions of lines, points joined, axes labelled. */
function svg(data: Row[]): string {
  const W = 360;
  const H = 240;
  const pad = { l: 56, r: 16, t: 28, b: 40 };
  const maxX = Math.max(...data.map((d) => d.lines), 1);
  const panel = (x0: number, title: string, unit: string, pick: (d: Row) => number, limit: number | null) => {
    const maxY = Math.max(...data.map(pick), limit ?? 0, 1) * 1.1;
    const sx = (v: number) => x0 + pad.l + (v / maxX) * (W - pad.l - pad.r);
    const sy = (v: number) => pad.t + (1 - v / maxY) * (H - pad.t - pad.b);
    const pts = data.map((d) => `${sx(d.lines).toFixed(1)},${sy(pick(d)).toFixed(1)}`).join(' ');
    const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
      const v = maxY * f;
      return `<line x1="${x0 + pad.l - 4}" x2="${x0 + W - pad.r}" y1="${sy(v)}" y2="${sy(v)}" stroke="#eee"/><text x="${x0 + pad.l - 6}" y="${sy(v) + 4}" text-anchor="end" font-size="10">${v.toFixed(v < 10 ? 1 : 0)}</text>`;
    });
    const xt = [0, 0.5, 1].map(
      (f) =>
        `<text x="${sx(maxX * f)}" y="${H - pad.b + 14}" text-anchor="middle" font-size="10">${((maxX * f) / 1e6).toFixed(2)}M</text>`,
    );
    const goal =
      limit === null
        ? ''
        : `<line x1="${x0 + pad.l}" x2="${x0 + W - pad.r}" y1="${sy(limit)}" y2="${sy(limit)}" stroke="#c00" stroke-dasharray="4 3"/><text x="${x0 + W - pad.r}" y="${sy(limit) - 4}" text-anchor="end" font-size="10" fill="#c00">goal ${limit} ${unit}</text>`;
    return `<g><text x="${x0 + W / 2}" y="16" text-anchor="middle" font-size="12" font-weight="bold">${title}</text>${ticks.join('')}${xt.join('')}<text x="${x0 + W / 2}" y="${H - 6}" text-anchor="middle" font-size="10">transcript lines</text><text x="${x0 + 12}" y="${H / 2}" font-size="10" transform="rotate(-90 ${x0 + 12} ${H / 2})" text-anchor="middle">${unit}</text>${goal}<polyline fill="none" stroke="#1f77b4" stroke-width="2" points="${pts}"/>${data.map((d) => `<circle cx="${sx(d.lines)}" cy="${sy(pick(d))}" r="3" fill="#1f77b4"/>`).join('')}</g>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * W}" height="${H}" viewBox="0 0 ${2 * W} ${H}" font-family="sans-serif">
<title>Offline engine: CPU time and peak RSS against transcript length</title>
<rect width="100%" height="100%" fill="white"/>
${panel(0, 'Offline engine: CPU time', 's', (d) => d.cpuMs / 1000, null)}
${panel(W, 'Offline engine: peak RSS', 'MiB', (d) => d.maxRssMiB, 500)}
</svg>
`;
}
