/**
 * L33: S63 paused the daemon on a model that cannot call tools only when the server worded it as
 * Ollama does (HTTP 400 "<model> does not support tools"). vLLM started without a tool parser,
 * llama.cpp's server without --jinja, and OpenAI's models without function calling say the same
 * thing in their own words and statuses (collected from their issue trackers), and each meeting
 * was run, retried and failed on its own. Each form now pauses summaries once, no meeting failed;
 * an error of the same status with other words (a crash, HTTP 500) is still the meeting's.
 * OpenRouter's form is a 404, paused already as such (S50); it is here so that it stays so.
 * LM Studio has no such refusal (it offers every model its default tool format).
 * Built `ma-daemon` child processes, scripted model server answering each form, temp vaults.
 * Spec: L33; apps/daemon/README.md (Configuration problems); reviewB S63.
 */
import { type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const A = '2026-11-20 Alpha';

const FORMS: [string, ScriptedTurn][] = [
  [
    'Ollama /api (error as a string)',
    { status: 400, body: { error: 'registry.ollama.ai/library/gemma3:4b does not support tools' } },
  ],
  [
    'vLLM without --enable-auto-tool-choice',
    {
      status: 400,
      body: {
        object: 'error',
        message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
        type: 'BadRequestError',
        param: null,
        code: 400,
      },
    },
  ],
  [
    'llama.cpp server without --jinja',
    {
      status: 500,
      body: { error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' } },
    },
  ],
  [
    'llama.cpp server before --jinja',
    {
      status: 500,
      body: { error: { code: 500, message: 'Unsupported param: tools', type: 'server_error' } },
    },
  ],
  [
    'OpenAI model without function calling',
    {
      status: 400,
      body: {
        error: {
          message:
            'tools is not supported in this model. For a list of supported models, refer to https://platform.openai.com/docs/guides/function-calling#models-supporting-function-calling.',
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      },
    },
  ],
  [
    'an error inside an HTTP 200 reply',
    { status: 200, body: { error: { message: 'Model does not support tools' } } },
  ],
  [
    'OpenRouter (404)',
    {
      status: 404,
      body: {
        error: {
          message:
            'No endpoints found that support tool use. To learn more about provider routing, visit: https://openrouter.ai/docs/provider-routing',
          code: 404,
        },
      },
    },
  ],
];

async function run(turn: ScriptedTurn) {
  const server = t.server(await startScriptedServer(() => turn));
  const v = await t.vault({
    model: { baseURL: server.baseURL, model: 'm', retry: { attempts: 0, delayMs: 0 } },
    daemon: { retry: { attempts: 2, delayMs: 100 } },
  });
  await v.writeTranscript(A);
  await v.writeMeeting(A, 'ended');
  t.daemon(v, []);
  return v;
}

describe('L33: every server wording of "this model cannot call tools" pauses the daemon', () => {
  for (const [name, turn] of FORMS) {
    it(`L33 ${name}: paused once, the meeting not failed nor retried`, async () => {
      const v = await run(turn);
      // Either outcome ends the wait: paused (right), or the meeting failed on its own (wrong).
      await waitFor('paused or failed', async () =>
        (await readLog(v)).some(
          (e) => e.msg === 'configuration problem: summaries paused' || e.msg === 'run failed',
        ),
      );
      const log = await readLog(v);
      expect(log.filter((e) => e.msg === 'configuration problem: summaries paused')).toHaveLength(1);
      expect(log.filter((e) => e.msg === 'run failed' || /retrying later/.test(String(e.msg)))).toEqual([]);
    }, 60_000);
  }

  it('L33 an HTTP 500 in other words (a crash) stays the meeting’s failure: retried, then failed, no pause', async () => {
    const v = await run({
      status: 500,
      body: { error: { code: 500, message: 'CUDA error: out of memory', type: 'server_error' } },
    });
    await waitFor('failed', async () => (await entries(v, 'run failed')).length === 1);
    expect(await entries(v, 'configuration problem: summaries paused')).toEqual([]);
  }, 60_000);
});
