/**
 * The vault watcher of `ma-daemon`. Spec: issue 12 (watch with chokidar 4 or later, no globs;
 * wait for writes to finish and debounce); docs/hostile-cases.md B36, B37, B39; W11–W13.
 */
import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { isEditorTempName } from './editor-temp-name.js';
import { isIgnoredPath } from './ignore-path.js';
import { waitForFolders, watchFolderPresence } from './missing-folders.js';
import { newFolderListings } from './new-folder-listings.js';

/** What happened to a path once its events settled. */
export type SettledKind = 'present' | 'gone';

/**
 * Options of {@link startVaultWatcher}.
 * - `root`: the vault's real path; `folders`: vault-relative folders to watch recursively (the
 *   ones that do not exist are skipped and returned in `missing`);
 * - `trashFolder`: `folders.trash`, never watched;
 * - `debounceMs`: quiet time per path after its last event before `onSettled` (ms);
 * - `onSettled(rel, kind)`: called once per burst of events on one `.md` path, with whether the
 *   file exists at that moment (an editor's unlink + add through temp + rename settles as one
 *   `present`, B36);
 * - `onEvent(rel, event)`: every raw event (for debug logs; `listed` for a file found by the
 *   listing of a new folder, W11);
 * - `onFolderAppeared(rel)`: a folder of `folders` that was missing at start, or went away while
 *   watched, now exists and is watched (W13, R57);
 * - `onFolderGone(rel)`: a folder of `folders` went away while watched (moved, deleted, replaced by
 *   a sync client or a checkout): it is waited for and watched again once it is back (R57).
 * Spec: issue 12; docs/hostile-cases.md B36, B39; W11–W13; reviewB R57.
 */
export interface VaultWatcherOptions {
  root: string;
  folders: string[];
  trashFolder: string;
  debounceMs: number;
  onSettled(rel: string, kind: SettledKind): void;
  onEvent?(rel: string, event: string): void;
  onFolderAppeared?(rel: string): void;
  onFolderGone?(rel: string): void;
  onError?(error: unknown): void;
}

export { NEW_FOLDER_LISTINGS_MS } from './new-folder-listings.js';

/** A running watcher: `watchFile` adds one more file (a transcript linked from elsewhere). */
export interface VaultWatcher {
  /**
   * Vault-relative folders that were asked for but did not exist at start: each is watched from
   * the moment it is made (`onFolderAppeared`, W13).
   */
  readonly missing: string[];
  watchFile(rel: string): void;
  close(): Promise<void>;
}

/**
 * Starts chokidar on the given folders of the vault (directories, never globs: chokidar 4
 * dropped them and a glob silently watches nothing, B39) with {@link isIgnoredPath} as the
 * `ignored` function, no symlink following, `awaitWriteFinish` (a file is reported once its size
 * stayed put for 50 ms) and a per-path debounce of `debounceMs`. Resolves once chokidar is
 * `ready` and has checked that it really watches something (B39's self-check).
 * A folder that appears while it runs (made, moved in, renamed; at any depth) is listed by the
 * watcher itself at {@link NEW_FOLDER_LISTINGS_MS} after chokidar's `addDir`: every `.md` file in
 * it and its subfolders goes through the same debounce as chokidar's `add` (a file seen twice
 * settles twice; the daemon's content hash makes the second a no-op), and a subfolder chokidar
 * missed is handed to chokidar, so later changes in it are seen (W11, W12). A folder of `folders`
 * that does not exist yet is waited for (a second chokidar watcher on its nearest existing
 * parent, filtered to the way down to it) and, once made, watched and listed the same way (W13).
 * The files under a folder that goes away (`unlinkDir`) are reported `unlink` by chokidar. A folder
 * of `folders` that goes away (moved, deleted, replaced by a sync client or a checkout) is seen by
 * a watcher of its parent ({@link watchFolderPresence}), also when it was empty (chokidar then
 * reports nothing and keeps it as watched): it is dropped from the vault watcher, and watched and
 * listed again once it is back (R57).
 * @throws Error when none of `folders` exists, or when chokidar reports ready with an empty
 *   watched set.
 * Spec: issue 12; docs/hostile-cases.md B36, B37, B39; W11–W13.
 */
