/**
 * How the daemon tells a failure of the model endpoint that is the configuration's or the
 * environment's (every meeting alike: paused or waited out, no meeting failed) from one meeting's
 * own failure. Spec: apps/daemon/README.md (Work, Configuration problems); review2 N5; reviewB
 * S50, S51, S63.
 */
import { isNoToolsModel, REDIRECTED_STATUS, readRetryAfter } from '@ma/agent';
import { ConfigError, causes, noteStamp } from '@ma/core';

/**
 * HTTP statuses of the model endpoint that say its configuration is wrong, whatever the meeting:
 * 401/403 the API key (`model.apiKey`/`apiKeyEnv`), 404 the base URL or the model name (a base
 * URL without `/v1`, an Ollama model not pulled), 421 a base URL the server redirects elsewhere
 * (the transport's answer for a POST a redirect broke, R54). The transport does not retry them (S50).
 */
const CONFIG_STATUSES = new Set([401, 403, 404, REDIRECTED_STATUS]);

/** Network error codes that say the model endpoint cannot be reached at all (S51). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/** Longest wait between two runs of a meeting whose model endpoint cannot be reached (S51), in ms. */
export const UNREACHABLE_MAX_DELAY_MS = 30 * 60_000;

/** True when an error's `message` or the server's `responseBody` (an `APICallError`'s) matches `pattern`. */
function saysInText(e: { message?: unknown; responseBody?: unknown }, pattern: RegExp): boolean {
  return [e.message, e.responseBody].some((t) => typeof t === 'string' && pattern.test(t));
}

/**
 * True when a failed run never reached the model endpoint: the first network error code in the
 * `cause` chain (core's `causes`: each error once, L50) says nothing listens there or the host does not resolve (`ECONNREFUSED`,
 * `ENOTFOUND`, `EAI_AGAIN`, `EHOSTUNREACH`, …): a model server not started yet (LM Studio, Ollama
 * at login), a laptop offline. That is the environment, not the meeting (S51).
 * Spec: apps/daemon/README.md (Work); reviewB S51.
 */
export function isUnreachableEndpoint(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && e.code !== 'ERR_INVALID_URL') return UNREACHABLE_CODES.has(e.code);
  }
  return false;
}

/**
 * How servers say the account cannot pay for requests (U56): HTTP 402 (OpenRouter `Insufficient
 * credits`, DeepSeek `Insufficient Balance`), OpenAI's HTTP 429 `insufficient_quota` ("You exceeded
 * your current quota, please check your plan and billing details"), Anthropic's HTTP 400 "Your
 * credit balance is too low". Not the meeting's fault and not a passing rate limit: every run
 * fails alike until credit is added or the quota resets.
 */
const OUT_OF_CREDIT_TEXT =
  /\binsufficient_quota\b|\bexceeded your current quota\b|\binsufficient (?:credits?|balance|funds)\b|\bcredit balance is too low\b/i;

/**
 * True when a failed run's model endpoint refused it because the account has no credit or quota
 * left ({@link OUT_OF_CREDIT_TEXT}): an `APICallError`-shaped error in the `cause` chain with HTTP
 * 402, or HTTP 429 / 400 whose message or body words it so. The daemon then waits it out as it
 * waits for an unreachable endpoint (S51): the meeting is run again, at most
 * {@link UNREACHABLE_MAX_DELAY_MS} apart, never marked failed for it, the user told once.
 * Spec: apps/daemon/README.md (Work); reviewB U56.
 */
export function isOutOfCredit(error: unknown): boolean {
  for (const e of causes(error)) {
    if (e.statusCode === 402) return true;
    if (e.statusCode === 429 || e.statusCode === 400) {
      if (saysInText(e, OUT_OF_CREDIT_TEXT)) return true;
    }
  }
  return false;
}

/**
 * True for a failure that comes from the configuration or the environment, not from the meeting:
 * core's `ConfigError` anywhere in the `cause` chain, a run failure with reason `config`, or the
 * model endpoint's answer HTTP 401, 403 or 404 (the AI SDK's `APICallError`, its `statusCode`)
 * anywhere in the chain: a wrong key or URL fails every meeting alike (S50); or a server's answer
 * that the model cannot call tools, as Ollama, vLLM, llama.cpp, OpenAI or OpenRouter word it
 * (`@ma/agent`'s `NO_TOOLS_FORMS`), the model choice (S63, L33) — any other 400 or 500 (e.g. a context too
 * long for one meeting) is not.
 * Spec: review2 N5; reviewB S50, S63; L33.
 */
