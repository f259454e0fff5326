import { causes, oneLine } from '@ma/core';
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import { BadPortRedirectError } from './bad-port-redirect.js';
import { contextOverflow, contextOverflowFix } from './context-overflow.js';
import { NOT_RETRYABLE_HEADER } from './in-band-error-fetch.js';
import { ModelReplyError } from './model-reply-error.js';
import { noToolsForm } from './no-tools.js';
import { readRetryAfter, StreamTimeoutError } from './retrying-fetch.js';
import { apiErrorText } from './server-error-message.js';

/**
 * What went wrong between the agent and the model endpoint (R12), one kind per cause:
 * `refused` (nothing listens on the port), `dns` (the host name does not resolve), `timeout`,
 * `closed` (the server accepted the connection and closed it without a reply), `network`
 * (another network error), `unusable-url`, `http` (a 4xx other than 429), `rate-limited` (429),
 * `server-error` (5xx), `not-json` (2xx with a body that is not JSON), `malformed` (JSON or
 * chunks that are not a chat completion), `not-a-stream`, `cut` (the connection closed
 * mid-reply), `no-finish` (a stream that ended without a finish reason or `[DONE]`),
 * `error-event` (the server sent an error event mid-reply, review12 Y50), `too-large` (a reply
 * body past 64 MiB, not read further: reviewB R56), `bad-encoding` (a body not in the
 * `Content-Encoding` it names: reviewB R59), `no-tools` (the server says the model, or its own setup,
 * cannot call tools, in its own words: seed 002, C26), `context-overflow` (the server says the request
 * is longer than the context window it runs the model with: newcomer session 32 N1).
 *
 * Spec: issue R12; docs/contracts.md, @ma/agent (transport failures).
 */
export type TransportFailureKind =
  | 'refused'
  | 'dns'
  | 'timeout'
  | 'closed'
  | 'network'
  | 'unusable-url'
  | 'http'
  | 'rate-limited'
  | 'server-error'
  | 'not-json'
  | 'malformed'
  | 'not-a-stream'
  | 'cut'
  | 'no-finish'
  | 'error-event'
  | 'too-large'
  | 'bad-encoding'
  | 'no-tools'
  | 'context-overflow';

/**
 * A transport failure described for a user: `message` says what happened (one line, naming the
 * endpoint, the HTTP status and the server's own words, or the network code), `fix` what to do.
 *
 * Spec: issue R12.
 */
export interface TransportFailure {
  kind: TransportFailureKind;
  message: string;
  /** What to do; empty when the server's own message is the whole story (a 400 naming the bad field). */
  fix: string;
}

/** The error and its `cause` chain (core's `causes`: each error once, L50). */
function chain(
  error: unknown,
): Array<{ code?: unknown; message?: unknown; name?: unknown; cause?: unknown }> {
  return [...causes(error)];
}

/** The bytes undici read on the connection before it closed (its socket error's `socket.bytesRead`), or null. */
function bytesRead(errors: readonly object[]): number | null {
  for (const e of errors) {
    const read = (e as { socket?: { bytesRead?: unknown } }).socket?.bytesRead;
    if (typeof read === 'number') return read;
  }
  return null;
}

/** Shortens `text` to one line of at most `max` characters. */
function clip(text: string, max: number): string {
  return oneLine(text, max, { showHidden: true });
}

/** The host of a URL, or the URL itself when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

const SERVER_LOG =
  "check the server's log (crashed, restarted, out of memory, or a proxy in between?), then run again";

/**
 * Why a URL can never work, from the `cause` chain: fetch's `bad port`, an unsupported protocol,
 * an invalid URL; `null` otherwise.
 */
function unusableUrl(error: unknown): string | null {
  for (const e of chain(error)) {
    const message = typeof e.message === 'string' ? e.message : '';
    if (/^bad port$/i.test(message)) return 'fetch refuses this port (a blocked "bad port")';
    if (/unknown scheme|unsupported protocol/i.test(message))
      return 'unsupported protocol (use http:// or https://)';
    if (e.code === 'ERR_INVALID_URL') return 'invalid URL';
  }
  return null;
}

