/**
 * R164: an unknown tool's -32602 answer of `ma mcp` carried the SDK's own "MCP error -32602: "
 * prefix in its message (a thrown McpError's message), and the SDK client adds that prefix again:
 * a host saw "MCP error -32602: MCP error -32602: unknown tool …". The wire message is now the
 * sentence alone, as every other -32602 answer of ours; the code stays -32602.
 * The built `ma mcp` over stdio: the MCP SDK's client and a raw JSON-RPC client.
 * Spec: docs/mcp.md (Results); MCP 2025-11-25, Tools, Error Handling.
 */

import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp, rawMcpStdio } from './ma-mcp-stdio.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('R164: the message of an unknown tool', () => {
  it('R164: the wire message is the sentence alone; the SDK client shows its prefix once', async () => {
    const raw = rawMcpStdio(['--vault', vault.root]);
    await raw.initialize();
    raw.send({ id: 1, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } });
    const answer = await raw.reply(1);
    raw.child.stdin.end();
    await raw.closed;
    expect(answer.error).toEqual({ code: -32602, message: 'unknown tool "no_such_tool"; see tools/list' });

    const client = await connectMaMcp(new Client({ name: 'r164', version: '1.0.0' }), [
      '--vault',
      vault.root,
    ]);
    try {
      const error = await client.callTool({ name: 'no_such_tool', arguments: {} }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(-32602);
      expect((error as McpError).message).toBe(
        'MCP error -32602: unknown tool "no_such_tool"; see tools/list',
      );
    } finally {
      await client.close();
    }
  }, 60_000);
});
