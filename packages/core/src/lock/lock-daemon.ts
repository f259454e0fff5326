import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LockOwner } from '../errors/index.js';
import type { Vault } from '../vault/vault.js';
import { isDead } from './is-dead.js';
import {
  holdStateLock,
  type LockMeetingOptions,
  lockIdOf,
  type MeetingLock,
  readOwner,
} from './lock-meeting.js';
import { LOCKS_FOLDER } from './state-folder.js';

/** Default staleness (ms) of a daemon lock whose holder cannot be checked (another host, a reused pid). */
const DEFAULT_STALE_MS = 30_000;

/**
 * What {@link lockDaemon} gives: the held lock, or (`lock: null`) who holds it — the owner record
 * of the daemon running on the vault (`null` when it could not be read yet) — and after how many
 * ms (`staleMs`) a lock its holder stopped refreshing is taken over.
 * Spec: docs/contracts.md (@ma/core, Run lock: the daemon's vault lock).
 */
export type DaemonLockResult =
  | { lock: MeetingLock; holder?: undefined; staleMs: number }
  | { lock: null; holder: LockOwner | null; staleMs: number };

/**
 * Options of {@link lockDaemon}: those of `lockMeeting`, and `onLost(error)`, called once when the
 * held lock stops being this daemon's (V80): another daemon took it over because it was not
 * refreshed for `staleMs` (this one was stopped, suspended or stalled that long), or its folder
 * was removed. The daemon must stop working the vault then: the other one works it now.
 * Spec: docs/contracts.md (@ma/core, Run lock: the daemon's vault lock).
 */
export interface LockDaemonOptions extends LockMeetingOptions {
  onLost?: (error: Error) => void;
}

/**
 * Takes the vault's daemon lock, so two `ma-daemon run` on one vault never both work its
 * meetings (double summaries, racing writes of the daemon's records and log): a `proper-lockfile`
 * folder `<vault>/.meeting-assistant/locks/daemon.lock` beside its owner record `daemon.json`
 * (`{ daemon: true, pid, hostname, startedAt, lockId }`), held for the daemon's whole run
 * (configuration reloads included) and refreshed every `staleMs / 2`. The run locks' rule
 * ({@link lockMeeting}): a holder on this host whose pid is dead (a crash, `kill -9`) is taken
 * over at once; a lock not refreshed for `staleMs` (another host, a pid since reused) is taken
 * over then; the lock is removed on exit (signals too, SIGKILL excepted).
 * @param options `staleMs` (default 30000, min 2000), `now` (the record's `startedAt`; test seam),
 *   `onLost` (the lock was taken over or removed while held: stop, V80).
 * @returns `{ lock }` held (call `lock.release()` when the daemon stops) or `{ lock: null, holder }`.
 * @throws PathSafetyError when `.meeting-assistant/locks` is (or passes through) a symlink out of
 *   the vault or a non-folder; ProtectedFileError for a read-only vault. Other I/O errors pass through.
 * Spec: docs/contracts.md (@ma/core, Run lock); issue 12 (`ma-daemon run`).
 */
export async function lockDaemon(vault: Vault, options: LockDaemonOptions = {}): Promise<DaemonLockResult> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const held = await holdStateLock(
    vault,
    'daemon',
    ['daemon', true],
    staleMs,
    options.now,
    (holder) => ({ holder }),
    options.onLost,
  );
  return 'release' in held ? { lock: held, staleMs } : { lock: null, holder: held.holder, staleMs };
}

/**
 * The daemon that holds the vault's daemon lock (see {@link lockDaemon}) when the lock proves it
 * alive, else null; read only (nothing is created, taken over or removed). The proof is the lock's
 * own rule, not `kill(pid, 0)` alone, which a pid reused by another process passes (L450): the
 * owner record `daemon.json` was written for the very lock folder there now (its `lockId`: device,
 * inode, birth time), that folder was refreshed within `staleMs` (a live holder refreshes it every
 * `staleMs / 2`; a killed one stops), and on this host (`os.hostname()`) its pid still runs.
 * A caller matches the result's `pid` and `hostname` against the daemon it asks about.
 * @param options `staleMs`: the holder's staleness (ms, default 30000, the daemon's); `now`: the
 *   clock in ms since the epoch (test seam, default `Date.now`).
 * @returns `{ pid, startedAt, hostname? }` of the live holder, or null (no lock, no readable record,
 *   a record of another folder, a folder not refreshed for `staleMs`, a dead pid on this host, a
 *   lock folder that is unsafe to read).
 * Spec: docs/contracts.md (@ma/core, Run lock: the daemon's vault lock); issue 12 (`ma-daemon status`); L450.
 */
export async function liveDaemonHolder(
  vault: Vault,
  options: { staleMs?: number; now?: () => number } = {},
): Promise<LockOwner | null> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  let locks: string;
  try {
    locks = (await vault.resolve(LOCKS_FOLDER, { argument: 'run lock folder', kind: 'folder' })).abs;
  } catch {
    return null;
  }
  const lockAbs = path.join(locks, 'daemon.lock');
  const record = await readOwner(path.join(locks, 'daemon.json'), ['daemon', true]);
  if (record === null || record.lockId === undefined) return null;
  if ((await lockIdOf(lockAbs)) !== record.lockId) return null;
  const refreshed = await stat(lockAbs).then(
    (s) => s.mtimeMs,
    () => null,
  );
  if (refreshed === null || (options.now ?? Date.now)() - refreshed > staleMs) return null;
  if (record.hostname === os.hostname() && isDead(record.pid)) return null;
  return {
    pid: record.pid,
    startedAt: record.startedAt,
    ...(record.hostname !== undefined ? { hostname: record.hostname } : {}),
  };
}
