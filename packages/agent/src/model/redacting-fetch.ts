import { redactSecrets } from '@ma/core';
import { bodyHeaders } from './in-band-error-fetch.js';

/**
 * Wraps `fetch` so that an error response (any non-2xx status, in-band errors included once
 * `inBandErrorFetch` below has made them error responses) has every secret of `secrets` (the API
 * key sent with the request) replaced by `***` in its body and status text before anything reads
 * it. An endpoint that echoes the key in a 401 ("Incorrect API key provided: sk-…") can then never
 * put it into the run's error, the retry lines, the context note, `ma doctor`'s report or the
 * daemon's records: they all come from this body (review 3 M7 addendum). Successful responses
 * pass through untouched (streamed bytes unchanged); with no secret of 8 or more characters the
 * base fetch is returned as is. Sits between `retryingFetch` and `inBandErrorFetch`.
 * Spec: review 3 M7; README (`apiKey` / `apiKeyEnv`: the key is never shown).
 */
export function redactingFetch(
  secrets: readonly (string | undefined)[],
  baseFetch: typeof fetch = globalThis.fetch,
): typeof fetch {
  const list = secrets.filter((s): s is string => typeof s === 'string' && s.length >= 8);
  if (list.length === 0) return baseFetch;
  const wrapped = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const res = await baseFetch(input, init);
    if (res.ok) return res;
    const text = await res.text();
    return new Response(redactSecrets(text, list), {
      status: res.status,
      statusText: redactSecrets(res.statusText, list),
      headers: bodyHeaders(res),
    });
  };
  return wrapped as typeof fetch;
}
