/**
 * H9: the server's own message is shown for every common error body shape, in a summary run
 * (JSON and streamed) and in `checkEndpoint` (`ma doctor`), against the real scripted server.
 * Spec: issue 9, H9 (error bodies as servers send them).
 */
import type { ModelConfig } from '@ma/core';
import { type ScriptedServer, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { serverErrorMessage } from '../src/model/server-error-message.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

const VLLM = '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set';

/** Error bodies as real servers send them, with the text the user must see. */
const shapes: { name: string; body: unknown; contentType?: string; shown: string }[] = [
  {
    name: 'vLLM flat {"object":"error","message"}',
    body: { object: 'error', message: VLLM, type: 'BadRequestError', param: null, code: 400 },
    shown: VLLM,
  },
  {
    name: 'nested {"error":{"message"}}',
    body: { error: { message: 'model "nope" not found, try pulling it first', type: 'api_error' } },
    shown: 'model "nope" not found, try pulling it first',
  },
  {
    name: '"error" as a string',
    body: { error: 'context length exceeded (8192)' },
    shown: 'context length exceeded (8192)',
  },
  { name: 'FastAPI "detail" string', body: { detail: 'Not authenticated' }, shown: 'Not authenticated' },
  {
    name: 'FastAPI "detail" list',
    body: { detail: [{ loc: ['body', 'messages', 0, 'role'], msg: 'field required', type: 'missing' }] },
    shown: 'body.messages.0.role: field required',
  },
  {
    name: 'plain text',
    body: 'upstream model worker crashed: CUDA out of memory',
    shown: 'upstream model worker crashed: CUDA out of memory',
  },
  {
    name: 'HTML error page',
    body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.25.3</center></body></html>',
    shown: '502 Bad Gateway nginx/1.25.3',
  },
];

let h: Harness | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await server?.close();
  server = undefined;
});

describe('H9: serverErrorMessage', () => {
  it('H9: reads the message out of every common body shape', () => {
    for (const s of shapes) {
      const text = typeof s.body === 'string' ? s.body : JSON.stringify(s.body);
      expect(serverErrorMessage(text), s.name).toBe(s.shown);
    }
    expect(serverErrorMessage('')).toBeNull();
    expect(serverErrorMessage('{"unrelated":true}')).toBeNull();
  });
});

describe('H9: a summary run shows the server message', () => {
  for (const stream of [false, true]) {
    for (const s of shapes) {
      it(`H9: HTTP 400 with ${s.name} (${stream ? 'SSE' : 'JSON'}): the message names the server's text`, async () => {
        h = await startHarness([{ status: 400, body: s.body }]);
        const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
          (e: unknown) => e,
        );
        expect(SummaryRunError.isInstance(error)).toBe(true);
        expect((error as SummaryRunError).reason).toBe('model');
        expect((error as Error).message).toContain(`model endpoint returned HTTP 400: ${s.shown}`);
        expect((error as Error).message).not.toContain('Bad Request');
        // Recorded in the context note too.
        const context = await h.read('Assistant/2026-03-10 Remote control functional design.md');
        expect(context).toContain(s.shown);
      });
    }
  }

  it('H9: vLLM flat error sent with HTTP 200 is an error with its own status and message', async () => {
    h = await startHarness([
      { raw: JSON.stringify({ object: 'error', message: VLLM, code: 400 }), contentType: 'application/json' },
    ]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toContain(`model endpoint returned HTTP 400: ${VLLM}`);
  });
});

describe('H9: checkEndpoint shows the server message', () => {
  const config = (baseURL: string): ModelConfig => ({
    baseURL,
    model: 'test-model',
    maxSteps: 5,
    retry: { attempts: 0, delayMs: 1 },
    timeoutMs: 5_000,
    streamTimeoutMs: 600_000,
  });

  it("H9: the probe rejected by vLLM (flat body) names vLLM's message", async () => {
    const body = { object: 'error', message: VLLM, type: 'BadRequestError', code: 400 };
    server = await startScriptedServer([
      { status: 400, body },
      { status: 400, body },
    ]);
    const report = await checkEndpoint(config(server.baseURL), { env: {} });
    expect(report.toolCalling.ok).toBe(false);
    expect(report.toolCalling.message).toContain(`answered HTTP 400: ${VLLM}`);
    expect(report.toolCalling.message).not.toContain('Bad Request');
  });
});
