import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, SIGNATURE_HEADER } from './post-webhook.js';
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

/** A real HTTP server answering with `statuses` in turn (the last one repeats). */
async function server(statuses: number[]) {
  const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
  const s = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      res.statusCode = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
      res.end();
    });
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  close = () => s.close();
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/hook`, seen };
}

const config = (url: string, extra = {}) => ({
  url,
  secretEnv: 'HOOK_SECRET',
  attempts: 3,
  timeoutMs: 2000,
  ...extra,
});

describe('postWebhook', () => {
  it('issue 12: POSTs signed JSON (HMAC-SHA256 of the raw body) and retries a 5xx', async () => {
    const { url, seen } = await server([503, 200]);
    const result = await postWebhook(config(url), event, { HOOK_SECRET: 's3cret' }, { minDelayMs: 10 });
    expect(result).toMatchObject({ ok: true, status: 200, attempts: 2 });
    expect(seen).toHaveLength(2);
    const { headers, body } = seen[1]!;
    expect(headers['content-type']).toBe('application/json');
    expect(headers[SIGNATURE_HEADER]).toBe(
      `sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`,
    );
    expect(JSON.parse(body)).toEqual({ event: 'summary', ...event });
  });

  it('issue 12: a 4xx is final, retries are bounded, an unset secret sends nothing; never throws', async () => {
    const bad = await server([404]);
    expect(await postWebhook(config(bad.url), event, { HOOK_SECRET: 's' }, { minDelayMs: 10 })).toMatchObject(
      {
        ok: false,
        status: 404,
        attempts: 1,
      },
    );
    close?.();
    const down = await server([500]);
    expect(
      await postWebhook(config(down.url, { attempts: 2 }), event, { HOOK_SECRET: 's' }, { minDelayMs: 10 }),
    ).toMatchObject({
      ok: false,
      status: 500,
      attempts: 2,
    });
    const unset = await postWebhook(config(down.url), event, {}, { minDelayMs: 10 });
    expect(unset.ok).toBe(false);
    expect(unset.error).toContain('HOOK_SECRET, which is not set');
    expect(down.seen).toHaveLength(2);
  });
});
