/**
 * L78: the context-window look-ups of a model server (`/api/show`, `/api/ps`, `/props`, `/models`)
 * read their reply whole, however big: a server answering with a body that does not end (a broken
 * proxy, a looping server) was read into memory until the probe's timeout. Now a look-up reply is
 * read up to 64 MiB, as a model reply is (R56): past it the connection is closed, the server never
 * gets to send the rest, and the look-up is "no answer" (the default window). Real local HTTP server
 * answering every look-up with 80 MiB.
 * Spec: issue 14 item 2 (context budget: probes never fail a run); reviewB R56; L78.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT_WINDOW, resolveContextWindow } from '../src/index.js';

const MiB = 1024 * 1024;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('L78: a context-window look-up reply is read up to 64 MiB', () => {
  it('L78: 80 MiB look-up replies are not read past 64 MiB: the rest is never sent, the default window is used', async () => {
    const completed: boolean[] = [];
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const index = completed.push(false) - 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"model_info":{"llama.context_length":8192},"pad":"');
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
          res.end('"}', () => {
            completed[index] = true;
          });
        };
        res.on('close', () => res.removeAllListeners('drain'));
        go();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    const { port } = server.address() as AddressInfo;
    const window = await resolveContextWindow(
      { baseURL: `http://127.0.0.1:${port}/v1`, model: 'm', timeoutMs: 60_000 } as never,
      { env: {}, timeoutMs: 120_000 },
    );
    expect(window).toEqual({ tokens: DEFAULT_CONTEXT_WINDOW, source: 'default' });
    expect(completed.length).toBe(4);
    expect(completed).toEqual([false, false, false, false]);
  });
});
