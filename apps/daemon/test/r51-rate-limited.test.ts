/**
 * R51 (reviewB, session 22): a model endpoint rate limiting requests — HTTP 429 with `Retry-After:
 * 120` (OpenRouter's free tier "Rate limit exceeded: free-models-per-day", a requests-per-minute
 * limit), or HTTP 503 "overloaded" with a `Retry-After` — failed every ended meeting for good, one
 * by one: the daemon ran each again after `daemon.retry.delayMs` (1 s here, 30 s by default)
 * whatever the server had asked, so all five meetings of the sample vault were `status: failed`
 * with five "Summary failed" toasts within four seconds, and nothing ran once the limit reset (a
 * failed meeting waits for its note to change). Now a rate limit is waited out like an account out
 * of credit (U56): run again past the attempts, never before the server's wait, told once, never
 * marked failed; summarized once the endpoint accepts requests. One request too large for a
 * tokens-per-minute limit stays the meeting's own failure. Built `ma-daemon` child process,
 * scripted model server, temp vault; `retryPlan` directly for the kinds.
 * Spec: apps/daemon/README.md (Work); hostile case B33; reviewB R51.
 */
import { parseNote } from '@ma/core';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { retryPlan } from '../src/work/endpoint-failure.js';
import { entries, readLog, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const A = '2026-11-20 Alpha';
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

const summarize = (req: ChatRequest): ScriptedTurn =>
  req.body.messages?.at(-1)?.role === 'tool'
    ? { text: 'Summary written.' }
    : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };

const limits: Record<string, ScriptedTurn> = {
  'HTTP 429 with Retry-After (OpenRouter free tier per day)': {
    status: 429,
    headers: { 'retry-after': '1' },
    body: { error: { message: 'Rate limit exceeded: free-models-per-day.', code: 429 } },
  },
  'HTTP 503 overloaded with retry-after-ms': {
    status: 503,
    headers: { 'retry-after-ms': '1000' },
    body: { error: { message: 'The server is overloaded, please try again later.', type: 'overloaded' } },
  },
};

/** An `APICallError`-shaped error as the AI SDK throws it, under a run failure. */
function apiError(statusCode: number, message: string, headers: Record<string, string> = {}): Error {
  const inner = Object.assign(new Error(message), { statusCode, responseHeaders: headers, responseBody: '' });
  return new Error('model endpoint returned an error', { cause: inner });
}

describe('R51: a server rate limiting requests fails no meeting for good', () => {
  it('R51 retryPlan: 429 (with or without a wait) and 503/529 with a wait are waited out, never sooner than asked', () => {
    const retry = { attempts: 3, delayMs: 1000 };
    expect(
      retryPlan(apiError(429, 'Rate limit reached', { 'retry-after': '120' }), 'model', 3, retry),
    ).toEqual({
      kind: 'retry',
      delayMs: 120_000,
      unreachable: false,
      rateLimited: true,
    });
    expect(retryPlan(apiError(429, 'Too many requests'), 'model', 9, retry)).toMatchObject({
      kind: 'retry',
      rateLimited: true,
    });
    // A wait past the 30-minute cap: asked again after 30 minutes.
    expect(
      retryPlan(apiError(529, 'Overloaded', { 'retry-after': '86400' }), 'model', 1, retry),
    ).toMatchObject({
      delayMs: 30 * 60_000,
      rateLimited: true,
    });
    expect(retryPlan(apiError(503, 'busy', { 'retry-after-ms': '4500' }), 'model', 1, retry)).toMatchObject({
      delayMs: 4500,
    });
  });

  it('R51 retryPlan: a 503 without a wait, one request too large for a per-minute limit, and no credit are not rate limits', () => {
    const retry = { attempts: 3, delayMs: 1000 };
    expect(retryPlan(apiError(503, 'Service Unavailable'), 'model', 3, retry)).toBeNull();
    const tooLarge = apiError(
      429,
      'Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 45000.',
    );
    expect(retryPlan(tooLarge, 'model', 3, retry)).toBeNull();
    const quota = apiError(
      429,
      'You exceeded your current quota, please check your plan and billing details.',
    );
    expect(retryPlan(quota, 'model', 3, retry)).toMatchObject({ outOfCredit: true });
    expect(retryPlan(quota, 'model', 3, retry)).not.toHaveProperty('rateLimited');
  });

  for (const [name, limit] of Object.entries(limits)) {
    it(`R51: ${name}: run again past daemon.retry.attempts, never before the server's wait, told once, not failed; summarized once the limit resets`, async () => {
      let reset = false;
      const server = t.server(await startScriptedServer((req) => (reset ? summarize(req) : limit)));
      const v = await t.vault({
        model: { baseURL: server.baseURL, model: 'test-model', retry: { attempts: 1, delayMs: 0 } },
        daemon: { retry: { attempts: 2, delayMs: 100 } },
      });
      await v.writeTranscript(A);
      await v.writeMeeting(A, 'ended');
      const d = t.daemon(v, []);
      await d.ready();
      await waitFor('three runs refused', async () => (await entries(v, 'run start')).length >= 3, 60_000);
      const log = await readLog(v);
      expect(log.filter((e) => e.msg === 'run failed')).toEqual([]);
      const retries = log.filter((e) => e.msg === 'run failed (transient): retrying later');
      expect(retries.length).toBeGreaterThanOrEqual(2);
      // The server asked for 1 s; daemon.retry.delayMs alone would have said 100 ms, then 200 ms.
      for (const r of retries) expect(r.retryInMs).toBeGreaterThanOrEqual(1000);
      expect(log.filter((e) => /^model endpoint is rate limiting requests/.test(String(e.msg)))).toHaveLength(
        1,
      );
      const json = JSON.parse((await runDaemonCommand(['status', '--vault', v.root, '--json'])).stdout);
      expect(json.failed).toEqual([]);
      expect(parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status).toBe('ended');

      reset = true;
      await waitFor('summarized', async () => (await entries(v, 'run done')).length === 1, 60_000);
      expect(parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status).toBe('summarized');
      d.child.kill('SIGINT');
      expect((await d.exited).code).toBe(0);
    }, 120_000);
  }
});
