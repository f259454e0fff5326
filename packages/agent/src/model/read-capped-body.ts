/**
 * Reading an HTTP reply body with a size limit, for the replies that are not model replies: the
 * context-window look-ups of a model server and a webhook's answer (L78). Model replies have their
 * own guard (`reply-guard-fetch.ts`, R56), with the same limit.
 * Spec: reviewB R56 (a reply body is read up to 64 MiB); L78.
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
 * The body of `res`, read up to `maxBytes`: past it the body is cancelled (the connection closed,
 * so the server never gets to send the rest) and the read fails. An empty body is an empty array.
 * @param what - the reply in the message (`the reply to GET http://…/api/ps`)
 * @param maxBytes - default {@link MAX_REPLY_BYTES} (64 MiB, as a model reply)
 * @returns the body's bytes
 * @throws ReplyTooLargeError past `maxBytes`; the stream's error when reading fails
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
    const r = await reader.read();
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
