/**
 * A watcher of folders, not files: one `fs.watch` per folder, whose events name the entry that
 * changed. Spec: issue #13 (the daemon's idle memory: chokidar held one `fs.watch` per file, about
 * 60 MiB at 2,500 meetings; docs/scale.md); issue 12 (watching).
 */
import { EventEmitter } from 'node:events';
import { type FSWatcher as NodeWatcher, watch } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The filter of {@link FolderWatcher}: true to leave a path out (absolute; `stats` when known). */
export type IgnoredFn = (abs: string, stats?: { isFile(): boolean }) => boolean;

/** One watched folder: its `fs.watch`, the files and folders it holds that are not ignored. */
interface Folder {
  watcher: NodeWatcher;
  files: Set<string>;
  folders: Set<string>;
  /** Set for the parent of a file watched alone ({@link FolderWatcher.add} of a file): only these names. */
  only: Set<string> | null;
  /** The folder's inode when it was watched: a folder replaced under the same name has another. */
  ino: number;
}

/**
 * Watches folders (recursively, never through symlinks) and single files with one `fs.watch`
 * per folder, and reports what chokidar's `FSWatcher` reports to the vault watcher:
 * `add`, `change`, `unlink` (absolute file paths), `addDir`, `unlinkDir` (absolute folder paths),
 * `error`, and `ready` once the folders given to the constructor are walked. The files under a
 * folder that goes away are reported `unlink` one by one. A new folder is watched before it is
 * listed, so a file written into it at once is not missed (chokidar lists first, paulmillr/chokidar#1471).
 * Events come from Node's `fs.watch` (inotify on Linux, FSEvents per folder on macOS,
 * ReadDirectoryChangesW on Windows); each is checked with an `lstat`, so a burst of them reports
 * what is there. `getWatched()` gives the watched folders as keys, as chokidar's does.
 * Memory is one watch and two name sets per folder, not one watch per file.
 * Spec: issue #13; issue 12 (watch folders, no globs, no symlinks followed).
 */
export class FolderWatcher extends EventEmitter {
  readonly #folders = new Map<string, Folder>();
  readonly #ignored: IgnoredFn;
  #closed = false;
  #ready = false;

  constructor(paths: string[], ignored: IgnoredFn) {
    super();
    this.#ignored = ignored;
    void Promise.all(paths.map((p) => this.#addPath(p))).then(() => {
      this.#ready = true;
      this.emit('ready');
    });
  }

  /** Watches one more folder (with its subfolders) or file (absolute). */
  add(abs: string): this {
    void this.#addPath(abs).catch((error: unknown) => this.emit('error', error));
    return this;
  }

