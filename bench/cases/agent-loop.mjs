// (h) Agent-loop overhead per step against the zero-latency scripted server of @ma/testkit: a
// run of `few` steps and one of `many` steps (each step: one cheap tool call, read_meetingnote),
// same vault, same summary; per-step overhead = (time(many) − time(few)) / (many − few), so the
// fixed cost of a run (vault, context note, commit) drops out. Streamed and not streamed.
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MEETING, script, sdkScript, sdkSettings } from '../agent-loop-script.mjs';
import { median, repoRoot, runsOr, scaled } from '../lib.mjs';

const dist = (pkg) => new URL(`../../packages/${pkg}/dist/index.js`, import.meta.url).href;
export async function benchAgentLoop(tmp) {
  globalThis.AI_SDK_LOG_WARNINGS = false;
  const { loadConfig, openVault } = await import(dist('core'));
  const { startScriptedServer } = await import(dist('testkit'));
  const { summarizeMeeting } = await import(dist('agent'));
  const root = path.join(tmp, 'agent-vault');
  await cp(path.join(repoRoot, 'examples', 'sample-vault'), root, { recursive: true });
  const few = 2;
  const many = scaled(40, 6);
  const runOnce = async (steps, stream) => {
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
      const start = performance.now();
      const run = await summarizeMeeting({
        vault,
        meeting: MEETING,
        env: {},
        ...(stream ? { stream: true } : {}),
      });
      const ms = performance.now() - start;
      if (run.steps !== undefined && run.steps < steps)
        throw new Error(`run stopped after ${run.steps} steps`);
      return ms;
    } finally {
      await server.close();
    }
  };
  // Baseline: the AI SDK alone (generateText, one tool returning a fixed text, no instructions)
  // against the same server — what any agent on this transport pays per step.
  const fromAgent = createRequire(new URL('../../packages/agent/package.json', import.meta.url));
  const ai = await import(fromAgent.resolve('ai'));
  const { createOpenAICompatible } = await import(fromAgent.resolve('@ai-sdk/openai-compatible'));
  const sdkOnce = async (steps, stream) => {
    const server = await startScriptedServer(sdkScript(steps));
    try {
      const settings = sdkSettings(ai, createOpenAICompatible, server.baseURL, steps);
      const start = performance.now();
      if (stream) await ai.streamText(settings).text;
      else await ai.generateText(settings);
      return performance.now() - start;
    } finally {
      await server.close();
    }
  };
  const runs = runsOr(5);
  const out = {};
  for (const stream of [false, true]) {
    const perStep = [];
    const sdkPerStep = [];
    await runOnce(few, stream); // warm-up (JIT, file cache)
    await sdkOnce(few, stream);
    for (let i = 0; i < runs; i++) {
      const a = await runOnce(few, stream);
      const b = await runOnce(many, stream);
      perStep.push((b - a) / (many - few));
      const c = await sdkOnce(few, stream);
      const d = await sdkOnce(many, stream);
      sdkPerStep.push((d - c) / (many - few));
    }
    out[stream ? 'streamed' : 'plain'] = median(perStep);
    out[stream ? 'sdkStreamed' : 'sdkPlain'] = median(sdkPerStep);
  }
  return { runs, few, many, ...out };
}