/** A failure read from an HTTP error status (`APICallError` with `statusCode` ≥ 300). */
function httpFailure(error: APICallError, endpoint: string): TransportFailure {
  const status = error.statusCode as number;
  const said = apiErrorText(error);
  // C26 (seed 002): a model or server that cannot call tools at all, whatever the status its
  // server answers with (llama.cpp: a 500 that is no crash): the fix for that server.
  const noTools = noToolsForm(status, [error.message, error.responseBody, said]);
  if (noTools) {
    return {
      kind: 'no-tools',
      message: `${endpoint} returned HTTP ${status}: ${said}`,
      fix: noTools.fix,
    };
  }
  // N1 (session 32): a request longer than the server's window names the setting and the number.
  const overflow = contextOverflow(status, [error.message, error.responseBody, said]);
  if (overflow) {
    return {
      kind: 'context-overflow',
      message: `${endpoint} returned HTTP ${status}: ${said}`,
      fix: contextOverflowFix(overflow),
    };
  }
  if (status === 429) {
    return {
      kind: 'rate-limited',
      message: `${endpoint} returned HTTP 429: ${said}${retryAfterClause(error)}`,
      fix: 'the server is rate limiting requests: wait until the limit or quota resets (or raise it), then run again',
    };
  }
  // A 502 made up from an error the server sent with HTTP 200 (`inBandErrorFetch`): its own words.
  const madeUp = Object.keys(error.responseHeaders ?? {}).some(
    (k) => k.toLowerCase() === NOT_RETRYABLE_HEADER,
  );
  if (status >= 500 && !madeUp) {
    return {
      kind: 'server-error',
      message: `${endpoint} returned HTTP ${status}: ${said}`,
      fix: `the server failed while answering (it was reached); ${SERVER_LOG}`,
    };
  }
  const fix =
    status === 401 || status === 403
      ? 'check the API key (model.apiKey, or the variable model.apiKeyEnv names)'
      : status === 404
        ? 'check that the base URL ends in /v1 (e.g. http://127.0.0.1:11434/v1) — `ma doctor` checks it'
        : '';
  return { kind: 'http', message: `${endpoint} returned HTTP ${status}: ${said}`, fix };
}

/**
 * Describes a failed model request (R12) so that each cause reads differently and truly:
 * a reply that broke after the server answered (`ModelReplyError`: `cut`, `no-finish`,
 * `not-a-stream`), an HTTP error status (429 with its Retry-After, 5xx, other 4xx), a 2xx body
 * that is not JSON or not a chat completion, a timeout, and network failures before any reply
 * (refused, DNS, closed without a reply, others). `endpoint` names the endpoint in the message
 * `baseURL` is the configured base URL (named in the messages). `null` for an error that
 * is not a transport failure (a bug, an abort).
 *
 * Spec: issue R12; seed 003, Requirement: Meeting Assistant generates meeting outputs (fail clearly).
 */
