import * as fs from 'node:fs';
import { rmdir } from 'node:fs/promises';
import path from 'node:path';
import type lockfile from 'proper-lockfile';
import { LockedError } from '../errors/index.js';
import { raceAbort } from '../process/race-abort.js';
import type { Vault } from '../vault/vault.js';
import { ensureLockFolder, isGone, isNotFolder, vaultWriteRefusal } from './ensure-lock-folder.js';
import { holdFileLockCheck } from './held-file-locks.js';
import { loadLockfile } from './load-lockfile.js';
import { FILE_LOCKS_FOLDER, LOCKS_FOLDER, STATE_FOLDER } from './state-folder.js';

/**
 * Options of {@link withFileLock}.
 * - `waitMs`: how long to wait (ms) for another process's lock on the same file before giving
 *   up with `LockedError`; default twice `staleMs` (20000 with the default), so a writer outlasts
 *   the lock of a holder killed (`kill -9`) before or early in the wait, even just after a refresh
 *   (one every `staleMs / 2`), and takes it over, instead of giving up as it goes stale (L335). Waiting inside this process (the in-process queue)
 *   is not bounded: the holder is a write that finishes.
 * - `staleMs`: a file lock not refreshed for this long (ms; its process was killed) is taken
 *   over; default 10000, minimum 2000 (proper-lockfile's floor).
 * - `signal`: aborting it while the call still waits — for an earlier holder in this process or
 *   for another process's lock — gives up the wait: `fn` never runs and the call rejects with a
 *   `DOMException` named `AbortError` (the signal's reason as `cause`). Once the lock is taken,
 *   the signal is not looked at here: `fn` runs (a write that holds its lock has started, and is
 *   never cut short by the lock).
 * Spec: docs/contracts.md (@ma/core, Run lock; Concurrency); docs/tools.md (Cancellation).
 */
export interface WithFileLockOptions {
  waitMs?: number;
  staleMs?: number;
  signal?: AbortSignal | undefined;
}

const DEFAULT_STALE_MS = 10_000;

/** In-process queue per lock key: the tail promise every new holder waits for. */
const tails = new Map<string, Promise<void>>();

/** The error of a wait given up because `signal` aborted (`rel`: the vault-relative file). */
function waitAborted(signal: AbortSignal, rel: string): DOMException {
  return new DOMException(`cancelled while waiting for the lock on ${rel}`, {
    name: 'AbortError',
    cause: signal.reason,
  });
}

/**
 * Runs `fn` after every earlier holder of `key` in this process finished (FIFO). A wait given up
 * (`signal` aborted) still keeps the queue's order: the next holder waits for the earlier ones.
 */
