import { readFileSync, renameSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import { ProtectedFileError } from '../errors/protected-file-error.js';
import { checkHeldFileLock } from '../lock/held-file-locks.js';
import { checkNameBytes } from '../paths/check-name-bytes.js';
import { atomicTempPath } from './atomic-temp-name.js';
import { checkReplaceable, notWritable } from './check-replaceable.js';
import { withFilePath } from './file-system-failure.js';
import { retryWhileLocked } from './lock-retry.js';
import { sweepStaleTempFiles } from './stale-temp-files.js';

/**
 * The file operations `writeFileAtomic` uses. Tests replace `rename` to
 * simulate a file held open by another program (B43); production uses node:fs.
 * Spec: docs/atomic-writes.md; docs/architecture.md (Invariants 2); docs/hostile-cases.md B43.
 */
export interface AtomicFs {
  readFile(path: string): Promise<Buffer>;
  stat(path: string): Promise<{ mode: number; nlink: number; isFile(): boolean }>;
  open(path: string, flags: string, mode?: number): Promise<fsp.FileHandle>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

/**
 * Options of {@link writeFileAtomic}; all optional.
 * Spec: docs/atomic-writes.md; docs/architecture.md (Invariants 2); docs/hostile-cases.md B43.
 */
export interface WriteFileAtomicOptions {
  /** Delays (ms) before each rename retry on EPERM/EACCES/EBUSY; default ≈ 2.2 s in total. */
  retryDelaysMs?: readonly number[];
  /** Test seam: replaces some file operations (see {@link AtomicFs}). */
  fs?: Partial<AtomicFs>;
  /**
   * The bytes the new text was computed from (null: the file did not exist). When given, the
   * file must still hold exactly them when the write starts and again right before the rename
   * (a synchronous re-read, so the window is a few microseconds); otherwise the temp file is
   * removed and `ConcurrentEditError` is thrown, and nothing is replaced. `editFileAtomic` uses
   * it to redo an edit on a user's newer save.
   */
  expected?: Buffer | null;
}

/** The file's bytes now, or null when it does not exist (synchronous: no await between it and the rename). */
function bytesNow(absPath: string): Buffer | null {
  try {
    return readFileSync(absPath);
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
    throw error;
  }
}

function sameBytes(a: Buffer | null, b: Buffer | null): boolean {
  return a === null || b === null ? a === b : a.equals(b);
}

/**
 * Default retry schedule: 8 retries, about 2.2 s in total (B43: "under about 2 to 3 s").
 * Spec: docs/atomic-writes.md; docs/architecture.md (Invariants 2); docs/hostile-cases.md B43.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = Object.freeze([
  25, 50, 100, 200, 300, 400, 500, 600,
]);

const nodeFs: AtomicFs = {
  readFile: (path) => fsp.readFile(path),
  stat: (path) => fsp.stat(path),
  open: (path, flags, mode) => fsp.open(path, flags, mode),
  // Synchronous: nothing runs between the last "unchanged?" check and the rename itself.
  rename: async (from, to) => renameSync(from, to),
  unlink: (path) => fsp.unlink(path),
};

/** Whether the folder of `absPath` holds iCloud Drive's placeholder of it, `.<name>.icloud` (a file). */
async function hasICloudPlaceholder(absPath: string): Promise<boolean> {
  const placeholder = path.join(path.dirname(absPath), `.${path.basename(absPath)}.icloud`);
  return (await fsp.lstat(placeholder).catch(() => null))?.isFile() === true;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Writes `text` (UTF-8) to `absPath` so that readers and crashes only ever see
 * the old bytes or the new bytes, never a truncated file: the text goes to a
 * temp file in the same folder (created exclusively, fsynced), which is then
 * renamed over the target. Skips the write entirely when the file already
 * holds exactly these bytes (so watchers are not re-triggered, B38). Keeps the
 * existing file's permission bits; refuses a file without its owner write bit or with more than one
 * hard link (review7 T6: the rename would replace a file the user locked, or split a shared one). After a write, removes the folder's stale temp files (older
 * than `STALE_TEMP_AGE_MS`, left by killed writes; at most once an hour per folder; R30).
 *
 * Security: the rename replaces a symlink at `absPath` instead of writing
 * through it; callers resolve paths with `resolveSafePath` first.
 *
 * @param absPath absolute target path; its folder must exist.
 * @throws PathSafetyError('name-too-long') when the file name is longer than 255 bytes of
 *   UTF-8, before anything is written.
 * @throws ConcurrentEditError when `options.expected` is given and the file no longer holds
 *   those bytes (checked at the start and right before the rename); nothing is replaced.
 * @throws ProtectedFileError when the existing file has no owner write bit (`read-only`) or more
 *   than one hard link (`hard-linked`; review7 T6), or when there is no file but its folder holds
 *   iCloud Drive's placeholder `.<name>.icloud` (`not-on-this-device`: the file is in iCloud, a new
 *   one would collide with it; newcomer session 35 F1); nothing is written, no temp file is made.
 * @throws LockedError when the rename keeps failing with EPERM/EACCES/EBUSY after
 *   the bounded retries (B43); the original is untouched and the temp file removed.
 * @throws the fs error for any other failure (temp file removed).
 * Spec: docs/contracts.md (@ma/core, Files); seed 004 (write to a temp file and
 *   replace the note only after the write completes); hostile cases B38, B43.
 */
export async function writeFileAtomic(
  absPath: string,
  text: string,
  options: WriteFileAtomicOptions = {},
): Promise<void> {
  // A name the file system cannot take is refused before anything is written (issue 9 H4).
  checkNameBytes(path.basename(absPath), 'file', absPath);
  const fs: AtomicFs = { ...nodeFs, ...options.fs };
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const bytes = Buffer.from(text, 'utf8');
  const { expected } = options;
  let mode: number | undefined;
  let current: Buffer | null = null;
  try {
    current = await fs.readFile(absPath);
    if (current.equals(bytes)) return;
    const stats = await fs.stat(absPath);
    mode = stats.mode & 0o7777;
    // T6: a file the user made read-only, or one shared under other names, is never replaced.
    checkReplaceable(absPath, stats, { links: true });
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  // F1 (newcomer session 35): a file evicted to iCloud left only `.<name>.icloud` here; a new file of
  // that name would collide with the real one when it downloads (a hand-edited summary, a project file).
  if (current === null && (await hasICloudPlaceholder(absPath)))
    throw new ProtectedFileError(absPath, 'not-on-this-device');
  if (expected !== undefined && !sameBytes(current, expected)) throw new ConcurrentEditError(absPath, 1);
  const temp = atomicTempPath(absPath);
  try {
    // N1, N6 (newcomer session 33): a folder this user may not write is said as such, by the file meant.
    const handle = await fs.open(temp, 'wx', mode ?? 0o666).catch((error: unknown) => {
      throw notWritable(absPath, error);
    });
    try {
      await handle.writeFile(bytes);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameWithRetry(fs, temp, absPath, delays, () => {
      // Re-checked right before each rename attempt: a save by another program in between is
      // never replaced (the caller redoes its edit on the new text).
      if (expected !== undefined && !sameBytes(bytesNow(absPath), expected))
        throw new ConcurrentEditError(absPath, 1);
      // L353: the file lock this process holds for it may have been taken over after a stall.
      checkHeldFileLock(absPath);
    });
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    // L317: a write through the handle (ENOSPC, EDQUOT) names no file: the file meant is named.
    throw withFilePath(error, absPath);
  }
  // A temp file a killed write left in this folder (SIGKILL, power loss: step 4 could not run) is
  // removed once it is old enough that no live write can own it (R30; docs/atomic-writes.md).
  await sweepStaleTempFiles(path.dirname(absPath));
}

async function renameWithRetry(
  fs: AtomicFs,
  from: string,
  to: string,
  delays: readonly number[],
  check: () => void,
): Promise<void> {
  await retryWhileLocked(to, delays, async () => {
    check();
    await fs.rename(from, to);
  });
}