  /** Stops watching a folder and everything below it (absolute); reports nothing. */
  unwatch(abs: string): this {
    for (const dir of [...this.#folders.keys()])
      if (dir === abs || dir.startsWith(`${abs}${path.sep}`)) this.#drop(dir);
    return this;
  }

  /** The watched folders (absolute) with the names kept in each. */
  getWatched(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const [dir, f] of this.#folders) out[dir] = [...f.files, ...f.folders];
    return out;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const dir of [...this.#folders.keys()]) this.#drop(dir);
    this.removeAllListeners();
  }

  async #addPath(abs: string): Promise<void> {
    const s = await lstat(abs).catch(() => null);
    if (!s || this.#closed) return;
    if (s.isDirectory()) {
      const parent = this.#folders.get(path.dirname(abs));
      parent?.folders.add(path.basename(abs));
      await this.#walk(abs, false);
      return;
    }
    // A single file: its folder is watched for its name only (unless the folder is watched whole).
    const dir = path.dirname(abs);
    const known = this.#folders.get(dir);
    if (known) {
      if (known.only) known.only.add(path.basename(abs));
      known.files.add(path.basename(abs));
      return;
    }
    const folder = await this.#watch(dir, new Set([path.basename(abs)]));
    folder?.files.add(path.basename(abs));
  }

  /** Watches `dir` (before listing it) and its subfolders; `report`: files found are `add`ed. */
  async #walk(dir: string, report: boolean): Promise<void> {
    if (this.#closed || this.#ignored(dir)) return;
    const existing = this.#folders.get(dir);
    if (existing?.only === null) return;
    if (existing) this.#drop(dir); // was watched for single files: now whole
    const folder = await this.#watch(dir, null);
    if (!folder) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (this.#closed || this.#folders.get(dir) !== folder) return;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (this.#ignored(abs, { isFile: () => false })) continue;
        folder.folders.add(entry.name);
        if (report) this.emit('addDir', abs);
        await this.#walk(abs, report);
      } else if (!this.#ignored(abs, { isFile: () => true })) {
        if (folder.files.has(entry.name)) continue;
        folder.files.add(entry.name);
        if (report) this.emit('add', abs);
      }
    }
  }

  async #watch(dir: string, only: Set<string> | null): Promise<Folder | null> {
    const raced = this.#folders.get(dir);
    if (raced) return raced.only === null || only !== null ? raced : null;
    let watcher: NodeWatcher;
    try {
      watcher = watch(dir, { persistent: true }, (_event, name) => {
        void this.#changed(dir, name == null ? null : String(name)).catch((error: unknown) =>
          this.emit('error', error),
        );
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') this.emit('error', error);
      return null;
    }
    const folder: Folder = { watcher, files: new Set(), folders: new Set(), only, ino: 0 };
    this.#folders.set(dir, folder);
    // The watch ends with an error when its folder goes away on some systems: its files are gone.
    watcher.on('error', () => {
      if (this.#folders.get(dir) === folder) this.#gone(dir);
    });
    const s = await lstat(dir).catch(() => null);
    if (!s?.isDirectory()) {
      if (this.#folders.get(dir) === folder) this.#drop(dir);
      return null;
    }
    folder.ino = s.ino;
    return folder;
  }

  #drop(dir: string): void {
    const folder = this.#folders.get(dir);
    if (!folder) return;
    this.#folders.delete(dir);
    folder.watcher.close();
  }

  /** An event in `dir` about `name` (null: unknown, the whole folder is compared). */
  async #changed(dir: string, name: string | null): Promise<void> {
    const folder = this.#folders.get(dir);
    if (!folder || this.#closed) return;
    if (name === null) {
      const now = await readdir(dir).catch(() => [] as string[]);
      const names = new Set([...now, ...folder.files, ...folder.folders]);
      for (const n of names) await this.#changed(dir, n);
      return;
    }
    if (folder.only && !folder.only.has(name)) return;
    const abs = path.join(dir, name);
    const s = await lstat(abs).catch(() => null);
    if (this.#closed || this.#folders.get(dir) !== folder) return;
    if (s?.isDirectory()) {
      if (folder.only || this.#ignored(abs, { isFile: () => false })) return;
      if (folder.files.delete(name)) this.emit('unlink', abs);
      const known = this.#folders.get(abs);
      if (known) {
        // The same folder (an event about it in its parent): nothing new. Another folder under
        // the same name (replaced): the old one's files are gone, the new one is walked.
        if (known.ino === s.ino || known.ino === 0) return;
        this.#gone(abs);
      }
      folder.folders.add(name);
      this.emit('addDir', abs);
      await this.#walk(abs, this.#ready);
      return;
    }
    if (folder.folders.delete(name)) this.#gone(abs);
    if (s && !this.#ignored(abs, { isFile: () => true })) {
      const had = folder.files.has(name);
      folder.files.add(name);
      this.emit(had ? 'change' : 'add', abs);
    } else if (folder.files.delete(name)) {
      this.emit('unlink', abs);
    }
  }

  /** A watched folder that went away: every file below it is `unlink`ed, then the folder. */
  #gone(dir: string): void {
    for (const [d, f] of [...this.#folders]) {
      if (d !== dir && !d.startsWith(`${dir}${path.sep}`)) continue;
      this.#drop(d);
      for (const name of f.files) this.emit('unlink', path.join(d, name));
    }
    this.emit('unlinkDir', dir);
  }
}
