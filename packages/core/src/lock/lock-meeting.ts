import { readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BusyError, type LockOwner } from '../errors/index.js';
import { writeFileAtomic } from '../fs/index.js';
import type { Vault, VaultPath } from '../vault/vault.js';
import { ensureLockFolder, isGone, isNotFolder, vaultWriteRefusal } from './ensure-lock-folder.js';
import { isDead } from './is-dead.js';
import { loadLockfile } from './load-lockfile.js';
import { meetingKey } from './meeting-key.js';
import { LOCKS_FOLDER } from './state-folder.js';

/**
 * A held meeting run lock. `release()` removes it; calling it again (or after the lock was
 * taken over as stale) is a no-op.
 * Spec: docs/contracts.md (@ma/core, Run lock).
 */
export interface MeetingLock {
  release(): Promise<void>;
}

/**
 * Options of {@link lockMeeting}.
 * - `staleMs`: a lock whose folder was not refreshed for this long (ms) is stale and taken over
 *   (its holder was killed); default 30000, minimum 2000 (proper-lockfile's floor). The holder
 *   refreshes it every `staleMs / 2` ms (at least every 1000 ms).
 * - `now`: clock for the owner record's `startedAt` (test seam), default `() => new Date()`.
 * Spec: docs/contracts.md (@ma/core, Run lock).
 */
export interface LockMeetingOptions {
  staleMs?: number;
  now?: () => Date;
}

/** Default staleness (ms): a killed run's lock is taken over after 30 s. */
const DEFAULT_STALE_MS = 30_000;

/** An owner record as read back: the public owner plus the lock folder it was written for. */
export type OwnerRecord = LockOwner & { lockId?: string };

/**
 * Reads the holder's owner record; null when missing, unreadable or written for another subject
 * (`subject` names the key and value every record of this lock holds: `meeting` and its path).
 */
export async function readOwner(
  infoAbs: string,
  subject: readonly [string, unknown],
): Promise<OwnerRecord | null> {
  try {
    const data = JSON.parse(await readFile(infoAbs, 'utf8')) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { pid, startedAt, hostname, lockId } = data as Record<string, unknown>;
    if ((data as Record<string, unknown>)[subject[0]] !== subject[1]) return null;
    if (!Number.isSafeInteger(pid) || typeof startedAt !== 'string') return null;
    return {
      pid: pid as number,
      startedAt,
      ...(typeof hostname === 'string' ? { hostname } : {}),
      ...(typeof lockId === 'string' ? { lockId } : {}),
    };
  } catch {
    return null;
  }
}

/** The public part of an owner record (what `BusyError.owner` shows). */
const publicOwner = (record: OwnerRecord | null): LockOwner | null =>
  record && {
    pid: record.pid,
    startedAt: record.startedAt,
    ...(record.hostname !== undefined ? { hostname: record.hostname } : {}),
  };

/**
 * Identity of a lock folder (device, inode and birth time), so a record is tied to the very folder
 * it names. The birth time (V79): ext4 gives a folder made just after one was removed the same
 * inode, so a crashed holder's record matched the fresh lock another run had just made (before it
 * wrote its own record), and that lock was removed as the crashed one's: two holders. A file
 * system without birth times (0) tells folders apart by device and inode only.
 */
export async function lockIdOf(lockAbs: string): Promise<string | null> {
  try {
    const { dev, ino, birthtimeNs } = await stat(lockAbs, { bigint: true });
    return ino === 0n ? null : `${dev}:${ino}:${birthtimeNs}`;
  } catch {
    return null;
  }
}

/**
 * Removes a lock whose recorded holder is a dead process on this host, so it can be taken over
 * at once instead of after `staleMs`. Only when the record was written for this very lock folder
 * (same device, inode and birth time: not a leftover record beside a newer holder's fresh lock), and the folder is
 * moved aside before removal and checked again, so a lock re-created meanwhile is never removed.
 * @returns true when the stale lock was removed (or already gone).
 */
async function removeCrashedLock(lockAbs: string, record: OwnerRecord | null): Promise<boolean> {
  if (!record || record.hostname !== os.hostname() || record.lockId === undefined) return false;
  if (record.pid === process.pid || !isDead(record.pid)) return false;
  if ((await lockIdOf(lockAbs)) !== record.lockId) return false;
  const aside = `${lockAbs}.crashed-${process.pid}-${Date.now()}`;
  try {
    await rename(lockAbs, aside);
  } catch (error) {
    return (error as { code?: unknown }).code === 'ENOENT';
  }
  if ((await lockIdOf(aside)) !== record.lockId) {
    // Another run re-created the lock in between: put it back and stay busy.
    await rename(aside, lockAbs).catch(() => {});
    return false;
  }
  await rmdir(aside).catch(() => rm(aside, { recursive: true, force: true }).catch(() => {}));
  return true;
}

