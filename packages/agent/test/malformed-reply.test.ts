/**
 * A reply the AI SDK cannot parse (a malformed SSE chunk, plain JSON sent to a streaming request,
 * a connection dropped mid-stream) fails with reason `model` and one message in the product's
 * style naming `ma doctor`, not the library's raw text; a timeout says what to raise.
 * Spec: issue "run lifecycle" (fail clearly).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { never } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
let raw: Server | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await new Promise<void>((done) => (raw ? raw.close(() => done()) : done()));
  raw = undefined;
});

const PREFIX = 'the model endpoint sent a malformed reply (';
const SUFFIX = '); check the server with `ma doctor`';

async function fail(
  opts: Parameters<typeof startHarness>[1],
  script: Parameters<typeof startHarness>[0] = [],
) {
  h = await startHarness(script, opts);
  const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: true, env: {} }).catch(
    (e: unknown) => e,
  );
  expect(SummaryRunError.isInstance(error)).toBe(true);
  const e = error as SummaryRunError;
  expect(e.message).not.toContain('\n');
  return e;
}

describe('malformed streamed replies', () => {
  it('a chunk that is not JSON', async () => {
    const e = await fail({}, [{ raw: 'data: {not json\n\n' }]);
    expect(e.reason).toBe('model');
    expect(e.message).toBe(`${PREFIX}a chunk is not valid JSON: {not json${SUFFIX}`);
    expect(await h?.read('Assistant/2026-03-10 Remote control functional design.md')).toContain(PREFIX);
  });

  it('plain JSON sent back to a stream request', async () => {
    const body = {
      id: 'x',
      choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }],
    };
    const e = await fail({}, [{ raw: JSON.stringify(body), contentType: 'application/json' }]);
    expect(e.reason).toBe('model');
    expect(e.message).toMatch(
      /^the model endpoint \S+ was reached, but a streaming request was answered with application\/json instead of an event stream/,
    );
  });

  it('a connection dropped mid-stream', async () => {
    raw = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"id":"x","choices":[{"index":0,"delta":{"role":"assistant","content":"he"}}]}\n\n');
        setTimeout(() => res.socket?.destroy(), 30);
      });
    });
    await new Promise<void>((done) => raw?.listen(0, '127.0.0.1', done));
    const { port } = raw.address() as AddressInfo;
    const e = await fail({
      model: { baseURL: `http://127.0.0.1:${port}/v1`, retry: { attempts: 0, delayMs: 1 } },
    });
    expect(e.reason).toBe('model');
    // R12: the endpoint was reached; the reply was cut, after how many bytes.
    expect(e.message).toMatch(
      /^the model endpoint \S+ was reached, but the connection closed mid-reply after \d+ bytes/,
    );
    expect(e.message).not.toContain('HTTP 200');
  });
});

describe('a timed-out request', () => {
  it('says how long it waited and what to raise', async () => {
    const e = await fail({ model: { timeoutMs: 100, retry: { attempts: 2, delayMs: 1 } } }, () => never());
    expect(e.reason).toBe('model');
    expect(e.message).toBe(
      'model request timed out after 100 ms (2 tries); raise model.timeoutMs in meeting-assistant.json or check the server with `ma doctor`',
    );
  });
});
