import { causes, oneLine, redactSecrets } from '@ma/core';
import { textResponse } from './buffered-text.js';
import { bodyHeaders, carriesOutput, errorEventMessage, streamErrorEvent } from './in-band-error-fetch.js';
import { MAX_ERROR_BODY_BYTES, MAX_REPLY_BYTES, ModelReplyError } from './model-reply-error.js';
import { parseJsonOrNull } from './parse-json-or-null.js';
import { ReplyReadError, ReplyTooLargeError, readCappedBody } from './read-capped-body.js';
import { type ReplyRead, ReplySource, sourcedResponse } from './reply-source.js';
import { isKeepAliveData } from './sse-keep-alive.js';

/** The innermost message of an error's `cause` chain (e.g. undici's `other side closed`). */
function innermost(error: unknown): string {
  let text = '';
  for (const e of causes(error)) {
    if (typeof e.message === 'string' && e.message) text = e.message;
  }
  return text || String(error);
}

/** Markers of a finished stream: a finish reason that is not null, or the `[DONE]` line. */
const FINISHED = /"finish_reason"\s*:\s*"|^data:\s*\[DONE\]/m;

/** What the `data:` lines of a stream showed so far (see {@link scanDataLines}). */
interface StreamScan {
  /** A `data:` payload that cannot be a JSON chunk was seen. */
  malformed: boolean;
  /** A chunk carrying part of the reply (text, reasoning, a tool call, a finish) was seen. */
  output: boolean;
  /** The server's words of an error event that came after part of the reply (Y50); else null. */
  error: string | null;
}

/**
 * Reads complete `data:` lines into `scan`: malformed payloads, whether the reply has begun, and an
 * error event after it began (review12 Y50: `{"error":…}`, also next to `choices`). An error event
 * before any output is `inBandErrorFetch`'s (it becomes an error response there).
 */
function scanDataLines(text: string, scan: StreamScan): void {
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.startsWith('data:')) continue;
    const payload = line.slice(5).trim();
    // U57: a keep-alive sent as a data event (`data: : keepalive`, `data:`, `data: {}`) is no chunk.
    if (payload === '[DONE]' || isKeepAliveData(payload)) continue;
    if (!payload.startsWith('{') || !payload.endsWith('}')) {
      scan.malformed = true;
      continue;
    }
    // Parsed only until the reply began, then only when it may be an error event.
    if (scan.output && !payload.includes('"error"')) continue;
    const parsed = parseJsonOrNull(payload);
    if (scan.output && streamErrorEvent(parsed)) {
      scan.error ??= errorEventMessage(parsed) || 'no message';
      return;
    }
    if (!scan.output && carriesOutput(parsed)) scan.output = true;
  }
}

/**
 * The decoder's words when reading a body failed because it is not in the `Content-Encoding` its
 * headers name (zlib's `incorrect header check` / `invalid block type`, code `Z_DATA_ERROR`;
 * brotli's `Decompression failed`, code `ERR__ERROR_FORMAT_…`; zstd's `ERR_ZSTD_…`), else null.
 */
function decodingFailure(error: unknown): string | null {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && /^(Z_|ERR__ERROR_|ERR_BROTLI|ERR_ZSTD)/.test(e.code))
      return typeof e.message === 'string' && e.message ? e.message : e.code;
  }
  return null;
}

/**
 * What reading the body of `res` failing after `bytes` bytes was (R12, R59): a body that is not
 * in its `Content-Encoding` is `bad-encoding` (the connection did not close: undici's
 * `terminated` there is the decoder's error); anything else is `cut`.
 */
function readFailure(error: unknown, res: Response, bytes: number): ModelReplyError {
  const decoder = decodingFailure(error);
  if (decoder !== null) {
    const encoding = res.headers.get('content-encoding') ?? 'none';
    return new ModelReplyError(
      'bad-encoding',
      bytes,
      `its reply could not be decoded: the body is not in the Content-Encoding its headers name (${encoding}): ${decoder}`,
    );
  }
  return new ModelReplyError(
    'cut',
    bytes,
    `the connection closed mid-reply after ${bytes} bytes (${innermost(error)})`,
    { cause: error },
  );
}

/** The silence of {@link readWithin}: nothing came within its time. */
class StalledRead extends Error {}

/**
 * The next read of `reader`, or a {@link StalledRead} when nothing (not a byte) came within `ms`:
 * a stream that stopped mid-reply without closing its connection (R65).
 */
function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
): ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StalledRead()), ms);
  });
  return Promise.race([reader.read(), stalled]).finally(() => clearTimeout(timer));
}

/** The `too-large` failure of a reply body that went past {@link MAX_REPLY_BYTES} after `bytes` bytes (R56). */
function tooLarge(bytes: number): ModelReplyError {
  return new ModelReplyError(
    'too-large',
    bytes,
    `the reply was still coming after ${bytes} bytes, over the ${MAX_REPLY_BYTES} bytes (64 MiB) a reply may have, and was not read further`,
  );
}

