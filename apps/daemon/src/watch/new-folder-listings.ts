/**
 * The daemon watcher's own listings of new folders (W11, W12). Spec: issue 12; W11–W12.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FSWatcher } from 'chokidar';
import { isIgnoredPath } from './ignore-path.js';

/**
 * When a new folder is listed again after it appeared (ms after its `addDir`). chokidar lists a
 * new folder and only then watches it (paulmillr/chokidar#1471, chokidar 5.0.0): a file written
 * between the two is never reported. A listing once chokidar watches the folder finds it; chokidar
 * gives no sign of that moment, so the folder is listed a little after (the common case, at once),
 * then later for a machine under load. Each listing costs one `readdir` per folder.
 */
export const NEW_FOLDER_LISTINGS_MS: readonly number[] = [250, 2_000, 10_000];

/** What {@link newFolderListings} works with. */
export interface NewFolderListingsOptions {
  /** The vault's real path. */
  root: string;
  /** `folders.trash`, never listed. */
  trashFolder: string;
  /** The vault watcher: a folder it does not know is handed to it. */
  watcher: FSWatcher;
  /** Called with the absolute path of every file a listing keeps. */
  onListed(abs: string): void;
  onError?(error: unknown): void;
  /** True once the vault watcher is closed: no more listing. */
  closed(): boolean;
}

/** The listings of new folders: `list` now, `listSoon` at {@link NEW_FOLDER_LISTINGS_MS}, `clear` on close. */
export interface NewFolderListings {
  list(dir: string): Promise<void>;
  listSoon(dir: string): void;
  clear(): void;
}

/**
 * Lists new folders for the vault watcher: `list(dir)` walks the folder `dir` (absolute) and its
 * subfolders, pruning ignored ones ({@link isIgnoredPath}) and symlinks; every file kept goes to
 * `onListed`, and a folder chokidar does not know is given to it (its subfolders with it).
 * `listSoon(dir)` lists it at each of {@link NEW_FOLDER_LISTINGS_MS} (a folder inside one already
 * waiting is covered by it); `clear()` drops the listings still to come.
 * Spec: issue 12; W11 (files written into a new folder), W12 (subfolders chokidar missed).
 */
export function newFolderListings(opts: NewFolderListingsOptions): NewFolderListings {
  const { root, trashFolder, watcher } = opts;
  const toRel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const list = async (dir: string): Promise<void> => {
    const known = new Set(Object.keys(watcher.getWatched()));
    /** `handed`: `folder` or a parent of it was just given to chokidar, which takes its subfolders. */
    const walk = async (folder: string, handed: boolean): Promise<void> => {
      const found = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const entry of found) {
        if (opts.closed()) return;
        const abs = path.join(folder, entry.name);
        if (entry.isFile() && !isIgnoredPath(toRel(abs), true, trashFolder)) opts.onListed(abs);
        else if (entry.isDirectory() && !isIgnoredPath(toRel(abs), false, trashFolder)) {
          // A folder made in the instant between chokidar's listing of its parent and its watch
          // of it is unknown to chokidar: watched from now on (its subfolders with it).
          const hand = !handed && !known.has(abs);
          if (hand) watcher.add(abs);
          await walk(abs, handed || hand);
        }
      }
    };
    const hand = !known.has(dir);
    if (hand) watcher.add(dir);
    await walk(dir, hand);
  };
  /** New folders (absolute) with their listings still to come; one inside another is covered by it. */
  const listings = new Map<string, NodeJS.Timeout[]>();
  const listSoon = (dir: string) => {
    for (let d = dir; d.length >= root.length; d = path.dirname(d)) {
      if (listings.has(d)) return;
      if (d === path.dirname(d)) break;
    }
    const left = NEW_FOLDER_LISTINGS_MS.map((ms, i) =>
      setTimeout(() => {
        if (i === NEW_FOLDER_LISTINGS_MS.length - 1) listings.delete(dir);
        if (!opts.closed()) list(dir).catch((error: unknown) => opts.onError?.(error));
      }, ms).unref(),
    );
    listings.set(dir, left);
  };
  const clear = () => {
    for (const left of listings.values()) for (const timer of left) clearTimeout(timer);
    listings.clear();
  };
  return { list, listSoon, clear };
}
