// CPU samples of the agent loop's measured steps, charged to the module of ours they ran in
// (issue 13; docs/agent-loop-speed.md, "Cost per layer"). Reads `perf script` output on stdin:
//
//   perf record -k mono -e task-clock -F 3000 -g -o loop.data node --perf-prof \
//     --interpreted-frames-native-stack bench/agent-loop-cpu.mjs --rounds 8 --modes plain \
//     --windows loop.win packages/agent/dist/index.js
//   perf inject --jit -i loop.data -o loop.jit.data
//   perf script --ns -F comm,tid,time,ip,sym -i loop.jit.data | node bench/perf-attribute.mjs \
//     --windows loop.win [--hz 3000] [--steps 37] [--detail <category part>] [--depth 6]
//
// Only samples inside the windows are counted (the first window, the warm-up run, is left out).
// A main-thread sample goes to the innermost frame of our bundles (packages/{agent,tools,core}/dist
// or a copy under packages/*/node_modules/.ablate/) on its stack, named by the bundle's `// src/…`
// module marker, or to `undici fetch (called from ours)` when undici's `fetch` sits between, or to
// the scripted server; else to what it ran in outside our frames. Samples of other threads are
// GC helpers, libuv's pool, or other (mostly V8's compiler). task-clock counts CPU time only, so
// shares hold under load; µs per step are inflated by perf and by the load (say it). The module
// markers are read from the bundles as they are now: run it before rebuilding what was profiled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib.mjs';

const { values } = parseArgs({
  options: {
    windows: { type: 'string' },
    hz: { type: 'string', default: '3000' },
    steps: { type: 'string', default: '37' },
    detail: { type: 'string' },
    depth: { type: 'string', default: '6' },
    top: { type: 'string', default: '25' },
  },
});
if (!values.windows) throw new Error('--windows <file> (from agent-loop-cpu.mjs --windows) is required');
const windows = readFileSync(values.windows, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(' ').map(BigInt));
const inWindow = (ns) => windows.some(([a, b]) => a <= ns && ns <= b);
const hz = Number(values.hz);
const steps = windows.length * Number(values.steps);

/** Module markers of a bundle: sorted start lines and the `pkg:src/…` module each starts. */
const markers = new Map();
function modulesOf(file) {
  let m = markers.get(file);
  if (m === undefined) {
    m = null;
    const rel = path.relative(repoRoot, file);
    const pkg = /^packages\/(agent|tools|core)\/(dist\/|node_modules\/\.ablate\/)/.exec(rel)?.[1];
    if (pkg) {
      m = { starts: [], names: [] };
      const lines = readFileSync(file, 'utf8').split('\n');
      for (let i = 0; i < lines.length; i++) {
        const found = /^\/\/ (src\/\S+|\.\.\/\S+)$/.exec(lines[i]);
        if (found) {
          m.starts.push(i + 1);
          m.names.push(`${pkg}:${found[1].replace('src/', '')}`);
        }
      }
    }
    markers.set(file, m);
  }
  return m;
}
function ourModule(frame) {
  const found = /file:\/\/(\S+):(\d+):\d+/.exec(frame);
  if (!found) return null;
  const [, file, lineText] = found;
  if (file.includes('/testkit/')) return 'server (testkit)';
  if (file.includes('/bench/')) return 'bench driver';
  const m = modulesOf(file);
  if (!m) return null;
  const line = Number(lineText);
  let i = m.starts.length - 1;
  while (i >= 0 && m.starts[i] > line) i--;
  return i >= 0 ? m.names[i] : file;
}
function outside(frame) {
  if (frame.includes('deps/undici')) return 'undici';
  if (frame.includes('/ai/dist')) return 'sdk:ai';
  if (frame.includes('provider-utils')) return 'sdk:provider-utils';
  if (frame.includes('openai-compatible')) return 'sdk:openai-compatible';
  if (frame.includes('zod')) return 'zod';
  if (frame.includes('node:')) return 'node';
  return null;
}
const GC = [
  'Heap::CollectGarbage',
  'ScavengerCollector',
  'Heap::PerformGarbageCollection',
  'MarkCompactCollector',
];
const GC_THREAD = ['Heap', 'Scaveng', 'Marking', 'Sweeper', 'Compact', 'GC'];

const counts = new Map();
const detail = new Map();
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
let mainTid = null;
let total = 0;
function charge(tid, frames) {
  total++;
  let category;
  if (tid !== mainTid) {
    category = frames.some((f) => GC_THREAD.some((g) => f.includes(g)))
      ? 'thread: gc'
      : frames.some((f) => f.includes('uv_') || f.includes('uv__'))
        ? 'thread: libuv pool'
        : 'thread: other (compiler …)';
  } else if (frames.some((f) => GC.some((g) => f.includes(g)))) category = 'main: gc';
  else {
    let fetchSeen = false;
    let firstOutside = null;
    for (const f of frames) {
      const m = ourModule(f);
      if (m) {
        category = fetchSeen ? 'undici fetch (called from ours)' : m;
        break;
      }
      if (/JS:\S?fetch node:internal\/deps\/undici/.test(f)) fetchSeen = true;
      firstOutside ??= outside(f);
    }
    category ??= `not under ours: ${firstOutside ?? 'native/other'}`;
  }
  add(counts, category);
  if (values.detail && category.includes(values.detail)) {
    const js = frames
      .filter((f) => f.includes('JS:') || f.includes('::'))
      .slice(0, Number(values.depth))
      .map((f) =>
        f
          .replace(/file:\/\/\/\S*\//, '')
          .replace('JS:', '')
          .slice(0, 70),
      );
    add(detail, js.join(' <- '));
  }
}

let current = null;
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line.trim() === '') {
    if (current) charge(current.tid, current.frames);
    current = null;
    continue;
  }
  if (line[0] !== ' ' && line[0] !== '\t') {
    const head = /^(.*?)\s+(\d+)\s+(\d+)\.(\d+):/.exec(line);
    if (!head) continue;
    mainTid ??= head[2]; // the first sample is the main thread's exec
    const ns = BigInt(head[3]) * 1_000_000_000n + BigInt(head[4].padEnd(9, '0').slice(0, 9));
    current = inWindow(ns) ? { tid: head[2], frames: [] } : null;
    continue;
  }
  current?.frames.push(line.trim().split(/\s+/).slice(1).join(' '));
}
if (current) charge(current.tid, current.frames);

const us = (n) => ((n / hz) * 1e6) / steps;
console.log(
  `${total} samples in ${windows.length} windows × ${values.steps} steps: ${us(total).toFixed(0)} µs per step`,
);
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1]))
  console.log(
    `${us(v).toFixed(1).padStart(9)} µs/step ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`,
  );
if (values.detail) {
  console.log(`--- stacks of ${values.detail} (innermost first)`);
  for (const [k, v] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${us(v).toFixed(1).padStart(9)}  ${k}`);
}
