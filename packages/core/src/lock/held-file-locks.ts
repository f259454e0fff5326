/**
 * The file locks this process holds while their write runs (core `withFileLock`), by the absolute
 * path of the file written, each with a check that the lock is still this holder's (L335): a holder
 * whose event loop stalled for longer than the stale time (a long synchronous step, a paused
 * process, a laptop's sleep) can have its lock taken over by another writer, and must then not
 * rename its temp file over that writer's work. The atomic writers ask right before their rename.
 * Spec: docs/stale-writes.md (L353); docs/contracts.md (Concurrency).
 */
const held = new Map<string, () => void>();

/**
 * Registers `check` for `absPath` while its lock is held; returns the function that unregisters it.
 * `check` throws (LockedError) when the lock is no longer this holder's.
 */
export function holdFileLockCheck(absPath: string, check: () => void): () => void {
  held.set(absPath, check);
  return () => {
    if (held.get(absPath) === check) held.delete(absPath);
  };
}

/**
 * Throws when `absPath`'s file lock, held by this process, was taken over (synchronous: called right
 * before a rename, nothing of ours runs between); does nothing for a file whose lock this process
 * does not hold (a write without a lock, or under another file's lock).
 * @throws LockedError (`takenOver`) from the holder's check.
 */
export function checkHeldFileLock(absPath: string): void {
  held.get(absPath)?.();
}
