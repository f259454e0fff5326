/**
 * The text of responses whose body is already in memory, so that the layers of the model fetch
 * stack above the one that read a JSON reply do not read it again (issue 13, agent-loop overhead).
 *
 * A JSON 200 reply (every non-streamed step) used to be read through a counting stream by
 * `inBandErrorFetch` (looking for a server error in it), copied into a new `Response` by
 * `retryingFetch` (to read it within the try's timeout) and read a third time by
 * `normalizingFetch`, which made a third `Response` even when it repaired nothing: three
 * web-stream reads and four `Response`s before the AI SDK read it once more. Now
 * `replyGuardFetch` reads it whole once into a {@link textResponse}; `inBandErrorFetch` and
 * `normalizingFetch` take its text from {@link bufferedText} and pass that same response on when
 * they find nothing to change, and `retryingFetch` passes it on as it is (nothing left to wait
 * for). What the AI SDK receives is the same: same status, status text, headers and body text.
 *
 * Spec: issue 13 (agent-loop overhead at most 3 ms per step); docs/agent-loop-speed.md.
 */

const texts = new WeakMap<Response, string>();

/**
 * `new Response(text, init)`, remembered so that {@link bufferedText} can give its text without
 * reading the body.
 * @param text the body (sent UTF-8 encoded, as `new Response` does).
 * @param init status, status text and headers.
 * Spec: issue 13; docs/agent-loop-speed.md.
 */
export function textResponse(text: string, init: ResponseInit): Response {
  const res = new Response(text, init);
  texts.set(res, text);
  return res;
}

/**
 * The body text of a response made by {@link textResponse} whose body nobody has read or locked
 * yet (so it can still be passed on as it is), else `undefined`: the caller then reads the body.
 * Spec: issue 13; docs/agent-loop-speed.md.
 */
export function bufferedText(res: Response): string | undefined {
  if (res.bodyUsed || res.body?.locked) return undefined;
  return texts.get(res);
}
