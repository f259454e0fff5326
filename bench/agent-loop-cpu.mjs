// CPU time per step of the agent loop (issue 13), for a shared machine where wall-clock runs of
// bench (h) are noise: per step = (CPU(many-step run) − CPU(few-step run)) / (many − few), as
// `process.cpuUsage()` (all threads: GC helpers and libuv's pool included) and as the main
// thread's own time (/proc/self/task/<pid>/schedstat, Linux only); medians over paired rounds.
// Builds are compared in ONE process, alternating: pass a copy of packages/agent/dist/index.js
// for each (kept under packages/agent/node_modules/ so that it resolves the same dependencies).
//
//   node bench/agent-loop-cpu.mjs [--rounds 12] [--modes plain,streamed] [--few 2] [--many 40]
//     [--retry 1] [--stream-timeout 0] [--windows <file>] [<agent index.js>… | sdk | sdk-request]
//
// `sdk` is the AI SDK alone, as in bench (h). `sdk-request` is the AI SDK alone sending what our
// requests hold: our instructions, our tool definitions (the scripted model calls read_meetingnote) and our
// tool's result text, taken from a 3-step run of the built packages/agent (the difference from
// `sdk` is what a bigger request costs the SDK, undici and the in-process server; the difference
// from our build is our code). Without builds: the built packages/agent and `sdk`.
// `--retry`: model.retry.attempts (bench (h) uses 1; the configuration's default is 3, which also
// turns on the stream retry of Z50); `--stream-timeout`: model.streamTimeoutMs in ms (0: none, as in
// bench (h); the default is 600000). With two builds or more, each build's difference from the FIRST
// one is also given as the median of the per-round differences (paired: same round, same minute);
// `bench/agent-loop-ablate.mjs` makes copies with one layer taken out.
// Do not force collections between runs (`--expose-gc` + `gc()`): V8 then drops optimized code that
// held objects those collections freed ("weak objects" deopts) and compiles it again on its
// background threads, inside the measured steps (streamed: 1,035 compilations against 359 in the
// same rounds, all-threads CPU per step +30 %). `--windows <file>` is for `perf record -k mono`:
// the measured steps' CLOCK_MONOTONIC spans, to keep only their samples (docs/agent-loop-speed.md).
// Needs `pnpm build`. Say the load average (printed) next to any figure.
import { appendFileSync, readFileSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { MEETING, script, sdkScript, sdkSettings } from './agent-loop-script.mjs';
import { median, repoRoot } from './lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '12' },
    modes: { type: 'string', default: 'plain,streamed' },
    few: { type: 'string', default: '2' },
    many: { type: 'string', default: '40' },
    retry: { type: 'string', default: '1' },
    'stream-timeout': { type: 'string', default: '0' },
    windows: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const few = Number(values.few);
const many = Number(values.many);
const modes = values.modes.split(',');
const attempts = Number(values.retry);
/** `--windows <file>`: each many-step run appends `<start ns> <end ns>` of its measured steps. */
const windowsFile = values.windows;
const streamTimeoutMs = Number(values['stream-timeout']);
const builds =
  positionals.length > 0 ? positionals : [path.join(repoRoot, 'packages/agent/dist/index.js'), 'sdk'];

globalThis.AI_SDK_LOG_WARNINGS = false;
const dist = (pkg) => pathToFileURL(path.join(repoRoot, 'packages', pkg, 'dist/index.js')).href;
const { loadConfig, openVault } = await import(dist('core'));
const { startScriptedServer } = await import(dist('testkit'));
const fromAgent = createRequire(path.join(repoRoot, 'packages/agent/package.json'));
const ai = await import(fromAgent.resolve('ai'));
const { createOpenAICompatible } = await import(fromAgent.resolve('@ai-sdk/openai-compatible'));

const tmp = await mkdtemp(path.join(os.tmpdir(), 'ma-loop-cpu-'));
const root = path.join(tmp, 'agent-vault');
await cp(path.join(repoRoot, 'examples', 'sample-vault'), root, { recursive: true });

/** CPU of all threads and of the main thread, in ms. */
function cpuNow() {
  let main = Number.NaN;
  try {
    main = Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {}
  const u = process.cpuUsage();
  return { all: (u.user + u.system) / 1000, main };
}
const since = (t0) => {
  const t1 = cpuNow();
  return { all: t1.all - t0.all, main: t1.main - t0.main };
};

/**
 * Marks the CPU clock as each request reaches the scripted server (its `requests.push`): the CPU
 * between two requests is one whole step (reply, tool, next request), whatever build runs.
 */
function markRequests(server) {
  const marks = [];
  const { requests } = server;
  requests.push = (...items) => {
    marks.push({ ...cpuNow(), ns: process.hrtime.bigint() });
    return Array.prototype.push.apply(requests, items);
  };
  return marks;
}

/** CPU of each read step of a run (between the marks of requests 2 … steps − 1, edges left out). */
function stepCpu(marks, steps) {
  const out = [];
  // For `perf record` (docs/agent-loop-speed.md): the CLOCK_MONOTONIC span of the measured steps.
  if (windowsFile && steps === many && marks.length > steps - 1)
    appendFileSync(windowsFile, `${marks[2].ns} ${marks[steps - 1].ns}\n`);
  for (let i = 2; i + 1 < steps && i + 1 < marks.length; i++)
    out.push({ all: marks[i + 1].all - marks[i].all, main: marks[i + 1].main - marks[i].main });
  return out;
}

/**
 * Settings of the `sdk-request` build: bench (h)'s SDK-alone settings with our instructions, our
 * tool definitions (each a plain JSON Schema; read_meetingnote returning our tool's text, the
 * others a fixed text) as the scripted server received them at step 3 of a run of packages/agent.
 */
async function ourRequestSettings() {
  const { summarizeMeeting } = await import(
    pathToFileURL(path.join(repoRoot, 'packages/agent/dist/index.js')).href
  );
  const server = await startScriptedServer(script(3));
  let body;
  try {
    const base = await loadConfig({ vault: root });
    const model = {
      baseURL: server.baseURL,
      model: 'test-model',
      maxSteps: 7,
      retry: { attempts: 1, delayMs: 1 },
      timeoutMs: 30_000,
    };
    await summarizeMeeting({ vault: await openVault(root, { ...base, model }), meeting: MEETING, env: {} });
    body = server.requests[2].body;
  } finally {
    await server.close();
  }
  const instructions = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const result = body.messages.find((m) => m.role === 'tool')?.content;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  return (baseURL, steps) => {
    const settings = sdkSettings(ai, createOpenAICompatible, baseURL, steps);
    const tools = {};
    for (const { function: f } of body.tools)
      tools[f.name] = ai.tool({
        description: f.description,
        inputSchema: ai.jsonSchema(f.parameters),
        execute: async () => (f.name === 'read_meetingnote' ? text : 'x'),
      });
    return { ...settings, instructions, tools };
  };
}

const runners = new Map();
for (const build of builds) {
  if (build === 'sdk' || build === 'sdk-request') {
    const settingsFor =
      build === 'sdk'
        ? (baseURL, steps) => sdkSettings(ai, createOpenAICompatible, baseURL, steps)
        : await ourRequestSettings();
    runners.set(build, async (steps, stream) => {
      const server = await startScriptedServer(sdkScript(steps));
      const marks = markRequests(server);
      try {
        const settings = settingsFor(server.baseURL, steps);
        const t0 = cpuNow();
        if (stream) await ai.streamText(settings).text;
        else await ai.generateText(settings);
        return { ...since(t0), steps: stepCpu(marks, steps) };
      } finally {
        await server.close();
      }
    });
    continue;
  }
  const { summarizeMeeting } = await import(pathToFileURL(path.resolve(build)).href);
  runners.set(build, async (steps, stream) => {
    const server = await startScriptedServer(script(steps));
    const marks = markRequests(server);
    try {
      const base = await loadConfig({ vault: root });
      const model = {
        baseURL: server.baseURL,
        model: 'test-model',
        maxSteps: steps + 4,
        retry: { attempts, delayMs: 1 },
        timeoutMs: 30_000,
        ...(streamTimeoutMs > 0 ? { streamTimeoutMs } : {}),
      };
      const vault = await openVault(root, { ...base, model });
      const t0 = cpuNow();
      const run = await summarizeMeeting({
        vault,
        meeting: MEETING,
        env: {},
        ...(stream ? { stream: true } : {}),
      });
      const used = since(t0);
      if (run.steps !== undefined && run.steps < steps)
        throw new Error(`run stopped after ${run.steps} steps`);
      return { ...used, steps: stepCpu(marks, steps) };
    } finally {
      await server.close();
    }
  });
}

const results = new Map();
const keyOf = (mode, build) =>
  `${mode}  ${build === 'sdk' ? 'sdk alone' : build === 'sdk-request' ? 'sdk alone, our request' : path.relative(repoRoot, build)}`;
const first = [...runners.keys()][0];
const loadAtStart = os
  .loadavg()
  .map((x) => x.toFixed(1))
  .join(' ');
for (const mode of modes)
  for (const [, run] of runners) {
    await run(few, mode === 'streamed'); // warm-up (JIT, file cache)
    await run(many, mode === 'streamed');
  }
for (let r = 0; r < rounds; r++) {
  for (const mode of modes) {
    const order = r % 2 === 0 ? [...runners] : [...runners].reverse();
    for (const [build, run] of order) {
      const a = await run(few, mode === 'streamed');
      const b = await run(many, mode === 'streamed');
      const key = keyOf(mode, build);
      if (!results.has(key)) results.set(key, { all: [], main: [], stepAll: [], stepMain: [] });
      const x = results.get(key);
      x.all.push((b.all - a.all) / (many - few));
      x.main.push((b.main - a.main) / (many - few));
      // The median step of the long run: robust to a collection or a stolen time slice in one step.
      x.stepAll.push(median(b.steps.map((t) => t.all)));
      x.stepMain.push(median(b.steps.map((t) => t.main)));
    }
  }
}
const load = os
  .loadavg()
  .map((x) => x.toFixed(1))
  .join(' ');
console.log(
  `CPU per step, (${many} − ${few} steps), medians of ${rounds} rounds; retry.attempts ${attempts}, streamTimeoutMs ${streamTimeoutMs || 'none'}; load average ${loadAtStart} at the start, ${load} at the end`,
);
console.log(
  '(a) (many − few) / (many − few steps): all of a step, collections included; (b) the median step of the many-step run (CPU between two requests reaching the server), paired Δ vs the first build in µs',
);
for (const [key, x] of results) {
  let delta = '';
  const mode = key.split('  ')[0];
  const base = results.get(keyOf(mode, first));
  if (runners.size > 1 && base !== x) {
    // Paired: this build's figure minus the first build's, in the same round.
    const d = (k) => median(x[k].map((v, i) => (v - base[k][i]) * 1000)).toFixed(0);
    delta = `; Δ (a) ${d('all')} / ${d('main')}, (b) ${d('stepAll')} / ${d('stepMain')} µs`;
  }
  console.log(
    `${key.padEnd(60)} (a) ${median(x.all).toFixed(2)} / ${median(x.main).toFixed(2)} ms, (b) ${median(x.stepAll).toFixed(2)} / ${median(x.stepMain).toFixed(2)} ms (all threads / main)${delta}`,
  );
}
