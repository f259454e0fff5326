/**
 * L59: `ma mcp --http` on loopback refused a request whose Host header named this server in another
 * letter case (`LocalHost:8765`, `LOCALHOST:8765`) as "invalid Host header": host names are
 * case-insensitive (RFC 9110 §4.2.3), so any case of `localhost`, `127.0.0.1` and `[::1]` with the
 * port is served; every other name is still refused (DNS-rebinding protection kept). Built `ma mcp
 * --http 0` child, raw HTTP requests (fetch cannot set Host), sample-vault copy.
 * Spec: L59; apps/cli/README.md (`ma mcp --http`).
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startMaMcpHttp } from './ma-mcp-http.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

/** POSTs a `tools/list` request to `url` with the Host header `host`; resolves with status and body. */
function post(url: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname } = new URL(url);
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: pathname,
        method: 'POST',
        headers: {
          host: host.replace('PORT', port),
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('L59: the Host header is compared without letter case', () => {
  it('L59: LocalHost / LOCALHOST with the port are served; another name is still refused', async () => {
    const { child, url } = await startMaMcpHttp(['--vault', t.vault.root, '--meeting', meeting]);
    try {
      for (const host of ['localhost:PORT', 'LocalHost:PORT', 'LOCALHOST:PORT']) {
        const r = await post(url, host);
        expect(r.status, `${host} ${r.body}`).toBe(200);
        expect(r.body, host).toContain('"read_meetingnote"');
      }
      for (const host of ['evil.example:PORT', 'LOCALHOST.evil.example:PORT', 'localhost:1']) {
        const r = await post(url, host);
        expect(r.status, host).toBe(403);
        expect(r.body, host).toContain('invalid Host header');
      }
    } finally {
      child.kill();
    }
  });
});
