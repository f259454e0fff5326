// One run of the offline engine over a transcript file, in a fresh process (bench/scale.ts).
// Lines come from core's streaming reader (the same path the agent uses); prints one JSON line.
// Imports the BUILT packages: run `pnpm exec turbo run build --filter=@ma/extractive --filter=@ma/core` first.
// `BENCH_THREADS=2` passes `threads: 2` (a worker from the first batch; unset: the engine's own rule, P109).
import { streamLines } from '../../core/dist/index.js';
import { summarizeExtractiveLines } from '../dist/index.js';

const file = process.argv[2];
const threads = process.env.BENCH_THREADS ? Number(process.env.BENCH_THREADS) : undefined;
const cpu0 = process.cpuUsage();
// The calling thread alone (reads, parses, merges, and does the batches the workers have no room for): with a worker,
// the wall time is bounded below by the larger of this and the worker's share, not by the process's CPU time.
// (A Node without `process.threadCpuUsage`, older 22.x releases, gives NaN for it.)
const threadCpu = () => process.threadCpuUsage?.() ?? { user: Number.NaN, system: Number.NaN };
const main0 = threadCpu();
const started = performance.now();
const result = await summarizeExtractiveLines(streamLines(file), {
  language: 'en',
  meetingDate: '2026-03-10',
  ...(threads === undefined ? {} : { threads }),
});
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
const main1 = threadCpu();
const main = { user: main1.user - main0.user, system: main1.system - main0.system };
process.stdout.write(
  `${JSON.stringify({
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    mainCpuMs: (main.user + main.system) / 1000,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    keyPoints: result.keyPoints.length,
    topics: result.topics.length,
    decisions: result.decisions.length,
    nextSteps: result.nextSteps.length,
    bodyBytes: result.body.length,
  })}\n`,
);
