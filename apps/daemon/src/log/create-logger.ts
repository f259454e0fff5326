/**
 * The daemon's logger. Spec: issue 12 (logs through pino: JSON lines to a file under
 * `<vault>/.meeting-assistant/logs/`, rotated; readable lines in the foreground).
 */
import { mkdir } from 'node:fs/promises';
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
  const file: RotatingFileStream = createStream(LOG_FILE, {
    path: folder.abs,
    size: '10M',
    interval: '1d',
    maxFiles: 7,
    compress: 'gzip',
  });
  const streams: pino.StreamEntry[] = [{ level: opts.level ?? 'debug', stream: file }];
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
    file: `${folder.abs}/${LOG_FILE}`,
    close: () =>
      new Promise<void>((resolve) => {
        file.end(() => resolve());
      }),
  };
}
