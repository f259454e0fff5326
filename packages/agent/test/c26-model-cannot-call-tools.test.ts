/**
 * C26 (seed 002, small local models: what happens when a model cannot call tools at all). A server
 * that says the configured model, or its own setup, cannot call tools — Ollama's HTTP 400 `<model>
 * does not support tools`, vLLM's HTTP 400 without a tool parser, llama.cpp's HTTP 500 `tools param
 * requires --jinja flag`, OpenAI's HTTP 400 — failed `ma summarize` with the server's words and no
 * fix (`model endpoint returned HTTP 400: … does not support tools`), llama.cpp's form was asked
 * three times and then called a server crash (`check the server's log (crashed, restarted, out of
 * memory …)`), and `ma doctor`'s probe read it as a rejected `tool_choice "required"`, asked again,
 * and fixed nothing (`the server rejected the probe request; its message says why`). Now each says
 * what to change for that server and names the offline engine, once, unretried.
 * Real scripted OpenAI-compatible server, sample vault copy.
 * Spec: seed 002; docs/contracts.md (transport failures, R12: `<what happened>; <what to do>`); L33.
 */
import type { ModelConfig } from '@ma/core';
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentEvent, checkEndpoint, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FORMS: [string, ScriptedTurn, RegExp][] = [
  [
    'Ollama',
    { status: 400, body: { error: 'registry.ollama.ai/library/gemma3:4b does not support tools' } },
    /; the model cannot call tools, which the agent needs: set model\.model \(or --model\) to a model whose Ollama template supports tools .*ma summarize --engine extractive$/,
  ],
  [
    'vLLM',
    {
      status: 400,
      body: {
        object: 'error',
        message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
        type: 'BadRequestError',
        code: 400,
      },
    },
    /; the server was started without tool calling, .*start vLLM with --enable-auto-tool-choice --tool-call-parser .*--engine extractive$/,
  ],
  [
    'llama.cpp',
    {
      status: 500,
      body: { error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' } },
    },
    /; the server was started without tool calling, .*start llama-server with --jinja .*--engine extractive$/,
  ],
  [
    'OpenAI',
    {
      status: 400,
      body: { error: { message: 'tools is not supported in this model.', type: 'invalid_request_error' } },
    },
    /; the model cannot call tools, .*a model with function calling, .*--engine extractive$/,
  ],
];

describe('C26: a model that cannot call tools at all', () => {
  it.each(FORMS)(
    'C26: %s: the run fails once, unretried, saying what to change and naming the offline engine',
    async (_server, turn, fix) => {
      h = await startHarness([turn, turn, turn]);
      const events: AgentEvent[] = [];
      const error = await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        onEvent: (e) => events.push(e),
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(error)).toBe(true);
      const message = (error as SummaryRunError).message;
      expect(message).toMatch(/^model endpoint returned HTTP \d+: /);
      expect(message).toMatch(fix);
      expect(message).not.toContain("check the server's log");
      expect(events.filter((e) => e.type === 'retry')).toEqual([]);
      expect(h.server.requests).toHaveLength(1);
      // The run record in the context note says the same.
      expect(await h.read(`Assistant/${functionalName}.md`)).toContain('ma summarize --engine extractive');
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    },
  );

  it.each(FORMS)(
    "C26: %s: ma doctor's probe names the fix, asked once (not read as a rejected tool_choice)",
    async (_server, turn, fix) => {
      h = await startHarness([turn, turn, turn]);
      const model = { ...(h.config.model as ModelConfig), retry: { attempts: 2, delayMs: 1 } };
      const report = await checkEndpoint(model, { env: {} });
      expect(report.toolCalling.ok).toBe(false);
      expect(report.toolCalling.message).not.toContain('tool_choice');
      expect(`; ${report.toolCalling.fix}`).toMatch(fix);
      expect(h.server.requests).toHaveLength(1);
    },
  );
});
