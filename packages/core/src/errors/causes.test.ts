/**
 * L50: the one walk of an error's `cause` chain. Each error once, `error` first; a chain that
 * loops (an error whose cause is itself, `a → b → a`) ends; a chain of new errors ends at
 * CAUSE_DEPTH; a cause that is not an object ends the walk.
 */
import { describe, expect, it } from 'vitest';
import { CAUSE_DEPTH, causes } from './causes.js';

describe('L50 causes(error)', () => {
  it('L50 yields the error and its causes in order, each once, and ends at a non-object cause', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', cause: 'text' });
    const mid = new TypeError('fetch failed', { cause: inner });
    const outer = new Error('request failed', { cause: mid });
    expect([...causes(outer)]).toEqual([outer, mid, inner]);
    expect([...causes('not an error')]).toEqual([]);
    expect([...causes(null)]).toEqual([]);
  });

  it('L50 an error whose cause is itself, or a loop a → b → a, is walked once through', () => {
    const self = new Error('self');
    self.cause = self;
    expect([...causes(self)]).toEqual([self]);
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect([...causes(a)]).toEqual([a, b]);
  });

  it('L50 a chain that makes a new error at each step ends after CAUSE_DEPTH errors', () => {
    let made = 0;
    const endless = (): object => {
      made++;
      return {
        get cause() {
          return endless();
        },
      };
    };
    expect([...causes(endless())]).toHaveLength(CAUSE_DEPTH);
    expect(made).toBe(CAUSE_DEPTH + 1);
  });
});