async function inProcess<T>(
  key: string,
  fn: () => Promise<T>,
  signal: AbortSignal | undefined,
  rel: string,
): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  try {
    await raceAbort(previous, signal, () => waitAborted(signal as AbortSignal, rel));
    return await fn();
  } finally {
    done();
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/**
 * Runs `fn` (a read-modify-write of one vault file) while holding that file's lock, so edits of
 * the same file never interleave: not between concurrent calls in this process (a FIFO queue per
 * file, in call order), nor between processes sharing the vault (the CLI, a daemon, an MCP
 * server): a `proper-lockfile` lock (atomic `mkdir`, refreshed while held, taken over when
 * stale) at `<vault>/.meeting-assistant/locks/files/<sha256 hex of the NFC, lower-cased
 * vault-relative path>.lock`; nothing is created beside the user's note, and the lock folders
 * are removed again when empty (a write leaves no trace).
 *
 * @param absPath the file's absolute, already resolved path (`vault.resolve(...).abs`), inside
 *   the vault; it need not exist.
 * @returns what `fn` returns; the lock is released whatever `fn` does.
 * @throws LockedError(vault-relative path) when another process held the file for `waitMs`.
 * @throws DOMException `AbortError` when `options.signal` aborted before `fn` started (`fn` never ran).
 * @throws PathSafetyError when `.meeting-assistant/locks/files` is (or passes through) a symlink
 *   out of the vault or a non-folder; `fn`'s own errors pass through.
 * Spec: docs/contracts.md (Concurrency); issue 9 H1 (CLI, daemon and MCP server share a vault).
 */
export async function withFileLock<T>(
  vault: Vault,
  absPath: string,
  fn: () => Promise<T>,
  options: WithFileLockOptions = {},
): Promise<T> {
  const rel = path.relative(vault.root, absPath).split(path.sep).join('/');
  // node:crypto is loaded here, on first use, not with this module (docs/startup.md).
  const key = process
    .getBuiltinModule('node:crypto')
    .createHash('sha256')
    .update(rel.normalize('NFC').toLowerCase())
    .digest('hex');
  const { signal } = options;
  return inProcess(
    key,
    async () => {
      const staleMs = Math.max(2000, options.staleMs ?? DEFAULT_STALE_MS);
      // L335: a wait no longer than the stale time ended as a dead holder's lock went stale.
      const waitMs = options.waitMs ?? staleMs * 2;
      let held: HeldLock;
      try {
        held = await acquire(vault, key, staleMs, waitMs, signal, rel);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ELOCKED') throw new LockedError(rel, { cause: error });
        throw error;
      }
      // L353: the atomic writers ask, right before their rename, whether the lock is still ours.
      const unregister = holdFileLockCheck(absPath, () => {
        if (!held.stillOurs()) throw new LockedError(absPath, { takenOver: true });
      });
      try {
        return await fn();
      } finally {
        unregister();
        await held.release().catch(() => {});
        await removeEmptyStateFolders(vault);
      }
    },
    signal,
    rel,
  );
}

/**
 * Takes the lock file of `key` in the file lock folder: one `proper-lockfile` attempt at a time,
 * retried while another holder has it (`ELOCKED`, every 10–50 ms) until `waitMs` have passed,
 * then the `ELOCKED` error is thrown. When the folder is gone (another process removed the empty
 * lock folders after its write, `removeEmptyStateFolders`), it is made again at once: left to
 * proper-lockfile's own retries, an `mkdir` in a removed folder failed for the whole wait budget
 * (review M15: six writers of one note took up to 33 s).
 * @param staleMs a lock not refreshed for this long is taken over (ms)
 * @param waitMs how long another holder is waited for (ms)
 * @param signal gives up the wait when aborted (`AbortError`, see {@link WithFileLockOptions})
 */
/** A file lock taken by {@link acquire}: its release, and whether it is still this holder's. */
interface HeldLock {
  release: () => Promise<void>;
  /** False once another writer took it over (or it was removed): synchronous, a `stat` of the lock. */
  stillOurs: () => boolean;
}

/**
 * The coarsest modification-time step of a file system a vault may be on (ms): FAT32 and exFAT
 * without its 10 ms field keep even seconds, and an SMB share backed by one reports them so (L360).
 */
const MTIME_STEP_MS = 2000;

/**
 * Which way the lock folder's file system moves a modification time it cannot keep exactly (L395):
 * `down` to its step (Linux's FAT driver, SMB shares of one), `up` to the next step (Windows' FAT
 * driver rounds to the next even second), or `unknown` until a stored time first differs from the one
 * set (a file system that keeps it exactly never says).
 */
export type MtimeRounding = 'unknown' | 'down' | 'up';

/**
 * Whether `stored` (the lock folder's mtime as `stat` reports it, ms) is the mtime `set` (ms) this
 * holder gave it, as a file system of any time resolution keeps it: the same, or moved less than
 * {@link MTIME_STEP_MS} in the direction `rounding` the file system has shown (either, while it is
 * `unknown`: the first differing time teaches it, {@link learnRounding}). A takeover sets a newer
 * mtime at least `staleMs` (≥ 2000 ms) after this holder's last, so it is never read as ours; a time
 * moved the other way than the file system moves times is not this holder's. An exact comparison read
 * every refresh on a 2-second file system as a takeover and refused the write (L360, V171).
 * @returns true when `stored` is `set` as kept; false for NaN `set` (nothing set yet).
 * Spec: docs/stale-writes.md (L353, L360, L395).
 */
export function storedAs(stored: number, set: number, rounding: MtimeRounding): boolean {
  if (stored === set) return true;
  const down = stored < set && set - stored < MTIME_STEP_MS;
  const up = stored > set && stored - set < MTIME_STEP_MS;
  return rounding === 'down' ? down : rounding === 'up' ? up : down || up;
}

/**
 * The rounding `stored` (ms) shows against `set` (ms) when `rounding` is still `unknown` and it is
 * {@link storedAs} that time; else `rounding` unchanged.
 */
export function learnRounding(stored: number, set: number, rounding: MtimeRounding): MtimeRounding {
  if (rounding !== 'unknown' || stored === set || !storedAs(stored, set, rounding)) return rounding;
  return stored < set ? 'down' : 'up';
}

/**
 * The callback `fs` proper-lockfile is given for one lock folder (`lockAbs`; its own option), which
 * keeps the folder's mtime as this holder last set it (L353): proper-lockfile refreshes the lock by
 * setting its mtime and takes over a lock whose mtime is stale, but keeps the mtime to itself.
 * Plain `node:fs`, not graceful-fs (nothing of it is needed for a few calls on a folder).
 */
function trackedLockFs(lockAbs: string) {
  let probing = false;
  /** The mtime (ms) this holder set or saw right after its `mkdir`; one it is setting now. */
  const mine = { set: Number.NaN, pending: Number.NaN, lost: false, rounding: 'unknown' as MtimeRounding };
  /** {@link storedAs} with the rounding this lock folder's file system has shown. */
  const kept = (stored: number, set: number) => storedAs(stored, set, mine.rounding);
  /** Whether the lock folder is still this holder's: not reported lost, its mtime one this holder set. */
  const stillOurs = () => {
    if (mine.lost) return false;
    const mtime = fs.statSync(lockAbs, { throwIfNoEntry: false })?.mtime.getTime();
    return mtime !== undefined && (kept(mtime, mine.set) || kept(mtime, mine.pending));
  };
  /**
   * review V131: proper-lockfile removes the lock folder on release and at exit without looking whose it
   * is; once taken over (seen by {@link stillOurs} before its own refresh saw it) the folder is the
   * taker's, and removing it let a third writer in beside the taker. Before this holder has the lock
   * (`mine.set` unset) a removal is proper-lockfile taking over a stale lock, as it should.
   */
  const anotherHolders = (p: string) => p === lockAbs && !Number.isNaN(mine.set) && !stillOurs();
  type Done = (error: NodeJS.ErrnoException | null) => void;
  return {
    mine,
    stillOurs,
    fs: {
      mkdir: (p: string, done: Done) =>
        fs.mkdir(p, (error) => {
          if (!error && p === lockAbs) probing = true;
          done(error);
        }),
      stat: (p: string, done: (error: NodeJS.ErrnoException | null, stat: fs.Stats) => void) =>
        fs.stat(p, (error, stat) => {
          // proper-lockfile's probe: its first stat after the mkdir gives the mtime it keeps.
          if (!error && probing && p === lockAbs) {
            probing = false;
            mine.set = stat.mtime.getTime();
            return done(error, stat);
          }
          // review V171: proper-lockfile's refresh compares the stored mtime exactly with the one it
          // set and marks the lock compromised otherwise: on a 2-second file system that is every
          // refresh after one whose time was cut. A time this holder set, as the file system keeps
          // it, is handed back as set. L395: the first such time (a refresh's, read back here) teaches
          // which way this file system moves times (Linux FAT down, Windows FAT up); later ones must agree.
          const stored = stat?.mtime.getTime();
          if (!error && p === lockAbs && !Number.isNaN(mine.set))
            mine.rounding = learnRounding(stored, mine.set, mine.rounding);
          if (
            !error &&
            p === lockAbs &&
            !Number.isNaN(mine.set) &&
            stored !== mine.set &&
            kept(stored, mine.set)
          )
            return done(error, Object.create(stat, { mtime: { value: new Date(mine.set) } }) as fs.Stats);
          done(error, stat);
        }),
      utimes: (p: string, atime: Date, mtime: Date, done: Done) => {
        if (p === lockAbs && !probing) mine.pending = mtime.getTime();
        fs.utimes(p, atime, mtime, (error) => {
          if (!error && p === lockAbs && !probing) mine.set = mtime.getTime();
          done(error);
        });
      },
      rmdir: (p: string, done: Done) => (anotherHolders(p) ? done(null) : fs.rmdir(p, done)),
      // proper-lockfile's exit hook removes the locks still held when the process exits.
      rmdirSync: (p: string) => {
        if (!anotherHolders(p)) fs.rmdirSync(p);
      },
      realpath: (p: string, done: (error: NodeJS.ErrnoException | null, real: string) => void) =>
        fs.realpath(p, done),
    },
  };
}

async function acquire(
  vault: Vault,
  key: string,
  staleMs: number,
  waitMs: number,
  signal: AbortSignal | undefined,
  rel: string,
): Promise<HeldLock> {
  const deadline = Date.now() + waitMs;
  let pause = 10;
  for (;;) {
    if (signal?.aborted) throw waitAborted(signal, rel);
    const base = path.join(await ensureLockFolder(vault, FILE_LOCKS_FOLDER, 'file lock folder'), key);
    const lockAbs = `${base}.lock`;
    const tracked = trackedLockFs(lockAbs);
    try {
      const release = await (await loadLockfile()).lock(base, {
        stale: staleMs,
        retries: 0,
        lockfilePath: lockAbs,
        realpath: false,
        fs: tracked.fs,
        // Taken over after a stall, or removed: the write checks before its rename (L353).
        onCompromised: () => {
          tracked.mine.lost = true;
        },
      });
      return { release, stillOurs: tracked.stillOurs };
    } catch (error) {
      const left = deadline - Date.now();
      const changed = isGone(error) || isNotFolder(error);
      if (left <= 0 || !(changed || (error as { code?: unknown }).code === 'ELOCKED'))
        throw await vaultWriteRefusal(vault, error);
      // The folder was removed meanwhile: make it again now; replaced by a file (L36): checked
      // again, so that file is refused naming it (PathSafetyError).
      if (changed) continue;
      await raceAbort(new Promise((resolve) => setTimeout(resolve, Math.min(pause, left))), signal, () =>
        waitAborted(signal as AbortSignal, rel),
      );
      pause = Math.min(50, Math.ceil(pause * 1.3));
    }
  }
}

/**
 * Removes `.meeting-assistant/locks/files`, then `locks`, then `.meeting-assistant` while they
 * are empty, so a tool write leaves no trace in the vault; stops at the first folder still in
 * use (or already gone).
 */
async function removeEmptyStateFolders(vault: Vault): Promise<void> {
  for (const rel of [FILE_LOCKS_FOLDER, LOCKS_FOLDER, STATE_FOLDER]) {
    try {
      await rmdir(path.join(vault.root, ...rel.split('/')));
    } catch {
      return;
    }
  }
}
