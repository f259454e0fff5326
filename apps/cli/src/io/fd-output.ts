/**
 * Output written straight to a file descriptor, for the one-shot commands of the direct bundle
 * (docs/startup.md). Spec: issue #13, goals (e) and (f) (start-up).
 */
import { fstatSync, type Stats, writeSync } from 'node:fs';
import type { CliStream } from './cli-io.js';

/** Longest wait between two tries of a write the pipe is too full to take, ms. */
const FULL_PIPE_WAIT_MS = 1;

/** Blocks the thread for `ms` milliseconds (a pipe whose reader is slow; no busy loop). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A {@link CliStream} that writes to `fd` with `fs.writeSync`, or null when `fd` is not a pipe,
 * socket or regular file (a terminal, `/dev/null`, a closed descriptor: the caller uses Node's
 * own `process.stdout`/`process.stderr`). Node builds `process.stdout` for a pipe as a
 * `net.Socket`, which loads the stream and network modules (about 6 ms of CPU per start, more than
 * a whole `ma tool` call does with its output); for a pipe, socket or file its writes are
 * synchronous on Linux anyway, so the bytes and their order are the same. Like
 * `dropWritesWhenReaderGone`, a reader that went away (`EPIPE`) makes this and every later write
 * a silent no-op; a pipe another program made non-blocking (`EAGAIN`) is waited for. Its `isTTY`
 * is undefined, as Node's is for these kinds of output.
 * @param fd 1 (stdout) or 2 (stderr).
 * @throws from `write`: any write error other than `EPIPE`/`EAGAIN` (as Node's stream would
 *   report it: the crash guard handles it).
 */
export function fdOutput(fd: number): CliStream | null {
  let kind: Stats;
  try {
    kind = fstatSync(fd);
  } catch {
    return null;
  }
  if (!(kind.isFIFO() || kind.isSocket() || kind.isFile())) return null;
  let gone = false;
  return {
    write(text: string): boolean {
      if (gone) return false;
      let bytes = Buffer.from(text, 'utf8');
      while (bytes.length > 0) {
        try {
          bytes = bytes.subarray(writeSync(fd, bytes));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN') sleep(FULL_PIPE_WAIT_MS);
          else if (code === 'EPIPE') {
            gone = true;
            return false;
          } else throw error;
        }
      }
      return true;
    },
  };
}
