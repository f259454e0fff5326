/**
 * R56 (reviewB, session 23): a model reply body had no size limit. A server answering with a reply
 * that does not end (a local model looping, a broken proxy) was read whole into memory: `ma
 * summarize` grew to 16.8 GB of memory in two minutes before its per-try timeout, and tried twice
 * more. Now a reply body is read up to 64 MiB (`MAX_REPLY_BYTES`): past it the run fails at once with
 * `too-large` naming the limit, not tried again, and the connection is closed (the server never
 * gets to send the rest); an error response's body is read up to 1 MiB. Real local HTTP server
 * (80 MiB replies: JSON, an event stream, an error page), temp sample vault.
 * Spec: seed 003 (a configurable OpenAI-compatible endpoint, retries); docs/hostile-cases.md (LLM
 * transport); reviewB R56.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

const MiB = 1024 * 1024;
/** What each reply would be in all: more than the 64 MiB limit. */
const TOTAL = 80 * MiB;

interface Sender {
  baseURL: string;
  /** Per chat request: whether the whole reply was written before the client closed the connection. */
  completed: boolean[];
  close(): Promise<void>;
}

/**
 * A server answering every request (the chat requests and the context-window look-ups alike) with
 * `head`, then `TOTAL` bytes of whole copies of `fill`, then `tail`.
 */
async function startSender(
  status: number,
  type: string,
  head: string,
  fill: string,
  tail: string,
): Promise<Sender> {
  const completed: boolean[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const chat = req.method === 'POST' && (req.url ?? '').endsWith('/chat/completions');
      const index = chat ? completed.push(false) - 1 : -1;
      res.writeHead(status, { 'content-type': type });
      res.write(head);
      const piece = Buffer.from(fill.repeat(Math.ceil(MiB / fill.length)));
      let sent = 0;
      const go = (): void => {
        while (sent < TOTAL) {
          sent += piece.length;
          if (!res.write(piece)) {
            res.once('drain', go);
            return;
          }
        }
        res.end(tail, () => {
          if (index >= 0) completed[index] = true;
        });
      };
      res.on('close', () => res.removeAllListeners('drain'));
      go();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    completed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let h: Harness | undefined;
let sender: Sender | undefined;
afterEach(async () => {
  await h?.close();
  await sender?.close();
  h = undefined;
  sender = undefined;
});

async function runAgainst(s: Sender, stream: boolean): Promise<unknown> {
  h = await startHarness([], { model: { baseURL: s.baseURL, timeoutMs: 60_000 } });
  return summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }).catch((e: unknown) => e);
}

describe('R56: a model reply is read up to 64 MiB, never without end', () => {
  it('R56: an 80 MiB JSON reply fails too-large at once, not retried, the rest never read; nothing written', async () => {
    sender = await startSender(
      200,
      'application/json',
      '{"id":"x","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"',
      'The team discussed the casing again. ',
      '"},"finish_reason":"stop"}]}',
    );
    const error = await runAgainst(sender, false);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('model');
    expect((error as SummaryRunError).message).toMatch(
      /was reached, but the reply was still coming after \d+ bytes, over the 67108864 bytes \(64 MiB\)/,
    );
    expect(sender.completed).toEqual([false]);
    expect(await h?.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
  });

  it('R56: an 80 MiB event stream of text deltas fails too-large, not retried, the rest never read', async () => {
    // Deltas of 16 KB (about 5,000 events in 80 MiB): a server that sends text in large pieces.
    const text = 'The team discussed the casing again. '.repeat(440);
    const delta = `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`;
    sender = await startSender(
      200,
      'text/event-stream',
      `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: '## Summary\n' }, finish_reason: null }] })}\n\n`,
      delta,
      `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
    );
    const error = await runAgainst(sender, true);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).message).toMatch(/over the 67108864 bytes \(64 MiB\) a reply may have/);
    expect(sender.completed).toEqual([false]);
  });

  it('R56: an 80 MiB error page (HTTP 500) is read up to 1 MiB: the run reports the status, the rest never read', async () => {
    sender = await startSender(500, 'text/html', '<html><body>Internal error ', 'x', '</body></html>');
    const error = await runAgainst(sender, false);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).message, String(error)).toContain('returned HTTP 500');
    // Each of the 3 tries got an answer it stopped reading.
    expect(sender.completed).toEqual([false, false, false]);
  });
});