export function describeTransportFailure(error: unknown, opts: { baseURL: string }): TransportFailure | null {
  const endpoint = 'model endpoint';
  const errors = chain(error);
  const reply = errors.find((e) => ModelReplyError.isInstance(e)) as ModelReplyError | undefined;
  if (reply) {
    return {
      kind: reply.kind,
      message: `the ${endpoint} ${opts.baseURL} was reached, but ${reply.message}`,
      fix:
        reply.kind === 'not-a-stream'
          ? 'the server (or a proxy) does not stream: run without --stream, or fix the proxy'
          : reply.kind === 'error-event'
            ? `the server failed while answering; ${SERVER_LOG}`
            : reply.kind === 'bad-encoding'
              ? 'the server, or a proxy in front of it, sends a Content-Encoding header that its body does not have (compressed twice, or decompressed without removing the header): fix its compression settings, or point model.baseURL at the server itself'
              : reply.kind === 'too-large'
                ? 'the model did not stop (a model repeating itself, or a server sending without end): run again, set model.maxOutputTokens to stop a runaway reply sooner, or check the server'
                : `the server stopped mid-reply; ${SERVER_LOG}`,
    };
  }
  // L68: the configured URL is fine; a redirect led to a port fetch refuses: name its target.
  const redirected = [...causes(error)].find((e) => e instanceof BadPortRedirectError) as
    | BadPortRedirectError
    | undefined;
  if (redirected) {
    return {
      kind: 'unusable-url',
      message: `cannot use the ${endpoint} ${opts.baseURL}: ${redirected.message} (not retried)`,
      fix: `the redirect, not ${opts.baseURL}, is what fails: set model.baseURL (or --base-url) to the server itself, or fix the server's or proxy's redirect to ${new URL(redirected.to).origin}`,
    };
  }
  const unusable = unusableUrl(error);
  if (unusable) {
    return {
      kind: 'unusable-url',
      message: `cannot use the ${endpoint} ${opts.baseURL}: ${unusable} (not retried)`,
      fix: 'fix model.baseURL or --base-url and check it with `ma doctor`',
    };
  }
  if (APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode >= 300)
    return httpFailure(error, endpoint);
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    // Z56: an event stream sent back to a plain (JSON) request is a server or proxy that always
    // streams, not an endpoint that is not OpenAI-compatible.
    const type =
      new Headers((error.responseHeaders ?? {}) as Record<string, string>).get('content-type') ?? '';
    if (type.includes('text/event-stream') || /^\s*data:/.test(error.responseBody ?? '')) {
      return {
        kind: 'not-json',
        message: `the ${endpoint} ${opts.baseURL} answered HTTP ${error.statusCode} with an event stream (text/event-stream) although the request asked for one JSON reply`,
        fix: 'the server (or a proxy) always streams: run with --stream (`stream: true`), or fix the proxy',
      };
    }
    const body = clip(error.responseBody ?? '', 80);
    const html = /^\s*<(!doctype|html)/i.test(error.responseBody ?? '');
    return {
      kind: 'not-json',
      message: `the ${endpoint} ${opts.baseURL} answered HTTP ${error.statusCode} with ${html ? 'an HTML page' : 'a body that is not JSON'}, not a chat completion${body ? `: "${body}"` : ''}`,
      fix: 'check that model.baseURL is an OpenAI-compatible API ending in /v1 (`ma doctor` checks it)',
    };
  }
  const parse = errors.find((e) => JSONParseError.isInstance(e)) as JSONParseError | undefined;
  if (
    parse ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error)
  ) {
    const detail = parse
      ? `a chunk is not valid JSON: ${clip(parse.text, 40)}`
      : TypeValidationError.isInstance(error)
        ? 'a chunk does not have the expected shape'
        : clip((error as Error).message.replace(/\.$/, ''), 80);
    return {
      kind: 'malformed',
      message: `the ${endpoint} sent a malformed reply (${detail})`,
      fix: 'check the server with `ma doctor`',
    };
  }
  const stream = errors.find((e) => e instanceof StreamTimeoutError) as StreamTimeoutError | undefined;
  if (stream) {
    return {
      kind: 'timeout',
      message: stream.message,
      fix: stream.sawOutput
        ? 'a model repeating itself never stops: set model.maxOutputTokens to cap its reply, or raise model.streamTimeoutMs for a slow model, in meeting-assistant.json'
        : 'the server kept the request open without producing anything (queued, loading the model, or stalled): check its load and logs, or raise model.streamTimeoutMs in meeting-assistant.json if it needs longer to start',
    };
  }
  const first = errors[0];
  const message = typeof first?.message === 'string' ? first.message : String(error);
  if (first?.name === 'TimeoutError') {
    const detail = /^model request timed out\b/.test(message)
      ? message
      : `model request timed out (${message})`;
    return {
      kind: 'timeout',
      message: detail,
      fix: 'raise model.timeoutMs in meeting-assistant.json or check the server with `ma doctor`',
    };
  }
  const coded = errors.find((e) => typeof e.code === 'string' && e.code !== 'ERR_INVALID_URL');
  const code = typeof coded?.code === 'string' ? coded.code : undefined;
  const words = errors.map((e) => (typeof e.message === 'string' ? e.message : '')).join(' ');
  if (code === 'ECONNREFUSED') {
    return {
      kind: 'refused',
      message: `cannot reach the ${endpoint} ${opts.baseURL}: connection refused (ECONNREFUSED)`,
      fix: 'is the server running on that host and port? check with `ma doctor`',
    };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return {
      kind: 'dns',
      message: `cannot reach the ${endpoint} ${opts.baseURL}: the host name "${hostOf(opts.baseURL)}" does not resolve (${code}${code === 'EAI_AGAIN' ? ', a temporary DNS failure' : ''})`,
      fix: 'check the host name in model.baseURL (or --base-url) and the network',
    };
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return {
      kind: 'timeout',
      message: `the ${endpoint} ${opts.baseURL} did not answer in time (${code})`,
      fix: 'raise model.timeoutMs in meeting-assistant.json or check the server with `ma doctor`',
    };
  }
  if (
    code === 'UND_ERR_SOCKET' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'UND_ERR_CLOSED' ||
    /socket hang up|other side closed/i.test(words)
  ) {
    const why = clip((errors.at(-1)?.message as string | undefined) ?? code ?? 'closed', 80);
    const detail = `${why}${code && !why.includes(code) ? `, ${code}` : ''}`;
    // undici's socket error says how many bytes came back: some (a status line or headers cut
    // short) is a server that stopped mid-reply, none is one that never answered (review9 V2).
    const received = bytesRead(errors);
    if (received !== null && received > 0) {
      return {
        kind: 'cut',
        message: `the ${endpoint} ${opts.baseURL} was reached, but the connection closed mid-reply after ${received} bytes, before the response headers were complete (${detail})`,
        fix: `the server stopped mid-reply; ${SERVER_LOG}`,
      };
    }
    return {
      kind: 'closed',
      message: `the ${endpoint} ${opts.baseURL} accepted the connection but closed it without replying (${received === 0 ? 'no byte received; ' : ''}${detail})`,
      fix: "check the server's log and that it speaks HTTP on that port (not HTTPS or another protocol), then run again",
    };
  }
  if (code !== undefined || /fetch failed|cannot connect to api/i.test(words)) {
    return {
      kind: 'network',
      message: `cannot reach the ${endpoint} ${opts.baseURL}: ${code ?? clip(message, 80)}`,
      fix: 'is the server running and reachable from here? check with `ma doctor`',
    };
  }
  return null;
}

/**
 * For an HTTP 429 with `Retry-After`/`retry-after-ms`: `; the server asked to wait N s (<header>)…`
 * naming the header actually received (`retry-after-ms` is milliseconds, `Retry-After` seconds or
 * a date) and saying when that is longer than the 60 s a run waits, so it was not retried; else `''`.
 *
 * Spec: issue R12; hostile case B33; reviewB S61.
 */
export function retryAfterClause(error: APICallError): string {
  if (error.statusCode !== 429) return '';
  const headers = new Headers((error.responseHeaders ?? {}) as Record<string, string>);
  const requested = readRetryAfter(headers);
  if (requested === null) return '';
  const said =
    requested.header === 'retry-after-ms'
      ? `${waitSeconds(requested.ms)} (retry-after-ms: ${headers.get('retry-after-ms')?.trim()} ms)`
      : `${waitSeconds(requested.ms)} (Retry-After)`;
  return requested.ms > 60_000
    ? `; the server asked to wait ${said}, longer than the 60 s a run waits, so it was not retried`
    : `; the server asked to wait ${said}`;
}

/** A wait in ms as the user reads it: whole seconds, or `N ms` under one second. */
function waitSeconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1000)} s`;
}
