/**
 * T57: `ma mcp` told a request with a fractional id (`"id": 1.5`) `Unrecognized key: "id"` — the
 * MCP SDK's schema takes only string or whole-number ids (JSON-RPC 2.0: numbers SHOULD NOT have
 * fractional parts), so the message fell through to the notification schema. Now the reply names
 * the id: `"id" must be a string or a whole number, got 1.5` (-32600, id null as JSON-RPC says for
 * an id that cannot be used), and the requests around it are served. The built `ma` over stdio.
 * Spec: docs/mcp.md (Requests); JSON-RPC 2.0 §4, §5.1; issue R10.
 */
import { describe, expect, it } from 'vitest';
import { rawMcpStdio } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('T57: a request id that is not a string or a whole number', () => {
  it('T57: id 1.5 (also -0.25 and true) is refused naming the id, not an unknown "id" key; whole-number and string ids are served', async () => {
    const mcp = rawMcpStdio(['--vault', t.vault.root]);
    await mcp.initialize();
    mcp.send(
      { id: 1.5, method: 'ping' },
      { id: -0.25, method: 'tools/list' },
      { id: true, method: 'ping' },
      { id: 2, method: 'ping' },
      { id: 'three', method: 'ping' },
    );
    await mcp.reply('three');
    mcp.child.stdin.end();
    await mcp.closed;
    const replies = mcp.messages;
    const refused = replies.filter((r) => r.error);
    expect(refused).toEqual([
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'invalid request: "id" must be a string or a whole number, got 1.5' },
      },
      {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32600,
          message: 'invalid request: "id" must be a string or a whole number, got -0.25',
        },
      },
      {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32600,
          message: 'invalid request: "id" must be a string or a whole number, got a boolean',
        },
      },
    ]);
    expect(replies.filter((r) => !r.error).map((r) => r.id)).toEqual(['init', 2, 'three']);
  }, 60_000);
});
