/**
 * Waiting for watched folders that do not exist yet (W13), and for the ones that go away while
 * watched (R57). Spec: issue 12; W13; reviewB R57.
 */
import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { NEW_FOLDER_LISTINGS_MS } from './new-folder-listings.js';

/** What {@link waitForFolders} works with. */
export interface MissingFoldersOptions {
  /** The vault's real path. */
  root: string;
  /** Vault-relative folders that do not exist yet. */
  missing: readonly string[];
  /** Called once per folder of `missing` when it exists (a directory): `abs` its absolute path. */
  onAppeared(folder: string, abs: string): void;
  onError?(error: unknown): void;
  /** True once the vault watcher is closed: nothing more is adopted. */
  closed(): boolean;
}

/**
 * Watches the nearest existing parent of each missing folder with a chokidar watcher of its own,
 * filtered to the way down to them; whenever a folder appears there, the missing ones that now
 * exist are handed to `onAppeared` (at once and at {@link NEW_FOLDER_LISTINGS_MS}, since that
 * watcher, too, lists a new folder before it watches it), and so is one made between the daemon's
 * check at start and this watcher's start. The watcher closes itself once every folder appeared.
 * @returns the watcher, ready; close it with the vault watcher
 * Spec: issue 12; W13 (a configured folder made after the daemon started is watched).
 */
export async function waitForFolders(opts: MissingFoldersOptions): Promise<FSWatcher> {
  const { root } = opts;
  const toRel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
  const waiting = new Set(opts.missing);
  const onTheWay = (rel: string) =>
    rel === '' || [...waiting].some((f) => f === rel || f.startsWith(`${rel}/`));
  const parents = new Set(
    opts.missing.map((f) => {
      let parent = path.dirname(path.join(root, f));
      while (parent.length > root.length && !existsSync(parent)) parent = path.dirname(parent);
      return parent;
    }),
  );
  const adopt = () => {
    for (const folder of waiting) {
      const abs = path.join(root, folder);
      if (opts.closed() || !lstatSync(abs, { throwIfNoEntry: false })?.isDirectory()) continue;
      waiting.delete(folder);
      opts.onAppeared(folder, abs);
    }
    if (waiting.size === 0) void found.close();
  };
  const found = watch([...parents], {
    ignored: (abs) => !onTheWay(toRel(abs)),
    ignoreInitial: true,
    followSymlinks: false,
    persistent: true,
  });
  found.on('addDir', () => {
    adopt();
    for (const ms of NEW_FOLDER_LISTINGS_MS)
      setTimeout(() => !opts.closed() && waiting.size > 0 && adopt(), ms).unref();
  });
  found.on('error', (error) => opts.onError?.(error));
  await new Promise<void>((resolve) => found.once('ready', () => resolve()));
  // Made between the check at start and this watch's start.
  adopt();
  return found;
}

/** What {@link watchFolderPresence} works with. */
export interface FolderPresenceOptions {
  /** The vault's real path. */
  root: string;
  /** Vault-relative folders that exist now. */
  folders: readonly string[];
  /** A folder of `folders` went away (`abs`: its absolute path). */
  onGone(folder: string, abs: string): void;
  /** A folder of `folders` that went away is back (a directory again). */
  onBack(folder: string, abs: string): void;
  onError?(error: unknown): void;
  /** True once the vault watcher is closed: nothing more is reported. */
  closed(): boolean;
}

/**
 * Watches the parent folder of each of `folders` with a chokidar watcher of its own, filtered to
 * those folders themselves (their contents are the vault watcher's): `onGone` when one goes away
 * (renamed, moved, deleted: once until it is back), `onBack` when it is there again. The vault
 * watcher alone cannot tell: when a watched folder goes away chokidar stops watching it for good,
 * and when it was empty it reports nothing and keeps believing it watches it (chokidar 5.0.0;
 * reviewB R57), so a meetings folder made again was never watched until a restart.
 * A parent that itself goes away is not followed (the folder is then gone as well, and waited
 * for only from the next start).
 * @returns the watcher, ready; close it with the vault watcher
 * Spec: issue 12 (a meeting that ends while the daemon runs is summarized); reviewB R57.
 */
export async function watchFolderPresence(opts: FolderPresenceOptions): Promise<FSWatcher> {
  const { root } = opts;
  const byAbs = new Map(opts.folders.map((f) => [path.join(root, f), f]));
  const parents = new Set([...byAbs.keys()].map((abs) => path.dirname(abs)));
  const gone = new Set<string>();
  const watcher = watch([...parents], {
    ignored: (abs) => !parents.has(abs) && !byAbs.has(abs),
    ignoreInitial: true,
    followSymlinks: false,
    persistent: true,
    // The folders themselves, never their contents: nothing under them is listed again (startup cost).
    depth: 0,
  });
  watcher.on('unlinkDir', (abs) => {
    const folder = byAbs.get(abs);
    if (folder === undefined || gone.has(folder) || opts.closed()) return;
    gone.add(folder);
    opts.onGone(folder, abs);
  });
  watcher.on('addDir', (abs) => {
    const folder = byAbs.get(abs);
    if (folder === undefined || !gone.has(folder) || opts.closed()) return;
    if (!lstatSync(abs, { throwIfNoEntry: false })?.isDirectory()) return;
    gone.delete(folder);
    opts.onBack(folder, abs);
  });
  watcher.on('error', (error) => opts.onError?.(error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return watcher;
}
