import { causes } from '@ma/core';

const marker = Symbol.for('ma.error.ModelReplyError');

/**
 * How a model reply went wrong after the server answered (R12):
 * - `cut`: the connection closed while the reply body was arriving;
 * - `no-finish`: a streamed reply ended cleanly but with neither a finish reason nor `[DONE]`;
 * - `not-a-stream`: a streaming request was answered with something other than an event stream;
 * - `error-event`: the server sent an error event in the stream after part of the reply (review12 Y50);
 * - `too-large`: the reply body went past {@link MAX_REPLY_BYTES} (64 MiB) and was not read further
 *   (reviewB R56: a looping model or a broken server sending without end).
 *
 * Spec: issue R12; review12 Y50; reviewB R56; docs/contracts.md, @ma/agent (transport failures).
 */
export type ModelReplyErrorKind =
  | 'cut'
  | 'no-finish'
  | 'not-a-stream'
  | 'error-event'
  | 'too-large'
  | 'bad-encoding';

/**
 * Most bytes of one model reply body that are read: 64 MiB (67,108,864 bytes). A successful reply
 * (JSON or an event stream) that goes past it fails with `ModelReplyError('too-large')`, its
 * connection closed; an error response's body is read up to {@link MAX_ERROR_BODY_BYTES} only.
 * Far above any real reply: one `write_summary` call takes 1 MiB, and 64 MiB of stream chunks is
 * about 250,000 tokens. Without it a reply was read whole into memory: a server sending without end
 * grew `ma summarize` (or the daemon) to 16.8 GB in two minutes (reviewB R56).
 */
export const MAX_REPLY_BYTES = 64 * 1024 * 1024;

/** Most bytes of an error response's body (HTTP status >= 300) that are read: 1 MiB; the rest is dropped (R56). */
export const MAX_ERROR_BODY_BYTES = 1024 * 1024;

/**
 * A reply from the model endpoint that arrived broken (thrown by `replyGuardFetch` through the
 * response body). `bytes`: how many body bytes arrived before it broke. `message` says it in
 * one line: `the connection closed mid-reply after 118 bytes (other side closed)`, `the stream
 * ended without a finish reason or [DONE] after 118 bytes`, `a streaming request was answered with
 * application/json instead of an event stream`. The network error, when there was one, is the
 * `cause` (so retries still see it as a network failure).
 *
 * Spec: issue R12.
 */
export class ModelReplyError extends Error {
  readonly [marker] = true;
  override name = 'ModelReplyError';
  constructor(
    readonly kind: ModelReplyErrorKind,
    readonly bytes: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
  /** Marker check, works across duplicated package copies. */
  static isInstance(error: unknown): error is ModelReplyError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/**
 * The broken reply behind `error` that may come whole when asked again (review13 Z50): the first
 * `ModelReplyError` of kind `cut` (the connection closed mid-reply), `no-finish` (a stream that
 * ended without a finish reason or `[DONE]`) or `error-event` (the server reported an error
 * mid-reply) in `error` or its `cause` chain (core's `causes`; the AI SDK wraps it in an
 * `APICallError`), else `null`. Never `not-a-stream` (the server does not stream: asking again
 * gets the same), never `too-large` (a runaway reply: asking again costs as much again; R56) or
 * `bad-encoding` (the same headers come again; R59), a
 * stream past `model.streamTimeoutMs` or a malformed chunk.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retry transient
 * failures); review13 Z50.
 */
export function retriableReplyBreak(error: unknown): ModelReplyError | null {
  for (const e of causes(error)) {
    if (ModelReplyError.isInstance(e))
      return e.kind === 'not-a-stream' || e.kind === 'too-large' || e.kind === 'bad-encoding' ? null : e;
  }
  return null;
}
