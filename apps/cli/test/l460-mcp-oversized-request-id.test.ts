/**
 * L460: a request over the stdio line limit (16 MiB) sent by the MCP SDK's own `Client` — which
 * writes the id LAST (`{"method":…,"params":…,"jsonrpc":"2.0","id":N}`) — was answered with
 * `id: null`, so the client could not match the error to its call: `callTool` waited for its
 * timeout (60 s by default, "Request timed out") and `onerror` got "Received a response for an
 * unknown message ID". Now the error names the request's id, read from the line's start or end,
 * and the call rejects with the -32700 at once; the server goes on answering.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, rawMcpStdio, textOf } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const MiB = 1024 * 1024;
const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('L460: an oversized stdio request is answered with its own id', () => {
  it('L460: the SDK client gets the -32700 for its call (not an unknown id, not a timeout); nothing written; the server goes on', async () => {
    const client = new Client({ name: 'l460', version: '1.0.0' });
    const unknownIds: string[] = [];
    client.onerror = (error) => {
      unknownIds.push(error.message);
    };
    await connectMaMcp(client, ['--vault', t.vault.root]);
    t.onCleanup(() => client.close());
    // A timeout far beyond the test's: without the fix the call would still be waiting; the
    // unknown-id error reported to onerror ends the wait instead (a failing test, not a hang).
    const call = client.callTool(
      {
        name: 'write_projectfile',
        arguments: { meeting, project: 'remote-control', path: 'big.md', content: 'y'.repeat(17 * MiB) },
      },
      undefined,
      { timeout: 3_600_000 },
    );
    const unknown = new Promise<string>((resolve) => {
      const poll = setInterval(() => {
        if (unknownIds.length > 0) {
          clearInterval(poll);
          resolve(`onerror: ${unknownIds[0]}`);
        }
      }, 50);
      void call.then(
        () => clearInterval(poll),
        () => clearInterval(poll),
      );
    });
    const outcome = await Promise.race([
      call.then(
        (r) => `answered: ${textOf(r)}`,
        (e: unknown) => e,
      ),
      unknown,
    ]);
    expect(outcome).toBeInstanceOf(McpError);
    expect((outcome as McpError).code).toBe(-32700);
    expect((outcome as McpError).message).toContain(`a message longer than ${16 * MiB} bytes`);
    expect(unknownIds).toEqual([]);
    await expect(t.read('Projects/remote-control/big.md')).rejects.toThrow(/ENOENT/);
    const next = await client.callTool({ name: 'list_meetings', arguments: {} });
    expect(textOf(next)).toContain(meeting);
  }, 600_000);

  it('L460: raw stdio — the id is read from the start or the end of the line; a response or junk still gets id null', async () => {
    const mcp = rawMcpStdio(['--vault', t.vault.root]);
    await mcp.initialize();
    const pad = 'x'.repeat(17 * MiB);
    const params = `"params":{"name":"list_meetings","arguments":{"x":"${pad}","id":"inner"}}`;
    mcp.child.stdin.end(
      [
        `{"method":"tools/call",${params},"jsonrpc":"2.0","id":41}`,
        `{"jsonrpc":"2.0","id":"s-42","method":"tools/call",${params}}`,
        `{"jsonrpc":"2.0","id":43,"result":{"x":"${pad}"}}`,
        pad,
        `{"jsonrpc":"2.0","id":44,"method":"ping"}`,
        '',
      ].join('\n'),
    );
    expect(await mcp.closed).toBe(0);
    const errors = mcp.messages.filter((m) => m.error?.code === -32700);
    expect(errors.map((m) => m.id)).toEqual([41, 's-42', null, null]);
    expect(mcp.messages.find((m) => m.id === 44)?.result).toEqual({});
  }, 600_000);
});
