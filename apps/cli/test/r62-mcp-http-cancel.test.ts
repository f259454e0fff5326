/**
 * R62: `ma mcp --http` is stateless, so a client's `notifications/cancelled` (what the official MCP
 * SDK client sends when a `callTool` signal aborts) arrives in a POST of its own and cannot reach
 * the call it names: the call runs to its end and writes. Before, the cancellation was dropped in
 * silence — the client was told "AbortError" while the write it thought cancelled landed, and the
 * server's stderr said nothing. Now stderr names the request and says nothing was stopped.
 * Built `ma mcp --http 0` child, raw JSON-RPC POSTs, sample-vault copy.
 * Spec: docs/mcp.md (Cancellation of any call); R62.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMaMcpHttp } from './ma-mcp-http.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

const post = (url: string, message: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', ...(message as object) }),
  });

describe('R62: a cancellation over stateless HTTP is said, not dropped', () => {
  it('R62: notifications/cancelled naming a call that ran gets a stderr line naming the request and saying nothing was stopped', async () => {
    const { child, url } = await startMaMcpHttp(['--vault', t.vault.root, '--meeting', meeting]);
    try {
      let stderr = '';
      const said = new Promise<void>((resolve) => {
        child.stderr?.on('data', (d: string) => {
          stderr += d;
          if (stderr.includes('cancelled its request')) resolve();
        });
      });
      const call = await post(url, {
        id: 'w1',
        method: 'tools/call',
        params: { name: 'write_context', arguments: { content: 'written before the cancel arrived' } },
      });
      expect(call.status).toBe(200);
      expect(await call.text()).toContain('appended 1 line');
      const cancel = await post(url, {
        method: 'notifications/cancelled',
        params: { requestId: 'w1', reason: 'user pressed stop' },
      });
      expect(cancel.status).toBe(202);
      await said;
      expect(stderr).toContain('the client cancelled its request "w1" (user pressed stop), but over HTTP');
      expect(stderr).toContain('nothing was stopped');
      // What the line says is what happened: the call's write is there.
      const context = await readFile(path.join(t.vault.root, 'Assistant', `${meeting}.md`), 'utf8');
      expect(context).toContain('written before the cancel arrived');
    } finally {
      child.kill();
    }
  });
});
