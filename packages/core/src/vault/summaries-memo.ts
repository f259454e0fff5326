/**
 * The summaries' look kept between searches by a long-running process (`ma search-server`), while a
 * file watcher proves that nothing under the summaries folder changed (docs/startup.md,
 * twenty-eighth pass). Off unless such a process turns it on ({@link useSummariesMemo}): every
 * one-shot process, the MCP server and the daemon look at the summaries on every call as before.
 *
 * What is proved, and how:
 * - every folder of the summaries folder's tree has a watch (inotify, through `fs.watch`, one per
 *   folder, non-recursive); any event of any of them (a note written, its attributes changed,
 *   created, removed, renamed, a folder added), a watcher's error or a watch that could not be set
 *   drops everything kept (one generation number for all: so even a kernel queue overflow, which
 *   can lose events only after the queue filled up with others, drops it);
 * - events pending when a search starts are read first ({@link SummaryWatch.settle}): the process
 *   makes a file of a new name in a watched folder of its own and waits for that event; inotify queues the events
 *   of one instance in order (libuv has one per loop), so every event of an edit made before the
 *   search has been delivered by then;
 * - the folder's path: its own and each parent's identity (`lstat`: device, inode, a folder, not a
 *   symbolic link) from the vault's root down, checked on every search, and the summaries folder's
 *   own modification and change times;
 * - only where the watch sees every change: Linux, a local file system (ext4, xfs, btrfs, tmpfs,
 *   overlayfs, f2fs, zfs; not NFS, SMB or FUSE, whose changes from another machine inotify never
 *   reports), a folder tree without symbolic links, and per note a regular file with one link (a
 *   note with another hard link, a symlinked note or an unreadable one is read on every search).
 * Never needed for a correct answer: anything missing or in doubt is looked at as without it.
 * Spec: issue #13, goal (f) and Rules for caches and indexes.
 */
import { type FSWatcher, lstatSync, type Stats, statfsSync, unlinkSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * File-system types (statfs `f_type`) whose changes inotify reports whoever makes them: ext2/3/4,
 * xfs, btrfs, tmpfs, overlayfs, f2fs, zfs.
 */
const LOCAL_FS_TYPES = new Set([
  0xef53, 0x58465342, 0x9123683e, 0x01021994, 0x794c7630, 0xf2f52010, 0x2fc12fc1,
]);

/** How long {@link SummaryWatch.settle} waits for its own event before it drops everything (ms). */
const SETTLE_WAIT_MS = 2000;

/** The fence files {@link SummaryWatch.settle} makes (`watch-fence-<n>`, removed at once), in the folder given to {@link useSummariesMemo}. */
const FENCE = 'watch-fence';

/**
 * The watches of one process: a generation number that any event, error or doubt increments, and
 * the fence that reads pending events. Spec: see the module.
 */
export class SummaryWatch {
  #generation = 0;
  #watchers = new Map<string, FSWatcher>();
  #fenceWatcher: FSWatcher | null = null;
  #fenceFolder: string;
  #sent = 0;
  #waiting: ((name: string) => void) | null = null;

  /** @param fenceFolder a folder of this process's own (mode 0700), where the fence file is touched. */
  constructor(fenceFolder: string) {
    this.#fenceFolder = fenceFolder;
  }

  /** Incremented by every event of a watched folder, a watcher's error, a failed watch and {@link reset}. */
  get generation(): number {
    return this.#generation;
  }

  /** Whether the fence works (a watch on its folder): without it nothing is kept. */
  get ready(): boolean {
    return this.#fenceWatcher !== null;
  }

  /**
   * Reads every event queued before this call: makes a fence file of a new name and waits for its event
   * (events of one inotify instance arrive in order). Sets up the fence's watch on first use; when it
   * cannot, or the event does not come within 2 s, everything is dropped ({@link reset}) and
   * {@link ready} is false.
   */
  async settle(): Promise<void> {
    if (!this.#fenceWatcher && !this.#startFence()) return;
    // A name of its own per fence: an event names the file it is about, so no earlier event (a
    // duplicate, a late one) can stand for this one.
    const name = `${FENCE}-${++this.#sent}`;
    const file = path.join(this.#fenceFolder, name);
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SETTLE_WAIT_MS);
      this.#waiting = (seen) => {
        if (seen !== name) return;
        clearTimeout(timer);
        resolve(true);
      };
    });
    try {
      writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
    } catch {
      this.#waiting = null;
      this.#stopFence();
      return;
    }
    const ok = await arrived;
    this.#waiting = null;
    try {
      unlinkSync(file);
    } catch {}
    if (!ok) this.#stopFence();
  }

  /**
   * Watches `folders` (absolute paths), each with a new watch (every earlier watch is closed: a folder
   * replaced at the same path is another inode, which an earlier watch does not see). False (and
   * everything dropped) when one cannot be watched (gone, inotify's watch limit).
   */
  watchFolders(folders: readonly string[]): boolean {
    this.reset();
    for (const folder of new Set(folders)) {
      try {
        const watcher = watch(folder, { persistent: false }, () => this.#generation++);
        watcher.on('error', () => this.reset());
        this.#watchers.set(folder, watcher);
      } catch {
        this.reset();
        return false;
      }
    }
    return true;
  }

  /** Closes every folder's watch and drops what was kept (a new generation). */
  reset(): void {
    this.#generation++;
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
  }

  /** Closes every watch, the fence's too. */
  close(): void {
    this.reset();
    this.#stopFence();
  }

  #startFence(): boolean {
    try {
      this.#fenceWatcher = watch(this.#fenceFolder, { persistent: false }, (_event, name) => {
        if (typeof name === 'string') this.#waiting?.(name);
      });
      this.#fenceWatcher.on('error', () => this.#stopFence());
      return true;
    } catch {
      this.#stopFence();
      return false;
    }
  }

  #stopFence(): void {
    this.#fenceWatcher?.close();
    this.#fenceWatcher = null;
    this.reset();
  }
}

