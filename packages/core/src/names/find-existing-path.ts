import path from 'node:path';
import { AmbiguousError } from '../errors/index.js';
import { lstat, readdir } from '../fs/blocking-fs.js';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { nameKey } from './name-key.js';

const ASCII = /^[\x00-\x7f]*$/;

/** The entry of `dirAbs` that `segment` names: exact, else same NFC, else same key (NFC + case). */
async function matchEntry(dirAbs: string, segment: string, rel: string): Promise<string | null> {
  if (
    await lstat(path.join(dirAbs, segment)).then(
      () => true,
      () => false,
    )
  )
    return segment;
  let entries: string[];
  try {
    entries = await readdir(dirAbs);
  } catch {
    return null;
  }
  const nfc = segment.normalize('NFC');
  const key = nameKey(segment);
  // An ASCII name is its own NFC form and its key is its lowercase: only other names go through
  // Unicode normalization (a folder of thousands of summaries is listed when a meeting's own
  // summary does not exist yet; issue 13 (f)).
  const sameForm: string[] = [];
  const sameKey: string[] = [];
  for (const e of entries) {
    const ascii = ASCII.test(e);
    if (ascii ? e === nfc : e.normalize('NFC') === nfc) sameForm.push(e);
    if (ascii ? e.length === key.length && e.toLowerCase() === key : nameKey(e) === key) sameKey.push(e);
  }
  if (sameForm.length >= 1) return sameForm.sort()[0]!;
  sameKey.sort();
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
