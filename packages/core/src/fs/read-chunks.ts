import { closeSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { blockingFs } from './blocking-fs.js';
import { readAgainAfterEmptyRead, type SaveWait } from './save-in-progress.js';

/** The chunk size of {@link readChunks} unless told: 64 KiB, as `fs.createReadStream`'s default. */
export const READ_CHUNK_BYTES = 64 * 1024;

/**
 * The bytes of the file at `abs` from `start` to its end, as Buffers of `chunkBytes` bytes (the last
 * one shorter), read with one `FileHandle` and positioned reads: the chunks `fs.createReadStream(abs,
 * { start, highWaterMark })` gives, without Node's stream classes. A one-shot `ma tool`/`ma search`
 * reading a note this way loads none of Node's stream modules (about 16 of them; docs/startup.md,
 * twelfth pass). The file is opened on the first `next()` and closed when the last chunk was read,
 * when the caller stops early (`break` out of `for await`) or on an error. Each chunk is a Buffer of
 * its own (never reused by a later read). Once `useBlockingFs` was called (a one-shot process), the
 * file is opened, read and closed with blocking calls (a file descriptor, `readSync`), the same chunks
 * and errors without libuv's thread pool (P82, docs/startup.md, nineteenth pass).
 * A read that finds no bytes at `start` in a file another program is saving in place (Obsidian:
 * truncate, then write) waits for the save and reads once more (core `readAgainAfterEmptyRead`):
 * every chunked reader (ranged reads, digests, listings) sees the saved text, never the empty moment.
 * @param abs absolute path of a file (already checked by `vault.resolve` / `resolveSafePath`).
 * @param opts `start`: byte offset of the first byte (default 0); `chunkBytes`: bytes per chunk
 *   (default {@link READ_CHUNK_BYTES}, at least 1); `wait`: how to wait for such a save (default a
 *   timer; a test seam).
 * @throws the fs error of `open` or `read` (ENOENT, EISDIR, EACCES, …), from the iteration;
 *   ConcurrentEditError when the file stays empty and keeps changing for about 5 s.
 * Spec: issue #13, goals (e) and (f); docs/atomic-writes.md (Saves in progress).
 */
export async function* readChunks(
  abs: string,
  opts: { start?: number; chunkBytes?: number; wait?: SaveWait | undefined } = {},
): AsyncGenerator<Buffer, void, undefined> {
  const chunkBytes = Math.max(1, opts.chunkBytes ?? READ_CHUNK_BYTES);
  const start = opts.start ?? 0;
  for (let read = 0; read < 2; read++) {
    let any = false;
    const chunks = blockingFs()
      ? readChunksBlocking(abs, start, chunkBytes)
      : readChunksPositioned(abs, start, chunkBytes);
    for await (const chunk of chunks) {
      any = true;
      yield chunk;
    }
    if (any || !(await readAgainAfterEmptyRead(abs, start, opts.wait))) return;
  }
}

/** {@link readChunks}' one pass with a `FileHandle` and positioned reads. */
async function* readChunksPositioned(
  abs: string,
  start: number,
  chunkBytes: number,
): AsyncGenerator<Buffer, void, undefined> {
  let position = start;
  const handle = await open(abs, 'r');
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafeSlow(chunkBytes);
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield bytesRead === chunkBytes ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

/**
 * {@link readChunks}' one pass with blocking calls: the same chunks (`chunkBytes` bytes, the last one
 * shorter) from byte `start`, the file closed as the generator ends; no wait for a save in progress.
 * For a caller that cannot await (a one-shot search's blocking ripgrep run, core `searchVault`).
 * @throws the fs error of `openSync` or `readSync` (ENOENT, EISDIR, EACCES, …), from the iteration.
 * Spec: issue #13, goal (f).
 */
export function* readChunksBlocking(
  abs: string,
  start = 0,
  chunkBytes = READ_CHUNK_BYTES,
): Generator<Buffer, void, undefined> {
  let position = start;
  const fd = openSync(abs, 'r');
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafeSlow(chunkBytes);
      const bytesRead = readSync(fd, buffer, 0, chunkBytes, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield bytesRead === chunkBytes ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * A file opened for reads at given byte positions ({@link openPositionedReader}).
 * Spec: issue #13, goals (e) and (f).
 */
export interface PositionedReader {
  /**
   * Reads up to `length` bytes at byte `position` of the file into `buffer` from `offset`.
   * @returns the number of bytes read (0 at the end of the file).
   * @throws the fs error of the read.
   */
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<number>;
  /** Closes the file (call once, when done). */
  close(): Promise<void>;
}

/**
 * Opens the file at `abs` for positioned reads, as `fs/promises`' `open(abs, 'r')` with
 * `FileHandle.read`/`close`; once `useBlockingFs` was called (a one-shot process), with blocking calls
 * (a file descriptor, `readSync`): the same bytes and errors without libuv's thread pool (P86;
 * docs/startup.md, twenty-fifth session pass).
 * @param abs absolute path of a file (already checked by `vault.resolve` / `resolveSafePath`).
 * @throws the fs error of `open` (ENOENT, EISDIR on the first read, EACCES, …).
 * Spec: issue #13, goals (e) and (f).
 */
export async function openPositionedReader(abs: string): Promise<PositionedReader> {
  if (blockingFs()) {
    const fd = openSync(abs, 'r');
    return {
      read: async (buffer, offset, length, position) => readSync(fd, buffer, offset, length, position),
      close: async () => closeSync(fd),
    };
  }
  const handle = await open(abs, 'r');
  return {
    read: async (buffer, offset, length, position) =>
      (await handle.read(buffer, offset, length, position)).bytesRead,
    close: () => handle.close(),
  };
}
