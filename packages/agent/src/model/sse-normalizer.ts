import type { CompletionNormalizer } from './completion-normalizer.js';
import { isObject } from './is-object.js';
import { isKeepAliveData, isKeepAliveEvent } from './sse-keep-alive.js';

const LF = 0x0a;
const NO_BYTES = new Uint8Array(0);

/** `a` followed by `b` (`b` itself when there is no `a`). */
function join(a: Uint8Array | null, b: Uint8Array): Uint8Array {
  if (a === null || a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/**
 * Runs the `data:` JSON payloads of an SSE byte stream through a {@link CompletionNormalizer},
 * one input chunk at a time. Complete lines are processed as they arrive (split chunks, `\r\n`
 * and `\n` endings); a chunk whose lines need no change (comments, `event:`/`id:` fields,
 * unchanged chunks, `[DONE]`) comes out as the same bytes, without being decoded into a stream
 * decoder or encoded again; a changed line is re-serialised; keep-alive frames sent as data events
 * (`data: : keepalive`, an empty `data:`, `data: {}`, `event: ping`) are dropped (U57). Before `data: [DONE]` (or at the end)
 * any chunk the normalizer still owes is sent. A multi-line `data:` event is passed on untouched
 * (each line alone is not JSON). A UTF-8 BOM at the very start is dropped, as a `TextDecoder`
 * would. Create one per response.
 *
 * Spec: hostile cases B24–B26, B29, B30; issue #13 (agent-loop overhead of streamed replies).
 */
export class SseNormalizer {
  #pending: Uint8Array | null = null;
  #start = true;
  #ended = false;
  /** The `event:` name of the SSE event being read (null: none given, or after its blank line). */
  #event: string | null = null;

  constructor(private readonly normalizer: CompletionNormalizer) {}

  /** The bytes to send for one input chunk; `null` when it holds no complete line yet. */
  push(chunk: Uint8Array): Uint8Array | null {
    const lf = chunk.lastIndexOf(LF);
    if (lf === -1) {
      this.#pending = join(this.#pending, chunk);
      return null;
    }
    const whole = lf === chunk.length - 1;
    const head = join(this.#pending, whole ? chunk : chunk.subarray(0, lf + 1));
    this.#pending = whole ? null : chunk.slice(lf + 1);
    return this.#lines(head, false);
  }

  /** The bytes to send at the end of the input (a last line without line break, owed chunks). */
  end(): Uint8Array | null {
    const rest = this.#pending ?? NO_BYTES;
    this.#pending = null;
    return this.#lines(rest, true);
  }

  #lines(bytes: Uint8Array, last: boolean): Uint8Array | null {
    let from = 0;
    if (this.#start && bytes.length > 0) {
      this.#start = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) from = 3;
    }
    const text = Buffer.from(bytes.buffer, bytes.byteOffset + from, bytes.byteLength - from).toString('utf8');
    let changed = from > 0;
    let out = '';
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      const raw = text.slice(start, nl + 1);
      const line = this.#line(raw);
      if (line !== raw) changed = true;
      out += line;
      start = nl + 1;
    }
    if (start < text.length) {
      const raw = text.slice(start);
      const line = this.#line(raw);
      if (line !== raw) changed = true;
      out += line;
    }
    if (last) {
      const owed = this.#owed(false);
      if (owed !== '') {
        out += owed;
        changed = true;
      }
    }
    if (!changed) return bytes.length > 0 ? bytes : null;
    return out === '' ? null : Buffer.from(out, 'utf8');
  }

  /** Chunks the normalizer owes, once; `whole`: the stream said `data: [DONE]` (U55). */
  #owed(whole: boolean): string {
    if (this.#ended) return '';
    this.#ended = true;
    let out = '';
    for (const c of this.normalizer.end(whole)) out += `data: ${JSON.stringify(c)}\n\n`;
    return out;
  }

  #line(raw: string): string {
    const eol = raw.endsWith('\r\n') ? '\r\n' : raw.endsWith('\n') ? '\n' : '';
    const text = raw.slice(0, raw.length - eol.length);
    if (text === '') this.#event = null;
    if (text.startsWith('event:')) {
      this.#event = text.slice(6).trim();
      // U57: a keep-alive event is dropped whole (its `event:` line and its data).
      if (isKeepAliveEvent(this.#event)) return '';
    }
    if (!text.startsWith('data:')) return raw;
    const payload = text.slice(5).trim();
    // U57: keep-alive frames sent as data events (`data: : keepalive`, an empty `data:`, `data: {}`,
    // the data of `event: ping`) are no chunks: dropped, so they never fail the reply.
    if (isKeepAliveData(payload) || (this.#event !== null && isKeepAliveEvent(this.#event))) return '';
    if (payload === '[DONE]') return this.#owed(true) + raw;
    if (!payload.startsWith('{')) return raw;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return raw;
    }
    if (isObject(parsed) && this.normalizer.chunk(parsed)) return `data: ${JSON.stringify(parsed)}${eol}`;
    return raw;
  }
}
