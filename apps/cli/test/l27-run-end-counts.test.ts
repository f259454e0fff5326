/**
 * Leftover (session 17): a run whose tool calls were refused or not run (the step's context
 * budget) was summed up like a clean one: `ma summarize`'s run-end line said `N tool calls`, its
 * `--json` result and the context note's run record the same. Each now says how many were refused,
 * not run and failed: `agent: 3 steps, 14 tool calls (1 refused, 9 not run), …`.
 * Built `ma`, the real scripted OpenAI-compatible server, a temp copy of the sample vault.
 * Spec: docs/contracts.md, @ma/agent (`SummaryRun.toolOutcomes`); docs/context-budget.md (Parallel
 * tool calls); docs/tools.md (refusals change no file).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const DESIGN = '2026-03-10 Remote control functional design';
const SUMMARY = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';

/** Step 1: twelve whole-transcript reads at once (a small window runs some, not all) and a refused read; then the summary. */
function script() {
  let step = 0;
  return (req: ChatRequest): ScriptedTurn => {
    // Chunk notes cite a line of their own part (R115: notes citing none are not read).
    if (!req.body.tools)
      return { text: `- a note (L${/lines (\d+)–/.exec(JSON.stringify(req.body.messages))?.[1] ?? 7})` };
    const now = step++;
    if (now === 0)
      return {
        toolCalls: [
          ...Array.from({ length: 12 }, () => ({ name: 'read_transcript', arguments: {} })),
          { name: 'read_projectfile', arguments: { project: 'Nope', path: 'x.md' } },
        ],
      };
    if (now === 1) return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };
    return { text: 'Done.' };
  };
}

/** Sets `model.contextWindow` to 8192 in the vault's configuration: twelve whole reads do not fit. */
async function smallWindow(root: string): Promise<void> {
  const file = join(root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  config.model = { ...config.model, contextWindow: 8192 };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

async function summarize(json: boolean) {
  await smallWindow(t.vault.root);
  const server = await t.server(script());
  const args = ['summarize', DESIGN, '--base-url', server.baseURL, '--model', 'test-model'];
  return runMa(json ? [...args, '--json'] : args, { cwd: t.vault.root });
}

describe('leftover: a run with refused or not-run calls is summed up as such', () => {
  it('ma summarize: the run-end line and the run record count the refused and not-run calls', async () => {
    const run = await summarize(false);
    expect(run.code, run.stderr).toBe(0);
    const notRun = (run.stderr.match(/→ not run: /g) ?? []).length;
    expect(notRun, run.stderr).toBeGreaterThan(0);
    expect((run.stderr.match(/→ refused: /g) ?? []).length).toBe(1);
    const counts = `3 steps, 14 tool calls \\(1 refused, ${notRun} not run\\), `;
    expect(run.stderr).toMatch(new RegExp(`^agent: ${counts}`, 'm'));
    const context = await t.read(`Assistant/${DESIGN}.md`);
    expect(context).toMatch(new RegExp(`^- engine: agent \\(model test-model\\); ${counts}`, 'm'));
  });

  it('ma summarize --json: toolOutcomes says how many calls were refused, not run and failed', async () => {
    const run = await summarize(true);
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(out).toMatchObject({ ok: true, toolCalls: 14, toolOutcomes: { refused: 1, failed: 0 } });
    expect(out.toolOutcomes.notRun).toBeGreaterThan(0);
    const context = await t.read(out.contextPath);
    expect(context).toContain(`14 tool calls (1 refused, ${out.toolOutcomes.notRun} not run)`);
  });
});
