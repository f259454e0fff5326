/**
 * The `daemon.hooks.webhook` POST. Spec: issue 12 ("Post-summary hooks": a webhook, POST JSON,
 * signed with HMAC-SHA256 over a configured secret, retried).
 */
import { createHmac } from 'node:crypto';
import { readCappedBody } from '@ma/agent';
import { type DaemonConfig, envVariableProblem } from '@ma/core';
import pRetry, { AbortError } from 'p-retry';
import type { SummaryEvent } from './summary-event.js';

/** Header holding `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-meeting-assistant-signature-256';

/**
 * Signs a webhook body: `sha256=` + the hex HMAC-SHA256 of the exact body bytes with `secret`
 * (receivers recompute it over the raw body and compare in constant time).
 * Spec: issue 12 (webhook signed with HMAC-SHA256).
 */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Where a redirect's `Location` leads, resolved against the webhook's URL; a Location that is no
 * URL (`http://[`) is quoted as sent, with `(not a URL)` (R74: before, `new URL` threw and the
 * delivery was retried and reported `Invalid URL`).
 */
function redirectTarget(location: string, base: string): string {
  try {
    return new URL(location, base).href;
  } catch {
    return `${JSON.stringify(location)} (not a URL)`;
  }
}

/** How a webhook delivery ended: `ok`, the last HTTP status, tries made and the last error. */
export interface WebhookResult {
  ok: boolean;
  status: number | null;
  attempts: number;
  error?: string;
  /** What went wrong beside the delivery: an answer body over 64 MiB, not read further (L78). */
  note?: string;
}

/**
 * POSTs `{ "event": "summary", ...event }` as JSON to `webhook.url` with
 * `content-type: application/json` and {@link SIGNATURE_HEADER}. A network error, a timeout
 * (`webhook.timeoutMs` per try), 408, 429 or 5xx is retried with exponential backoff (from
 * `minDelayMs`, default 1000 ms, doubling) up to `webhook.attempts` tries in all; other 4xx are
 * final, and so is a redirect (3xx): it is not followed — the event is never re-sent as a bodiless
 * GET nor to another host — and the error names where it pointed (R52). The answer's body is read up to
 * 64 MiB and no further (`note` says so; L78). The secret is `webhook.secret` or the variable named by `webhook.secretEnv` in `env`.
 * Never throws: an unset secret variable or a final failure is a result with `ok: false`.
 * Spec: issue 12 (webhook retried; a failing hook never fails the run).
 */
export async function postWebhook(
  webhook: NonNullable<DaemonConfig['hooks']['webhook']>,
  event: SummaryEvent,
  env: Record<string, string | undefined>,
  options: { minDelayMs?: number; signal?: AbortSignal } = {},
): Promise<WebhookResult> {
  const secret = webhook.secret ?? (webhook.secretEnv ? env[webhook.secretEnv] : undefined);
  if (!secret || secret.trim() === '') {
    // L95: set but empty is said as such, not as unset.
    const problem = webhook.secretEnv
      ? (envVariableProblem(env, webhook.secretEnv) ?? 'is empty')
      : 'is not set';
    return {
      ok: false,
      status: null,
      attempts: 0,
      error: `daemon.hooks.webhook.secretEnv names ${webhook.secretEnv}, which ${problem}; nothing was sent`,
    };
  }
  const body = JSON.stringify({ event: 'summary', ...event });
  let attempts = 0;
  let status: number | null = null;
  let note: string | undefined;
  try {
    await pRetry(
      async () => {
        attempts++;
        note = undefined;
        const signals = [AbortSignal.timeout(webhook.timeoutMs), ...(options.signal ? [options.signal] : [])];
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, secret) },
          body,
          signal: AbortSignal.any(signals),
          // R52: never followed — after 301/302/303 fetch re-sends a GET without the event (a page
          // answering it looked delivered), after 307/308 the signed event goes to another host.
          redirect: 'manual',
        });
        status = response.status;
        // L78: the answer's body is not used; it is read up to 64 MiB (the connection is reused),
        // and past it closed, with a note in the result.
        await readCappedBody(response, `the answer of ${webhook.url}`).catch((error: unknown) => {
          if (error instanceof Error && error.name === 'ReplyTooLargeError') note = error.message;
        });
        if (response.ok) return;
        if (response.status >= 300 && response.status < 400) {
          const location = response.headers.get('location');
          // R74: a Location that is no URL is still a redirect, named as the receiver sent it.
          const to = location ? redirectTarget(location, webhook.url) : null;
          throw new AbortError(
            `${webhook.url} answered HTTP ${response.status}, a redirect${to ? ` to ${to}` : ''}; a webhook is not redirected (the event would be dropped or sent elsewhere): set daemon.hooks.webhook.url to the address that receives it`,
          );
        }
        const error = new Error(`${webhook.url} answered HTTP ${response.status}`);
        if (response.status === 408 || response.status === 429 || response.status >= 500) throw error;
        throw new AbortError(error);
      },
      {
        retries: webhook.attempts - 1,
        minTimeout: options.minDelayMs ?? 1000,
        factor: 2,
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    return { ok: true, status, attempts, ...(note ? { note } : {}) };
  } catch (error) {
    return { ok: false, status, attempts, error: (error as Error).message };
  }
}
