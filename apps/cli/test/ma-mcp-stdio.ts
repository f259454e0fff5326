/**
 * Test helpers for the BUILT `ma mcp …args` over stdio:
 * - `connectMaMcp`: an MCP SDK `Client` connected the way a host does;
 * - `rawMcpStdio`: a raw newline-delimited JSON-RPC client, for what the SDK client cannot send
 *   (several requests in one write, oversized lines, wrong-shaped answers, stdin closed mid-call).
 * The server's stderr is piped and kept, never shown.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { maBin } from './run-ma.js';

/** Connects `client` to `node bin/ma.js mcp …args`; resolves with it once initialized. */
export async function connectMaMcp(client: Client, args: string[]): Promise<Client> {
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [maBin, 'mcp', ...args], stderr: 'pipe' }),
  );
  return client;
}

/** One JSON-RPC message read from the server's stdout (a reply, a request or a notification). */
export interface RawMcpMessage {
  id?: string | number | null;
  method?: string;
  params?: Record<string, unknown>;
  result?: { content?: Array<{ text?: string }>; isError?: boolean } & Record<string, unknown>;
  error?: { code: number; message: string };
}

/** A running `ma mcp` on raw stdio; see `rawMcpStdio`. */
export interface RawMcpStdio {
  child: ChildProcessWithoutNullStreams;
  /** Every message the server wrote, in order. */
  messages: RawMcpMessage[];
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** Writes `messages` (each given `jsonrpc: '2.0'`) as lines in ONE write to stdin. */
  send(...messages: object[]): void;
  /** Writes raw bytes to stdin; resolves once they are handed to the pipe. */
  write(data: string | Buffer): Promise<void>;
  /** Calls `handler` for every message from now on (after it is recorded in `messages`). */
  onMessage(handler: (message: RawMcpMessage) => void): void;
  /** Resolves once `test(messages)` holds; rejects if the server exits first. */
  until(test: (messages: RawMcpMessage[]) => boolean): Promise<void>;
  /** The reply whose `id` is `id` (already received or the next one). */
  reply(id: string | number | null): Promise<RawMcpMessage>;
  /** `initialize` (with these client capabilities), waits for its reply, then `notifications/initialized`. */
  initialize(capabilities?: Record<string, unknown>): Promise<void>;
  /** The exit code once the process has closed. */
  closed: Promise<number | null>;
}

/**
 * Spawns `node …nodeArgs bin/ma.js mcp …args` with piped stdio and parses its stdout as
 * newline-delimited JSON-RPC. The caller ends it (`child.stdin.end()`, then `await closed`).
 * `nodeArgs`: options of the Node process itself (e.g. `--max-old-space-size=64`).
 */
export function rawMcpStdio(args: string[], nodeArgs: string[] = []): RawMcpStdio {
  const child = spawn(process.execPath, [...nodeArgs, maBin, 'mcp', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const messages: RawMcpMessage[] = [];
  const handlers: Array<(message: RawMcpMessage) => void> = [];
  let waiters: Array<() => void> = [];
  let stderr = '';
  let exited = false;
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    partial += d;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      const message = JSON.parse(line) as RawMcpMessage;
      messages.push(message);
      for (const handler of handlers) handler(message);
    }
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      exited = true;
      for (const waiter of waiters) waiter();
      resolve(code);
    }),
  );
  const until = (test: (m: RawMcpMessage[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!test(messages) && !exited) return;
        waiters = waiters.filter((w) => w !== check);
        if (test(messages)) resolve();
        else reject(new Error(`ma mcp exited before the awaited message; stderr: ${stderr}`));
      };
      waiters.push(check);
      check();
    });
  const send = (...out: object[]) =>
    child.stdin.write(out.map((m) => `${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`).join(''));
  const reply = async (id: string | number | null) => {
    const isReply = (m: RawMcpMessage) => m.id === id && m.method === undefined;
    await until((m) => m.some(isReply));
    return messages.find(isReply) as RawMcpMessage;
  };
  return {
    child,
    messages,
    stderr: () => stderr,
    send,
    write: (data) =>
      new Promise<void>((resolve, reject) => child.stdin.write(data, (e) => (e ? reject(e) : resolve()))),
    onMessage: (handler) => {
      handlers.push(handler);
    },
    until,
    reply,
    initialize: async (capabilities = {}) => {
      send({
        id: 'init',
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities, clientInfo: { name: 'raw', version: '1' } },
      });
      await reply('init');
      send({ method: 'notifications/initialized' });
    },
    closed,
  };
}

/** An MCP `tools/call` result with text content. */
export type TextResult = { content: Array<{ type: string; text?: string }>; isError?: boolean };

/** The text of an MCP `tools/call` result's first content item (`''` when it has none). */
export const textOf = (result: unknown): string => (result as TextResult).content[0]?.text ?? '';
