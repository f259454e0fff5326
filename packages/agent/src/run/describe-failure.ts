import { EditedSummaryError } from '@ma/core';
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';
import { apiErrorText } from '../model/server-error-message.js';
import { SummaryRunError } from '../summary-run-error.js';

/** Appended to an HTTP 404 from the endpoint: the usual cause is a base URL without `/v1`. */
const NOT_FOUND_HINT =
  '; check that the base URL ends in /v1 (e.g. http://127.0.0.1:11434/v1) — `ma doctor` checks it';

/**
 * Turns whatever ended a run into a {@link SummaryRunError} with a message written for the user
 * (it is shown by the CLI and recorded in the context note):
 * - an abort of the caller's signal → `aborted`, `run cancelled (<the signal's reason>)`, e.g.
 *   `run cancelled (interrupted by Ctrl-C)` (H15);
 * - `APICallError` → `model`, `model endpoint returned HTTP <status>: <server message>` (the
 *   server's own message in any common body shape, `apiErrorText`; H9); a 404 adds
 *   `; check that the base URL ends in /v1 (e.g. http://127.0.0.1:11434/v1) — \`ma doctor\` checks it`;
 * - a reply the AI SDK could not parse (`JSONParseError`, `TypeValidationError`,
 *   `InvalidResponseDataError`/`NoOutputGeneratedError` such as "stream ended without a finish reason",
 *   an `APICallError` "Failed to process successful response" when the connection drops mid-stream)
 *   → `model`, `the model endpoint sent a malformed reply (<detail>); check the server with \`ma doctor\``;
 * - `TimeoutError` → `model`, `the model request timed out …; raise model.timeoutMs or check …`;
 * - a URL that can never work (invalid URL, fetch's `bad port`, unsupported protocol) → `model`,
 *   `cannot use the model endpoint <baseURL>: <why> (not retried); fix model.baseURL … \`ma doctor\``;
 * - network errors → `model`, `cannot reach the model endpoint <baseURL>: <cause>; is the server running? …`;
 * - core's `EditedSummaryError` (a hand-edited summary found at commit, H14) → `edited`;
 * - a `SummaryRunError` passes through; anything else keeps its message (reason `error`).
 *
 * Spec: issue "run lifecycle" (fail clearly); hostile case B33 (the server's quota message is shown).
 */
export function describeFailure(error: unknown, baseURL: string, signal?: AbortSignal): SummaryRunError {
  if (SummaryRunError.isInstance(error)) return error;
  if (EditedSummaryError.isInstance(error))
    return new SummaryRunError('edited', error.message, { cause: error });
  if (signal?.aborted) return new SummaryRunError('aborted', cancelMessage(signal), { cause: error });
  const unusable = unusableUrl(error);
  if (unusable) {
    return new SummaryRunError(
      'model',
      `cannot use the model endpoint ${baseURL}: ${unusable} (not retried); fix model.baseURL or --base-url and check it with \`ma doctor\``,
      { cause: error },
    );
  }
  const malformed = malformedReply(error);
  if (malformed) {
    return new SummaryRunError(
      'model',
      `the model endpoint sent a malformed reply (${malformed}); check the server with \`ma doctor\``,
      { cause: error },
    );
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) {
      return new SummaryRunError(
        'model',
        `cannot reach the model endpoint ${baseURL}: ${error.message}; is the server running? check with \`ma doctor\``,
        { cause: error },
      );
    }
    const hint = error.statusCode === 404 ? NOT_FOUND_HINT : '';
    return new SummaryRunError(
      'model',
      `model endpoint returned HTTP ${error.statusCode}: ${apiErrorText(error)}${hint}`,
      {
        cause: error,
      },
    );
  }
  const e = error as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  if (e?.name === 'TimeoutError') {
    // retryingFetch says `model request timed out after <n> ms (<k> tries)`; keep that detail.
    const detail = /^model request timed out\b/.test(message)
      ? message
      : `model request timed out (${message})`;
    return new SummaryRunError(
      'model',
      `${detail}; raise model.timeoutMs in meeting-assistant.json or check the server with \`ma doctor\``,
      { cause: error },
    );
  }
  if (e?.name === 'AbortError')
    return new SummaryRunError('aborted', cancelMessage(signal), { cause: error });
  const code = e?.cause?.code;
  if (typeof code === 'string' || /fetch failed|ECONN|ENOTFOUND|socket/i.test(message)) {
    const why = typeof code === 'string' ? code : message;
    return new SummaryRunError(
      'model',
      `cannot reach the model endpoint ${baseURL}: ${why}; is the server running? check with \`ma doctor\``,
      { cause: error },
    );
  }
  return new SummaryRunError('error', message, { cause: error });
}

/**
 * `run cancelled`, with the abort reason's message when it says more than the generic
 * "This operation was aborted" (`run cancelled (interrupted by Ctrl-C)`).
 */
function cancelMessage(signal: AbortSignal | undefined): string {
  const reason = signal?.reason as { message?: unknown } | string | undefined;
  const text =
    typeof reason === 'string' ? reason : typeof reason?.message === 'string' ? reason.message : '';
  return text && !/^this operation was aborted\.?$/i.test(text.trim())
    ? `run cancelled (${clip(text, 80)})`
    : 'run cancelled';
}

/** Shortens `text` to one line of at most `max` characters. */
function clip(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * A short description of a reply the AI SDK could not parse (a streamed or JSON body that is not
 * what an OpenAI-compatible server sends), or `null` for any other error.
 */
function malformedReply(error: unknown): string | null {
  if (JSONParseError.isInstance(error)) return `a chunk is not valid JSON: ${clip(error.text, 40)}`;
  if (TypeValidationError.isInstance(error)) return 'a chunk does not have the expected shape';
  if (InvalidResponseDataError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    if (/stream ended without a finish reason/i.test(error.message))
      return 'the stream ended without a finish reason; is it a streaming endpoint?';
    if (NoOutputGeneratedError.isInstance(error)) return 'no output was generated';
    return clip(error.message.replace(/\.$/, ''));
  }
  // No dedicated class: the AI SDK wraps a body that fails while being read (a connection dropped
  // mid-stream) in an APICallError with this message.
  if (APICallError.isInstance(error) && /failed to process successful response/i.test(error.message)) {
    const cause = (error.cause as { message?: unknown } | undefined)?.message;
    return `the connection closed mid-reply${typeof cause === 'string' ? `: ${clip(cause, 40)}` : ''}`;
  }
  return null;
}

/**
 * Why a URL can never work, from the error's `cause` chain: fetch's `bad port` (ports such as 1
 * or 9 that fetch blocks), `unknown scheme` (e.g. `ftp:`), or an invalid URL (`ERR_INVALID_URL`);
 * `null` for anything else.
 */
function unusableUrl(error: unknown): string | null {
  let e = error as { cause?: unknown; code?: unknown; message?: unknown } | null | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const message = typeof e.message === 'string' ? e.message : '';
    if (/^bad port$/i.test(message)) return 'fetch refuses this port (a blocked "bad port")';
    if (/unknown scheme|unsupported protocol/i.test(message))
      return 'unsupported protocol (use http:// or https://)';
    if (e.code === 'ERR_INVALID_URL') return 'invalid URL';
    e = e.cause as typeof e;
  }
  return null;
}