export function isConfigProblem(error: unknown): boolean {
  for (const e of causes(error)) {
    if (ConfigError.isInstance(e)) return true;
    if (e.name === 'SummaryRunError' && e.reason === 'config') return true;
    if (typeof e.statusCode === 'number' && CONFIG_STATUSES.has(e.statusCode)) return true;
    if (isNoToolsModel(e)) return true;
  }
  return false;
}

/**
 * How a server says ONE request is too big for a per-minute token limit (OpenAI's HTTP 429 "Request
 * too large for gpt-4o … on tokens per min (TPM): Limit 30000, Requested 45000"): that meeting's own
 * failure, never a rate limit to wait out — it would be refused again however long the daemon waits.
 */
const REQUEST_TOO_LARGE_TEXT =
  /\brequest too large\b|\brequested \d+\b.*\blimit\b|\bmaximum context length\b/i;

/**
 * HTTP statuses with which a server says it is busy for everyone, with how long to wait in a
 * `Retry-After` / `retry-after-ms` header: 503 (overloaded; OpenAI, vLLM, a proxy) and 529
 * (Anthropic-style "overloaded"). 429 needs no header to count.
 */
const BUSY_WITH_WAIT_STATUSES = new Set([503, 529]);

/** The `responseHeaders` of an `APICallError`-shaped error as `Headers`, or `null`. */
function headersOf(e: Record<string, unknown>): Headers | null {
  const raw = e.responseHeaders;
  if (raw === null || typeof raw !== 'object') return null;
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') headers.set(key, value);
  return headers;
}

/**
 * The server's rate limit behind a failed run (R51), or `null`: an `APICallError`-shaped error in
 * the `cause` chain with HTTP 429 (a rate limit: requests or tokens per minute, a free tier's
 * requests per day — not an account out of credit, {@link isOutOfCredit}, and not one request too
 * large for the limit, which is the meeting's failure), or HTTP 503 / 529 sent WITH a wait
 * (`Retry-After` / `retry-after-ms`: the server is overloaded and says until when). `waitMs` is the
 * wait the server asked for (ms; `@ma/agent`'s `readRetryAfter`), `null` when it named none. Every
 * meeting is refused alike until the limit resets, so the daemon waits it out (never marks a
 * meeting failed for it) and never runs a meeting again before the server's wait is over.
 * Spec: apps/daemon/README.md (Work); reviewB R51; hostile case B33.
 */
export function rateLimit(error: unknown, now: number = Date.now()): { waitMs: number | null } | null {
  if (isOutOfCredit(error)) return null;
  for (const e of causes(error)) {
    if (typeof e.statusCode !== 'number') continue;
    const headers = headersOf(e);
    const wait = headers ? readRetryAfter(headers, now) : null;
    if (e.statusCode === 429) {
      if (saysInText(e, REQUEST_TOO_LARGE_TEXT)) return null;
      return { waitMs: wait?.ms ?? null };
    }
    if (BUSY_WITH_WAIT_STATUSES.has(e.statusCode) && wait !== null) return { waitMs: wait.ms };
    return null;
  }
  return null;
}

/**
 * What the daemon does after a failed run (L31): `pause` (a configuration problem,
 * {@link isConfigProblem}: every summary waits for a fixed configuration or the next start),
 * `retry` after `delayMs` ms (a transient model failure before `daemon.retry.attempts` runs, or an
 * endpoint that cannot be reached at all, {@link isUnreachableEndpoint}, an account out of credit,
 * {@link isOutOfCredit}, or a server rate limiting requests, {@link rateLimit}: retried without end
 * at most {@link UNREACHABLE_MAX_DELAY_MS} apart, and never before the wait the server asked for,
 * R51), or `null`: the failure is final, the meeting is
 * marked failed. `reason` is the `SummaryRunError` reason (`error` for anything else); `attempt`
 * counts runs, the first is 1; `retry` is the `daemon.retry` section (`attempts` runs in all, 0
 * read as 1; `delayMs` doubled per run).
 * Spec: apps/daemon/README.md (Work, Configuration problems); issue 12 C8; reviewB S50, S51; L31.
 */
