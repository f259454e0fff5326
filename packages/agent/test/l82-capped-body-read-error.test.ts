/**
 * L82: the reply guard read a JSON model reply with its own copy of `readCappedBody` (the 64 MiB
 * cap of R56); it now reads through `readCappedBody`, which says how many bytes had arrived when a
 * read fails (a `ReplyReadError` with `bytes` and the network error as `cause`), so the guard's
 * `cut` still names them. Before, `readCappedBody` threw the bare network error and the bytes were
 * lost. Real local HTTP server that sends part of a body and closes the connection.
 * Spec: reviewB R56; L78; L82.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplyReadError, readCappedBody } from '../src/index.js';
import { ModelReplyError } from '../src/model/model-reply-error.js';
import { replyGuardFetch } from '../src/model/reply-guard-fetch.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server that answers every request with 1000 of the 5000 bytes its content-length promises, then closes. */
async function cuttingServer(): Promise<string> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write(`{"pad":"${'x'.repeat(992)}`, () => setTimeout(() => res.socket?.destroy(), 50));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
}

describe('L82: a reply body cut mid-way says how many bytes had arrived', () => {
  it('L82: readCappedBody fails with a ReplyReadError naming the 1000 bytes received, the network error as its cause', async () => {
    const url = await cuttingServer();
    const res = await fetch(url);
    const error = await readCappedBody(res, `the reply to ${url}`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ReplyReadError);
    expect((error as ReplyReadError).bytes).toBe(1000);
    expect((error as Error).message).toMatch(
      /^the reply to http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions could not be read after 1000 bytes: /,
    );
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it("L82: the model reply guard reads a JSON reply through it and reports a cut reply as 'cut' after 1000 bytes", async () => {
    const url = await cuttingServer();
    const guarded = replyGuardFetch(fetch);
    const error = await guarded(url, { method: 'POST', body: '{"stream":false}' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(ModelReplyError.isInstance(error)).toBe(true);
    expect((error as ModelReplyError).kind).toBe('cut');
    expect((error as ModelReplyError).bytes).toBe(1000);
    expect((error as Error).message).toMatch(/^the connection closed mid-reply after 1000 bytes \(/);
  });
});
