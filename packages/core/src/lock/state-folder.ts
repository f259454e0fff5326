/**
 * The vault's hidden folder for Meeting Assistant's own state (run locks in `locks/`), at the
 * vault root, never inside a user's note folders. Core's file walkers skip it, ripgrep skips it
 * as a hidden folder, and it is never a meeting, project or summary location.
 * Spec: docs/contracts.md (@ma/core, Run lock).
 */
export const STATE_FOLDER = '.meeting-assistant';

/**
 * Vault-relative folder of the run locks.
 * Spec: docs/contracts.md (@ma/core, Run lock).
 */
export const LOCKS_FOLDER = `${STATE_FOLDER}/locks`;

/**
 * Vault-relative folder of the per-file write locks (`withFileLock`), apart from the run locks
 * so a meeting's run lock and a lock on its note never share a name.
 * Spec: docs/contracts.md (@ma/core, Run lock; Concurrency).
 */
export const FILE_LOCKS_FOLDER = `${LOCKS_FOLDER}/files`;

/**
 * Vault-relative folder of the run journals: the external writes of summary runs that are still
 * running or that died before recording them (docs/run-journal.md).
 * Spec: docs/run-journal.md; review9 V5.
 */
export const JOURNALS_FOLDER = `${STATE_FOLDER}/journals`;
