import { causes } from '@ma/core';
import { BadPortRedirectError, badPortRedirectTarget, isBadPort } from './bad-port-redirect.js';
import { bufferedText } from './buffered-text.js';
import { NOT_RETRYABLE_HEADER } from './in-band-error-fetch.js';
import { retriableReplyBreak } from './model-reply-error.js';
import { NO_TOOLS_FORMS, noToolsForm } from './no-tools.js';
import { ReplySource, replySource } from './reply-source.js';

/**
 * One retry that {@link retryingFetch} is about to make, reported before it waits.
 *
 * - `attempt`: 1-based number of the attempt about to be made (2 = the first retry; the first
 *   try is attempt 1 and is never reported).
 * - `of`: the most attempts in all (`model.retry.attempts`, at least 1): the log line reads
 *   `attempt 2 of 3`, and the last attempt is `attempt 3 of 3`.
 * - `delayMs`: how long it waits before the retry, in ms (the server's `Retry-After` /
 *   `retry-after-ms` when given and within the cap, else the configured `delayMs`).
 * - `reason`: short human text, e.g. `HTTP 429: rate limited`, `network error: ECONNRESET`,
 *   `timeout after 50 ms`.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries).
 */
export interface RetryEvent {
  attempt: number;
  of: number;
  delayMs: number;
  reason: string;
}

/**
 * Options of {@link retryingFetch}.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries).
 */
export interface RetryingFetchOptions {
  /**
   * Most requests in all, the first try included (`model.retry.attempts`, a whole number):
   * `3` = the first try and at most 2 retries; `1` (or `0`, read as 1) disables retrying.
   * Hostile case B33: the total number of attempts equals the configured limit.
   */
  attempts: number;
  /** Wait between tries when the server gives no `Retry-After`, in ms (`model.retry.delayMs`). */
  delayMs: number;
  /**
   * Longest server-requested wait that is honoured, in ms (default 60 000). A longer
   * `Retry-After` (e.g. a quota reset days away, B33) ends retrying at once: the server's
   * response is returned unchanged, so the caller sees the server's message.
   */
  maxRetryAfterMs?: number;
  /**
   * Per-try time limit in ms, covering the response headers and, for non-streaming (non-SSE)
   * responses, the whole body. A try that runs out counts as a transient failure (retried);
   * after the last try the call rejects with a `DOMException` named `TimeoutError`.
   * SSE bodies are not covered once the headers have arrived (the AI SDK's `timeout.chunkMs`
   * bounds the gaps between chunks, `streamTimeoutMs` the whole stream). Omit or `0` for no limit.
   */
  timeoutMs?: number;
  /**
   * Limit on the whole of a streamed (SSE) request in ms, from sending it to the last byte of the
   * stream (`model.streamTimeoutMs`; N2). When it runs out the stream fails with a
   * {@link StreamTimeoutError} and the connection is closed; it is never retried (a model repeating
   * itself would do it again). Omit or `0` for no limit.
   */
  streamTimeoutMs?: number;
  /** Called before each retry (never for the first try). */
  onRetry?: (event: RetryEvent) => void;
  /** The fetch that does the real work (default: global `fetch`). */
  baseFetch?: typeof fetch;
}

/** Default cap on an honoured `Retry-After`, in ms (60 s). Spec: hostile case B33. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

/**
 * AI SDK call settings that must accompany a model built with {@link retryingFetch} (via
 * `createChatModel`): `maxRetries: 0` switches the SDK's own retries off so that our
 * `model.retry.attempts` is the only retry budget and attempts are never multiplied (B33): a
 * model call makes at most `model.retry.attempts` HTTP requests in all.
 * Spread it into `generateText` / `streamText` / `ToolLoopAgent` settings.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries); hostile case B33.
 */
export const MODEL_CALL_SETTINGS = { maxRetries: 0 } as const;