let active: SummaryWatch | null = null;

/**
 * Turns the kept summaries' look on for this process (a long-running server that answers searches
 * one at a time: `ma search-server`), with its fence file in `fenceFolder` (a folder of its own).
 * @returns the process's watch (to close when the process stops). Spec: see the module.
 */
export function useSummariesMemo(fenceFolder: string): SummaryWatch {
  active?.close();
  active = new SummaryWatch(fenceFolder);
  return active;
}

/** The process's watch when {@link useSummariesMemo} turned it on, else null. */
export function summariesWatch(): SummaryWatch | null {
  return active;
}

/** Counts of how `pastSummaries` looked at the summaries in this process (for a server's log). */
export const summariesMemoCounts = { kept: 0, looked: 0 };

/** A folder's identity for the path check: device, inode, and its times for the summaries folder itself. */
export type FolderIdentity = readonly [dev: number, ino: number, mtimeMs: number, ctimeMs: number];

/**
 * The identity of each folder from `root` down to `root/rel` (`rel` a clean vault path, '' the root),
 * or null when one is missing, not a folder or a symbolic link.
 */
export function folderChain(root: string, rel: string): FolderIdentity[] | null {
  const out: FolderIdentity[] = [];
  const parts = rel === '' ? [] : rel.split('/');
  let at = root;
  for (let k = 0; k <= parts.length; k++) {
    if (k > 0) at = `${at}/${parts[k - 1]}`;
    let info: Stats | undefined;
    try {
      info = lstatSync(at, { throwIfNoEntry: false });
    } catch {
      return null;
    }
    if (!info?.isDirectory()) return null;
    out.push([info.dev, info.ino, info.mtimeMs, info.ctimeMs]);
  }
  return out;
}

/** Whether two {@link folderChain}s are the same: every folder's device and inode, the last one's times too. */
export function sameChain(a: readonly FolderIdentity[], b: readonly FolderIdentity[] | null): boolean {
  if (b === null || a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] as FolderIdentity;
    const y = b[k] as FolderIdentity;
    if (x[0] !== y[0] || x[1] !== y[1]) return false;
    if (k === a.length - 1 && (x[2] !== y[2] || x[3] !== y[3])) return false;
  }
  return true;
}

/** Whether inotify reports every change of `folder`'s file system (Linux, a local file system). */
export function watchSeesAll(folder: string): boolean {
  if (process.platform !== 'linux') return false;
  try {
    return LOCAL_FS_TYPES.has(Number(statfsSync(folder).type));
  } catch {
    return false;
  }
}
