/**
 * The stdio transport of `ma mcp`: newline-delimited JSON-RPC on stdin/stdout, like the SDK's
 * `StdioServerTransport`, with two differences that matter to a client:
 * - every line passes {@link checkIncoming}: a request the SDK would have dropped without an
 *   answer (`params: null`, a broken message with an id) gets a JSON-RPC error instead (R10);
 * - end of input is not the end of the work: the requests still running when stdin reaches EOF
 *   finish and their responses are written before the transport closes (R7; a client that sends
 *   its calls and closes stdin, such as `printf … | ma mcp`, gets every answer).
 * Spec: docs/mcp.md (Stopping, Requests); issue R7, R10.
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { checkIncomingText } from './check-incoming.js';
import { oversizedLineId } from './oversized-line-id.js';

/** Largest line accepted (bytes); a longer one is answered with a parse error and skipped. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** Bytes kept of an oversized line's start and of its end, to read its request id from (L460). */
const ID_BYTES = 512;

const idKey = (id: string | number): string => `${typeof id}:${id}`;

/**
 * A `Transport` over a readable (stdin) and a writable (stdout). `onclose` fires once: after
 * `close()`, or after end of input once every request received has been answered.
 * Spec: docs/mcp.md (Stopping); issue R7, R10.
 */
