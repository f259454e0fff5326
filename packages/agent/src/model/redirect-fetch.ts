import { causes } from '@ma/core';

/**
 * The HTTP status of the error response {@link redirectCheckFetch} puts in place of a model request
 * that a redirect broke: 421 Misdirected Request ("the request was directed at a server that is not
 * able to produce a response") — never retried by the transport, and a configuration problem for
 * the daemon (the base URL), whatever status the redirect's target answered.
 *
 * Spec: reviewB R54.
 */
export const REDIRECTED_STATUS = 421;

/** The last two path segments of a model request (`/chat/completions`, `/v1/models`). */
function requestTail(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return `/${parts.slice(-2).join('/')}`;
}

/** Whether fetch gave up on `error`'s request because it was redirected too often (undici: `redirect count exceeded`). */
function isRedirectLoop(error: unknown): boolean {
  for (const e of causes(error)) if (/^redirect count exceeded$/i.test(String(e.message ?? ''))) return true;
  return false;
}

/**
 * The {@link REDIRECTED_STATUS} error response that replaces a request redirected in a loop
 * (R73): its message names the URL requested, says the model was never asked and what to fix.
 * Before, the run said `cannot reach the model endpoint …: Cannot connect to API: redirect count
 * exceeded; is the server running and reachable from here?` of a server that had answered every
 * request (with a redirect), and the daemon failed the meeting instead of pausing for the base URL.
 */
function redirectLoopResponse(input: Parameters<typeof fetch>[0]): Response {
  const requested = new URL(input instanceof Request ? input.url : String(input));
  const message =
    `the request to ${requested.origin}${requested.pathname} was redirected in a loop: fetch gave up after 20 redirects ` +
    '(redirect count exceeded), so the model was never asked; the server or a proxy in front of it sends the request ' +
    'back to where it was (an http-to-https rule against an https-to-http one, a login page): fix that redirect, ' +
    'or set model.baseURL to the address the server answers at';
  return new Response(JSON.stringify({ error: { message, type: 'redirected' } }), {
    status: REDIRECTED_STATUS,
    statusText: 'Misdirected Request',
    headers: { 'content-type': 'application/json' },
  });
}

/** A reply a model request can use: an event stream or JSON. */
function isModelReply(res: Response): boolean {
  const type = res.headers.get('content-type') ?? '';
  return /\btext\/event-stream\b|\bjson\b/i.test(type);
}

/**
 * Wraps `fetch` so that a model request (a POST) that was redirected and got nothing a model
 * reply can be says so (R54), instead of the target's answer being read as the model server's: a
 * base URL on `http://` whose server moves it to `https://` (hosted APIs, a reverse proxy) or adds
 * a trailing slash answers `301`/`302`/`303`, which fetch follows as a GET without the request
 * body — the model was never asked — and across hosts without the API key; the run then said
 * `model endpoint returned HTTP 404: …; check that the base URL ends in /v1` about a base URL
 * that did end in /v1 (or, for a page answering the GET, "an HTML page, not a chat completion").
 * Such a response (redirected, a POST, and an error status or a body that is neither JSON nor an
 * event stream) becomes an HTTP {@link REDIRECTED_STATUS} error response whose message names both
 * URLs, what the target answered and the base URL to set (the redirect's target without the
 * request's `/chat/completions`). A redirect that kept the POST (307/308) and got a JSON or
 * event-stream reply, and every GET (`/models`), pass through unchanged. A request (any method)
 * that fetch gave up on because it was redirected in a loop (more than 20 redirects) becomes the
 * same error response, saying so (R73).
 *
 * Spec: reviewB R54, R73; seed 003, Requirement: Meeting Assistant generates meeting outputs
 * (OpenAI-compatible endpoint); docs/contracts.md, @ma/agent (transport failures).
 */
export function redirectCheckFetch(baseFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let res: Response;
    try {
      res = await baseFetch(input, init);
    } catch (error) {
      // R73: a request redirected in a loop (fetch gives up after 20 redirects) never reached the
      // model server, whatever its method: the same configuration problem as a redirect that broke
      // a POST (a GET /models looping too, so `ma doctor` says it instead of "did not answer").
      if (isRedirectLoop(error)) return redirectLoopResponse(input);
      throw error;
    }
    if (!res.redirected || method === 'GET' || method === 'HEAD') return res;
    if (res.ok && isModelReply(res)) return res;
    await res.body?.cancel().catch(() => {});
    const requested = new URL(input instanceof Request ? input.url : String(input));
    const landed = new URL(res.url);
    const tail = requestTail(requested.pathname);
    const base = landed.pathname.endsWith(tail)
      ? `${landed.origin}${landed.pathname.slice(0, -tail.length)}`
      : null;
    const message =
      `the request to ${requested.origin}${requested.pathname} was redirected to ${landed.origin}${landed.pathname}, ` +
      `which answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}: a redirect is followed as a GET ` +
      'without the request (301, 302, 303), and without the API key when it leads to another host, so the model was never asked; ' +
      (base ? `set model.baseURL to ${base}` : 'set model.baseURL to the address the server answers at');
    return new Response(JSON.stringify({ error: { message, type: 'redirected' } }), {
      status: REDIRECTED_STATUS,
      statusText: 'Misdirected Request',
      headers: { 'content-type': 'application/json' },
    });
  };
}