export type RetryPlan =
  | { kind: 'pause' }
  | { kind: 'retry'; delayMs: number; unreachable: boolean; outOfCredit?: boolean; rateLimited?: boolean }
  | null;

/** See {@link RetryPlan}. */
export function retryPlan(
  error: unknown,
  reason: string,
  attempt: number,
  retry: { attempts: number; delayMs: number },
): RetryPlan {
  if (isConfigProblem(error)) return { kind: 'pause' };
  const unreachable = reason === 'model' && isUnreachableEndpoint(error);
  // U56: an account out of credit or quota is waited out like an unreachable endpoint.
  const outOfCredit = reason === 'model' && !unreachable && isOutOfCredit(error);
  // R51: a rate limit (HTTP 429; 503/529 with a Retry-After) is every meeting's alike: waited out too.
  const limit = reason === 'model' && !unreachable && !outOfCredit ? rateLimit(error) : null;
  const waitOut = unreachable || outOfCredit || limit !== null;
  if (reason !== 'model' || (!waitOut && attempt >= Math.max(1, retry.attempts))) return null;
  const backoff = retry.delayMs * 2 ** (attempt - 1);
  // Never sooner than the server asked (a wait past the 30-minute cap: the cap, then asked again).
  const asked = Math.min(limit?.waitMs ?? 0, UNREACHABLE_MAX_DELAY_MS);
  return {
    kind: 'retry',
    delayMs: waitOut ? Math.max(Math.min(backoff, UNREACHABLE_MAX_DELAY_MS), asked) : backoff,
    unreachable,
    ...(outOfCredit ? { outOfCredit } : {}),
    ...(limit !== null ? { rateLimited: true } : {}),
  };
}

/**
 * The sentences the daemon adds to a failed run's `## Run failed` record when it will run the
 * meeting again (`summarizeMeeting`'s `retryLater`, L31), so that a reader of the vault sees the
 * meeting waits rather than failed: vault-format.md allows only `recording | ended | summarized |
 * failed`, so the note keeps `status: ended` and this record says why and until when. `now`: the
 * time of the failure; `null` for a final failure (`plan` null).
 * Spec: docs/vault-format.md (Meeting note, `status`); apps/daemon/README.md (Work); L31.
 */
export function retryLaterText(plan: RetryPlan, now: Date): string | null {
  if (plan === null) return null;
  const kept =
    'Not marked failed: the meeting note keeps its status (ended) while the daemon waits; it says `status: failed` only if the daemon gives up.';
  if (plan.kind === 'pause')
    return `The daemon paused summaries on this configuration problem: this meeting is summarized once meeting-assistant.json is fixed, or at the daemon's next start. ${kept}`;
  // The context note's one form of a time: local, with its UTC offset (core `noteStamp`, L37).
  const at = noteStamp(new Date(now.getTime() + plan.delayMs));
  const why = plan.unreachable
    ? 'The model endpoint cannot be reached: the daemon runs this meeting again'
    : plan.outOfCredit
      ? 'The model account has no credit or quota left: the daemon runs this meeting again'
      : plan.rateLimited
        ? 'The model endpoint is rate limiting requests: the daemon runs this meeting again'
        : 'The daemon runs this meeting again';
  const until = plan.unreachable
    ? `, and keeps trying (at most every ${UNREACHABLE_MAX_DELAY_MS / 60_000} minutes) until the endpoint answers`
    : plan.outOfCredit
      ? `, and keeps trying (at most every ${UNREACHABLE_MAX_DELAY_MS / 60_000} minutes) until the endpoint accepts requests again (credit added, or the quota reset)`
      : plan.rateLimited
        ? `, and keeps trying (never before the wait the server asked for, at most every ${UNREACHABLE_MAX_DELAY_MS / 60_000} minutes) until the limit resets`
        : '';
  return `${why} at ${at}${until}. ${kept}`;
}