/**
 * `res` (an error status) with its body cut after {@link MAX_ERROR_BODY_BYTES}: what comes after
 * is never read (the connection is closed), so an error page without end cannot fill the memory
 * of the layers that read it whole (the AI SDK, the key masking; R56). Same status and headers
 * (without length and encoding: the body is passed on decoded).
 */
function cappedErrorBody(res: Response): Response {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let r: Awaited<ReturnType<typeof reader.read>>;
      try {
        r = await reader.read();
      } catch (error) {
        controller.error(error);
        return;
      }
      if (r.done) {
        controller.close();
        return;
      }
      const room = MAX_ERROR_BODY_BYTES - bytes;
      bytes += r.value.byteLength;
      if (bytes < MAX_ERROR_BODY_BYTES) {
        controller.enqueue(r.value);
        return;
      }
      controller.enqueue(r.value.subarray(0, room));
      controller.close();
      reader.cancel().catch(() => {});
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/** True when a request body asks for a streamed reply (`"stream":true`). */
function wantsStream(init: RequestInit | undefined): boolean {
  return typeof init?.body === 'string' && /"stream"\s*:\s*true/.test(init.body);
}

/**
 * Wraps `fetch` so that a reply that arrives broken says how (R12), instead of surfacing as a
 * network error ("cannot reach") or the AI SDK's "stream ended without a finish reason":
 * - the response body is passed through unchanged while its bytes are counted; when reading it
 *   fails (the connection closed mid-reply), it fails with `ModelReplyError('cut')`, `the
 *   connection closed mid-reply after N bytes (<network message>)`, the network error as `cause`;
 * - an event stream (`text/event-stream`) that ends without a non-null `finish_reason` and
 *   without `data: [DONE]` fails at its end with `ModelReplyError('no-finish')`, `the stream
 *   ended without a finish reason or [DONE] after N bytes` — unless one of its `data:` lines is
 *   not a JSON chunk (the AI SDK reports that malformed chunk);
 * - an error event after part of the reply arrived (`data: {"error":{"message":"CUDA out of
 *   memory"}}`, OpenRouter's `{"error":…,"choices":[{"finish_reason":"error"}]}`) fails with
 *   `ModelReplyError('error-event')`, `the server reported an error mid-reply after N bytes:
 *   "<its message>"` (the `secrets` masked as `***`), instead of reaching the AI SDK, which passed
 *   the bare message on as an unclassified error (review12 Y50);
 * - a 2xx answer to a streaming request (`"stream":true`) that is not an event stream fails with
 *   `ModelReplyError('not-a-stream')` (a JSON server error in it is passed on to
 *   `inBandErrorFetch`, which reports the server's message).
 * - a body that is not in the `Content-Encoding` its headers name fails with
 *   `ModelReplyError('bad-encoding')`, `its reply could not be decoded: …` (not "the connection
 *   closed": reviewB R59);
 * - a reply body (JSON or an event stream) that goes past {@link MAX_REPLY_BYTES} (64 MiB) fails
 *   with `ModelReplyError('too-large')` and its connection is closed, instead of being read into
 *   memory without end (a looping model, a broken server: reviewB R56).
 * - an event stream that stops mid-reply without closing its connection — part of the reply (text,
 *   a tool call) came, then not a byte for `opts.idleMs` — fails with `ModelReplyError('cut')`,
 *   `the stream stopped mid-reply after N bytes: nothing more came for <ms> ms (model.timeoutMs),
 *   the connection left open`, and its connection is closed; like a connection closed mid-reply it
 *   is asked again (Z50). Before any output the wait is `model.streamTimeoutMs`'s (a slow first
 *   token; Y56). Before, the AI SDK's own chunk timeout ended the run with "model request timed
 *   out (Chunk timeout of 3000ms exceeded)", never asked again (R65).
 * Error statuses pass through with their body cut after {@link MAX_ERROR_BODY_BYTES} (1 MiB; R56).
 * Sits at the bottom of the model fetch stack.
 *
 * @param secrets - masked in the server's words quoted by an `error-event` (the API key, M7).
 * @param opts - `idleMs`: longest silence of an event stream once its reply began, in ms
 *   (`model.timeoutMs`); `0` or omitted: no limit.
 * Spec: issue R12; review12 Y50; seed 003, Requirement: Meeting Assistant generates meeting
 * outputs (OpenAI-compatible endpoint).
 */
export function replyGuardFetch(
  baseFetch: typeof fetch = globalThis.fetch,
  secrets: readonly (string | undefined)[] = [],
  opts: { idleMs?: number } = {},
): typeof fetch {
  const idleMs = opts.idleMs ?? 0;
  const masked = secrets.filter((x): x is string => typeof x === 'string' && x.length >= 8);
  const wrapped = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const res = await baseFetch(input, init);
    if (res.body == null) return res;
    if (!res.ok) return cappedErrorBody(res);
    const type = res.headers.get('content-type') ?? '';
    const sse = type.includes('text/event-stream');
    // The body scan last: an event stream needs none (issue 13: about 12 us per streamed step).
    if (!sse && wantsStream(init)) {
      if (type.includes('json')) {
        // A server error sent as JSON with HTTP 200 is `inBandErrorFetch`'s to report, in its own words.
        const text = await readText(res);
        if (streamErrorEvent(parseJsonOrNull(text)))
          return new Response(text, {
            status: res.status,
            statusText: res.statusText,
            headers: bodyHeaders(res),
          });
      } else await res.body.cancel().catch(() => {});
      throw new ModelReplyError(
        'not-a-stream',
        0,
        `a streaming request was answered with ${type.split(';')[0]?.trim() || 'no content type'} instead of an event stream (text/event-stream)`,
      );
    }
    // A JSON 200 reply is read whole here, as the layer above (`inBandErrorFetch`) would read it
    // at once anyway: one read instead of a counting stream read again (issue 13).
    if (!sse && res.status === 200 && type.includes('json')) return readWhole(res);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let bytes = 0;
    let finished = false;
    let tail = '';
    let lines = '';
    const scan: StreamScan = { malformed: false, output: false, error: null };
    // The next read of the server's bytes, checked (issue 13: one pull source per streamed reply,
    // which the in-band peek and the SSE normalizer above work on instead of wrapping it again).
    const next = async (): Promise<ReplyRead> => {
      let r: ReplyRead;
      try {
        r =
          sse && scan.output && !finished && idleMs > 0
            ? await readWithin(reader, idleMs)
            : await reader.read();
      } catch (error) {
        if (error instanceof StalledRead) {
          reader.cancel().catch(() => {});
          throw new ModelReplyError(
            'cut',
            bytes,
            `the stream stopped mid-reply after ${bytes} bytes: nothing more came for ${idleMs} ms (model.timeoutMs), the connection left open`,
          );
        }
        throw readFailure(error, res, bytes);
      }
      if (r.done) {
        if (sse && !finished && !scan.malformed)
          throw new ModelReplyError(
            'no-finish',
            bytes,
            `the stream ended without a finish reason or [DONE] after ${bytes} bytes`,
          );
        return r;
      }
      bytes += r.value.byteLength;
      if (bytes > MAX_REPLY_BYTES) {
        reader.cancel().catch(() => {});
        throw tooLarge(bytes);
      }
      if (sse && !finished) {
        const chunk = decoder.decode(r.value, { stream: true });
        const text = tail + chunk;
        finished = FINISHED.test(text);
        tail = text.slice(-64);
        // Complete lines only: a `data:` payload that cannot be a JSON chunk is the AI SDK's to report.
        lines += chunk;
        const end = lines.lastIndexOf('\n');
        if (end >= 0) {
          scanDataLines(lines.slice(0, end), scan);
          lines = lines.slice(end + 1);
        }
        if (scan.error !== null) {
          const said = oneLine(masked.length > 0 ? redactSecrets(scan.error, masked) : scan.error, 300);
          reader.cancel().catch(() => {});
          throw new ModelReplyError(
            'error-event',
            bytes,
            `the server reported an error mid-reply after ${bytes} bytes: "${said}"`,
          );
        }
      }
      return r;
    };
    // The body is passed on decoded: without the length and encoding of the bytes on the wire.
    return sourcedResponse(new ReplySource(next, (reason) => reader.cancel(reason)), {
      status: res.status,
      statusText: res.statusText,
      headers: bodyHeaders(res),
    });
  };
  return wrapped as typeof fetch;
}

