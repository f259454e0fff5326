/**
 * Review13 Z51: the retry line of a reply cut mid-way names the cut (`the connection closed
 * mid-reply after N bytes (other side closed)`), as the final message does — not undici's word for
 * an aborted body (`network error: terminated`). JSON mode; real scripted server.
 * Spec: packages/agent/README.md (Transport failures); docs/contracts.md R12 (one true message per
 * cause); seed 003 (retries).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('Z51: the retry of a cut reply says what happened', () => {
  it('Z51: "attempt 2 of 3" names the cut and its bytes', async () => {
    h = await startHarness(() => ({
      raw: '{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assi',
      contentType: 'application/json',
      cut: true,
    }));
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, onEvent: (e) => h?.events.push(e) }),
    );
    expect(error.message).toContain('the connection closed mid-reply after');
    const reasons = h.events.filter((e) => e.type === 'retry').map((e) => (e as { reason: string }).reason);
    expect(reasons).toHaveLength(2);
    for (const reason of reasons) {
      expect(reason).toMatch(/^the connection closed mid-reply after \d+ bytes \(/);
      expect(reason).not.toContain('terminated');
    }
  });
});
