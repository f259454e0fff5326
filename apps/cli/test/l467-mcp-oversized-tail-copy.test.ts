/**
 * Leftovers L467 (L460's rest): while `ma mcp` skipped the rest of a stdio line over 16 MiB whose
 * start names no id, it kept the line's last 512 bytes (to read the id the MCP SDK writes last) as a
 * `subarray` of the whole 16 MiB it had received: the entire buffer stayed alive until the line's
 * newline, however long the rest took to arrive. Now the kept bytes are a copy. The real transport
 * on a stream, V8's collector run, the process's ArrayBuffer memory measured.
 * Spec: docs/mcp.md (Requests: a message over the size limit); issue R11, L460.
 */
import { PassThrough } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { StdioLineTransport } from '../src/mcp/stdio-line-transport.js';

const MiB = 1024 * 1024;
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** ArrayBuffer bytes alive after a full collection. */
function liveArrayBuffers(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

describe('L467: an oversized line being skipped holds only its kept bytes', () => {
  it('L467: the 20 MiB received of a line whose start names no id is freed while its rest is skipped; the id at its end still answers', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const replies: string[] = [];
    output.on('data', (b: Buffer) => replies.push(b.toString('utf8')));
    const transport = new StdioLineTransport(input, output);
    await transport.start();
    const before = liveArrayBuffers();
    const sent = new Promise<void>((resolve) =>
      input.write(Buffer.from(`{"method":"tools/call","params":{"a":"${'x'.repeat(20 * MiB)}`), () =>
        resolve(),
      ),
    );
    await sent;
    // The line's start named no id: nothing answered yet, its rest is being skipped.
    expect(replies).toEqual([]);
    const held = liveArrayBuffers() - before;
    expect(held).toBeLessThan(4 * MiB);
    // The rest (more of the same, then the id the SDK writes last) still gives the answer its id.
    await new Promise<void>((resolve) =>
      input.write(`${'x'.repeat(MiB)}"},"jsonrpc":"2.0","id":7}\n`, () => resolve()),
    );
    const deadline = Date.now() + 60_000;
    while (replies.length === 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(JSON.parse(replies.join(''))).toMatchObject({ id: 7, error: { code: -32700 } });
    await transport.close();
  }, 120_000);
});
