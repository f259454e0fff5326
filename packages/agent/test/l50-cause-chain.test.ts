/**
 * L50: the agent's readers of a failed request's `cause` chain (a transient network error to retry,
 * a broken reply to ask again, the transport failure shown to the user) each walked it with a
 * near-copy loop of its own depth (5 or 6): a `ECONNRESET` or a cut reply six errors deep was not
 * retried although shallower ones were. All use core's one `causes(error)` walk now: one depth,
 * and a chain that loops is read once through.
 * Spec: L50; seed 003 (retry transient failures).
 */
import { describe, expect, it } from 'vitest';
import { ModelReplyError, retriableReplyBreak } from '../src/model/model-reply-error.js';
import { isTransientNetworkError } from '../src/model/retrying-fetch.js';
import { describeTransportFailure } from '../src/model/transport-failure.js';

/** `inner` wrapped in `depth` errors. */
function wrapped(inner: object, depth: number): Error {
  let e: unknown = inner;
  for (let i = 0; i < depth; i++) e = new Error(`layer ${i}`, { cause: e });
  return e as Error;
}

describe('L50 one cause walk for the agent’s transport checks', () => {
  it('L50 a reset connection and a cut reply seven errors deep are still retried', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isTransientNetworkError(wrapped(reset, 7))).toBe(true);
    const cut = new ModelReplyError('cut', 12, 'the connection closed mid-reply after 12 bytes');
    expect(retriableReplyBreak(wrapped(cut, 7))).toBe(cut);
  });

  it('L50 a cyclic cause chain ends and is described', () => {
    const a = new Error('fetch failed');
    const b = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
      cause: a,
    });
    a.cause = b;
    expect(isTransientNetworkError(a)).toBe(true);
    expect(retriableReplyBreak(a)).toBeNull();
    expect(describeTransportFailure(a, { baseURL: 'http://127.0.0.1:9/v1' })?.kind).toBe('refused');
  });
});