/**
 * `res` (a JSON 200 reply) read whole into a {@link textResponse} with the same status, status
 * text and headers (without length and encoding: the body is passed on decoded), its text as
 * `res.text()` gives it (UTF-8, a BOM dropped). A read that fails fails with
 * `ModelReplyError('cut')`, as the counting stream does; a body past {@link MAX_REPLY_BYTES} with
 * `ModelReplyError('too-large')`, the rest never read (R56).
 */
async function readWhole(res: Response): Promise<Response> {
  const text = await readText(res);
  return textResponse(text, { status: res.status, statusText: res.statusText, headers: bodyHeaders(res) });
}

/**
 * The body of `res` as UTF-8 text (a BOM dropped), read as {@link readWhole} reads it: through
 * {@link readCappedBody} (R56: at most 64 MiB), its failures in the guard's words —
 * `ModelReplyError('too-large')` past the limit, `cut` (or `bad-encoding`) with the bytes received
 * when reading fails (L82).
 */
async function readText(res: Response): Promise<string> {
  let body: Uint8Array;
  try {
    body = await readCappedBody(res, 'the reply');
  } catch (error) {
    if (error instanceof ReplyTooLargeError) throw tooLarge(error.bytes);
    if (error instanceof ReplyReadError) throw readFailure(error.cause, res, error.bytes);
    throw error;
  }
  return new TextDecoder().decode(body);
}
