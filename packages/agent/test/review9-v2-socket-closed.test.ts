/**
 * review9 V2: a connection the server closes says whether any of a reply came back. undici's
 * socket error counts the bytes read: none → "closed it without replying (no byte received; …)";
 * some (a status line or headers cut short) → "closed mid-reply after N bytes", the server's
 * fault, not a protocol mix-up. Real TCP servers on 127.0.0.1 and Node's fetch.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { describeTransportFailure } from '../src/model/transport-failure.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server that reads the request, writes `bytes` (maybe none) and closes the connection. */
async function closingServer(bytes: string): Promise<string> {
  server = createServer((socket: Socket) => {
    socket.once('data', () => {
      if (bytes === '') socket.destroy();
      else socket.end(bytes);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/v1`;
}

async function failureOf(baseURL: string) {
  const error = await fetch(`${baseURL}/chat/completions`, { method: 'POST', body: '{}' }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return describeTransportFailure(error, { baseURL });
}

describe('review9 V2: a closed connection says whether a reply had started', () => {
  it('nothing sent back: "closed it without replying (no byte received"', async () => {
    const failure = await failureOf(await closingServer(''));
    expect(failure?.kind).toBe('closed');
    expect(failure?.message).toMatch(
      /accepted the connection but closed it without replying \(no byte received; /,
    );
  });

  it('a status line and part of the headers, then the close: "closed mid-reply after N bytes"', async () => {
    const failure = await failureOf(await closingServer('HTTP/1.1 200 OK\r\nContent-Type: text/event'));
    expect(failure?.kind).toBe('cut');
    expect(failure?.message).toMatch(/was reached, but the connection closed mid-reply after 41 bytes/);
    expect(failure?.fix).toMatch(/stopped mid-reply/);
    expect(failure?.message).not.toMatch(/without replying/);
  });
});
