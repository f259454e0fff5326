/**
 * R11: a JSON-RPC message larger than the transport's limit gets ONE error, and nothing of it —
 * in particular not the tail of an oversized stdio line — is ever read as a message of its own.
 * stdio: the built `ma mcp` is fed an oversized line in pieces (the tail a valid `ping` that the
 * old transport answered); HTTP: an oversized body gets a 413 JSON-RPC answer, not a reset.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startMaMcpHttp } from './ma-mcp-http.js';
import { type RawMcpMessage, rawMcpStdio } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 'init',
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const ping = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });
const MiB = 1024 * 1024;

const t = sampleVaultPerTest();

describe('R11: an oversized MCP message gets one error and its rest is discarded', () => {
  it('R11: stdio — the tail of an oversized line, sent after the error, is not run as a message; the next line is', async () => {
    const mcp = rawMcpStdio(['--vault', t.vault.root]);
    await mcp.write(`${INIT}\n`);
    await mcp.until((r) => r.some((x) => x.id === 'init'));
    // 17 MiB without a newline, in 1 MiB pieces: the line is over the limit before it ends.
    const piece = Buffer.alloc(MiB, 'x');
    for (let i = 0; i < 17; i++) await mcp.write(piece);
    await mcp.until((r) => r.some((x) => x.id === null));
    // The same line goes on with what looks like a message of its own, then ends; then a real one.
    await mcp.write(`${ping(99)}\n${ping(100)}\n`);
    await mcp.until((r) => r.some((x) => x.id === 100));
    mcp.child.stdin.end();
    expect(await mcp.closed).toBe(0);
    const errors = mcp.messages.filter((r) => r.id === null);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.error?.code).toBe(-32700);
    expect(errors[0]?.error?.message).toContain(`a message longer than ${16 * MiB} bytes`);
    expect(mcp.messages.some((r) => r.id === 99)).toBe(false);
    expect(mcp.messages.find((r) => r.id === 100)?.result).toEqual({});
  });

  it('R11: stdio — a 30 MB line sent at once, ending in a newline, is one error (its id: L460); the lines around it are answered', async () => {
    const mcp = rawMcpStdio(['--vault', t.vault.root]);
    const huge = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"list_meetings","arguments":{"x":"${'x'.repeat(30 * MiB)}"}}}`;
    mcp.child.stdin.end(`${INIT}\n${ping(1)}\n${huge}\n${ping(2)}\n`);
    expect(await mcp.closed).toBe(0);
    // L460: the one error names the request's id (read from the line's start), so a client can match it.
    const errors = mcp.messages.filter((r) => r.error?.code === -32700);
    expect(errors.map((r) => r.id)).toEqual([7]);
    expect(mcp.messages.filter((r) => r.id === 7)).toHaveLength(1);
    expect(mcp.messages.find((r) => r.id === 1)?.result).toEqual({});
    expect(mcp.messages.find((r) => r.id === 2)?.result).toEqual({});
  });

  it('R11: stdio — an oversized last line without a newline is one error, and nothing of it runs', async () => {
    const mcp = rawMcpStdio(['--vault', t.vault.root]);
    await mcp.write(`${INIT}\n`);
    await mcp.until((r) => r.some((x) => x.id === 'init'));
    await mcp.write(Buffer.alloc(17 * MiB, 'x'));
    await mcp.until((r) => r.some((x) => x.id === null));
    mcp.child.stdin.end(ping(5));
    expect(await mcp.closed).toBe(0);
    expect(mcp.messages.filter((r) => r.id === null)).toHaveLength(1);
    expect(mcp.messages.some((r) => r.id === 5)).toBe(false);
  });

  it('R11: HTTP — an oversized body is answered 413 with a JSON-RPC error naming the limit, and the server goes on', async () => {
    const { child, url: served } = await startMaMcpHttp(['--vault', t.vault.root]);
    const url = new URL(served);
    try {
      /** POSTs `chunks` (chunked when `length` is undefined) and resolves with status and body. */
      const post = (chunks: Buffer[], length?: number) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request(
            url,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
                ...(length === undefined ? {} : { 'content-length': String(length) }),
              },
            },
            (res) => {
              let body = '';
              res.setEncoding('utf8').on('data', (d: string) => {
                body += d;
              });
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', reject);
          // The server may answer before the whole body is sent; writes after that may fail.
          const send = async () => {
            for (const c of chunks) {
              if (req.destroyed) return;
              await new Promise<void>((r) => req.write(c, () => r()));
            }
            req.end();
          };
          void send();
        });
      const big = Array.from({ length: 6 }, () => Buffer.alloc(MiB, 'x'));
      for (const length of [6 * MiB, undefined]) {
        const answer = await post(big, length);
        expect(answer.status, `content-length ${String(length)}`).toBe(413);
        const reply = JSON.parse(answer.body) as RawMcpMessage;
        expect(reply.id).toBeNull();
        expect(reply.error?.message).toContain(`larger than ${4 * MiB} bytes`);
      }
      const ok = await post([Buffer.from(ping(3))]);
      expect(ok.status).toBe(200);
      expect((JSON.parse(ok.body) as RawMcpMessage).result).toEqual({});
    } finally {
      child.kill('SIGTERM');
    }
  });
});
