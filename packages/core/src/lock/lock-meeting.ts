import { createHash } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { BusyError, type LockOwner } from '../errors/index.js';
import { writeFileAtomic } from '../fs/index.js';
import type { Vault, VaultPath } from '../vault/vault.js';
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

/** Reads the holder's owner record; null when missing, unreadable or for another meeting. */
async function readOwner(infoAbs: string, meetingPath: VaultPath): Promise<LockOwner | null> {
  try {
    const data = JSON.parse(await readFile(infoAbs, 'utf8')) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { meeting, pid, startedAt } = data as Record<string, unknown>;
    if (meeting !== meetingPath || !Number.isSafeInteger(pid) || typeof startedAt !== 'string') return null;
    return { pid: pid as number, startedAt };
  } catch {
    return null;
  }
}

/**
 * Takes the per-meeting run lock so two summary runs on one meeting never overlap (their
 * context-note appends would interleave and the old summary would be trashed twice).
 *
 * The lock is a folder made with `mkdir` by `proper-lockfile` at
 * `<vault>/.meeting-assistant/locks/<sha256 of the meeting path>.lock` (hex of the lower-cased,
 * NFC-normalised vault-relative path, so case variants on case-insensitive disks share a lock),
 * beside an owner record `<hash>.json` (`{ meeting, pid, startedAt }`); nothing is created in the
 * user's note folders. The holder refreshes the folder's mtime; a lock not refreshed for
 * `staleMs` (its process was killed) is taken over. Locks held by this process are also removed
 * when it exits (signals included, SIGKILL excepted).
 *
 * @param meetingPath the resolved vault-relative meeting note (`resolveMeeting`'s result).
 * @returns the held lock; call `release()` in a `finally`.
 * @throws BusyError('meeting-locked') when another run (this or another process) holds a fresh
 *   lock on the meeting; its message names the holder's start time and pid when recorded.
 * @throws PathSafetyError when `.meeting-assistant/locks` is (or passes through) a symlink out of
 *   the vault or a non-folder. Other I/O errors pass through.
 * Spec: docs/contracts.md (@ma/core, Run lock); issue "two `ma summarize` runs on one meeting".
 */
export async function lockMeeting(
  vault: Vault,
  meetingPath: VaultPath,
  options: LockMeetingOptions = {},
): Promise<MeetingLock> {
  const argument = 'run lock folder';
  const planned = await vault.resolve(LOCKS_FOLDER, { argument, kind: 'folder' });
  await mkdir(planned.abs, { recursive: true });
  // Re-check once it exists: a symlink put there meanwhile must not lead out of the vault.
  const locks = await vault.resolve(LOCKS_FOLDER, { argument, kind: 'folder', mustExist: true });
  const key = createHash('sha256').update(meetingPath.normalize('NFC').toLowerCase()).digest('hex');
  const base = path.join(locks.abs, key);
  const lockAbs = `${base}.lock`;
  const infoAbs = `${base}.json`;

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(base, {
      lockfilePath: lockAbs,
      realpath: false,
      retries: 0,
      stale: options.staleMs ?? DEFAULT_STALE_MS,
      // Taken over after a stall: the new holder owns the meeting now; ours just stops refreshing.
      onCompromised: () => {},
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ELOCKED') {
      throw new BusyError(meetingPath, await readOwner(infoAbs, meetingPath), { cause: error });
    }
    throw error;
  }

  const owner = {
    meeting: meetingPath,
    pid: process.pid,
    startedAt: (options.now?.() ?? new Date()).toISOString(),
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
      const current = await readOwner(infoAbs, meetingPath);
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
