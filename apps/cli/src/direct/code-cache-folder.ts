/**
 * Where the CLI keeps compiled code between starts, and how that folder stays bounded
 * (docs/startup.md, "Code caches stay bounded").
 * Spec: issue #13 (start-up; rules for caches and indexes: a cache is bounded and never needed).
 */
import { lstatSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';

/** Set by tsup at build time (`tsup.config.ts`): the CLI's version and the build's time. */
declare const __MA_BUILD_ID__: string | undefined;

/**
 * How many other builds' folders a new build's first start keeps (the most recently written ones):
 * a few checkouts or installs used side by side keep their caches; older builds' go.
 * Spec: issue #13, rules for caches.
 */
export const KEPT_BUILDS = 5;

/**
 * The root of the code caches: `ma-code-cache` in the OS temp folder. It holds one folder per
 * build ({@link buildCacheFolder}); compiled code only, never anything from a vault.
 * Spec: issue #13 (e).
 */
export function codeCacheFolder(): string {
  return join(osTempFolder(), 'ma-code-cache');
}

/**
 * The OS temp folder, as `os.tmpdir()` gives it: on POSIX the first non-empty `TMPDIR`, `TMP`,
 * `TEMP`, else `/tmp`, one trailing `/` dropped (but not from `/`). Read here because loading
 * `node:os` cost every `ma tool` and `ma search` start about 1-2 ms of CPU for this one call (P193,
 * session 42); on Windows, and in a set-user-ID process (where Node ignores the environment), it
 * asks `node:os` itself. `os-temp-folder.test.ts` holds it to `os.tmpdir()`.
 * Spec: issue #13 (e), (f).
 */
export function osTempFolder(): string {
  if (
    process.platform === 'win32' ||
    process.getuid?.() !== process.geteuid?.() ||
    process.getgid?.() !== process.getegid?.()
  )
    return (process.getBuiltinModule('node:os') as typeof import('node:os')).tmpdir();
  const { TMPDIR, TMP, TEMP } = process.env;
  const folder = TMPDIR || TMP || TEMP || '/tmp';
  return folder.length > 1 && folder.endsWith('/') ? folder.slice(0, -1) : folder;
}

/**
 * This build's name: `<version>-<build time in base 36>`, set when the CLI is built; `dev` when run
 * from source (tests).
 * Spec: issue #13, rules for caches (a new build's caches replace an old build's).
 */
export function buildId(): string {
  return typeof __MA_BUILD_ID__ === 'string' ? __MA_BUILD_ID__ : 'dev';
}

/**
 * This build's cache folder: `<codeCacheFolder()>/<buildId()>`, holding the direct and help bundles'
 * code caches and Node's compile cache of the split bundle.
 * Spec: issue #13 (e).
 */
export function buildCacheFolder(): string {
  return join(codeCacheFolder(), buildId());
}

/**
 * True when `folder` is a real folder of this user that no one else may write to (on POSIX): code
 * read from a cache is run, so a cache another user could have planted is never read.
 * Spec: issue #13 (e); docs/startup.md.
 */
export function trustedFolder(folder: string): boolean {
  const info = lstatSync(folder, { throwIfNoEntry: false });
  if (!info?.isDirectory()) return false;
  if (process.platform === 'win32' || !process.getuid) return true;
  return info.uid === process.getuid() && (info.mode & 0o022) === 0;
}

/**
 * Creates this build's cache folder when missing (mode 0700, in a root of this user's own).
 * @returns the folder and whether this call created it (a build's first start), or null when the
 *   root or the folder is not this user's alone or cannot be made (no cache then).
 * Spec: issue #13 (e).
 */
export function ensureBuildCacheFolder(): { folder: string; created: boolean } | null {
  const root = codeCacheFolder();
  try {
    mkdirSync(root, { recursive: true, mode: 0o700 });
    if (!trustedFolder(root)) return null;
    const folder = join(root, buildId());
    const created = mkdirSync(folder, { recursive: true, mode: 0o700 }) !== undefined;
    return trustedFolder(folder) ? { folder, created } : null;
  } catch {
    return null;
  }
}

/**
 * Removes what other builds left in `root`: loose files (the flat `<hash>-<command>.bin` layout of
 * earlier versions, temp files) and every build folder but `current` and the `keep` most recently
 * modified others. Run when a build's folder was just created (its first start, at exit), so the
 * folder holds at most `keep + 1` builds' caches. Never throws (a cache is never needed).
 * @param root - the cache root ({@link codeCacheFolder})
 * @param current - this build's folder name ({@link buildId})
 * @param keep - other build folders kept (default {@link KEPT_BUILDS})
 * Spec: issue #13, rules for caches (bounded).
 */
export function pruneCodeCaches(root: string, current: string, keep = KEPT_BUILDS): void {
  try {
    if (!trustedFolder(root)) return;
    const others: { path: string; mtimeMs: number }[] = [];
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (entry.name === current) continue;
      const path = join(root, entry.name);
      if (entry.isDirectory()) others.push({ path, mtimeMs: statSync(path).mtimeMs });
      else rmSync(path, { force: true });
    }
    others.sort((a, b) => b.mtimeMs - a.mtimeMs);
    for (const old of others.slice(keep)) rmSync(old.path, { recursive: true, force: true });
  } catch {
    // Another process pruned first, or a file vanished: the next new build prunes again.
  }
}

/**
 * Turns on Node's compile cache for a line the split ES module bundle runs, in this build's folder
 * instead of Node's shared `node-compile-cache/` (whose entries are never removed, and each build's
 * chunk names are new): old builds' compiled chunks go with their folder ({@link pruneCodeCaches},
 * at exit of a build's first start). A folder the user chose (`NODE_COMPILE_CACHE`) is kept;
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off; a root others may write to means no cache.
 * Spec: issue #13 (start-up; rules for caches); docs/startup.md.
 */
export function enableSplitCompileCache(): void {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return;
  if (process.env.NODE_COMPILE_CACHE) {
    module.enableCompileCache?.();
    return;
  }
  const at = ensureBuildCacheFolder();
  if (!at) return;
  module.enableCompileCache?.(at.folder);
  if (at.created) process.once('exit', () => pruneCodeCaches(codeCacheFolder(), buildId()));
}
