// (h) Agent-loop overhead per step against the zero-latency scripted server of @ma/testkit: a
// run of `few` steps and one of `many` steps (each step: one cheap tool call, read_meetingnote),
// same vault, same summary; per-step overhead = (time(many) − time(few)) / (many − few), so the
// fixed cost of a run (vault, context note, commit) drops out. Streamed and not streamed.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { median, repoRoot, runsOr, scaled } from '../lib.mjs';

const dist = (pkg) => new URL(`../../packages/${pkg}/dist/index.js`, import.meta.url).href;
const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const MEETING = '2026-03-10 Remote control functional design';

function script(steps) {
  const turns = [];
  for (let i = 0; i < steps; i++)
    turns.push({ toolCalls: [{ name: 'read_meetingnote', arguments: { from: 1, to: 3 } }] });
  turns.push({ toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] }, { text: 'Done.' });
  return turns;
}

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
  const runs = runsOr(5);
  const out = {};
  for (const stream of [false, true]) {
    await runOnce(few, stream); // warm-up (JIT, file cache)
    const perStep = [];
    for (let i = 0; i < runs; i++) {
      const a = await runOnce(few, stream);
      const b = await runOnce(many, stream);
      perStep.push((b - a) / (many - few));
    }
    out[stream ? 'streamed' : 'plain'] = median(perStep);
  }
  return { runs, few, many, ...out };
}
