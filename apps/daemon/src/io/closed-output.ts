/**
 * A reader that stops reading (`ma-daemon status | head -1`, a log reader that died) closes the pipe under
 * `ma-daemon`: Node then reports `EPIPE` as an error event on stdout, and with no listener that became
 * an uncaught exception ("internal error … write EPIPE"). Like other command-line tools, `ma-daemon`
 * treats a closed output as "nobody is reading any more", not as a failure of the command.
 * (The same ten lines as the CLI's own copy: the daemon may not import the CLI, and the CLI's
 * start-up path must not load @ma/core to get them.)
 */

/** Codes of a write to an output whose reader is gone (or that was already torn down for it). */
// `EIO`: a terminal that closed (its window shut, an SSH session dropped) under a process still
// writing to it (R55).
const CLOSED_OUTPUT_CODES = new Set(['EPIPE', 'EIO', 'ERR_STREAM_DESTROYED']);

/**
 * Makes writes to `stream` silently do nothing once its reader has gone away: on `EPIPE` the
 * stream is destroyed (later writes are dropped, their callbacks still run) and the command goes
 * on — a running daemon keeps summarizing meetings and exits with its own code. Any other error on the
 * stream is rethrown, so the crash guard still reports it.
 * Spec: docs/cli (a closed stdout ends quietly; issue 9, H13: only real crashes are reported).
 */
export function dropWritesWhenReaderGone(stream: NodeJS.WritableStream & { destroy(): void }): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLOSED_OUTPUT_CODES.has(error.code ?? '')) throw error;
    stream.destroy();
  });
}
