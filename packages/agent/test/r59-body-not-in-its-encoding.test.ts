/**
 * R59 (reviewB, session 23): a reply whose body is not in the `Content-Encoding` its headers name
 * (a proxy in front of the model that compresses an already compressed body, or decompresses it
 * and keeps the header) was reported as "the connection closed mid-reply after 0 bytes (incorrect
 * header check); the server stopped mid-reply; check the server's log (crashed, restarted, out of
 * memory …)" and asked twice more: the connection had not closed, the server had not stopped, and
 * asking again gets the same. Now the run fails at once naming the encoding and what to fix.
 * Real local HTTP server (JSON with `gzip` and `deflate` headers on plain or gzip bytes, an event
 * stream with `br` on plain bytes), temp sample vault.
 * Spec: seed 003 (a configurable OpenAI-compatible endpoint, retries); issue R12 (one true message
 * per cause); reviewB R59.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

const SUMMARY =
  '## Summary\nThe team chose rubber.\n\n## Decisions\n- Rubber.\n\n## Next steps\n- Samples.\n';
const JSON_REPLY = JSON.stringify({
  id: 'x',
  object: 'chat.completion',
  created: 1,
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: SUMMARY }, finish_reason: 'stop' }],
});
const SSE_REPLY = `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: SUMMARY }, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;

interface Server {
  baseURL: string;
  chatRequests: number;
  close(): Promise<void>;
}

/**
 * Answers chat request n with `body` (a list: its n-th body, the last one from then on) and the headers
 * given; anything else with 404.
 */
async function startServer(headers: Record<string, string>, body: Buffer | Buffer[]): Promise<Server> {
  const bodies = Array.isArray(body) ? body : [body];
  const state = { chatRequests: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const reply = bodies[Math.min(state.chatRequests, bodies.length - 1)];
      state.chatRequests++;
      res.writeHead(200, headers).end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get chatRequests() {
      return state.chatRequests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let h: Harness | undefined;
let server: Server | undefined;
afterEach(async () => {
  await h?.close();
  await server?.close();
  h = undefined;
  server = undefined;
});

async function failure(s: Server, stream: boolean): Promise<SummaryRunError> {
  h = await startHarness([], { model: { baseURL: s.baseURL } });
  const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch(
    (e: unknown) => e,
  );
  expect(SummaryRunError.isInstance(error), String(error)).toBe(true);
  return error as SummaryRunError;
}

describe('R59: a reply body not in the Content-Encoding it names', () => {
  it('R59: JSON sent plain with "content-encoding: gzip": named as such, asked once, nothing written', async () => {
    server = await startServer(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      Buffer.from(JSON_REPLY),
    );
    const error = await failure(server, false);
    expect(error.reason).toBe('model');
    expect(error.message).toContain(
      'was reached, but its reply could not be decoded: the body is not in the Content-Encoding its headers name (gzip): incorrect header check',
    );
    expect(error.message).toContain('sends a Content-Encoding header that its body does not have');
    expect(error.message).not.toContain('connection closed');
    expect(server.chatRequests).toBe(1);
    expect(await h?.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
  });

  it('R59: gzip bytes sent as "content-encoding: deflate": named as such, asked once', async () => {
    server = await startServer(
      { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      zlib.gzipSync(JSON_REPLY),
    );
    const error = await failure(server, false);
    expect(error.message).toContain('not in the Content-Encoding its headers name (deflate)');
    expect(server.chatRequests).toBe(1);
  });

  it('R59: an event stream sent plain with "content-encoding: br": named as such, asked once', async () => {
    server = await startServer(
      { 'content-type': 'text/event-stream', 'content-encoding': 'br' },
      Buffer.from(SSE_REPLY),
    );
    const error = await failure(server, true);
    expect(error.message).toContain('not in the Content-Encoding its headers name (br)');
    expect(server.chatRequests).toBe(1);
  });

  it('R59: a body really in its encoding (gzip) is read as before: the summary is written', async () => {
    // L285: the model reads a spoken line of the transcript first (a summary of one never read fails the run).
    const read = JSON.stringify({
      id: 'r',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'c1',
                type: 'function',
                function: { name: 'read_transcript', arguments: '{"from":7,"to":7}' },
              },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
    });
    server = await startServer({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, [
      zlib.gzipSync(read),
      zlib.gzipSync(JSON_REPLY),
    ]);
    h = await startHarness([], { model: { baseURL: server.baseURL } });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, force: true });
    expect(await h.read(run.summaryPath)).toContain('The team chose rubber.');
  });
});
