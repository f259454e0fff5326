/**
 * Issue 14 item 4: model routing. With `models.small` set, the transcript is read by the small
 * model (chunk-notes requests, no tools) and the summary is written by the main model (the tool
 * loop with write_summary); the run record names the model of each kind of step. Two real
 * scripted servers, temp sample vault.
 * Spec: issue 14 item 4 (model routing); docs/context-budget.md.
 */
import type { ModelConfig } from '@ma/core';
import { type ChatRequest, type ScriptedServer, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  minimalScript,
  roleText,
  splitNote,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
let small: ScriptedServer | undefined;
afterEach(async () => {
  await h?.close();
  await small?.close();
  h = undefined;
  small = undefined;
});

const userText = (req: ChatRequest) => roleText(req, 'user');

describe('I14 model routing', () => {
  it('I14: reading (chunk notes) goes to the small endpoint, the summary to the main one', async () => {
    small = await startScriptedServer(
      (req) => {
        const m = /lines (\d+)–(\d+)/.exec(userText(req));
        return { text: `- Requirements were discussed (L${m?.[1]}–L${m?.[2]}).` };
      },
      { models: ['small-model'] },
    );
    const summary = '## Summary\nRequirements were discussed (L7–L40).\n\n## Decisions\n\n## Next steps\n';
    const smallModel = {
      baseURL: small.baseURL,
      model: 'small-model',
      maxSteps: 5,
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 5000,
    } as ModelConfig;
    h = await startHarness(minimalScript(summary), {
      model: { contextWindow: 65_536 },
      config: { models: { main: null, small: { ...smallModel, contextWindow: 65_536 } } },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });

    // Small: only chunk-notes requests (no tools), for its own model id, covering the body.
    expect(small.requests.length).toBeGreaterThan(0);
    for (const req of small.requests) {
      expect(req.body.tools ?? []).toHaveLength(0);
      expect(req.body.model).toBe('small-model');
    }
    expect(userText(small.requests[0]!)).toContain('lines 7–');
    // Main: the tool loop, which wrote the summary from the small model's notes.
    expect(h.server.requests).toHaveLength(2);
    for (const req of h.server.requests) {
      expect(req.body.model).toBe('test-model');
      expect(req.body.tools?.length).toBeGreaterThan(0);
    }
    expect(userText(h.server.requests[0]!)).toContain('Requirements were discussed (L7–L');
    // The main model never got the transcript's numbered lines: it wrote from the notes.
    expect(JSON.stringify(h.server.requests.map((r) => r.body.messages))).not.toMatch(/\b7│/);

    expect(run.coverage).toBe(100);
    const note = splitNote(await h.read(`Summaries/${functionalName}.md`));
    expect(note.body).toContain('(L7–L40)');
    expect(note.frontmatter).toContain('model: test-model');
    const context = await h.read(run.contextPath);
    expect(context).toContain(`chunk notes (${small.requests.length} request`);
    expect(context).toContain('→ small "small-model";');
    expect(context).toContain('tool loop incl. write_summary (2 steps) → main "test-model"\n');
  });

  it('I14: without models.small every step runs on the main model and the record says so', async () => {
    h = await startHarness(minimalScript());
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const context = await h.read(run.contextPath);
    expect(context).toContain('- models: tool loop incl. write_summary (2 steps) → main "test-model"\n');
  });
});
