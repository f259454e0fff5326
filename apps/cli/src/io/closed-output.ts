/**
 * A reader that stops reading (`ma search … | head -1`, a pager quit early) closes the pipe under
 * `ma`: Node then reports `EPIPE` as an error event on stdout, and with no listener that became
 * an uncaught exception ("internal error … write EPIPE"). Like other command-line tools, `ma`
 * treats a closed output as "nobody is reading any more", not as a failure of the command.
 */

/** Codes of a write to an output whose reader is gone (or that was already torn down for it). */
// `EIO`: a terminal that closed (its window shut, an SSH session dropped) under a process still
// writing to it (R55).
const CLOSED_OUTPUT_CODES = new Set(['EPIPE', 'EIO', 'ERR_STREAM_DESTROYED']);

/**
 * Makes writes to `stream` silently do nothing once its reader has gone away: on `EPIPE` the
 * stream is destroyed (later writes are dropped, their callbacks still run) and the command goes
 * on — a summary run still commits its note and exits with its own code. Any other error on the
 * stream is rethrown, so the crash guard still reports it.
 * Spec: docs/cli (a closed stdout ends quietly; issue 9, H13: only real crashes are reported).
 */
export function dropWritesWhenReaderGone(stream: NodeJS.WritableStream & { destroy(): void }): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLOSED_OUTPUT_CODES.has(error.code ?? '')) throw error;
    stream.destroy();
  });
}

/**
 * {@link dropWritesWhenReaderGone} for `process.stdout` / `process.stderr` once something builds it,
 * without building it now: a plain `ma tool` / `ma search` line writes through `FdOutput` and never
 * needs the stream (docs/startup.md, fifth pass), but a part that writes to the stream itself (an
 * approval prompt, a Node warning) still gets a closed output handled the same way.
 * Spec: docs/cli (a closed stdout ends quietly; issue 9, H13).
 * @returns the stream once something built it, else undefined (asking does not build it).
 */
export function dropWritesWhenReaderGoneOnceBuilt(
  name: 'stdout' | 'stderr',
): () => NodeJS.WriteStream | undefined {
  let built: NodeJS.WriteStream | undefined;
  const descriptor = Object.getOwnPropertyDescriptor(process, name);
  const build = descriptor?.get;
  if (!descriptor || !build || !descriptor.configurable) {
    built = process[name];
    dropWritesWhenReaderGone(built);
    return () => built;
  }
  Object.defineProperty(process, name, {
    ...descriptor,
    get() {
      const stream = build.call(process) as NodeJS.WriteStream;
      Object.defineProperty(process, name, descriptor);
      built = stream;
      dropWritesWhenReaderGone(stream);
      return stream;
    },
  });
  return () => built;
}
