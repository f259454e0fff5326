import { bufferedText, textResponse } from './buffered-text.js';
import { isObject } from './is-object.js';
import { parseJsonOrNull } from './parse-json-or-null.js';
import { type ReplyRead, replySource } from './reply-source.js';

/**
 * Response header set on an error response made up by {@link inBandErrorFetch} with the default
 * status (502): `retryingFetch` never retries such a response (the server answered; only its own
 * transient status would say that trying again may help).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries, fail clearly).
 */
export const NOT_RETRYABLE_HEADER = 'x-ma-not-retryable';

/** Status used when an in-band error carries no usable status of its own. */
const DEFAULT_STATUS = 502;

/** Most bytes read while looking for the first SSE event. */
const MAX_PEEK_CHARS = 64 * 1024;
/**
 * How long, in ms, the look for an error event goes on after the first `data:` event (a role-only or
 * empty chunk). An error a server sends in place of the reply comes right after that chunk; waiting
 * longer would put the model's whole time to first token (a long prompt on a slow local model)
 * under the per-try `model.timeoutMs` instead of `model.streamTimeoutMs` (review12 Y56).
 */
const PEEK_AFTER_FIRST_EVENT_MS = 1_000;

/** Options of {@link inBandErrorFetch}. */
export interface InBandErrorFetchOptions {
  /**
   * How long, in ms, to go on looking for an error event after the first `data:` event of a stream
   * (default 1,000). Keep it well below the per-try time limit of the `retryingFetch` above.
   */
  peekAfterFirstEventMs?: number;
}

/** A 4xx/5xx status from a number or a digit string, else `null`. */
function httpStatus(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{3}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 400 && n <= 599 ? n : null;
}

/**
 * When `payload` is a server error sent in place of a completion — an object with an `error`
 * (object with a `message`, or a string) and no `choices`, or vLLM's flat
 * `{ "object": "error", "message" }` — the status to report (the error's own
 * numeric `code`/`status` when it is 4xx/5xx, else 502) and the body to send (unchanged for an
 * error object; `{"error":{"message":…}}` for a string or the flat shape, so the AI SDK shows
 * it); else `null`.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (fail clearly).
 */
export function inBandError(payload: unknown): { status: number; own: boolean; body: string | null } | null {
  if (!isObject(payload) || 'choices' in payload) return null;
  const err = payload.error;
  if (typeof err === 'string' && err.trim() !== '') {
    return { status: DEFAULT_STATUS, own: false, body: JSON.stringify({ error: { message: err } }) };
  }
  if (!isObject(err)) {
    // vLLM's flat shape: `{ "object": "error", "message": "…", "code": 400 }`.
    if (payload.object !== 'error' || typeof payload.message !== 'string') return null;
    const own = httpStatus(payload.code) ?? httpStatus(payload.status);
    return {
      status: own ?? DEFAULT_STATUS,
      own: own !== null,
      body: JSON.stringify({ error: { message: payload.message } }),
    };
  }
  const own = httpStatus(err.code) ?? httpStatus(err.status) ?? httpStatus(payload.status);
  return { status: own ?? DEFAULT_STATUS, own: own !== null, body: null };
}

/**
 * A server error sent in a chat-completions reply, as a stream event or a JSON body (review12
 * Y50): what {@link inBandError} finds, and also an `error` next to `choices` (OpenRouter's
 * mid-stream shape, `{"error":{"code":502,"message":"Provider disconnected"},"choices":[{"finish_reason":"error",…}]}`)
 * or inside a choice (`"choices":[{"finish_reason":"error","error":{…}}]`); `null` for anything
 * else. `body` is `{"error":…}` alone when the payload also had `choices`.
 *
 * Spec: review12 Y50; seed 003, Requirement: Meeting Assistant generates meeting outputs (fail clearly).
 */
export function streamErrorEvent(
  payload: unknown,
): { status: number; own: boolean; body: string | null } | null {
  if (!isObject(payload)) return null;
  if (!('choices' in payload)) return inBandError(payload);
  const inChoice = Array.isArray(payload.choices)
    ? payload.choices.find((c) => isObject(c) && c.error != null)
    : undefined;
  const error = payload.error ?? (isObject(inChoice) ? inChoice.error : null);
  if (error == null) return null;
  const found = inBandError({ error, ...(payload.status != null ? { status: payload.status } : {}) });
  // The reply's own text has the `choices`; the error alone is what the SDK must report.
  return found ? { ...found, body: found.body ?? JSON.stringify({ error }) } : null;
}

