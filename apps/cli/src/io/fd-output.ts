/**
 * stdout and stderr of a plain `ma tool` / `ma search` line without Node's stream objects.
 * Spec: issue 13, goals (e) and (f) (docs/startup.md, fifth pass); docs/cli (a closed stdout ends
 * quietly; issue 9, H13).
 */
import { writeSync as fsWriteSync } from 'node:fs';
import type { CliStream } from './cli-io.js';

/** Codes of a write to an output nobody reads any more (reader gone) or that is not open. */
const GONE_CODES = new Set(['EPIPE', 'EBADF']);

/** The writing function of {@link FdOutput}: `fs.writeSync`'s buffer form. */
export type FdWrite = (fd: number, buffer: Uint8Array, offset: number, length: number) => number;

/** Sleeps `ms` milliseconds without returning to the event loop (a full non-blocking pipe). */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * An output written with `fs.writeSync` on its file descriptor, as Node writes a file or (on
 * Linux and macOS) a pipe or terminal: every write is complete when `write` returns, in order.
 * `process.stdout` and `process.stderr` cost about 5 ms of CPU to build (the `net` and `tty`
 * stream classes), which a one-shot `ma tool` / `ma search` line never needs.
 * Like `dropWritesWhenReaderGone`: once the reader is gone (`EPIPE`; or the descriptor is not open,
 * `EBADF`, where Node's stream would discard), later writes are dropped and the command goes on.
 * A full non-blocking pipe (`EAGAIN`, a descriptor another process made non-blocking) is waited
 * for; a partial write is finished. Any other error is thrown.
 */
export class FdOutput implements CliStream {
  #gone = false;
  #tty: boolean | undefined;

  /**
   * @param fd the file descriptor (1 stdout, 2 stderr).
   * @param write how bytes are written (tests); default `fs.writeSync`.
   */
  constructor(
    readonly fd: number,
    private readonly writeBytes: FdWrite = fsWriteSync,
  ) {}

  /** Whether the descriptor is a terminal; asked (and `node:tty` loaded) only when colors are decided. */
  get isTTY(): boolean {
    this.#tty ??= (process.getBuiltinModule('node:tty') as typeof import('node:tty')).isatty(this.fd);
    return this.#tty;
  }

  /**
   * Writes `text` (UTF-8) completely before returning.
   * @returns true (there is no buffer to wait for).
   * @throws the system error of a failed write other than `EPIPE`, `EBADF` and `EAGAIN`.
   */
  write(text: string): boolean {
    if (this.#gone || text === '') return true;
    const bytes = Buffer.from(text, 'utf8');
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += this.writeBytes(this.fd, bytes, offset, bytes.length - offset);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (GONE_CODES.has(code)) {
          this.#gone = true;
          return true;
        }
        if (code !== 'EAGAIN') throw error;
        sleepSync(1);
      }
    }
    return true;
  }
}