/**
 * True for HTTP statuses worth retrying: 408, 409, 429 and every 5xx.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries).
 */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * The server's requested wait and the header that gave it: `{ ms, header }` where `ms` is the
 * wait in milliseconds and `header` is `'retry-after-ms'` (a millisecond count) or `'Retry-After'`
 * (delay-seconds or an HTTP date, {@link parseHttpDate}; past dates give 0); `null` when neither is
 * present and readable (a negative number, a date in no HTTP form: R66).
 * `retry-after-ms` wins when both are valid.
 *
 * @param now - current time in ms since the epoch (for HTTP dates; default `Date.now()`).
 * Spec: hostile case B33; reviewB S61 (messages name the header actually received).
 */
export function readRetryAfter(
  headers: Headers,
  now: number = Date.now(),
): { ms: number; header: 'retry-after-ms' | 'Retry-After' } | null {
  const ms = headers.get('retry-after-ms');
  if (ms != null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return { ms: value, header: 'retry-after-ms' };
  }
  const ra = headers.get('retry-after');
  if (ra == null || ra.trim() === '') return null;
  const trimmed = ra.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return { ms: Number(trimmed) * 1000, header: 'Retry-After' };
  const date = parseHttpDate(trimmed);
  if (date === null) return null;
  return { ms: Math.max(0, date - now), header: 'Retry-After' };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_NAME = '(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*';
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';
/** `Sun, 06 Nov 1994 08:49:37 GMT` (IMF-fixdate, what servers send). */
const IMF_FIXDATE = new RegExp(`^${DAY_NAME},\\s*(\\d{1,2}) ([a-z]{3}) (\\d{4}) ${TIME} (?:GMT|UTC)$`, 'i');
/** `Sunday, 06-Nov-94 08:49:37 GMT` (RFC 850, obsolete). */
const RFC850_DATE = new RegExp(
  `^${DAY_NAME},\\s*(\\d{1,2})-([a-z]{3})-(\\d{2}|\\d{4}) ${TIME} (?:GMT|UTC)$`,
  'i',
);
/** `Sun Nov  6 08:49:37 1994` (C's asctime, obsolete; GMT although it does not say so). */
const ASCTIME_DATE = new RegExp(`^${DAY_NAME} ([a-z]{3}) +(\\d{1,2}) ${TIME} (\\d{4})$`, 'i');
/** ISO 8601 with its zone (`2026-12-04T13:20:00Z`, `…+01:00`): not HTTP's, but unambiguous. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The day, month name, year and time (h, m, s) of an HTTP date in any of its three forms; else null. */
function dateFields(text: string): { day: string; month: string; year: string; time: string[] } | null {
  const m = IMF_FIXDATE.exec(text) ?? RFC850_DATE.exec(text);
  if (m)
    return {
      day: m[1] ?? '',
      month: m[2] ?? '',
      year: m[3] ?? '',
      time: [m[4] ?? '', m[5] ?? '', m[6] ?? ''],
    };
  const a = ASCTIME_DATE.exec(text);
  if (a)
    return {
      month: a[1] ?? '',
      day: a[2] ?? '',
      year: a[6] ?? '',
      time: [a[3] ?? '', a[4] ?? '', a[5] ?? ''],
    };
  return null;
}

/**
 * An HTTP date (RFC 9110 §5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient
 * must read, all three in GMT) or an ISO 8601 date-time that names its zone, in ms since the epoch;
 * `null` for anything else (the caller then waits its own delay). Not `Date.parse`, whose lenient
 * reading took asctime's GMT time as local time (hours off outside UTC) and `-1` as the year 2001
 * (R66). A two-digit RFC 850 year is 19xx from 70, else 20xx.
 * Spec: RFC 9110 §5.6.7 and §10.2.3 (Retry-After); hostile case B33; review R66.
 */
export function parseHttpDate(text: string): number | null {
  if (ISO_WITH_ZONE.test(text)) {
    const iso = Date.parse(text);
    return Number.isNaN(iso) ? null : iso;
  }
  const fields = dateFields(text);
  if (fields === null) return null;
  const { day, month, year, time } = fields;
  const monthIndex = MONTHS.indexOf(month.toLowerCase());
  let fullYear = Number(year);
  if (year.length === 2) fullYear += fullYear >= 70 ? 1900 : 2000;
  const [hours, minutes, seconds] = time.map(Number) as [number, number, number];
  const dayNumber = Number(day);
  if (monthIndex < 0 || dayNumber < 1 || dayNumber > 31 || hours > 23 || minutes > 59 || seconds > 60)
    return null;
  const ms = Date.UTC(fullYear, monthIndex, dayNumber, hours, minutes, Math.min(seconds, 59));
  // A day past its month's end (31 Feb) rolls over in Date.UTC: not a date.
  return new Date(ms).getUTCDate() === dayNumber ? ms : null;
}

/**
 * Reads the server's requested wait from `retry-after-ms` (milliseconds) or `Retry-After`
 * (delay-seconds or an HTTP date), in ms; `null` when absent or unparsable. Past dates give 0.
 *
 * @param now - current time in ms since the epoch (for HTTP dates; default `Date.now()`).
 * Spec: hostile case B33.
 */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | null {
  return readRetryAfter(headers, now)?.ms ?? null;
}

/** A wait that rejects with `signal.reason` as soon as the signal aborts. */
function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Best-effort short text for a failed response: the server's `error.message`, else the status. */
async function describeResponse(res: Response): Promise<{ reason: string; body: string }> {
  let body = '';
  try {
    body = await res.text();
  } catch {
    body = '';
  }
  let message = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const err = parsed.error;
    if (typeof err === 'string') message = err;
    else if (err && typeof err.message === 'string') message = err.message;
    else if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    message = body.slice(0, 200);
  }
  const text = message.trim() || res.statusText || 'error';
  return { reason: `HTTP ${res.status}: ${text}`, body };
}

