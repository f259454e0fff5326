// One run of the offline engine over a transcript file, in a fresh process (bench/scale.ts).
// Lines come from core's streaming reader (the same path the agent uses); prints one JSON line.
// Imports the BUILT packages: run `pnpm exec turbo run build --filter=@ma/extractive --filter=@ma/core` first.
import { streamLines } from '../../core/dist/index.js';
import { summarizeExtractiveLines } from '../dist/index.js';

const file = process.argv[2];
const cpu0 = process.cpuUsage();
const started = performance.now();
const result = await summarizeExtractiveLines(streamLines(file), {
  language: 'en',
  meetingDate: '2026-03-10',
});
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(
  `${JSON.stringify({
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    keyPoints: result.keyPoints.length,
    topics: result.topics.length,
    decisions: result.decisions.length,
    nextSteps: result.nextSteps.length,
    bodyBytes: result.body.length,
  })}\n`,
);
