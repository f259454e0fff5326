/**
 * R74 (reviewB): a webhook receiver that answers a redirect whose `Location` is no URL
 * (`http://[`, `http://exa mple`) was retried as a failed delivery and reported `Invalid URL`,
 * naming neither the redirect nor the fix; a redirect is never followed (R52), so such an answer is
 * the same final refusal as any redirect, saying what the Location was. Real HTTP server.
 * Spec: apps/daemon/README.md (webhook); reviewB R52, R74.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook } from './post-webhook.js';
import type { SummaryEvent } from './summary-event.js';

const event: SummaryEvent = {
  vault: '/v',
  meeting: 'Meetings/x.md',
  meetingPath: '/v/Meetings/x.md',
  summaryPath: '/v/Summaries/x.md',
  contextPath: '/v/Assistant/x.md',
  transcriptPath: null,
  engine: 'extractive',
  at: '2026-11-30T12:00:00.000Z',
};

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('R74: a webhook redirect whose Location is no URL', () => {
  for (const location of ['http://[', 'http://exa mple.com/hook']) {
    it(`R74: Location ${JSON.stringify(location)}: one try, a redirect named, the Location quoted`, async () => {
      let hits = 0;
      const s = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          hits++;
          res.writeHead(302, { location });
          res.end();
        });
      });
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      close = () => s.close();
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/hook`;
      const result = await postWebhook(
        { url, secretEnv: 'HOOK_SECRET', attempts: 3, timeoutMs: 2000 },
        event,
        { HOOK_SECRET: 's3cret' },
        { minDelayMs: 10 },
      );
      expect(result.ok).toBe(false);
      expect(result.status).toBe(302);
      expect(result.attempts).toBe(1);
      expect(hits).toBe(1);
      expect(result.error).toContain(`${url} answered HTTP 302, a redirect`);
      expect(result.error).toContain(JSON.stringify(location));
      expect(result.error).not.toBe('Invalid URL');
    });
  }
});