/**
 * True when a transient-status response is a server saying the model cannot call tools
 * (`noToolsForm`, C26): read from a clone, so the response is passed on unread.
 */
async function saysNoTools(res: Response): Promise<boolean> {
  if (!NO_TOOLS_FORMS.some((form) => form.statuses.includes(res.status))) return false;
  let body = '';
  try {
    body = await res.clone().text();
  } catch {
    return false;
  }
  return noToolsForm(res.status, [body]) !== null;
}

/** Error codes of network failures that may pass (server starting, flaky link, DNS hiccup). */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EPIPE',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/**
 * True for a thrown fetch error that may pass if tried again: a transient network code
 * (`ECONNREFUSED`, `ECONNRESET`, `ETIMEDOUT`, `EAI_AGAIN`, `UND_ERR_*` connect/header/body
 * timeouts and socket closes, …) or `socket hang up` anywhere in the `cause` chain. False for
 * errors that can only repeat: an invalid URL, a port fetch refuses (`bad port`, e.g. 9 or 1), an
 * unsupported protocol, an unknown host (`ENOTFOUND`), and anything unrecognised.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries).
 */
export function isTransientNetworkError(error: unknown): boolean {
  return [...causes(error)].some(
    (e) =>
      (typeof e.code === 'string' && TRANSIENT_CODES.has(e.code)) ||
      (typeof e.message === 'string' && /socket hang up|other side closed/i.test(e.message)),
  );
}

/**
 * Short text for a thrown network error (`ECONNRESET`, `ECONNREFUSED`, …), or for a reply that
 * broke after the server answered, its own words (`the connection closed mid-reply after 28 bytes
 * (other side closed)`, not undici's `terminated`: review13 Z51).
 */
