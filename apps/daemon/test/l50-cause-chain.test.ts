/**
 * L50: the daemon's three readers of a failed run's `cause` chain (an unreachable endpoint, an
 * account out of credit, a configuration problem) walked it with three near-copy loops whose depth
 * limits had drifted apart (8, 8, 6): a wrong API key (HTTP 401) seven errors deep was no
 * configuration problem although a refused connection as deep was an unreachable endpoint. All
 * three now use core's one `causes(error)` walk: the same depth for each, and a chain that loops
 * (an error whose cause is itself, `a → b → a`) is read once through and ends.
 * Spec: L50; apps/daemon/README.md (Work, Configuration problems).
 */
import { ConfigError } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  isConfigProblem,
  isOutOfCredit,
  isUnreachableEndpoint,
  retryPlan,
} from '../src/work/endpoint-failure.js';

/** `inner` wrapped in `depth` errors, as retries and SDK layers wrap it. */
function wrapped(inner: object, depth: number): Error {
  let e: unknown = inner;
  for (let i = 0; i < depth; i++) e = new Error(`layer ${i}`, { cause: e });
  return e as Error;
}

const RETRY = { attempts: 3, delayMs: 1000 };

describe('L50 one cause walk for the daemon’s endpoint checks', () => {
  it('L50 each check finds its error at the same depth (7 wrappers): 401, ConfigError, 402, ECONNREFUSED', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const badKey = Object.assign(new Error('Unauthorized'), { statusCode: 401 });
    const noCredit = Object.assign(new Error('Insufficient credits'), { statusCode: 402 });
    const config = new ConfigError('model.baseURL', 'a URL', '"x"');
    expect(isUnreachableEndpoint(wrapped(refused, 7))).toBe(true);
    expect(isOutOfCredit(wrapped(noCredit, 7))).toBe(true);
    expect(isConfigProblem(wrapped(badKey, 7))).toBe(true);
    expect(isConfigProblem(wrapped(config, 7))).toBe(true);
    expect(retryPlan(wrapped(badKey, 7), 'model', 1, RETRY)).toEqual({ kind: 'pause' });
  });

  it('L50 a cyclic cause chain is read once through and ends, whatever it holds', () => {
    const self = new Error('self');
    self.cause = self;
    expect(isUnreachableEndpoint(self)).toBe(false);
    expect(isOutOfCredit(self)).toBe(false);
    expect(isConfigProblem(self)).toBe(false);
    expect(retryPlan(self, 'model', 1, RETRY)).toMatchObject({ kind: 'retry', unreachable: false });

    const a = new Error('outer');
    const b = Object.assign(new Error('Payment Required'), { statusCode: 402, cause: a });
    a.cause = b;
    expect(isOutOfCredit(a)).toBe(true);
    expect(retryPlan(a, 'model', 9, RETRY)).toMatchObject({ kind: 'retry', outOfCredit: true });

    const c = new Error('outer');
    const d = Object.assign(new Error('Forbidden'), { statusCode: 403, cause: c });
    c.cause = d;
    expect(isConfigProblem(c)).toBe(true);
  });
});
