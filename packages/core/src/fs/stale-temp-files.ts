import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isAtomicTempName } from './atomic-temp-name.js';

/**
 * How old (ms since its last modification) an atomic-write temp file must be before it counts as
 * stale and may be removed: 1 hour. A live `writeFileAtomic` keeps its temp file's mtime current
 * while it writes (every write call updates it), then closes, fsyncs and renames it within the
 * bounded rename retries (about 2.2 s, `DEFAULT_RETRY_DELAYS_MS`); so a temp file untouched for an
 * hour belongs to a write that was killed (SIGKILL, power loss, a crash), or one stopped for an
 * hour between two system calls — and even that one only loses its rename (ENOENT, an error; the
 * target was never touched). Sync tools that copy another device's temp file keep its mtime, so
 * the hour also covers their delay.
 * Spec: docs/atomic-writes.md (Stale temp files); hostile review R30.
 */
export const STALE_TEMP_AGE_MS = 60 * 60 * 1000;

/** One atomic-write temp file found on disk. */
export interface AtomicTempFile {
  /** Absolute path. */
  abs: string;
  /** Size in bytes. */
  size: number;
  /** Age in ms (now minus its mtime). */
  ageMs: number;
}

/**
 * The atomic-write temp files (`isAtomicTempName`) directly in folder `dirAbs`, with size and age.
 * @returns `[]` for a missing or unreadable folder.
 */
async function tempFilesIn(dirAbs: string, now: number): Promise<AtomicTempFile[]> {
  const names = await readdir(dirAbs).catch(() => [] as string[]);
  const out: AtomicTempFile[] = [];
  for (const name of names) {
    if (!isAtomicTempName(name)) continue;
    const abs = path.join(dirAbs, name);
    const info = await stat(abs).catch(() => null);
    if (info?.isFile()) out.push({ abs, size: info.size, ageMs: Math.max(0, now - info.mtimeMs) });
  }
  return out;
}

/**
 * Every atomic-write temp file under `rootAbs` (the vault), in every folder except hidden ones
 * (`.git`, `.obsidian`, `.trash`: the product never writes there), sorted by path. For `ma
 * doctor`, which reports them with size and age.
 * @param now the current time (ms since the epoch; tests pass a fixed one).
 * Spec: docs/atomic-writes.md (Stale temp files); hostile review R30.
 */
export async function findAtomicTempFiles(rootAbs: string, now = Date.now()): Promise<AtomicTempFile[]> {
  const out: AtomicTempFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    out.push(...(await tempFilesIn(dir, now)));
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries)
      if (e.isDirectory() && !e.name.startsWith('.')) await walk(path.join(dir, e.name));
  };
  await walk(rootAbs);
  return out.sort((a, b) => (a.abs < b.abs ? -1 : a.abs > b.abs ? 1 : 0));
}

/**
 * Removes the temp files directly in `dirAbs` older than {@link STALE_TEMP_AGE_MS} (their age is
 * checked again right before each removal). Never throws: a file that is gone or cannot be
 * removed is left to the next sweep.
 * @returns the absolute paths removed.
 * Spec: docs/atomic-writes.md (Stale temp files); hostile review R30.
 */
export async function removeStaleTempFiles(dirAbs: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const file of await tempFilesIn(dirAbs, now)) {
    if (file.ageMs < STALE_TEMP_AGE_MS) continue;
    const again = await stat(file.abs).catch(() => null);
    if (!again || now - again.mtimeMs < STALE_TEMP_AGE_MS) continue;
    if (
      await unlink(file.abs).then(
        () => true,
        () => false,
      )
    )
      removed.push(file.abs);
  }
  return removed;
}

/** When each folder was last swept by this process (ms since the epoch). */
const sweptAt = new Map<string, number>();

/**
 * {@link removeStaleTempFiles} for the folder a write just went into, at most once per
 * {@link STALE_TEMP_AGE_MS} per folder and process (a daemon writes often; one `readdir` an hour
 * per folder is the cost). Called by `writeFileAtomic` after a successful rename.
 * Spec: docs/atomic-writes.md (Stale temp files); hostile review R30.
 */
export async function sweepStaleTempFiles(dirAbs: string, now = Date.now()): Promise<void> {
  const last = sweptAt.get(dirAbs);
  if (last !== undefined && now - last < STALE_TEMP_AGE_MS) return;
  sweptAt.set(dirAbs, now);
  if (sweptAt.size > 10_000) sweptAt.clear();
  await removeStaleTempFiles(dirAbs, now);
}
