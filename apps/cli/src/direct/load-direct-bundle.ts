/**
 * Loading the direct bundle with a V8 code cache made after the command ran (docs/startup.md).
 * Spec: issue #13, goals (e) and (f): `ma tool read_meetingnote` ≤ 2× `node -e 0`, `ma search`.
 */
import { isAscii } from 'node:buffer';
import {
  closeSync,
  fstatSync,
  openSync,
  readFileSync,
  renameSync,
  type Stats,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Script } from 'node:vm';
import { BUNDLE_HEAD, BUNDLE_TAIL } from './bundle-wrapper.js';
import {
  buildCacheFolder,
  buildId,
  codeCacheFolder,
  ensureBuildCacheFolder,
  pruneCodeCaches,
  trustedFolder,
} from './code-cache-folder.js';
import { holdTierUp } from './tier-up.js';

/** FNV-1a of `text`, as 8 hex digits: names one bundle's cache files (of its absolute path; not a security measure). */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Runs the CommonJS bundle at `file` (compiled with `vm.Script`, as Node compiles a CommonJS
 * module) and returns its exports. V8 compiles most functions lazily, on their first call, and
 * Node's compile cache (`module.enableCompileCache`) stores the code of a module as it was right
 * after loading it, so the functions a command runs were compiled again on every start. Here the
 * cache is written when the process exits, after the command ran, and holds them too:
 * `<buildCacheFolder()>/<hash of the bundle's path>-<key>.bin` (one folder per build, so old builds'
 * caches are removed with their folder: `pruneCodeCaches`, at exit of a build's first start), a first
 * line naming the bundle's size, modification time, status-change time, inode and path and the Node
 * version (V8 itself checks only the source's length: P85), then V8's cached data. It is
 * written when missing, stale or refused by V8 (temp file + rename), never needed (without it the
 * bundle is compiled from source), and not used at all with `NODE_DISABLE_COMPILE_CACHE=1` (as Node's
 * compile cache).
 * @param file absolute path of a CommonJS bundle.
 * @param key names the cache among the bundle's caches (one per command; only `[a-z_-]`).
 * @param options.holdTierUp hold back V8's tier-up once the code came from the cache (`holdTierUp`,
 *   `tier-up.ts`; the bundle gives it back with `resumeTierUp` before its command's own work).
 * @returns the bundle's `module.exports`.
 * @throws what reading or running the bundle throws (a missing bundle: run `pnpm build`).
 */
export function loadDirectBundle<T>(file: string, key: string, options: { holdTierUp?: boolean } = {}): T {
  // The file's numbers from the opened file, before its text is read: a bundle written anew while this
  // start reads it never has the new file's numbers on a cache of the old text (P85).
  const fd = openSync(file, 'r');
  let info: Stats;
  let bytes: Buffer;
  try {
    info = fstatSync(fd);
    bytes = readFileSync(fd);
  } finally {
    closeSync(fd);
  }
  // The bundles are ASCII (direct-bundle.test.ts): ASCII bytes read as Latin-1 are the same text
  // without UTF-8 decoding (about 1 ms of CPU for the 1.2 MB bundle; docs/startup.md, seventh pass).
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const useCache = !process.env.NODE_DISABLE_COMPILE_CACHE;
  const folder = buildCacheFolder();
  const cacheFile = join(folder, `${fnv1a(file)}-${key}.bin`);
  // V8 checks a code cache against the source's length only, and runs a cache made from another text
  // of that length: the key is what the kernel sets on every write, rename and copy of the file (inode,
  // status-change time), not only what a copy may keep (size, modification time), and the path itself
  // (the file name holds a 32-bit hash of it). P85.
  const header = Buffer.from(
    `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}:${process.version}:${process.arch}:${file}\n`,
  );
  let cachedData: Buffer | undefined;
  if (useCache) {
    try {
      if (trustedFolder(codeCacheFolder()) && trustedFolder(folder)) {
        const data = readFileSync(cacheFile);
        if (data.subarray(0, header.length).equals(header)) cachedData = data.subarray(header.length);
      }
    } catch {
      // No cache (yet): compiled from source, and the cache is written at exit.
    }
  }
  // The bundles are written inside Node's module wrapper (`bundle-wrapper.ts`), so the source is
  // compiled as read; any other CommonJS file is wrapped here.
  const wrapped = source.startsWith(BUNDLE_HEAD) ? source : `${BUNDLE_HEAD}${source}${BUNDLE_TAIL}`;
  // `node:vm` taken here, not when the loader loads: a `ma search` answered by a search server never
  // compiles a bundle and so never loads it (P94; docs/startup.md, twenty-seventh pass).
  const { Script } = process.getBuiltinModule('node:vm') as typeof import('node:vm');
  const script = new Script(wrapped, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  if (useCache && (!cachedData || script.cachedDataRejected)) {
    process.once('exit', () => writeCodeCache(cacheFile, header, script));
  } else if (cachedData && options.holdTierUp) {
    // Only after V8 took the cache (it checks the flags), and never on a start that writes one.
    holdTierUp();
  }
  const module = { exports: {} as T };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

/**
 * Writes the script's code cache (temp file + rename) into this build's folder; a build's first
 * cache also removes older builds' folders. Any failure leaves no cache, silently.
 */
function writeCodeCache(cacheFile: string, header: Buffer, script: Script): void {
  const at = ensureBuildCacheFolder();
  if (!at) return;
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, Buffer.concat([header, script.createCachedData()]), { mode: 0o600 });
    renameSync(temp, cacheFile);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // nothing was written
    }
  }
  if (at.created) pruneCodeCaches(codeCacheFolder(), buildId());
}
