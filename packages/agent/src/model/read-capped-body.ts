/**
 * Reading an HTTP reply body with a size limit, for the replies that are not model replies: the
 * context-window look-ups of a model server and a webhook's answer (L78), and the model replies
 * that the reply guard (`reply-guard-fetch.ts`, R56) reads whole (a JSON reply: L82).
 * Spec: reviewB R56 (a reply body is read up to 64 MiB); L78; L82.
 */
import { MAX_REPLY_BYTES } from './model-reply-error.js';

/** A reply body that went past its limit and was not read further. Spec: L78. */
export class ReplyTooLargeError extends Error {
  override name = 'ReplyTooLargeError';
  /** Bytes read when the limit was passed. */
  readonly bytes: number;
  constructor(what: string, bytes: number, maxBytes: number) {
    super(
      `${what} was still coming after ${bytes} bytes, over the ${maxBytes} bytes${maxBytes === MAX_REPLY_BYTES ? ' (64 MiB)' : ''} a reply may have, and was not read further`,
    );
    this.bytes = bytes;
  }
}

/**
 * A reply body whose reading failed part-way (the connection closed mid-reply, a body not in its
 * `Content-Encoding`): the stream's error as `cause`, with the bytes that had arrived, so that a
 * caller can say how far the reply came (the model reply guard's `cut`: L82).
 * Spec: L82.
 */
export class ReplyReadError extends Error {
  override name = 'ReplyReadError';
  /** Bytes read before the read failed. */
  readonly bytes: number;
  constructor(what: string, bytes: number, cause: unknown) {
    super(
      `${what} could not be read after ${bytes} bytes: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.bytes = bytes;
  }
}

/**
 * The body of `res`, read up to `maxBytes`: past it the body is cancelled (the connection closed,
 * so the server never gets to send the rest) and the read fails. An empty body is an empty array.
 * @param what - the reply in the message (`the reply to GET http://…/api/ps`)
 * @param maxBytes - default {@link MAX_REPLY_BYTES} (64 MiB, as a model reply)
 * @returns the body's bytes
 * @throws ReplyTooLargeError past `maxBytes` (with the bytes read); ReplyReadError when reading
 *   fails, the stream's error as its `cause`, with the bytes read before (L82)
 */
export async function readCappedBody(
  res: Response,
  what: string,
  maxBytes: number = MAX_REPLY_BYTES,
): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    let r: Awaited<ReturnType<typeof reader.read>>;
    try {
      r = await reader.read();
    } catch (error) {
      throw new ReplyReadError(what, bytes, error);
    }
    if (r.done) break;
    bytes += r.value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ReplyTooLargeError(what, bytes, maxBytes);
    }
    chunks.push(r.value);
  }
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
}
