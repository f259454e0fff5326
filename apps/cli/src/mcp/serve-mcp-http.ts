/**
 * `ma mcp --http PORT`: the MCP server on streamable HTTP (stateless: every POST is answered on
 * its own; the tool sessions are shared through the host). Bound to 127.0.0.1 unless `host` says
 * otherwise; a host that is not loopback requires a bearer token, checked on every request in
 * constant time. On loopback, `Host` headers other than the loopback names are refused (DNS
 * rebinding), and everywhere a request with an `Origin` header other than the server's own origin
 * (a web page elsewhere) gets 403.
 * Spec: docs/mcp.md; issue #16 (`ma mcp`, `--http`).
 */
import { timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { isIP } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { checkIncomingText } from './check-incoming.js';
import { createMcpServer } from './create-mcp-server.js';
import type { McpToolHost } from './mcp-tool-host.js';

/** Options of {@link serveMcpHttp}. */
export interface McpHttpOptions {
  /** TCP port; 0 picks a free one (see the returned `port`). */
  port: number;
  /** Address to bind; default `127.0.0.1`. */
  host?: string;
  /** Bearer token; required when `host` is not a loopback address. */
  token?: string;
  /**
   * One line on the server's log (stderr for `ma mcp`): a client's `notifications/cancelled`, which
   * cannot reach the call it names over stateless HTTP, is said here (R62).
   */
  log?: (line: string) => void;
}

/**
 * What a `notifications/cancelled` POST gets on the log (R62): the server is stateless, so the
 * cancellation — a request of its own, served by a fresh MCP server — cannot reach the call it
 * names; that call runs to its end (its writes recorded in the context note as usual). `null` for
 * any other message.
 */
export function uncancellableNote(message: JSONRPCMessage): string | null {
  if (!('method' in message) || 'id' in message || message.method !== 'notifications/cancelled') return null;
  const params = (message.params ?? {}) as { requestId?: unknown; reason?: unknown };
  const reason = typeof params.reason === 'string' && params.reason !== '' ? ` (${params.reason})` : '';
  return (
    `ma mcp: the client cancelled its request ${JSON.stringify(params.requestId ?? null)}${reason}, but over HTTP ` +
    'this server is stateless and a cancellation cannot reach a call: a call it received runs to its end, ' +
    'its writes recorded in the context note as usual; nothing was stopped (a client that must cancel ' +
    'writes uses stdio: ma mcp without --http)'
  );
}

/** A running HTTP MCP server. */
export interface McpHttpServer {
  /** `http://<host>:<port>/mcp`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Largest request body read (bytes), as the SDK's own limit. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** What {@link readBody} read: the text, or `undefined` when the body was larger than the limit. */
type Body = { text: string } | { tooLarge: true };

/**
 * The request body as text. Past `limit` bytes the bytes read are dropped and the rest of the body
 * is read and discarded (memory stays bounded), so the client gets an answer instead of a reset
 * connection (R11). Rejects only on a transport error.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) chunks = [];
      else chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(size > limit ? { tooLarge: true } : { text: Buffer.concat(chunks).toString('utf8') }),
    );
    req.on('error', reject);
  });
}

/** Most bytes of an oversized body read and thrown away before its 413 is sent (then the connection closes). */
const DISCARD_LIMIT_BYTES = 4 * MAX_BODY_BYTES;

/**
 * Reads `req`'s body and throws it away, resolving at its end, on an error, or once more than
 * `limit` bytes came (the rest is left to the closing connection).
 */
function discardBody(req: IncomingMessage, limit: number): Promise<void> {
  return new Promise((resolve) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) resolve();
    });
    req.on('end', () => resolve());
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });
}

/** True for 127.0.0.0/8, ::1 and `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Answers with a JSON-RPC error, id null (code -32000, or -32700 for a body that is not read). */
function reply(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code = -32000,
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** Fewest characters of a bearer token for a server bound to an address other machines reach. */
export const MIN_TOKEN_CHARS = 16;

/** True when `origin` (a browser's `Origin` header) is `http://<the Host header>`. */
function sameOrigin(origin: string, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.host === new URL(`http://${hostHeader}`).host;
  } catch {
    return false;
  }
}

