/**
 * Where `ma-daemon` keeps its own state inside the vault. Spec: issue 12 (status, logs).
 */
import { STATE_FOLDER } from '@ma/core';

/**
 * Vault-relative folder of the daemon's state: `meetings.json` (per-meeting records) and
 * `status-<pid>.json` (one per running daemon).
 * Spec: issue 12 (`ma-daemon status`).
 */
export const DAEMON_STATE_FOLDER = `${STATE_FOLDER}/daemon`;

/**
 * Vault-relative folder of the daemon's JSON-lines logs (`daemon.log`, rotated).
 * Spec: issue 12 (logs under `<vault>/.meeting-assistant/logs/`).
 */
export const LOGS_FOLDER = `${STATE_FOLDER}/logs`;

/**
 * File name of the current log inside {@link LOGS_FOLDER}.
 * Spec: issue 12 (logs).
 */
export const LOG_FILE = 'daemon.log';
