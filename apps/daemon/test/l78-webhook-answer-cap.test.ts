/**
 * L78: a webhook's answer was read whole, however big (`arrayBuffer()`): a receiver answering with a
 * body that does not end kept the daemon reading into memory until the per-try timeout. Now the
 * answer is read up to 64 MiB, as a model reply is (R56): past it the connection is closed (the
 * receiver never gets to send the rest), the delivery stands on the status, and the result's `note`
 * says what was not read. A real HTTP server on 127.0.0.1 answering 200 with 80 MiB.
 * Spec: apps/daemon/README.md (Hooks); issue 12 (webhook); reviewB R56; L78.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook } from '../src/hooks/post-webhook.js';

const MiB = 1024 * 1024;
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

describe('L78: a webhook answer is read up to 64 MiB', () => {
  it('L78: an 80 MiB answer to a delivered event is not read past 64 MiB; the result says so', async () => {
    const completed: boolean[] = [];
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const index = completed.push(false) - 1;
        res.writeHead(200, { 'content-type': 'text/plain' });
        const piece = Buffer.alloc(MiB, 'x');
        let sent = 0;
        const go = (): void => {
          while (sent < 80 * MiB) {
            sent += piece.length;
            if (!res.write(piece)) {
              res.once('drain', go);
              return;
            }
          }
          res.end(() => {
            completed[index] = true;
          });
        };
        res.on('close', () => res.removeAllListeners('drain'));
        go();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => {
      server.closeAllConnections();
      server.close();
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const result = await postWebhook(
      { url, secret: 's3cret-s3cret-s3cret', attempts: 1, timeoutMs: 120_000 } as never,
      {
        vault: '/v',
        meeting: 'Meetings/x.md',
        meetingPath: '/v/Meetings/x.md',
        summaryPath: '/v/Summaries/x.md',
        contextPath: '/v/Assistant/x.md',
        transcriptPath: null,
        engine: 'extractive',
        at: '2026-11-30T12:00:00.000Z',
      },
      {},
    );
    expect(result).toMatchObject({ ok: true, status: 200, attempts: 1 });
    expect(result.note).toMatch(
      new RegExp(
        `^the answer of ${url} was still coming after \\d+ bytes, over the 67108864 bytes \\(64 MiB\\) a reply may have, and was not read further$`,
      ),
    );
    expect(completed).toEqual([false]);
  });
});