/**
 * Starts the HTTP server on `/mcp`.
 * @throws Error when a non-loopback `host` is given without a token or with one shorter than
 *   {@link MIN_TOKEN_CHARS} characters (reviewA T13), or the port cannot be bound.
 */
export async function serveMcpHttp(host: McpToolHost, options: McpHttpOptions): Promise<McpHttpServer> {
  const bind = options.host ?? '127.0.0.1';
  const loopback = isLoopbackHost(bind);
  if (!loopback && !options.token) {
    throw new Error(
      `refusing to serve MCP on ${bind} without a bearer token; set one (--token-env NAME) or bind to 127.0.0.1`,
    );
  }
  // A server other machines reach writes into the vault for whoever holds the token: a short one is
  // guessed (reviewA T13: `MA_MCP_TOKEN=short` was taken).
  if (!loopback && options.token && [...options.token].length < MIN_TOKEN_CHARS) {
    throw new Error(
      `refusing to serve MCP on ${bind} with a bearer token of ${[...options.token].length} characters; use at least ${MIN_TOKEN_CHARS} (e.g. \`openssl rand -hex 32\`) or bind to 127.0.0.1`,
    );
  }
  let port = options.port;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/mcp') return reply(res, 404, 'not found: the MCP endpoint is /mcp');
    if (options.token) {
      const auth = req.headers.authorization ?? '';
      const given = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : '';
      if (!sameToken(given, options.token)) {
        return reply(res, 401, 'missing or wrong bearer token', { 'www-authenticate': 'Bearer' });
      }
    }
    // A browser page may only reach this server from its own origin (DNS rebinding and cross-site
    // requests, also where the JSON content type would not stop them); clients outside a browser
    // send no Origin.
    const origin = req.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, req.headers.host)) {
      return reply(res, 403, `forbidden: requests from the web origin ${origin} are not served`);
    }
    if (req.method !== 'POST') {
      return reply(res, 405, 'this server is stateless: POST JSON-RPC requests to /mcp', { allow: 'POST' });
    }
    const allowedHosts = loopback ? [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`] : undefined;
    // L59: host names are case-insensitive (RFC 9110 §4.2.3, RFC 4343): `LocalHost:8765` is this
    // server; any other name is still refused (DNS rebinding). This is the one Host check: the
    // SDK's own compares the header as written, so it is not asked to repeat it.
    if (allowedHosts && !allowedHosts.includes((req.headers.host ?? '').toLowerCase())) {
      return reply(res, 403, `forbidden: invalid Host header ${req.headers.host ?? '(none)'}`);
    }
    // The body passes the same gate as a stdio line (R10): null params and arguments are read as
    // absent, broken requests get a JSON-RPC error naming the problem instead of -32603 or silence.
    // An oversized body gets one answer (413, the JSON-RPC error naming the limit) and is never
    // parsed (R11); a declared length says so before anything is read, and the connection closes.
    const tooLarge = `parse error: a message larger than ${MAX_BODY_BYTES} bytes; the request body was discarded`;
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (declared > MAX_BODY_BYTES) {
      // Answered once the client has sent its body (read and thrown away, up to a bound): a
      // connection closed while the client still sends is reset, and the client then sees the
      // reset (EPIPE, ECONNRESET) instead of the 413 (R11).
      await discardBody(req, DISCARD_LIMIT_BYTES);
      return reply(res, 413, tooLarge, { connection: 'close' }, -32700);
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if ('tooLarge' in body) return reply(res, 413, tooLarge, {}, -32700);
    const check = checkIncomingText(body.text);
    if (!check.ok) {
      const answer = check.reply ?? {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: check.problem },
      };
      res.writeHead(answer.error.code === -32602 ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
      return;
    }
    const cancelNote = uncancellableNote(check.message);
    if (cancelNote) options.log?.(cancelNote);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: false,
    });
    const server = createMcpServer(host);
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, check.message);
  };
  const http: HttpServer = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 500, `internal error: ${(error as Error).message}`);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, bind, () => resolve());
  });
  const address = http.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = bind.includes(':') ? `[${bind}]` : bind;
  return {
    url: `http://${shownHost}:${port}/mcp`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