/**
 * The server's words in an error event or error body (`error.message`, a string `error`, vLLM's
 * flat `message`), one line; '' when it says nothing.
 *
 * Spec: review12 Y50.
 */
export function errorEventMessage(payload: unknown): string {
  if (!isObject(payload)) return '';
  const inChoice = Array.isArray(payload.choices)
    ? payload.choices.find((c) => isObject(c) && c.error != null)
    : undefined;
  const err = payload.error ?? (isObject(inChoice) ? inChoice.error : undefined);
  if (typeof err === 'string') return err.trim();
  if (isObject(err) && typeof err.message === 'string') return err.message.trim();
  return typeof payload.message === 'string' ? payload.message.trim() : '';
}

/**
 * True when a stream chunk carries part of the reply: a choice whose delta has text, reasoning or
 * a tool call, or a finish reason. A role-only or empty first chunk (vLLM, LiteLLM and llama.cpp
 * send one before the model produced anything) carries none.
 *
 * Spec: review12 Y50.
 */
export function carriesOutput(payload: unknown): boolean {
  if (!isObject(payload) || !Array.isArray(payload.choices)) return false;
  return payload.choices.some((choice) => {
    if (!isObject(choice)) return false;
    if (choice.finish_reason != null) return true;
    const delta = isObject(choice.delta) ? choice.delta : isObject(choice.message) ? choice.message : null;
    if (!delta) return false;
    const text = (v: unknown) => typeof v === 'string' && v !== '';
    return (
      text(delta.content) ||
      text(delta.reasoning_content) ||
      text(delta.reasoning) ||
      (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0)
    );
  });
}

/** `res`'s headers without length/encoding (the body is re-sent decoded). */
/**
 * The headers of `res` for a new Response over its already decoded body text: without
 * `content-length` and `content-encoding`, which described the bytes on the wire.
 * Spec: docs/contracts.md, Transport failures (in-band errors).
 */
export function bodyHeaders(res: Response): Headers {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return headers;
}

function errorResponse(
  res: Response,
  found: { status: number; own: boolean; body: string | null },
  text: string,
) {
  const headers = bodyHeaders(res);
  headers.set('content-type', 'application/json');
  if (!found.own) headers.set(NOT_RETRYABLE_HEADER, '1');
  return new Response(found.body ?? text, {
    status: found.status,
    statusText: 'Error in HTTP 200 response',
    headers,
  });
}

/**
 * The `data:` payloads of the complete lines of an SSE text from offset `from` on, and the offset
 * after the last complete line.
 */
function dataPayloads(text: string, from: number): { payloads: string[]; next: number } {
  const payloads: string[] = [];
  let start = from;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) return { payloads, next: start };
    const line = text.slice(start, nl).replace(/\r$/, '');
    if (line.startsWith('data:')) payloads.push(line.slice(5).trim());
    start = nl + 1;
  }
}

/**
 * Wraps `fetch` so that a server error sent with HTTP 200 becomes an error response the AI SDK
 * reports with the server's message (`APICallError`, e.g. `Model does not support tools`) instead
 * of "Invalid JSON response" or "stream ended without a finish reason":
 * - a JSON 200 body that is an error ({@link streamErrorEvent}: also one next to or inside
 *   `choices`, review12 Y50) → the error as the body, with the error's own 4xx/5xx
 *   `code`/`status`, else 502 marked {@link NOT_RETRYABLE_HEADER};
 * - an SSE 200 stream with such an error event ({@link streamErrorEvent}) before any event that
 *   carries part of the reply ({@link carriesOutput}: the role-only or empty chunks servers send
 *   first do not count, review12 Y50) → that event's error as the error response (the rest of
 *   the stream is cancelled). Any other stream is passed on byte-identical (the bytes read while
 *   looking, up to 64 KiB, are replayed first). The look ends `options.peekAfterFirstEventMs`
 *   after the first `data:` event, so a slow model's time to first token is the stream's to bound
 *   (`model.streamTimeoutMs`), not one try's (review12 Y56). Later error events are
 *   `replyGuardFetch`'s to report (`ModelReplyError('error-event')`).
 * Non-2xx responses and other bodies pass through unchanged. Sits BELOW `retryingFetch`, so an
 * error whose own status is transient (429, 503, …) is retried like any such response.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint, fail clearly).
 */
