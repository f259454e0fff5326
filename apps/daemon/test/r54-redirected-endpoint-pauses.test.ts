/**
 * R54 (reviewB, session 22): a model base URL the server redirects (answered by the transport as
 * HTTP 421 naming the redirect, @ma/agent `REDIRECTED_STATUS`) is a configuration problem — the base
 * URL, the same for every meeting — so the daemon pauses summaries on it as on a 404 (S50), instead
 * of failing every meeting one by one with the target's 405 or 404.
 * Spec: apps/daemon/README.md (Configuration problems); reviewB R54, S50.
 */
import { REDIRECTED_STATUS } from '@ma/agent';
import { describe, expect, it } from 'vitest';
import { isConfigProblem, retryPlan } from '../src/work/endpoint-failure.js';

describe('R54: a redirected base URL pauses the daemon', () => {
  it('R54: HTTP 421 from the transport (a redirected request) is a configuration problem: pause', () => {
    const inner = Object.assign(new Error('the request to … was redirected to …'), {
      statusCode: REDIRECTED_STATUS,
    });
    const error = new Error('model endpoint returned HTTP 421', { cause: inner });
    expect(REDIRECTED_STATUS).toBe(421);
    expect(isConfigProblem(error)).toBe(true);
    expect(retryPlan(error, 'model', 1, { attempts: 3, delayMs: 1000 })).toEqual({ kind: 'pause' });
  });
});
