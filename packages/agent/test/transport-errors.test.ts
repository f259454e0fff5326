/**
 * Transport: only network errors that may pass are retried. A URL that can never work (fetch's
 * "bad port", an unsupported protocol, an invalid URL) fails at once with a message naming the
 * baseURL and `ma doctor`; a refused connection is still retried. Real global fetch, real sockets.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (retries).
 */

import { openVault } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { type RetryEvent, retryingFetch } from '../src/model/retrying-fetch.js';
import { closedPort, FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const post = { method: 'POST', body: '{}' };

describe('retryingFetch: which thrown errors are retried', () => {
  it('bad port, unknown scheme and invalid URLs are thrown at once, without a retry', async () => {
    for (const url of [
      // Port 9 is on fetch's blocked-port list: rejected before any socket opens, whatever the machine runs.
      'http://127.0.0.1:9/v1/chat/completions',
      'ftp://127.0.0.1/v1',
      'http://exa mple/v1',
    ]) {
      const retries: RetryEvent[] = [];
      const f = retryingFetch({ attempts: 3, delayMs: 2000, onRetry: (e) => retries.push(e) });
      await expect(f(url, post)).rejects.toThrow();
      expect(retries).toEqual([]);
    }
  });

  it('C8: a refused connection is transient: tried `attempts` times in all', async () => {
    const port = await closedPort();
    const retries: RetryEvent[] = [];
    const f = retryingFetch({ attempts: 3, delayMs: 1, onRetry: (e) => retries.push(e) });
    await expect(f(`http://127.0.0.1:${port}/v1/chat/completions`, post)).rejects.toThrow();
    expect(retries.map((r) => `${r.attempt} of ${r.of}: ${r.reason}`)).toEqual([
      '2 of 3: network error: ECONNREFUSED',
      '3 of 3: network error: ECONNREFUSED',
    ]);
  });
});

describe('summarizeMeeting with an unusable baseURL', () => {
  it('fails at once naming the baseURL and `ma doctor`; no retry events', async () => {
    h = await startHarness([], {
      model: { baseURL: 'http://127.0.0.1:9/v1', retry: { attempts: 3, delayMs: 2000 } },
    });
    const events: string[] = [];
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      onEvent: (e) => events.push(e.type),
    }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toContain('http://127.0.0.1:9/v1');
    expect(message).toContain('bad port');
    expect(message).toContain('`ma doctor`');
    expect(message).not.toContain('\n');
    expect(events).not.toContain('retry');
  });
});

describe('summarizeMeeting with a base URL without /v1', () => {
  it.each([false, true])('HTTP 404 names the likely cause and `ma doctor` (stream: %s)', async (stream) => {
    h = await startHarness([]);
    const baseURL = h.server.baseURL.replace(/\/v1$/, '');
    const config = { ...h.config, model: { ...h.config.model!, baseURL } };
    const vault = await openVault(h.root, config);
    const error = await summarizeMeeting({ vault, meeting: FUNCTIONAL, stream, env: {} }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toMatch(/^model endpoint returned HTTP 404: /);
    expect(message).toContain(
      '; check that the base URL ends in /v1 (e.g. http://127.0.0.1:11434/v1) — `ma doctor` checks it',
    );
    expect(message).not.toContain('\n');
    expect(h.server.otherRequests.map((r) => r.url)).toContain('/chat/completions');
    expect(await h.read(`Assistant/${functionalName}.md`)).toContain('ends in /v1');
  });

  it('a 500 gets no such hint', async () => {
    h = await startHarness([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/^model endpoint returned HTTP 500/);
    expect((error as Error).message).not.toContain('/v1');
  });
});