export function inBandErrorFetch(
  baseFetch: typeof fetch = globalThis.fetch,
  options: InBandErrorFetchOptions = {},
): typeof fetch {
  const peekMs = options.peekAfterFirstEventMs ?? PEEK_AFTER_FIRST_EVENT_MS;
  const wrapped = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const res = await baseFetch(input, init);
    if (res.status !== 200 || res.body == null) return res;
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('text/event-stream')) return peekStream(res, peekMs);
    if (!type.includes('json')) return res;
    // `replyGuardFetch` below has read a JSON 200 reply whole: its text is taken, not read again.
    const buffered = bufferedText(res);
    const text = buffered ?? (await res.text());
    const found = streamErrorEvent(parseJsonOrNull(text));
    if (found) return errorResponse(res, found, text);
    if (buffered !== undefined) return res;
    // Remembered: the layers above take the text without reading the body again (issue 13).
    return textResponse(text, { status: res.status, statusText: res.statusText, headers: bodyHeaders(res) });
  };
  return wrapped as typeof fetch;
}

/** What {@link lookForErrorEvent} found. */
interface Look {
  /** The server's error sent in place of the reply, and its event's payload; else null. */
  found: { error: { status: number; own: boolean; body: string | null }; payload: string } | null;
  /** The chunks read while looking, to be sent on first. */
  seen: Uint8Array[];
  /** The body ended while looking. */
  done: boolean;
  /** A read still under way when the look ended: the body's next read. */
  pending: Promise<ReplyRead> | null;
}

/**
 * Reads the start of an event stream (through `read`) for an error event sent in place of the
 * reply: past the role-only or empty chunks a server sends first (Y50), until the reply begins, a
 * `[DONE]`, a chunk the AI SDK must report as malformed, 64 KiB, the end, or `peekMs` after the
 * first `data:` event (Y56).
 */
async function lookForErrorEvent(read: () => Promise<ReplyRead>, peekMs: number): Promise<Look> {
  const decoder = new TextDecoder();
  const look: Look = { found: null, seen: [], done: false, pending: null };
  let text = '';
  let scanned = 0;
  let lookUntil = Number.POSITIVE_INFINITY;
  // Y50: look past the role-only/empty chunks a server sends before the model produced anything.
  peek: while (!look.done && text.length <= MAX_PEEK_CHARS) {
    const next = read();
    const r = await withinMs(next, lookUntil - performance.now());
    if (r === null) {
      look.pending = next;
      break;
    }
    if (r.done) {
      look.done = true;
      text += `${decoder.decode()}\n`;
    } else {
      look.seen.push(r.value);
      text += decoder.decode(r.value, { stream: true });
    }
    const { payloads, next: after } = dataPayloads(text, scanned);
    scanned = after;
    if (payloads.length > 0 && lookUntil === Number.POSITIVE_INFINITY) {
      lookUntil = performance.now() + peekMs;
    }
    for (const payload of payloads) {
      if (payload === '') continue;
      const parsed = payload.startsWith('{') ? parseJsonOrNull(payload) : null;
      // `[DONE]`, a chunk the SDK must report as malformed, or the reply itself: stop looking.
      if (parsed === null) break peek;
      const found = streamErrorEvent(parsed);
      if (found) {
        look.found = { error: found, payload };
        return look;
      }
      if (carriesOutput(parsed)) break peek;
    }
  }
  return look;
}

const ENDED: Promise<ReplyRead> = Promise.resolve({ done: true, value: undefined });

async function peekStream(res: Response, peekMs: number): Promise<Response> {
  // The reply guard's own source (issue 13): looked at through it, and the same response passed on.
  const source = replySource(res);
  if (source !== undefined) {
    const look = await lookForErrorEvent(() => source.read(), peekMs);
    if (look.found) {
      await source.cancel().catch(() => {});
      return errorResponse(res, look.found.error, look.found.payload);
    }
    source.resume(look.seen, look.done ? ENDED : look.pending);
    return res;
  }
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const look = await lookForErrorEvent(() => reader.read(), peekMs);
  if (look.found) {
    await reader.cancel().catch(() => {});
    return errorResponse(res, look.found.error, look.found.payload);
  }
  let { done, pending } = look;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of look.seen) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      if (done) return;
      try {
        const r = await (pending ?? reader.read());
        pending = null;
        if (r.done) {
          done = true;
          controller.close();
        } else controller.enqueue(r.value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: bodyHeaders(res) });
}

/**
 * `promise`'s value, or `null` when it has not settled within `ms` (≤ 0: only if it already
 * settled; `Infinity`: waits). The promise is left running; its rejection then is the caller's.
 */
async function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  if (ms === Number.POSITIVE_INFINITY) return promise;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, ms));
    timer.unref?.();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
