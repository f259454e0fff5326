/**
 * A model request that fetch refused with `bad port` although the configured URL's port is fine: a
 * redirect led to a port fetch blocks (6000, 6667, …; the Fetch standard's "bad ports"). Without this,
 * `ma doctor` and a run blamed the configured URL (L68). {@link badPortRedirectTarget} finds the
 * redirect's target; {@link BadPortRedirectError} carries it to the message.
 * Spec: docs/contracts.md (endpoint failures); reviewB R54 (redirects named); L68.
 */
import { causes } from '@ma/core';

/** Redirects followed to find the blocked target, as fetch follows at most 20; a loop gives up. */
const MAX_HOPS = 10;
/** The probe's time limit, in ms. */
const PROBE_MS = 5000;

/** Whether fetch refused `error`'s URL for its port (`bad port` anywhere in the cause chain). */
export function isBadPort(error: unknown): boolean {
  for (const e of causes(error)) if (/^bad port$/i.test(String(e.message ?? ''))) return true;
  return false;
}

/**
 * A request redirected to a URL whose port fetch refuses: `from` the URL requested, `to` the
 * redirect's target (as absolute URLs); `cause` the fetch error.
 */
export class BadPortRedirectError extends Error {
  override readonly name = 'BadPortRedirectError';
  constructor(
    readonly from: string,
    readonly to: string,
    options: { cause: unknown },
  ) {
    super(`${from} redirects to ${to}, whose port fetch refuses (a blocked "bad port")`, options);
  }
}

/**
 * Follows the redirects of `url` one at a time (HEAD requests, `redirect: 'manual'`: no request
 * body is sent again) and returns the first target fetch refuses for its port, or null when `url`
 * itself is refused, no redirect leads to such a port, or the probe fails or takes over 5 s.
 * @param url absolute URL of the refused request.
 * @param signal the request's own signal (aborts the probe too).
 * @param fetchImpl the fetch the request used.
 */
export async function badPortRedirectTarget(
  url: string,
  signal: AbortSignal | undefined,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const limit = AbortSignal.timeout(PROBE_MS);
  const probeSignal = signal ? AbortSignal.any([signal, limit]) : limit;
  let at = url;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    let res: Response;
    try {
      res = await fetchImpl(at, { method: 'HEAD', redirect: 'manual', signal: probeSignal });
    } catch (error) {
      return hop > 0 && isBadPort(error) ? at : null;
    }
    await res.body?.cancel().catch(() => undefined);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || location === null) return null;
    try {
      at = new URL(location, at).href;
    } catch {
      return null;
    }
  }
  return null;
}
