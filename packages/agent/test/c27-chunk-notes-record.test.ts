/**
 * C27 (seed 002, small local models: context budgets, reading a long transcript in parts). The run
 * record's figures of a transcript read in parts were not what happened when a small model returned
 * empty notes: `- models: chunk notes (1 request)` after 2 requests (a part asked again after an
 * empty or cut reply was not counted), and `- long meeting: … (notes on lines 7–603)` for a part
 * whose notes never came (next to `- not read: part 1 of 1 (lines 7–603)`). Now the count is every
 * request made and only the lines notes came back on are named.
 * Real scripted OpenAI-compatible servers (main and small model), sample vault copy.
 * Spec: docs/context-budget.md (model routing: the run record names the model of each kind of step); review3 M11.
 */
import type { ModelConfig } from '@ma/core';
import { type ChatRequest, type ScriptedServer, type ScriptedTurn, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, minimalScript, roleText, startHarness } from './harness.js';

let h: Harness | undefined;
let small: ScriptedServer | undefined;
afterEach(async () => {
  await h?.close();
  await small?.close();
  h = undefined;
  small = undefined;
});

const SUMMARY = '## Summary\nThe team met (L7–L20).\n\n## Decisions\n\n## Next steps\n';

async function withSmall(reply: (req: ChatRequest, index: number) => ScriptedTurn): Promise<Harness> {
  let n = 0;
  small = await startScriptedServer((req) => reply(req, n++), { models: ['small-model'] });
  const smallModel = {
    baseURL: small.baseURL,
    model: 'small-model',
    maxSteps: 5,
    retry: { attempts: 0, delayMs: 0 },
    timeoutMs: 5000,
    contextWindow: 65_536,
  } as ModelConfig;
  return startHarness(minimalScript(SUMMARY), {
    model: { contextWindow: 65_536 },
    config: { models: { main: null, small: smallModel } } as never,
  });
}

describe('C27: the run record of a transcript read in parts says what happened', () => {
  it('C27: a part whose notes never came: 2 requests counted, no "notes on lines" for it', async () => {
    h = await withSmall(() => ({ text: '' }));
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(small!.requests).toHaveLength(2);
    const context = await h.read(run.contextPath);
    expect(context).toContain('- models: chunk notes (2 requests) → small "small-model"');
    expect(context).toContain(
      '- long meeting: the transcript was read in 1 part by the small model (no part came back with notes)',
    );
    expect(context).not.toContain('notes on lines');
    expect(context).toMatch(/- not read: part 1 of 1 \(lines 7–\d+\)/);
  });

  it('C27: a part asked again that then answered: both requests counted, its lines named', async () => {
    h = await withSmall((req, i) => {
      const m = /lines (\d+)–(\d+)/.exec(roleText(req, 'user'));
      return i === 0 ? { text: '' } : { text: `- Requirements were discussed (L${m?.[1]}–L${m?.[2]}).` };
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(small!.requests).toHaveLength(2);
    const context = await h.read(run.contextPath);
    expect(context).toContain('- models: chunk notes (2 requests) → small "small-model"');
    expect(context).toMatch(
      /\(notes on lines 7–\d+\), then summarized from the notes; 1 part was asked again/,
    );
  });
});
