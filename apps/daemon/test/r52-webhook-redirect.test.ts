/**
 * R52 (reviewB, session 22): a webhook URL that answers with a redirect — a receiver moved to
 * https (`301`/`302` to `https://…`), a path with a trailing slash added (`308`), a load balancer
 * (`307`) — was followed by fetch as a browser follows it: after `301`/`302`/`303` the summary event
 * became a `GET` without a body, and a receiver answering that GET with a page (`200`) made the
 * daemon log `hook done` although no event was ever delivered; after `307`/`308` the signed body
 * went to whatever host the `Location` named. Now a redirect is the webhook's final answer: not
 * followed, nothing sent elsewhere, `hook failed` naming the status and where it pointed, so the
 * user can put that URL in `daemon.hooks.webhook.url`. Real HTTP servers on 127.0.0.1.
 * Spec: apps/daemon/README.md (Hooks); issue 12 (webhook).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook } from '../src/hooks/post-webhook.js';
import type { SummaryEvent } from '../src/hooks/summary-event.js';

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

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

type Seen = { method: string; url: string; body: string };

/** A real HTTP server: `/hook` redirects with `status` to `location` (or its own `/landing`); anything else is 200. */
async function server(status: number, location?: string) {
  const seen: Seen[] = [];
  const s = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      if (req.url === '/hook') {
        res.writeHead(status, { location: location ?? '/landing' });
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>welcome</html>');
      }
    });
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  closers.push(() => s.close());
  return { base: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, seen };
}

const config = (url: string) => ({ url, secret: 's3cret-s3cret-s3cret', attempts: 3, timeoutMs: 2000 });

describe('R52: a webhook redirect is not followed', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`R52: HTTP ${status} from the webhook URL: hook failed naming where it points; nothing sent there`, async () => {
      const other = await server(200);
      const { base, seen } = await server(status, `${other.base}/landing`);
      const result = await postWebhook(config(`${base}/hook`), event, {}, { minDelayMs: 10 });
      expect(result.ok).toBe(false);
      expect(result.status).toBe(status);
      expect(result.attempts).toBe(1);
      expect(result.error).toContain(`answered HTTP ${status}`);
      expect(result.error).toContain(`${other.base}/landing`);
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /hook']);
      expect(other.seen).toEqual([]);
    });
  }
});
