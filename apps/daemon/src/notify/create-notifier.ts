/**
 * The daemon's notifier. Spec: issue 12 ("Notifications through `@ma/notifier`").
 */
import type { Vault } from '@ma/core';
import type { Logger } from 'pino';
import type { DaemonIo } from '../io/daemon-io.js';
import type { DaemonNotifier } from './daemon-notifier.js';

/**
 * The notifier of a running daemon: every notification is logged (`notify` at info, with
 * `kind`: `summary-ready`, `run-failed`, `hand-edited`).
 * Spec: issue 12.
 */
export function createNotifier(_vault: Vault, log: Logger, _io: DaemonIo): DaemonNotifier {
  return {
    summaryReady: (meeting, summaryPath) =>
      log.info({ kind: 'summary-ready', meeting, summaryPath }, 'notify'),
    runFailed: (meeting, reason) => log.info({ kind: 'run-failed', meeting, reason }, 'notify'),
    handEdited: (meeting, summaryPath) => log.info({ kind: 'hand-edited', meeting, summaryPath }, 'notify'),
  };
}