export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /**
   * Called once at end of input (the client closed stdin), before the transport waits for the
   * requests still running: what only the client could answer (an elicitation) must end now (N14).
   */
  oninputend?: () => void;

  readonly #input: NodeJS.ReadableStream;
  readonly #output: NodeJS.WritableStream;
  /** The bytes received of the current line (its newline not seen yet), and their total. */
  #chunks: Buffer[] = [];
  #size = 0;
  /** True while the rest of an oversized line is being skipped up to its newline. */
  #discarding = false;
  /**
   * While discarding a line whose start names no id: its first bytes, and its last bytes so far
   * (the MCP SDK writes the id last); the one error is sent at its newline (L460).
   */
  #oversized: { head: string; tail: Buffer } | null = null;
  /** Requests received and not yet answered, by id (a count: a client may reuse an id). */
  readonly #pending = new Map<string, number>();
  #ended = false;
  #closed = false;

  constructor(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout) {
    this.#input = input;
    this.#output = output;
  }

  /**
   * Splits the input into lines. The bytes of the line being received are kept as a list of
   * chunks (no re-copying per chunk); a line that grows past {@link MAX_LINE_BYTES} is answered
   * with ONE parse error, its bytes are dropped, and everything up to its newline is discarded
   * as it arrives (memory stays bounded; nothing of the oversized line's tail is ever read as a
   * message of its own, R11).
   */
  readonly #onData = (data: Buffer | string): void => {
    let chunk = typeof data === 'string' ? Buffer.from(data) : data;
    while (chunk.length > 0) {
      const newline = chunk.indexOf(10);
      if (this.#discarding) {
        this.#keepTail(newline === -1 ? chunk : chunk.subarray(0, newline));
        if (newline === -1) return;
        this.#discarding = false;
        this.#answerOversized();
        chunk = chunk.subarray(newline + 1);
        continue;
      }
      if (newline === -1) {
        this.#chunks.push(chunk);
        this.#size += chunk.length;
        if (this.#size > MAX_LINE_BYTES) this.#tooLong(true);
        return;
      }
      const head = chunk.subarray(0, newline);
      chunk = chunk.subarray(newline + 1);
      if (this.#size + head.length > MAX_LINE_BYTES) {
        this.#chunks.push(head);
        this.#tooLong(false);
        continue;
      }
      const bytes = this.#chunks.length === 0 ? head : Buffer.concat([...this.#chunks, head]);
      this.#chunks = [];
      this.#size = 0;
      this.#line(bytes.toString('utf8').replace(/\r$/, ''));
    }
  };

  /**
   * Answers an oversized line once and drops it; `rest` = its newline has not arrived yet. The
   * answer names the request's id when the line's start or end shows it (`oversizedLineId`), so a
   * client matches it to its call instead of waiting for its timeout (L460); a line whose start
   * names no id is answered at its newline, once its end is known.
   */
  #tooLong(rest: boolean): void {
    const all = Buffer.concat(this.#chunks);
    const head = all.subarray(0, ID_BYTES).toString('utf8');
    this.#chunks = [];
    this.#size = 0;
    this.#discarding = rest;
    const { id, needsTail } = oversizedLineId(head);
    if (!needsTail) {
      this.#oversized = null;
      void this.#write(this.#tooLongReply(id));
      return;
    }
    // A copy: a subarray would keep all of the 16 MiB received alive while the rest is skipped (L467).
    this.#oversized = { head, tail: Buffer.from(all.subarray(Math.max(0, all.length - ID_BYTES))) };
    if (!rest) this.#answerOversized();
  }

  /** Keeps the last {@link ID_BYTES} bytes of the oversized line being discarded. */
  #keepTail(bytes: Buffer): void {
    if (!this.#oversized) return;
    const joined = Buffer.concat([
      this.#oversized.tail,
      bytes.subarray(Math.max(0, bytes.length - ID_BYTES)),
    ]);
    this.#oversized.tail = joined.subarray(Math.max(0, joined.length - ID_BYTES));
  }

  /** Sends the deferred error of an oversized line that ended (its newline or end of input). */
  #answerOversized(): void {
    if (!this.#oversized) return;
    const { head, tail } = this.#oversized;
    this.#oversized = null;
    void this.#write(this.#tooLongReply(oversizedLineId(head, tail.toString('utf8')).id));
  }

  #tooLongReply(id: string | number | null): object {
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: -32700,
        message: `parse error: a message longer than ${MAX_LINE_BYTES} bytes; the whole line was discarded`,
      },
    };
  }

  readonly #onEnd = (): void => {
    // A last line without a newline is still a message (unless it is the tail of an oversized one).
    if (this.#discarding) this.#answerOversized();
    const rest = this.#discarding ? '' : Buffer.concat(this.#chunks).toString('utf8').trim();
    this.#chunks = [];
    this.#size = 0;
    this.#discarding = false;
    if (rest !== '') this.#line(rest);
    this.#ended = true;
    this.oninputend?.();
    this.#closeWhenDrained();
  };

  readonly #onError = (error: Error): void => {
    this.onerror?.(error);
  };

  #line(line: string): void {
    if (line.trim() === '') return;
    const check = checkIncomingText(line);
    if (!check.ok) {
      if (check.reply) void this.#write(check.reply);
      else this.onerror?.(new Error(check.problem));
      return;
    }
    const message = check.message;
    if ('method' in message && 'id' in message) {
      const key = idKey(message.id);
      this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
    }
    this.onmessage?.(message);
    // A cancelled request is never answered (MCP cancellation): it no longer holds up the end.
    if ('method' in message && message.method === 'notifications/cancelled' && !('id' in message)) {
      const id = (message.params as { requestId?: unknown } | undefined)?.requestId;
      if (typeof id === 'string' || typeof id === 'number') {
        this.#pending.delete(idKey(id));
        this.#closeWhenDrained();
      }
    }
  }

  #closeWhenDrained(): void {
    if (this.#ended && this.#pending.size === 0) void this.close();
  }

  async start(): Promise<void> {
    this.#input.on('data', this.#onData);
    this.#input.on('end', this.#onEnd);
    this.#input.on('error', this.#onError);
  }

  /** Writes one message; a response settles its request (and may complete a pending close). */
  async send(message: JSONRPCMessage): Promise<void> {
    await this.#write(message);
    if (!('method' in message) && 'id' in message && message.id !== undefined && message.id !== null) {
      const key = idKey(message.id as string | number);
      const left = (this.#pending.get(key) ?? 0) - 1;
      if (left > 0) this.#pending.set(key, left);
      else this.#pending.delete(key);
      this.#closeWhenDrained();
    }
  }

  #write(message: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#output.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve()));
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#input.off('data', this.#onData);
    this.#input.off('end', this.#onEnd);
    this.#input.off('error', this.#onError);
    (this.#input as NodeJS.ReadableStream & { pause?: () => void }).pause?.();
    this.onclose?.();
  }
}
