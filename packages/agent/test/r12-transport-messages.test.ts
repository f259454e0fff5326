/**
 * R12: every way the model transport can fail gets its own true message, in a run (`ma summarize`
 * through `summarizeMeeting`, JSON and SSE) and in `ma doctor`'s probe (`checkEndpoint`): a refused
 * connection, an unknown host, a timeout, HTTP 4xx, 5xx, 429 with Retry-After, a 200 body that is
 * not JSON, a connection closed without a reply, a reply cut mid-way (after N bytes), a stream that
 * ends without a finish or `[DONE]`, a stream request answered with JSON. A server that was reached
 * is never "cannot reach"; an HTTP 500 is never "use native tool calling".
 * Real scripted server (and a closed port / an `.invalid` host), temp sample vault.
 * Spec: issue R12; docs/contracts.md, @ma/agent (transport failures).
 */
import { completionChunk, type ScriptedTurn, sseChunks } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { closedPort, FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const partialJson = '{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assi';
const partialSse = sseChunks([completionChunk({ role: 'assistant', content: 'The team' })], { done: false });

interface Case {
  name: string;
  /** Cases with the same cause may read the same. */
  cause?: string;
  turn?: ScriptedTurn;
  baseURL?: () => Promise<string>;
  /** What the run's message says, per transport mode. */
  run: { json: RegExp; sse: RegExp };
  /** What `ma doctor`'s tool-calling probe says, and its fix. */
  doctor?: { message: RegExp; fix: RegExp };
  reached: boolean;
}

const cases: Case[] = [
  {
    name: 'a refused connection',
    baseURL: async () => `http://127.0.0.1:${await closedPort()}/v1`,
    run: {
      json: /cannot reach the model endpoint .*: connection refused \(ECONNREFUSED\); is the server running/,
      sse: /connection refused \(ECONNREFUSED\)/,
    },
    reached: false,
  },
  {
    name: 'an unknown host',
    baseURL: async () => 'http://no-such-host.invalid/v1',
    run: {
      json: /the host name "no-such-host\.invalid" does not resolve \((ENOTFOUND|EAI_AGAIN)/,
      sse: /does not resolve/,
    },
    reached: false,
  },
  {
    name: 'HTTP 400',
    turn: { status: 400, body: { error: { message: 'bad field temperature' } } },
    run: {
      json: /^model endpoint returned HTTP 400: bad field temperature$/,
      sse: /^model endpoint returned HTTP 400: bad field temperature$/,
    },
    doctor: { message: /answered HTTP 400: bad field temperature/, fix: /rejected/ },
    reached: true,
  },
  {
    name: 'HTTP 500',
    turn: { status: 500, body: { error: { message: 'CUDA out of memory' } } },
    run: {
      json: /^model endpoint returned HTTP 500: CUDA out of memory; the server failed while answering \(it was reached\); check the server's log/,
      sse: /HTTP 500: CUDA out of memory; the server failed/,
    },
    doctor: {
      message: /answered HTTP 500: CUDA out of memory/,
      fix: /the server failed while answering.*check the server's log/,
    },
    reached: true,
  },
  {
    name: 'HTTP 429 with a long Retry-After',
    turn: { status: 429, headers: { 'retry-after': '120' }, body: { error: { message: 'Quota exhausted' } } },
    run: {
      json: /^model endpoint returned HTTP 429: Quota exhausted; the server asked to wait 120 s \(Retry-After\), longer than the 60 s a run waits, so it was not retried; the server is rate limiting/,
      sse: /HTTP 429: Quota exhausted; the server asked to wait 120 s/,
    },
    doctor: {
      message: /answered HTTP 429: Quota exhausted; the server asked to wait 120 s/,
      fix: /rate limiting/,
    },
    reached: true,
  },
  {
    name: 'a 200 body that is not JSON',
    turn: { raw: '<html><title>Welcome to nginx</title></html>', contentType: 'text/html' },
    run: {
      json: /answered HTTP 200 with an HTML page, not a chat completion: "<html><title>Welcome to nginx/,
      sse: /was reached, but a streaming request was answered with text\/html instead of an event stream/,
    },
    doctor: { message: /answered HTTP 200 with an HTML page/, fix: /OpenAI-compatible API ending in \/v1/ },
    reached: true,
  },
  {
    name: 'a connection closed without a reply',
    turn: { destroy: true },
    run: {
      json: /accepted the connection but closed it without replying/,
      sse: /accepted the connection but closed it without replying/,
    },
    doctor: {
      message: /accepted the connection but closed it without replying/,
      fix: /check the server's log/,
    },
    reached: true,
  },
  {
    name: 'a reply cut mid-way',
    cause: 'cut',
    turn: { raw: partialJson, contentType: 'application/json', cut: true },
    run: { json: /was reached, but the connection closed mid-reply after \d+ bytes/, sse: /./ },
    doctor: { message: /the connection closed mid-reply after \d+ bytes/, fix: /stopped mid-reply/ },
    reached: true,
  },
  {
    name: 'a stream cut mid-way',
    cause: 'cut',
    turn: { raw: partialSse, cut: true },
    run: { json: /./, sse: /was reached, but the connection closed mid-reply after \d+ bytes/ },
    reached: true,
  },
  {
    name: 'a stream without a finish or [DONE]',
    turn: { raw: partialSse },
    run: {
      json: /./,
      sse: /was reached, but the stream ended without a finish reason or \[DONE\] after \d+ bytes/,
    },
    reached: true,
  },
];

async function runMessage(c: Case, stream: boolean): Promise<string> {
  h = await startHarness(() => c.turn ?? { text: 'unused' }, {
    model: { retry: { attempts: 0, delayMs: 1 } },
  });
  const baseURL = c.baseURL ? await c.baseURL() : h.server.baseURL;
  const config = {
    ...h.config,
    model: { ...(h.config.model as NonNullable<typeof h.config.model>), baseURL },
  };
  const error = await summarizeMeeting({
    vault: h.vault,
    meeting: FUNCTIONAL,
    config,
    env: {},
    stream,
  }).catch((e: unknown) => e);
  expect(SummaryRunError.isInstance(error)).toBe(true);
  expect((error as SummaryRunError).reason).toBe('model');
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  await h.close();
  h = undefined;
  return message;
}

describe('R12: each transport failure says its own cause', () => {
  for (const c of cases) {
    it(`R12: ${c.name} (run, JSON and SSE)`, async () => {
      const json = await runMessage(c, false);
      const sse = await runMessage(c, true);
      expect(json).toMatch(c.run.json);
      expect(sse).toMatch(c.run.sse);
      for (const m of [json, sse]) {
        if (c.reached) expect(m).not.toMatch(/cannot reach/);
        expect(m).not.toMatch(/native tool/);
      }
    });
  }

  it('R12: the run messages of the different causes all differ', async () => {
    const seen = new Map<string, string>();
    for (const c of cases) {
      for (const stream of [false, true]) {
        const m = (await runMessage(c, stream)).replace(/\d+/g, 'N');
        const key = `${c.cause ?? c.name}: ${c.name} ${stream ? 'sse' : 'json'}`;
        const same = [...seen.entries()].find(([, other]) => other === m);
        // The same cause may read the same in both modes; different causes never do.
        if (same && !same[0].startsWith(`${c.cause ?? c.name}:`))
          throw new Error(`${key} reads like ${same[0]}: ${m}`);
        seen.set(key, m);
      }
    }
  }, 60_000);

  for (const c of cases.filter((x) => x.doctor)) {
    it(`R12: ma doctor's probe names ${c.name} and its own fix`, async () => {
      h = await startHarness(() => c.turn ?? { text: 'unused' });
      const model = {
        ...(h.config.model as NonNullable<typeof h.config.model>),
        retry: { attempts: 0, delayMs: 1 },
      };
      const report = await checkEndpoint(model, { env: {} });
      expect(report.models.ok).toBe(true);
      expect(report.toolCalling.ok).toBe(false);
      expect(report.toolCalling.message).toMatch(c.doctor?.message as RegExp);
      expect(report.toolCalling.fix).toMatch(c.doctor?.fix as RegExp);
      expect(report.toolCalling.fix).not.toMatch(/native tool calling/);
      expect(report.toolCalling.message).not.toMatch(/cannot reach|did not answer/);
    });
  }

  it('R12: ma doctor says "use native tool calling" only when the model answered without a tool call', async () => {
    h = await startHarness(() => ({ text: 'pong' }));
    const report = await checkEndpoint(h.config.model as NonNullable<typeof h.config.model>, { env: {} });
    expect(report.toolCalling.fix).toMatch(/native tool calling/);
  });

  it('R12: ma doctor against a refused port and an unknown host: the endpoint line names each cause', async () => {
    h = await startHarness([]);
    const model = h.config.model as NonNullable<typeof h.config.model>;
    const refused = await checkEndpoint(
      { ...model, baseURL: `http://127.0.0.1:${await closedPort()}/v1`, retry: { attempts: 0, delayMs: 1 } },
      { env: {} },
    );
    expect(refused.models.message).toMatch(/connection refused \(ECONNREFUSED\)/);
    expect(refused.models.fix).toMatch(/is the server running/);
    expect(refused.toolCalling.skipped).toBe(true);
    const dns = await checkEndpoint(
      { ...model, baseURL: 'http://no-such-host.invalid/v1', retry: { attempts: 0, delayMs: 1 } },
      { env: {} },
    );
    expect(dns.models.message).toMatch(/does not resolve/);
    expect(dns.models.fix).toMatch(/host name/);
  });
});