function describeError(error: unknown): string {
  const broke = retriableReplyBreak(error);
  if (broke) return broke.message;
  const e = error as { cause?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
  const code = e?.cause?.code ?? e?.code;
  if (typeof code === 'string') return `network error: ${code}`;
  const msg = e?.cause?.message ?? e?.message;
  return `network error: ${typeof msg === 'string' ? msg : String(error)}`;
}

/** The request's own signal, whichever way it was passed. */
function requestSignal(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
): AbortSignal | undefined {
  if (init?.signal) return init.signal;
  if (typeof Request !== 'undefined' && input instanceof Request) return input.signal;
  return undefined;
}

class AttemptTimeout extends Error {}

/**
 * A streamed reply that was still running when `model.streamTimeoutMs` ran out (N2): `name` is
 * `TimeoutError`, `limitMs` the limit in ms, `bytes` the bytes of the stream read before it,
 * `sawOutput` whether any of them carried model output (text, reasoning or a tool call) rather
 * than only a role chunk and SSE keep-alive comments (review12 Y56: a queued or stalled server is
 * not a model repeating itself). The message:
 * `model request timed out: the streamed reply was still running after <limitMs> ms
 * (model.streamTimeoutMs), <bytes> bytes in`, or, with no output,
 * `model request timed out: the streamed reply sent no text or tool call in <limitMs> ms
 * (model.streamTimeoutMs), only keep-alives (<bytes> bytes)`.
 *
 * Spec: review2 N2; seed 003, Requirement: Meeting Assistant generates meeting outputs (fail clearly).
 */
export class StreamTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly limitMs: number,
    readonly bytes: number,
    readonly sawOutput = true,
  ) {
    super(
      sawOutput
        ? `model request timed out: the streamed reply was still running after ${limitMs} ms (model.streamTimeoutMs), ${bytes} bytes in`
        : `model request timed out: the streamed reply sent no text or tool call in ${limitMs} ms (model.streamTimeoutMs), only keep-alives (${bytes} bytes)`,
    );
  }
}

/**
 * Whether SSE text carries model output: a non-empty `content`, `reasoning_content`, `reasoning`
 * or tool-call `arguments` string, or a `tool_calls` entry. A role chunk (`"content":""`) and
 * keep-alive comments (`: ping`) do not.
 */
