// CPU time per step of the agent loop (issue 13), for a shared machine where wall-clock runs of
// bench (h) are noise: per step = (CPU(many-step run) − CPU(few-step run)) / (many − few), as
// `process.cpuUsage()` (all threads: GC helpers and libuv's pool included) and as the main
// thread's own time (/proc/self/task/<pid>/schedstat, Linux only); medians over paired rounds.
// Builds are compared in ONE process, alternating: pass a copy of packages/agent/dist/index.js
// for each (kept under packages/agent/node_modules/ so that it resolves the same dependencies).
//
//   node bench/agent-loop-cpu.mjs [--rounds 12] [--modes plain,streamed] [--few 2] [--many 40] [<agent index.js>… | sdk]
//
// `sdk` is the AI SDK alone, as in bench (h). Without builds: the built packages/agent and `sdk`.
// Needs `pnpm build`. Say the load average (printed) next to any figure.
import { readFileSync } from 'node:fs';
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
  },
});
const rounds = Number(values.rounds);
const few = Number(values.few);
const many = Number(values.many);
const modes = values.modes.split(',');
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

const runners = new Map();
for (const build of builds) {
  if (build === 'sdk') {
    runners.set(build, async (steps, stream) => {
      const server = await startScriptedServer(sdkScript(steps));
      try {
        const settings = sdkSettings(ai, createOpenAICompatible, server.baseURL, steps);
        const t0 = cpuNow();
        if (stream) await ai.streamText(settings).text;
        else await ai.generateText(settings);
        return since(t0);
      } finally {
        await server.close();
      }
    });
    continue;
  }
  const { summarizeMeeting } = await import(pathToFileURL(path.resolve(build)).href);
  runners.set(build, async (steps, stream) => {
    const server = await startScriptedServer(script(steps));
    try {
      const base = await loadConfig({ vault: root });
      const model = {
        baseURL: server.baseURL,
        model: 'test-model',
        maxSteps: steps + 4,
        retry: { attempts: 1, delayMs: 1 },
        timeoutMs: 30_000,
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
      return used;
    } finally {
      await server.close();
    }
  });
}

const results = new Map();
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
      const key = `${mode}  ${build === 'sdk' ? 'sdk alone' : path.relative(repoRoot, build)}`;
      if (!results.has(key)) results.set(key, { all: [], main: [] });
      results.get(key).all.push((b.all - a.all) / (many - few));
      results.get(key).main.push((b.main - a.main) / (many - few));
    }
  }
}
const load = os
  .loadavg()
  .map((x) => x.toFixed(1))
  .join(' ');
console.log(`CPU per step, (${many} − ${few} steps), medians of ${rounds} rounds; load average ${load}`);
for (const [key, x] of results)
  console.log(
    `${key.padEnd(64)} all threads ${median(x.all).toFixed(2)} ms, main thread ${median(x.main).toFixed(2)} ms`,
  );
