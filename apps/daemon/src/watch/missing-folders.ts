/**
 * Waiting for watched folders that do not exist yet (W13). Spec: issue 12; W13.
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