const MODEL_OUTPUT = /"(?:content|reasoning_content|reasoning|arguments)":"[^"]|"tool_calls":\[\{/;

/** The bytes of a stream read so far, and whether any of them carried model output. */
class OutputWatch {
  bytes = 0;
  sawOutput = false;
  // Scanned only until the first output is seen; `tail` carries a marker cut between two chunks.
  #tail = '';

  see(chunk: Uint8Array): void {
    this.bytes += chunk.byteLength;
    if (this.sawOutput) return;
    const text =
      this.#tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    this.sawOutput = MODEL_OUTPUT.test(text);
    this.#tail = text.slice(-32);
  }
}

/**
 * The stream deadline ({@link withStreamDeadline}) put on a reply guard's own source: its body
 * fails with {@link StreamTimeoutError} when it has not ended `remainingMs` from now, and the
 * server's body is cancelled. The timer does not keep the process alive.
 */
function streamDeadline(source: ReplySource, remainingMs: number, limitMs: number): void {
  const watch = new OutputWatch();
  const timer = setTimeout(
    () => source.fail(new StreamTimeoutError(limitMs, watch.bytes, watch.sawOutput)),
    Math.max(0, remainingMs),
  );
  timer.unref?.();
  source.onSettled(() => clearTimeout(timer));
  source.addStage({
    push(chunk) {
      watch.see(chunk);
      return chunk;
    },
    end: () => null,
  });
}

/**
 * `res` with a body that fails with {@link StreamTimeoutError} when it has not ended `remainingMs`
 * from now (`limitMs`: the whole limit, for the message), cancelling the underlying body (the
 * connection closes). The timer does not keep the process alive.
 */
function withStreamDeadline(res: Response, remainingMs: number, limitMs: number): Response {
  const source = res.body as ReadableStream<Uint8Array>;
  const reader = source.getReader();
  const watch = new OutputWatch();
  let ended = false;
  let timer: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(
        () => {
          if (ended) return;
          ended = true;
          controller.error(new StreamTimeoutError(limitMs, watch.bytes, watch.sawOutput));
          reader.cancel().catch(() => {});
        },
        Math.max(0, remainingMs),
      );
      timer.unref?.();
    },
    async pull(controller) {
      let r: Awaited<ReturnType<typeof reader.read>>;
      try {
        r = await reader.read();
      } catch (error) {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        controller.error(error);
        return;
      }
      if (ended) return;
      if (r.done) {
        ended = true;
        clearTimeout(timer);
        controller.close();
        return;
      }
      watch.see(r.value);
      controller.enqueue(r.value);
    },
    cancel(reason) {
      ended = true;
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/**
 * `res` (a stream) with a body that calls `release` once when it has ended, failed or been
 * cancelled: for a body that is not a reply guard's own ({@link replySource}).
 */
function releasingBody(res: Response, release: () => void): Response {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const source = new ReplySource(
    () => reader.read(),
    (reason) => reader.cancel(reason),
  );
  source.onSettled(release);
  return new Response(source.body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/**
 * Wraps `fetch` with the product's retry policy for model calls (seed 003 "retries").
 *
 * Policy:
 * - Transient failures are tried again until `attempts` requests were made in all (the first
 *   try included: `attempts: 3` = at most 3 requests; B33): network errors that may pass ({@link isTransientNetworkError}:
 *   connection refused/reset, timeouts, DNS `EAI_AGAIN`, socket hang up), per-try timeouts
 *   (`timeoutMs`), HTTP 408, 409, 429, 5xx, and a reply that broke before this fetch returned it
 *   (`retriableReplyBreak`: a JSON body cut mid-way, a stream broken while it was looked at for an
 *   error event; review13 Z50, its own words as the retry's reason, Z51). Other thrown errors (invalid URL, `bad port`,
 *   unsupported protocol, unknown host) are re-thrown at once, untried again.
 * - The wait is the server's `retry-after-ms` / `Retry-After` (seconds or HTTP date) when present,
 *   else `delayMs`. A requested wait longer than `maxRetryAfterMs` (default 60 s) stops at once
 *   and returns that response, so the caller reports the server's message (B33 quota errors).
 * - Any other status (2xx, 3xx, other 4xx such as 400/401/404) is returned at once, unread, and
 *   so is a response marked `NOT_RETRYABLE_HEADER` (a server error sent with HTTP 200 without a
 *   status of its own, made into a 502 by `inBandErrorFetch`).
 * - When retries run out the last response is returned unchanged (the AI SDK then raises an
 *   `APICallError` with the server's message), or the last network error is re-thrown, or a
 *   `DOMException('…', 'TimeoutError')` is thrown after the last timeout.
 * - A streamed (SSE) reply is bounded as a whole by `streamTimeoutMs` (from sending the request):
 *   its body then fails with {@link StreamTimeoutError}, never retried (N2).
 * - An abort (the request's `signal`) is never retried and rejects promptly, also during a wait,
 *   with the signal's reason.
 * - `onRetry` is called once per retry, before waiting, with the number of the attempt about to
 *   be made (`attempt 2 of 3`).
 *
 * The request body must be re-sendable (a string, as the AI SDK sends it).
 * Pair it with {@link MODEL_CALL_SETTINGS} (`maxRetries: 0`) so SDK retries don't multiply ours.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries,
 * OpenAI-compatible endpoint); hostile case B33.
 */
export function retryingFetch(options: RetryingFetchOptions): typeof fetch {
  // Attempts in all, the first try included (B33); 0 is read as 1 (never fewer than one try).
  const attempts = Math.max(1, Math.floor(options.attempts));
  const delayMs = Math.max(0, options.delayMs);
  const cap = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const timeoutMs = options.timeoutMs ?? 0;
  const streamTimeoutMs = options.streamTimeoutMs ?? 0;
  const baseFetch = options.baseFetch ?? globalThis.fetch;

  const tryOnce = async (
    input: Parameters<typeof fetch>[0],
    init: RequestInit | undefined,
    outer: AbortSignal | undefined,
  ): Promise<Response> => {
    if (!(timeoutMs > 0) && !(streamTimeoutMs > 0)) return baseFetch(input, init);
    const sentAt = performance.now();
    const controller = new AbortController();
    const timer =
      timeoutMs > 0 ? setTimeout(() => controller.abort(new AttemptTimeout()), timeoutMs) : undefined;
    // The caller's abort reaches the request through the try's own signal: a listener forwards it
    // (not `AbortSignal.any`, which cost a streamed request 15-36 us and weak references for the GC
    // to process; issue 13). It stays on the caller's signal only while the request may still read
    // from the network: until this try ends, or, for a stream, until its body is done.
    let release: (() => void) | undefined;
    if (outer?.aborted) controller.abort(outer.reason);
    else if (outer) {
      const forward = () => controller.abort(outer.reason);
      outer.addEventListener('abort', forward, { once: true });
      release = () => outer.removeEventListener('abort', forward);
    }
    let releaseLater = false;
    try {
      const res = await baseFetch(input, { ...init, signal: controller.signal });
      const type = res.headers.get('content-type') ?? '';
      if (res.body == null) return res;
      if (type.includes('text/event-stream')) {
        // N2: the stream as a whole, counted from sending the request.
        const remainingMs = streamTimeoutMs - (performance.now() - sentAt);
        releaseLater = release !== undefined;
        // The reply guard's own source (issue 13): the deadline and the release are put on it, and
        // the same response goes on.
        const source = replySource(res);
        if (source !== undefined) {
          if (release !== undefined) source.onSettled(release);
          if (streamTimeoutMs > 0) streamDeadline(source, remainingMs, streamTimeoutMs);
          return res;
        }
        const out = release !== undefined ? releasingBody(res, release) : res;
        if (!(streamTimeoutMs > 0)) return out;
        return withStreamDeadline(out, remainingMs, streamTimeoutMs);
      }
      // Non-streaming: read the whole body under the same time limit.
      // A body already in memory (a JSON 200 reply `replyGuardFetch` read whole, without the length
      // and encoding headers) has nothing left to wait for: passed on as it is (issue 13).
      if (bufferedText(res) !== undefined) return res;
      const bytes = await res.arrayBuffer();
      const headers = new Headers(res.headers);
      headers.delete('content-length'); // the body is already decoded
      headers.delete('content-encoding');
      return new Response(bytes, { status: res.status, statusText: res.statusText, headers });
    } catch (error) {
      if (controller.signal.aborted && !outer?.aborted) throw new AttemptTimeout();
      throw error;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      if (!releaseLater) release?.();
    }
  };

  const wrapped = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const signal = requestSignal(input, init);
    // `tried`: requests made so far, the one about to be made not included.
    for (let tried = 0; ; tried++) {
      signal?.throwIfAborted();
      let reason: string;
      let wait = delayMs;
      try {
        const res = await tryOnce(input, init, signal);
        if (!isTransientStatus(res.status) || res.headers.has(NOT_RETRYABLE_HEADER)) return res;
        // C26: a server saying the model cannot call tools (llama.cpp's HTTP 500 `tools param
        // requires --jinja flag`) answers the same however often it is asked.
        if (await saysNoTools(res)) return res;
        const requested = parseRetryAfter(res.headers);
        if (requested != null && requested > cap) return res;
        if (tried + 1 >= attempts) return res;
        if (requested != null) wait = requested;
        reason = (await describeResponse(res)).reason;
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        const timedOut = error instanceof AttemptTimeout;
        // Invalid URL, bad port, unknown protocol, unknown host: retrying cannot help. A reply that
        // broke before it was passed on (a JSON body cut, a stream broken while it was looked at
        // for an error event) is asked again (Z50).
        if (!timedOut && !isTransientNetworkError(error) && retriableReplyBreak(error) === null) {
          // L68: a port fetch refuses, reached through a redirect: name the redirect's target.
          if (isBadPort(error)) {
            const url = requestUrl(input);
            const to = url === null ? null : await badPortRedirectTarget(url, signal, baseFetch);
            if (url !== null && to !== null) throw new BadPortRedirectError(url, to, { cause: error });
          }
          throw error;
        }
        if (tried + 1 >= attempts) {
          if (timedOut) {
            throw new DOMException(
              `model request timed out after ${timeoutMs} ms (${tried + 1} ${tried === 0 ? 'try' : 'tries'})`,
              'TimeoutError',
            );
          }
          throw error;
        }
        reason = timedOut ? `timeout after ${timeoutMs} ms` : describeError(error);
      }
      options.onRetry?.({ attempt: tried + 2, of: attempts, delayMs: wait, reason });
      await sleep(wait, signal);
    }
  };
  return wrapped as typeof fetch;
}

/** The absolute URL of a fetch `input`, or null when it cannot be read. */
function requestUrl(input: Parameters<typeof fetch>[0]): string | null {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return typeof (input as Request).url === 'string' ? (input as Request).url : null;
}