export async function startVaultWatcher(opts: VaultWatcherOptions): Promise<VaultWatcher> {
  const toRel = (abs: string) => path.relative(opts.root, abs).split(path.sep).join('/');
  const present = opts.folders.filter((f) => existsSync(path.join(opts.root, f)));
  const missing = opts.folders.filter((f) => !present.includes(f));
  if (present.length === 0) {
    throw new Error(`none of the folders to watch exists in ${opts.root}: ${opts.folders.join(', ')}`);
  }
  const timers = new Map<string, NodeJS.Timeout>();
  const settle = (rel: string) => {
    timers.delete(rel);
    opts.onSettled(rel, existsSync(path.join(opts.root, rel)) ? 'present' : 'gone');
  };
  const bump = (event: string) => (abs: string) => {
    const rel = toRel(abs);
    opts.onEvent?.(rel, event);
    clearTimeout(timers.get(rel));
    timers.set(rel, setTimeout(settle, opts.debounceMs, rel));
  };

  const ignored = (abs: string, stats?: { isFile(): boolean }) => {
    const rel = toRel(abs);
    if (rel.startsWith('..')) return false;
    // chokidar asks first without stats; a temp-looking name may be a folder, which is
    // watched like any folder (W10), so only that rare name is looked at here.
    const isFile =
      stats?.isFile() ??
      (isEditorTempName(path.basename(abs))
        ? lstatSync(abs, { throwIfNoEntry: false })?.isFile()
        : undefined);
    return isIgnoredPath(rel, isFile, opts.trashFolder);
  };
  const watcher: FSWatcher = watch(
    present.map((f) => path.join(opts.root, f)),
    {
      ignored,
      ignoreInitial: true,
      followSymlinks: false,
      persistent: true,
      awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
    },
  );
  let closed = false;
  const isClosed = () => closed;
  const listings = newFolderListings({
    root: opts.root,
    trashFolder: opts.trashFolder,
    watcher,
    onListed: bump('listed'),
    onError: opts.onError,
    closed: isClosed,
  });
  watcher.on('add', bump('add')).on('change', bump('change')).on('unlink', bump('unlink'));
  watcher.on('addDir', (abs) => {
    opts.onEvent?.(toRel(abs), 'addDir');
    listings.listSoon(abs);
  });
  watcher.on('error', (error) => opts.onError?.(error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const watchedDirs = Object.keys(watcher.getWatched());
  if (watchedDirs.length === 0) {
    await watcher.close();
    throw new Error(`the watcher reported ready but watches nothing under ${opts.root}`);
  }
  // W13: a folder of `folders` made later is watched and listed like any new folder.
  const appeared = (folder: string, abs: string) => {
    listings.listSoon(abs);
    void listings.list(abs).catch((error: unknown) => opts.onError?.(error));
    opts.onFolderAppeared?.(folder);
  };
  const finder =
    missing.length > 0
      ? await waitForFolders({
          root: opts.root,
          missing,
          onAppeared: appeared,
          onError: opts.onError,
          closed: isClosed,
        })
      : null;
  // R57: a folder of `folders` that goes away (an empty one without any event of the vault
  // watcher, which then believes it still watches it) is forgotten by it, and watched and listed
  // again once it is back.
  const presence = await watchFolderPresence({
    root: opts.root,
    folders: present,
    onGone: (folder, abs) => {
      watcher.unwatch(abs);
      opts.onFolderGone?.(folder);
    },
    onBack: (folder, abs) => {
      watcher.add(abs);
      appeared(folder, abs);
    },
    onError: opts.onError,
    closed: isClosed,
  });

  return {
    missing: [...missing],
    watchFile(rel) {
      watcher.add(path.join(opts.root, rel));
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      listings.clear();
      await finder?.close();
      await presence.close();
      await watcher.close();
    },
  };
}
