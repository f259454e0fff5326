/**
 * The vault watcher of `ma-daemon`. Spec: issue 12 (watch with chokidar 4 or later, no globs;
 * wait for writes to finish and debounce); docs/hostile-cases.md B36, B37, B39; W11–W13.
 */
import { existsSync, lstatSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type FSWatcher, watch } from 'chokidar';
import { isEditorTempName } from './editor-temp-name.js';
import { isIgnoredPath } from './ignore-path.js';

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
 * - `onFolderAppeared(rel)`: a folder of `folders` that was missing at start now exists and is
 *   watched (W13).
 * Spec: issue 12; docs/hostile-cases.md B36, B39; W11–W13.
 */
export interface VaultWatcherOptions {
  root: string;
  folders: string[];
  trashFolder: string;
  debounceMs: number;
  onSettled(rel: string, kind: SettledKind): void;
  onEvent?(rel: string, event: string): void;
  onFolderAppeared?(rel: string): void;
  onError?(error: unknown): void;
}

/**
 * When a new folder is listed again after it appeared (ms after its `addDir`). chokidar lists a
 * new folder and only then watches it (paulmillr/chokidar#1471, chokidar 5.0.0): a file written
 * between the two is never reported. A listing once chokidar watches the folder finds it; chokidar
 * gives no sign of that moment, so the folder is listed a little after (the common case, at once),
 * then later for a machine under load. Each listing costs one `readdir` per folder.
 */
export const NEW_FOLDER_LISTINGS_MS: readonly number[] = [250, 2_000, 10_000];

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
 * The files under a folder that goes away (`unlinkDir`) are reported `unlink` by chokidar.
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
  const listed = bump('listed');
  /**
   * Lists the folder `dir` (absolute) and its subfolders, pruning ignored ones and symlinks:
   * every file kept goes through `listed`; a folder chokidar does not know is given to it.
   */
  const list = async (dir: string): Promise<void> => {
    const known = new Set(Object.keys(watcher.getWatched()));
    /** `handed`: `folder` or a parent of it was just given to chokidar, which takes its subfolders. */
    const walk = async (folder: string, handed: boolean): Promise<void> => {
      const found = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const entry of found) {
        if (closed) return;
        const abs = path.join(folder, entry.name);
        if (entry.isFile() && !isIgnoredPath(toRel(abs), true, opts.trashFolder)) listed(abs);
        else if (entry.isDirectory() && !isIgnoredPath(toRel(abs), false, opts.trashFolder)) {
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
    for (let d = dir; d.length >= opts.root.length; d = path.dirname(d)) {
      if (listings.has(d)) return;
      if (d === path.dirname(d)) break;
    }
    const left = NEW_FOLDER_LISTINGS_MS.map((ms, i) =>
      setTimeout(() => {
        if (i === NEW_FOLDER_LISTINGS_MS.length - 1) listings.delete(dir);
        if (!closed) list(dir).catch((error: unknown) => opts.onError?.(error));
      }, ms).unref(),
    );
    listings.set(dir, left);
  };
  watcher.on('add', bump('add')).on('change', bump('change')).on('unlink', bump('unlink'));
  watcher.on('addDir', (abs) => {
    opts.onEvent?.(toRel(abs), 'addDir');
    listSoon(abs);
  });
  watcher.on('error', (error) => opts.onError?.(error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const watchedDirs = Object.keys(watcher.getWatched());
  if (watchedDirs.length === 0) {
    await watcher.close();
    throw new Error(`the watcher reported ready but watches nothing under ${opts.root}`);
  }
  const finder = missing.length > 0 ? await waitForFolders() : null;

  /**
   * W13: watches the nearest existing parent of each missing folder, filtered to the way down to
   * them; whenever a folder appears there, the missing ones that now exist are watched and listed
   * (at once and at {@link NEW_FOLDER_LISTINGS_MS}: the finder is a chokidar watcher too).
   */
  async function waitForFolders(): Promise<FSWatcher> {
    const waiting = new Set(missing);
    const onTheWay = (rel: string) =>
      rel === '' || [...waiting].some((f) => f === rel || f.startsWith(`${rel}/`));
    const parents = new Set(
      missing.map((f) => {
        let parent = path.dirname(path.join(opts.root, f));
        while (parent.length > opts.root.length && !existsSync(parent)) parent = path.dirname(parent);
        return parent;
      }),
    );
    const adopt = () => {
      for (const folder of waiting) {
        const abs = path.join(opts.root, folder);
        if (closed || !lstatSync(abs, { throwIfNoEntry: false })?.isDirectory()) continue;
        waiting.delete(folder);
        listSoon(abs);
        void list(abs).catch((error: unknown) => opts.onError?.(error));
        opts.onFolderAppeared?.(folder);
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
        setTimeout(() => !closed && waiting.size > 0 && adopt(), ms).unref();
    });
    found.on('error', (error) => opts.onError?.(error));
    await new Promise<void>((resolve) => found.once('ready', () => resolve()));
    // Made between the check at start and this watch's start.
    adopt();
    return found;
  }

  return {
    missing: [...missing],
    watchFile(rel) {
      watcher.add(path.join(opts.root, rel));
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const left of listings.values()) for (const timer of left) clearTimeout(timer);
      listings.clear();
      await finder?.close();
      await watcher.close();
    },
  };
}