/**
 * Takes the per-meeting run lock so two summary runs on one meeting never overlap (their
 * context-note appends would interleave and the old summary would be trashed twice).
 *
 * The lock is a folder made with `mkdir` by `proper-lockfile` at
 * `<vault>/.meeting-assistant/locks/<sha256 of the meeting path>.lock` (hex of the lower-cased,
 * NFC-normalised vault-relative path, so case variants on case-insensitive disks share a lock),
 * beside an owner record `<hash>.json` (`{ meeting, pid, hostname, startedAt, lockId }`, `lockId`
 * the lock folder's device:inode:birth time); nothing is created in the user's note folders. The holder
 * refreshes the folder's mtime; a lock not refreshed for `staleMs` (its process was killed) is
 * taken over. A lock whose record names a process on this host (`os.hostname()`) that is no
 * longer alive (`kill(pid, 0)` → ESRCH) is taken over at once (removed, then acquired once more). Locks held by this process are also removed
 * when it exits (signals included, SIGKILL excepted).
 *
 * @param meetingPath the resolved vault-relative meeting note (`resolveMeeting`'s result).
 * @returns the held lock; call `release()` in a `finally`.
 * @throws BusyError('meeting-locked') when another run (this or another process) holds a fresh
 *   lock on the meeting; its message names the holder's pid and start time when recorded and
 *   says a crashed run's lock frees itself after `staleMs`.
 * @throws PathSafetyError when `.meeting-assistant/locks` is (or passes through) a symlink out of
 *   the vault or a non-folder. Other I/O errors pass through.
 * Spec: docs/contracts.md (@ma/core, Run lock); issue "two `ma summarize` runs on one meeting".
 */
export async function lockMeeting(
  vault: Vault,
  meetingPath: VaultPath,
  options: LockMeetingOptions = {},
): Promise<MeetingLock> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  return holdStateLock(
    vault,
    meetingKey(meetingPath),
    ['meeting', meetingPath],
    staleMs,
    options.now,
    (owner, cause) => {
      throw new BusyError(meetingPath, owner, { cause, staleMs });
    },
  );
}

/**
 * Takes the lock `<vault>/.meeting-assistant/locks/<name>.lock` (a `proper-lockfile` folder)
 * with its owner record `<name>.json` (`{ <subject key>: <subject value>, pid, hostname,
 * startedAt, lockId }`): the rule of {@link lockMeeting}, shared with the daemon's vault lock.
 * When another holder has a fresh lock, `busy(owner, cause)` is called (it throws, or returns
 * null for "not taken"); a holder on this host whose pid is dead is taken over at once, once.
 * `onLost(error)` is called (once, `error.code` `ECOMPROMISED`) when the held lock is no longer
 * ours: another holder took it over after it was not refreshed for `staleMs` (this process was
 * stopped or stalled), or its folder was removed; the lock is not refreshed after that.
 */
export async function holdStateLock<Busy = never>(
  vault: Vault,
  name: string,
  subject: readonly [string, unknown],
  staleMs: number,
  now: (() => Date) | undefined,
  busy: (owner: LockOwner | null, cause: unknown) => Busy,
  onLost: (error: Error) => void = () => {},
): Promise<MeetingLock | Busy> {
  const locks = { abs: await ensureLockFolder(vault, LOCKS_FOLDER, 'run lock folder') };
  const base = path.join(locks.abs, name);
  const lockAbs = `${base}.lock`;
  const infoAbs = `${base}.json`;

  const acquire = async (): Promise<() => Promise<void>> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await loadLockfile()).lock(base, {
          lockfilePath: lockAbs,
          realpath: false,
          retries: 0,
          stale: staleMs,
          // Taken over after a stall, or removed: the new holder owns it now; ours stops refreshing
          // and `onLost` says so (a run ends anyway; the daemon must stop, V80).
          onCompromised: onLost,
        });
      } catch (error) {
        // The folder was removed meanwhile (a file lock's clean-up in another process): make it
        // again; replaced by a file (L36): checked again, so that file is refused naming it.
        if (!(isGone(error) || isNotFolder(error)) || attempt >= 20)
          throw await vaultWriteRefusal(vault, error);
        await ensureLockFolder(vault, LOCKS_FOLDER, 'run lock folder');
      }
    }
  };
  const isLocked = (error: unknown) => (error as { code?: unknown }).code === 'ELOCKED';

  let release: () => Promise<void>;
  try {
    release = await acquire();
  } catch (error) {
    if (!isLocked(error)) throw error;
    const record = await readOwner(infoAbs, subject);
    // A holder on this host that no longer runs (killed, crashed): take over at once, once.
    if (!(await removeCrashedLock(lockAbs, record))) return busy(publicOwner(record), error);
    try {
      release = await acquire();
    } catch (again) {
      if (!isLocked(again)) throw again;
      return busy(publicOwner(await readOwner(infoAbs, subject)), again);
    }
  }

  const owner = {
    [subject[0]]: subject[1],
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: (now?.() ?? new Date()).toISOString(),
    lockId: (await lockIdOf(lockAbs)) ?? undefined,
  };
  try {
    await writeFileAtomic(infoAbs, `${JSON.stringify(owner)}\n`);
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }

  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Remove the owner record only while it is still ours (not a taker-over's).
      const current = await readOwner(infoAbs, subject);
      if (current?.pid === owner.pid && current.startedAt === owner.startedAt) {
        await rm(infoAbs, { force: true }).catch(() => {});
      }
      await release().catch((error: { code?: unknown }) => {
        // ERELEASED: the lock went stale and was taken over; there is nothing left to remove.
        if (error.code !== 'ERELEASED' && error.code !== 'ENOTACQUIRED') throw error;
      });
    },
  };
}
