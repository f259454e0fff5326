/**
 * Review 5 Q16: a run with the small-window set (4,096 tokens, stock Ollama) quotes the bound
 * projects' AGENTS.md too — standing instructions hold rules for the summary itself ("Write all
 * prices in EUR with two decimals") — cut to a budget with "… N more lines not shown" as reads are;
 * when any of it was left out the run says so (warnings on stderr, the context note's run record,
 * a notice at the top of the summary). Real scripted server, temp copies of the sample vault.
 * Spec: docs/context-budget.md, The small-window set; seed 004 (AGENTS.md in the initial project
 * section); review5 Q16.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { chunkAwareScript, FUNCTIONAL, type Harness, startHarness, systemMessage } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const AGENTS = 'Projects/remote-control/AGENTS.md';

/** {@link chunkAwareScript} for the compact profile: the summary through `apply_changes`. */
function compactScript() {
  const granular = chunkAwareScript();
  return (req: ChatRequest): ScriptedTurn => {
    const turn = granular(req);
    const call = 'toolCalls' in turn ? turn.toolCalls?.[0] : undefined;
    if (call?.name !== 'write_summary') return turn;
    return {
      toolCalls: [
        {
          name: 'apply_changes',
          arguments: { ops: [{ op: 'write_summary', ...(call.arguments as Record<string, unknown>) }] },
        },
      ],
    };
  };
}

/** The system message of the first tool-loop request (chunk passes have no tools). */
const loopSystem = (harness: Harness) =>
  systemMessage(
    harness.server,
    harness.server.requests.findIndex((r) => (r.body.tools ?? []).length > 0),
  );

describe('Q16: AGENTS.md in small-window runs', () => {
  for (const profile of ['granular', 'compact'] as const) {
    it(`Q16: ${profile}, 4,096 tokens: the sample's AGENTS.md is quoted whole, nothing said left out`, async () => {
      h = await startHarness(profile === 'compact' ? compactScript() : chunkAwareScript(), {
        model: { contextWindow: 4096 },
        config: { tools: { profile } } as never,
      });
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
      const system = loopSystem(h);
      // The run really had the small-window set.
      expect(system).toContain('project files, search and past meetings are out of reach');
      expect(system).toContain('Write all prices in EUR with two decimals.');
      expect(system).toContain('Put unresolved questions in `open-questions.md`');
      expect(system).not.toContain('AGENTS.md: not shown');
      expect(system).not.toContain('more lines not shown');
      expect(run.warnings.join('\n')).not.toContain('AGENTS.md');
      expect(await h.read(run.summaryPath)).not.toContain('AGENTS.md');
    });
  }

  it('Q16: a long AGENTS.md is cut to the budget with "… N more lines not shown"; stderr warnings, run record and summary say so', async () => {
    h = await startHarness(chunkAwareScript(), { model: { contextWindow: 4096 } });
    const extra = Array.from(
      { length: 40 },
      (_, i) => `- Rule ${i + 1}: keep the remote's housing within the approved colour range, item ${i + 1}.`,
    );
    await appendFile(path.join(h.root, AGENTS), `${extra.join('\n')}\n`);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const system = loopSystem(h);
    // The beginning is quoted (the price rule is in the first lines), the rest counted.
    expect(system).toContain('Write all prices in EUR with two decimals.');
    const more = /… (\d+) more lines not shown/.exec(system);
    expect(more).not.toBeNull();
    const omitted = Number(more?.[1]);
    expect(omitted).toBeGreaterThan(0);
    expect(system).not.toContain('Rule 40:');
    const said = run.warnings.join('\n');
    expect(said).toContain(`${AGENTS}: ${omitted} of 47 lines were not shown to the model`);
    expect(await h.read(run.contextPath)).toContain(`${AGENTS}: ${omitted} of 47 lines were not shown`);
    expect(await h.read(run.summaryPath)).toContain(
      `> Note: the model's context window was small: ${omitted} of 47 lines of the standing instructions in ${AGENTS} were not shown to it`,
    );
  });
});
