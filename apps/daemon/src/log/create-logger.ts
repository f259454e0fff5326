/**
 * The daemon's logger. Spec: issue 12 (logs through pino: JSON lines to a file under
 * `<vault>/.meeting-assistant/logs/`, rotated; readable lines in the foreground).
 */
import { mkdir, stat } from 'node:fs/promises';
import type { Vault } from '@ma/core';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';
import { LOG_FILE, LOGS_FOLDER } from '../state/state-paths.js';

/** A logger plus `close()`, which flushes and closes the log file. */
export interface DaemonLogger {
  log: Logger;
  /** Absolute path of the current JSON-lines log file. */
  file: string;
  close(): Promise<void>;
}

/**
 * Options of {@link createDaemonLogger}: `foreground` adds readable lines on stderr (colored when
 * `color`); `level` of the file log (default `debug`); the foreground shows `info` and up.
 */
export interface DaemonLoggerOptions {
  foreground: boolean;
  color?: boolean;
  level?: pino.Level;
  destination?: NodeJS.WritableStream;
  /**
   * L390: asked before a removed log file is started again; `false` (the vault folder is gone or was
   * replaced: moved, unmounted) leaves it removed, so no `.meeting-assistant/` is made in its place.
   */
  vaultUnchanged?: () => Promise<boolean>;
}

/**
 * A pino logger writing JSON lines (`{"level":30,"time":…,"msg":"run start","meeting":…}`) to
 * `<vault>/.meeting-assistant/logs/daemon.log`, rotated by `rotating-file-stream` at 10 MB or
 * daily, keeping the 7 newest rotated files gzipped beside it; with `foreground`, also
 * pino-pretty lines (`[12:00:03] INFO: run start` plus fields) on stderr.
 * @throws PathSafetyError when the logs folder is (or passes through) a symlink out of the
 *   vault; I/O errors creating it.
 * Spec: issue 12 (logs).
 */
export async function createDaemonLogger(vault: Vault, opts: DaemonLoggerOptions): Promise<DaemonLogger> {
  const folder = await vault.resolve(LOGS_FOLDER, { argument: 'logs folder', kind: 'folder' });
  await mkdir(folder.abs, { recursive: true });
  const logPath = `${folder.abs}/${LOG_FILE}`;
  let logBroken = false;
  const open = (): RotatingFileStream => {
    const stream = createStream(LOG_FILE, {
      path: folder.abs,
      size: '10M',
      interval: '1d',
      maxFiles: 7,
      compress: 'gzip',
    });
    // Newcomer2 R130: a log file that cannot be opened or written (a full disk, a folder or a read-only
    // file in its place) made the stream emit 'error' with no listener: the daemon died as "internal
    // error (uncaught exception) … this is a bug", its runs cut off. The log is a record, not the work:
    // it is said once on stderr (the service log of an installed daemon) and the daemon goes on.
    stream.on('error', (error: Error) => {
      if (logBroken) return;
      logBroken = true;
      (opts.destination ?? process.stderr).write(`${logFileProblem(logPath, error)}\n`);
    });
    return stream;
  };
  let file = open();
  // R161: a log file deleted while the daemon runs (its `logs/` folder or the whole
  // `.meeting-assistant/` removed by hand, a clean-up tool or a sync client) took every later line
  // into the deleted file: `daemon.log` never came back until the daily rotation. It is opened
  // again once it was missing at two checks in a row (a rotation renames it for an instant only).
  let missing = 0;
  let closed = false;
  const watch = setInterval(() => {
    void stat(logPath).then(
      () => {
        missing = 0;
      },
      async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' || ++missing < 2 || closed) return;
        missing = 0;
        if (opts.vaultUnchanged && !(await opts.vaultUnchanged())) return;
        const old = file;
        try {
          // Checked again: a symlink put in the folder's place must not take the log out of the vault.
          await vault.resolve(LOGS_FOLDER, { argument: 'logs folder', kind: 'folder' });
          await mkdir(folder.abs, { recursive: true });
        } catch {
          return;
        }
        if (closed) return;
        logBroken = false;
        file = open();
        old.end();
        log.warn({ log: logPath }, 'the log file was removed while the daemon ran: a new one is started');
      },
    );
  }, LOG_FILE_CHECK_MS);
  watch.unref();
  const streams: pino.StreamEntry[] = [
    { level: opts.level ?? 'debug', stream: { write: (line: string) => file.write(line) } },
  ];
  if (opts.foreground) {
    streams.push({
      level: 'info',
      stream: pretty({
        destination: opts.destination ?? process.stderr,
        colorize: opts.color ?? false,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        singleLine: true,
        sync: true,
      }),
    });
  }
  const log = pino({ level: 'debug', base: { pid: process.pid } }, pino.multistream(streams));
  return {
    log,
    file: logPath,
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        clearInterval(watch);
        file.end(() => resolve());
      }),
  };
}

/** How often (ms) the daemon checks that its log file still exists (R161). */
const LOG_FILE_CHECK_MS = 2000;

/** What common file system codes mean for the log file, as a user reads them. */
const LOG_FILE_CODES: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'a folder where the file should be',
  EIO: 'an input/output error',
  EFBIG: 'the file reached the file-size limit (ulimit -f, a service LimitFSIZE=)',
};

/**
 * The one line said when the daemon's log file fails: the file, what went wrong (node's code in
 * words, else the error's message), and that the daemon goes on without it.
 */
function logFileProblem(logPath: string, error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  const what = (code && LOG_FILE_CODES[code] ? `${LOG_FILE_CODES[code]} (${code})` : null) ?? error.message;
  return `ma daemon: the log file ${logPath} cannot be written: ${what}; the daemon goes on without it (each run is still recorded in its meeting's context note): free the disk or fix that path, then restart the daemon to log again`;
}
