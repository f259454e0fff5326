import path from 'node:path';
import { AmbiguousError } from '../errors/index.js';
import { lstat, readdir } from '../fs/blocking-fs.js';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { nameKey } from './name-key.js';

const ASCII = /^[\x00-\x7f]*$/;

/**
 * A folder's names, indexed the two ways {@link findExistingPath} matches a segment that is not there
 * exactly: `byForm` (NFC form → the names of that form) and `byKey` (name key, NFC + lower case → the
 * names of that key), each list in the order `readdir` gave.
 */
export interface FolderNames {
  byForm: ReadonlyMap<string, readonly string[]>;
  byKey: ReadonlyMap<string, readonly string[]>;
}

/**
 * How long a folder must have been left alone (ms, by its `ctime` and `mtime` against the clock when
 * it was looked at) before its `lstat` stands for its names: an entry added within the same tick of a
 * coarse file-system clock (2 s on FAT) would leave both times as they were (docs/indexes.md).
 */
const SETTLED_MS = 2000;
/** How many folders' names are kept (the least recently listed is dropped first). */
const KEPT_FOLDERS = 32;
/** Listings kept per absolute folder path, with the folder's `lstat` version they were made at. */
const kept = new Map<string, { version: string; names: FolderNames }>();

/**
 * The names of the folder `dirAbs`, indexed ({@link FolderNames}); null when it cannot be listed.
 * A long-lived process (`ma mcp`, the daemon, an agent run) looks up the default summary path of
 * every meeting not summarized yet, and each such look-up listed the whole summaries folder again
 * (thousands of names, every call: issue 13, session 34). So the listing is kept with the folder's
 * `lstat` version (inode, size, mtime and ctime in ns) and used again while a new `lstat` gives the
 * same version: adding, removing or renaming an entry changes the folder's times. It is kept only
 * when both times were at least {@link SETTLED_MS} old before it was listed, so a change within the
 * file system's clock resolution is never hidden; a folder that changes all the time is listed on
 * every call, as before. The same object is returned while it is used again.
 * @param dirAbs an absolute folder path.
 * Spec: issue 9 H3 (names matched by Unicode form and case); issue 13 (speed at any size).
 */
export async function folderNames(dirAbs: string): Promise<FolderNames | null> {
  const looked = Date.now();
  const info = await lstat(dirAbs, { bigint: true }).catch(() => null);
  const version =
    info?.isDirectory() === true ? `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}` : null;
  const known = version === null ? undefined : kept.get(dirAbs);
  if (known !== undefined && known.version === version) return known.names;
  let entries: string[];
  try {
    entries = await readdir(dirAbs);
  } catch {
    return null;
  }
  const byForm = new Map<string, string[]>();
  const byKey = new Map<string, string[]>();
  // An ASCII name is its own NFC form and its key is its lowercase: only other names go through
  // Unicode normalization.
  for (const e of entries) {
    const ascii = ASCII.test(e);
    const form = ascii ? e : e.normalize('NFC');
    const key = ascii ? e.toLowerCase() : nameKey(e);
    const ofForm = byForm.get(form);
    if (ofForm) ofForm.push(e);
    else byForm.set(form, [e]);
    const ofKey = byKey.get(key);
    if (ofKey) ofKey.push(e);
    else byKey.set(key, [e]);
  }
  const names: FolderNames = { byForm, byKey };
  kept.delete(dirAbs);
  const settled = BigInt(looked - SETTLED_MS);
  if (version !== null && info !== null && info.mtimeMs <= settled && info.ctimeMs <= settled) {
    kept.set(dirAbs, { version, names });
    if (kept.size > KEPT_FOLDERS) kept.delete(kept.keys().next().value as string);
  }
  return names;
}

/** The entry of `dirAbs` that `segment` names: exact, else same NFC, else same key (NFC + case). */
async function matchEntry(dirAbs: string, segment: string, rel: string): Promise<string | null> {
  if (
    await lstat(path.join(dirAbs, segment)).then(
      () => true,
      () => false,
    )
  )
    return segment;
  const names = await folderNames(dirAbs);
  if (names === null) return null;
  const sameForm = names.byForm.get(segment.normalize('NFC')) ?? [];
  if (sameForm.length >= 1) return [...sameForm].sort()[0]!;
  const sameKey = [...(names.byKey.get(nameKey(segment)) ?? [])].sort();
  if (sameKey.length > 1) {
    const prefix = path.posix.dirname(rel);
    throw new AmbiguousError(
      rel,
      sameKey.map((e) => (prefix === '.' ? e : `${prefix}/${e}`)),
    );
  }
  return sameKey[0] ?? null;
}

/**
 * The spelling on disk of an existing entry that `rel` names, matching each segment the way
 * Obsidian matches names: the exact name wins; else the name in the other Unicode normalization
 * (a link typed in NFC finds the NFD name macOS wrote, and the reverse); else the one name that
 * differs only in case. Only names are compared here: the caller must still pass the result
 * through `resolveSafePath` (`vault.resolve`), which refuses escapes, symlinks out and the trash.
 * @param rootAbs the folder `rel` is relative to (a vault or project root).
 * @param rel a relative path (`/` or `\`); checked lexically first (`checkRelativePath`).
 * @param argument names the path in errors.
 * @returns the path as spelled on disk (`/` separators), or null when some segment matches nothing.
 * @throws PathSafetyError for a refused path form; AmbiguousError when a segment has no exact
 *   match and several case-variants (`Notes.md` and `NOTES.md` for `notes.md`).
 * Spec: issue 9 H3 (Unicode normalization and case, for every name the product resolves);
 *   docs/contracts.md, Names and links.
 */
export async function findExistingPath(
  rootAbs: string,
  rel: string,
  argument = 'path',
): Promise<string | null> {
  const spelled = await spellExistingPrefix(rootAbs, rel, argument);
  return spelled.missing === 0 ? spelled.path : null;
}

/**
 * `rel` with its longest existing prefix spelled as on disk (each segment matched as
 * {@link findExistingPath} matches it) and the rest as given: the path a NEW file must take so
 * that it lands in the existing `Notes/` folder when asked for `notes/…`, or in the NFD-named
 * `Café/` when asked for NFC `Café/…`, never in a twin folder (newcomer review R11).
 * @returns `path` (`/` separators) and `missing`, the number of trailing segments that do not exist
 *   (0: the whole path exists).
 * @throws PathSafetyError for a refused path form; AmbiguousError as {@link findExistingPath}.
 * Spec: issue 9 H3; newcomer review R11; docs/contracts.md, Names and links.
 */
export async function spellExistingPrefix(
  rootAbs: string,
  rel: string,
  argument = 'path',
): Promise<{ path: string; missing: number }> {
  const segments = checkRelativePath(rel, argument);
  const found: string[] = [];
  let dir = rootAbs;
  for (const [i, segment] of segments.entries()) {
    const entry = await matchEntry(dir, segment, [...found, segment].join('/'));
    if (entry === null)
      return { path: [...found, ...segments.slice(i)].join('/'), missing: segments.length - i };
    found.push(entry);
    dir = path.join(dir, entry);
  }
  return { path: found.join('/'), missing: 0 };
}
