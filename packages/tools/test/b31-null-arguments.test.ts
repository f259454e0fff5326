/**
 * B31: models send `null` for optional parameters, or no arguments at all.
 * `null` means "not given"; a missing arguments object is `{}`. Checked on the
 * neutral `execute` and through the real AI SDK tool loop (`generateText` with
 * the SDK's own mock model, tools executed for real on a temp vault).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeetingTools } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('B31: null for optional args', () => {
  it('B31: null from/to read the whole file; null write modes append; a missing arguments object is {}', async () => {
    t = await sampleSession();
    const whole = await runTool(t.session, 'read_glossary', { from: null, to: null });
    expect(whole.split('\n')[0]).toBe('Glossary.md · lines 1–10 of 10');
    expect(await runTool(t.session, 'read_glossary', undefined)).toBe(whole);
    expect(await runTool(t.session, 'read_glossary', null)).toBe(whole);
    expect(await runTool(t.session, 'list_projects', null)).toMatch(/^remote-control: /);
    const before = await readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8');
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- item',
      replace_file: null,
      from: null,
      to: null,
      insert: null,
    });
    expect(out).toMatch(/^appended 1 line to Projects\/remote-control\/decisions\.md/);
    expect(await readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8')).toBe(
      `${before}- item\n`,
    );
    expect(
      await runTool(t.session, 'search', { query: 'Teletext', projects: null, limit: null }),
    ).not.toMatch(/^refused/);
    expect(await runTool(t.session, 'list_past_project_meetings', { project: null, limit: null })).toMatch(
      /^Summaries\//,
    );
    // Filler values are not meaningful: from 0 is clamped to line 1.
    expect((await runTool(t.session, 'read_glossary', { from: 0, to: 1 })).split('\n')[0]).toBe(
      'Glossary.md · lines 1–1 of 10',
    );
  });

  it('B31: through the AI SDK, null arguments and an empty arguments string run the tools', async () => {
    t = await sampleSession();
    const calls = [
      { toolName: 'read_glossary', input: JSON.stringify({ from: null, to: 2 }) },
      { toolName: 'list_projects', input: '' },
      { toolName: 'list_project_catalog', input: 'null' },
    ];
    let step = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        const now = step++;
        if (now < calls.length) {
          const call = calls[now]!;
          return {
            content: [
              { type: 'tool-call', toolCallId: `c${now}`, toolName: call.toolName, input: call.input },
            ],
            finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
            usage: usage(),
            warnings: [],
          };
        }
        return {
          content: [{ type: 'text', text: 'done' }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: usage(),
          warnings: [],
        };
      },
    });
    const result = await generateText({
      model,
      tools: createMeetingTools(t.session),
      prompt: 'summarize',
      stopWhen: stepCountIs(5),
    });
    const outputs = result.steps.flatMap((s) =>
      s.toolResults.map((r) => [r.toolName, String(r.output).split('\n')[0]]),
    );
    expect(outputs).toEqual([
      ['read_glossary', 'Glossary.md · lines 1–2 of 10'],
      ['list_projects', expect.stringMatching(/^remote-control: Remote control — /)],
      ['list_project_catalog', 'meeting-recorder: meeting-recorder — (no description)'],
    ]);
    expect(result.text).toBe('done');
  });
});

function usage() {
  return {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 1, text: 1, reasoning: 0 },
  };
}
