import type { Stats } from 'node:fs';
import { constants } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { PathSafetyError } from '../errors/path-safety-error.js';
import { fitName } from '../paths/check-name-bytes.js';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { isInside } from '../paths/is-inside.js';
import { resolveSafePath } from '../paths/resolve-safe-path.js';
import { checkReplaceable } from './check-replaceable.js';
import { retryWhileLocked } from './lock-retry.js';
import { DEFAULT_RETRY_DELAYS_MS } from './write-file-atomic.js';

/**
 * The part of a `Vault` that {@link moveToTrash} needs (structural, so any `Vault` fits).
 * Spec: docs/vault-format.md (`.trash/` for soft deletes, `delete_identity`).
 */
export interface TrashVault {
  /** Real (symlink-resolved) absolute vault root. */
  root: string;
  config: { folders: { trash: string } };
}

/** `name.md` → `name (n).md`; `folder` → `folder (n)`; the name is shortened to stay within 255 bytes. */
function withSuffix(rel: string, n: number): string {
  const dir = path.posix.dirname(rel);
  const base = path.posix.basename(rel);
  const ext = path.posix.extname(base);
  const name = fitName(base.slice(0, base.length - ext.length), ` (${n})${ext}`);
  return dir === '.' ? name : `${dir}/${name}`;
}

/** True when `segs` starts with `prefix` (segment-wise, case-insensitive, like the trash check of `resolveSafePath`). */
function startsWithSegments(segs: string[], prefix: string[]): boolean {
  return prefix.length <= segs.length && prefix.every((p, i) => segs[i]?.toLowerCase() === p.toLowerCase());
}

/** The configured trash folder and its checked segments; refused when it is the vault itself. */
function trashFolderOf(vault: TrashVault): { trashRel: string; trashSegs: string[] } {
  const trashRel = vault.config.folders.trash;
  const trashSegs = checkRelativePath(trashRel, 'folders.trash');
  if (trashSegs.length === 0)
    refuse('trash', 'folders.trash', trashRel, 'the trash folder must not be the vault itself');
  return { trashRel, trashSegs };
}

function refuse(reason: 'trash' | 'symlink-escape', argument: string, value: string, why: string): never {
  throw new PathSafetyError(reason, argument, value, `${argument}: ${why} (${JSON.stringify(value)})`);
}

/**
 * Refuses a trash folder (or a folder on the way into it) that is no real folder, saying what it
 * is and what to do (review U1): a symlink (with where it leads, and whether that is outside the
 * vault), a file, or something else. Nothing has been written when this throws.
 * @throws PathSafetyError('symlink-escape', argument `folders.trash`) always.
 */
async function refuseTrashEntry(root: string, abs: string, info: Stats, trashRel: string): Promise<never> {
  const shown = path.relative(root, abs).split(path.sep).join('/');
  const trash = checkRelativePath(trashRel, 'folders.trash').join('/');
  const named =
    shown === trash ? `the vault's trash folder ${shown}` : `${shown} (in the vault's trash folder)`;
  const fix = `set folders.trash in meeting-assistant.json to a real folder inside the vault`;
  let why: string;
  if (info.isSymbolicLink()) {
    const real = await fsp.realpath(abs).catch(() => null);
    const target = real ?? (await fsp.readlink(abs).catch(() => '?'));
    const where =
      real === null ? 'which leads nowhere' : isInside(root, real) ? 'inside the vault' : 'outside the vault';
    why = `${named} is a symlink to ${target}, ${where}; Meeting Assistant moves files to the trash only inside the vault and never through a link, so nothing was moved or written: replace the link ${shown} with a real folder of that name, or ${fix}`;
  } else {
    const what = info.isFile() ? 'a file' : 'not a folder';
    why = `${named} is ${what}, so nothing was moved or written: rename or remove ${shown} so a folder can take its place, or ${fix}`;
  }
  throw new PathSafetyError('symlink-escape', 'folders.trash', trashRel, `folders.trash: ${why}`);
}

/**
 * Makes sure `root/segs…` is a chain of real folders (no symlink, no file on
 * the way) and creates the missing ones. Checked before `mkdir` (so nothing is
 * created through a symlink) and again after it.
 * @returns the folder's absolute path and the folders this call created, outermost first (empty
 *   when all existed), for the caller to remove again when the move is refused (L486).
 */
async function ensureRealFolder(
  root: string,
  segs: string[],
  trashRel: string,
): Promise<{ abs: string; created: string[] }> {
  const check = async (): Promise<boolean> => {
    let abs = root;
    for (const seg of segs) {
      abs = path.join(abs, seg);
      const info = await fsp.lstat(abs).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (info === null) return false;
      if (!info.isDirectory()) await refuseTrashEntry(root, abs, info, trashRel);
    }
    return true;
  };
  const abs = path.join(root, ...segs);
  const created: string[] = [];
  if (!(await check())) {
    // `mkdir` names the first folder it created: that one and every one below it up to `abs` are ours.
    const first = await fsp.mkdir(abs, { recursive: true });
    if (first !== undefined)
      for (let at = abs; ; at = path.dirname(at)) {
        created.unshift(at);
        if (at === first || path.dirname(at) === at) break;
      }
    await check();
  }
  return { abs, created };
}

/**
 * Moves a file, folder or symlink into the vault's trash folder, keeping its
 * vault-relative path (`Identities/x.md` → `.trash/Identities/x.md`), never
 * deleting or overwriting anything: when the target exists, ` (2)`, ` (3)` …
 * is added before the extension. Files are moved with link + unlink, symlinks
 * by re-creating the link (same target text) + unlink, so an existing target
 * can never be replaced even in a race.
 *
 * Path safety: `rel` gets the `checkRelativePath` rules, and its folder is
 * resolved with `resolveSafePath` (must be inside the vault, not the trash).
 * The source itself is examined with `lstat`: a source that is a symlink is
 * trashed as the link, its target is never touched. The trash folder (and every
 * folder created under it) must be a real folder inside the vault: a trash
 * folder that is, or passes through, a symlink is refused before anything moves.
 *
 * @param rel vault-relative path (`/` or `\` separators) of an existing file, folder or symlink.
 * @param opts `replacing`: the file is trashed to be replaced by a new one (a forced summary, an
 *   emptied project file), so a hard-linked file is refused too (review7 T6); `retryDelaysMs`: delays (ms)
 *   before each retry of an unlink or rename refused with EPERM/EACCES/EBUSY (default as `writeFileAtomic`).
 * @returns the vault-relative path (`/` separators) it was moved to.
 * @throws PathSafetyError for refused paths (`absolute`, `escape`, `empty`, … as
 *   `checkRelativePath`; `symlink-escape` when the source folder resolves outside
 *   the vault; `trash` for a path in the trash or containing it), and
 *   `symlink-escape` (argument `folders.trash`) when the trash folder is a symlink,
 *   resolves outside the vault or is not a folder.
 * @throws ProtectedFileError when the file has no owner write bit, or (`replacing`) more than one
 *   hard link (review7 T6); nothing moved.
 * @throws LockedError when the source stays held by another program (its unlink or rename refused with
 *   EPERM/EACCES/EBUSY after the bounded retries; B43): nothing moved, the trash slot and the folders made for it removed again (L486).
 * @throws the fs error (ENOENT …) when the source is missing.
 * Spec: docs/vault-format.md (`.trash/` for soft deletes, `delete_identity`); docs/contracts.md (@ma/core, Files); docs/paths.md.
 */
export async function moveToTrash(
  vault: TrashVault,
  rel: string,
  opts: { replacing?: boolean; retryDelaysMs?: readonly number[] } = {},
): Promise<string> {
  const { trashRel, trashSegs } = trashFolderOf(vault);
  const segs = checkRelativePath(rel, 'path');
  if (segs.length === 0) refuse('trash', 'path', rel, 'the vault itself cannot be trashed');
  const name = segs[segs.length - 1] as string;
  // The folder holding the source, resolved like every other access (inside the vault, not the trash).
  const parent = await resolveSafePath(vault.root, segs.slice(0, -1).join('/') || '.', {
    argument: 'path',
    kind: 'folder',
    trashFolder: trashRel,
  });
  const source = parent.rel === '' ? name : `${parent.rel}/${name}`;
  const sourceSegs = source.split('/');
  if (startsWithSegments(sourceSegs, trashSegs)) refuse('trash', 'path', rel, 'already in the trash');
  if (startsWithSegments(trashSegs, sourceSegs)) refuse('trash', 'path', rel, 'contains the trash folder');
  const from = path.join(parent.abs, name);
  const info = await fsp.lstat(from);
  // T6: a file the user made read-only is not moved (nor, when it is to be replaced, a hard-linked one).
  checkReplaceable(from, info, { links: opts.replacing === true });

  // B43: a file held open by another program (Windows) refuses the unlink or rename for a while:
  // retried as an atomic write's rename is, then LockedError, the trash slot given back.
  const delays = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const moveWhileLocked = (to: string) => retryWhileLocked(from, delays, () => fsp.rename(from, to));
  const unlinkSource = async (to: string) => {
    await retryWhileLocked(from, delays, () => fsp.unlink(from)).catch(async (error: unknown) => {
      await fsp.unlink(to).catch(() => undefined);
      throw error;
    });
  };
  return claimTrashSlot(vault, source, async (to) => {
    if (info.isSymbolicLink()) {
      const link = await fsp.readlink(from);
      try {
        await fsp.symlink(link, to);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
      await unlinkSource(to);
      return true;
    }
    if (info.isFile()) {
      try {
        await fsp.link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return false;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
        if (await exists(to)) return false;
        await moveWhileLocked(to);
        return true;
      }
      await unlinkSource(to);
      return true;
    }
    if (await exists(to)) return false;
    await moveWhileLocked(to);
    return true;
  });
}

/**
 * Writes `text` as a new file in the vault's trash folder under `rel`'s vault-relative path
 * (`Projects/p/x.md` → `.trash/Projects/p/x.md`, ` (2)`, ` (3)` … when taken), never overwriting
 * anything (exclusive create). For a write that replaces a file whose previous text the audit
 * cannot hold (diff omitted): the old text stays recoverable (review8 U7).
 * @param rel vault-relative path (`/` separators) of the file whose previous text this is.
 * @param text the previous text, written as is (UTF-8); or the file's bytes as they were (a transcript converted to
 *   UTF-8 in place keeps its UTF-16 or Windows-1252 original: leftovers L374).
 * @returns the vault-relative path (`/` separators) of the copy.
 * @throws PathSafetyError as {@link moveToTrash} for a refused `rel` or trash folder.
 * Spec: docs/vault-format.md (`.trash/`, never unlink user data); review8 U7.
 */
export async function copyToTrash(
  vault: TrashVault,
  rel: string,
  text: string | Uint8Array,
): Promise<string> {
  trashFolderOf(vault); // a bad trash folder is refused before the path is looked at
  const source = checkRelativePath(rel, 'path').join('/');
  if (source === '') refuse('trash', 'path', rel, 'the vault itself cannot be trashed');
  return claimTrashSlot(vault, source, async (to) => {
    try {
      await fsp.writeFile(to, text, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  });
}

/**
 * Moves the file at `absSource` (a temp file of ours holding a previous text: a streamed range
 * rewrite's copy of the file before it, core `rewriteRangeAtomic` `keepOld`) into the vault's trash
 * folder as the previous text of `rel`, in the first free slot as {@link copyToTrash} names it;
 * never replaces anything there (a hard link, then the source removed; a copy across devices).
 * @returns the vault-relative path (`/` separators) of the copy in the trash.
 * @throws PathSafetyError when the trash folder is refused (as {@link copyToTrash}); the fs error.
 * Spec: review8 U7 (an omitted diff must not lose the old text); issue #13 (big files stream).
 */
export async function fileToTrash(vault: TrashVault, rel: string, absSource: string): Promise<string> {
  trashFolderOf(vault);
  const source = checkRelativePath(rel, 'path').join('/');
  if (source === '') refuse('trash', 'path', rel, 'the vault itself cannot be trashed');
  const slot = await claimTrashSlot(vault, source, async (to) => {
    try {
      await fsp.link(absSource, to).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fsp.copyFile(absSource, to, constants.COPYFILE_EXCL);
      });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  });
  await fsp.unlink(absSource).catch(() => undefined);
  return slot;
}

/**
 * Tries the trash slots of `source` in order (`.trash/<source>`, then ` (2)`, ` (3)` … before the
 * extension), each slot's folders created as real folders inside the vault, until `claim` takes
 * one: `claim(abs)` puts the item at `abs` without replacing anything and returns `false` when the
 * slot is taken (so the next one is tried). When `claim` throws (a move refused: the file held by
 * another program, LockedError; a full disk), the folders this call created are removed again,
 * innermost first, each only while empty (`rmdir`), so a refused move leaves no empty
 * `.trash/Identities/` behind; folders that were there before stay (L486).
 * @param source vault-relative path (`/` separators) of the item being trashed.
 * @returns the vault-relative path (`/` separators) of the slot taken.
 * @throws PathSafetyError (argument `folders.trash`) when the trash folder is a symlink, resolves
 *   outside the vault or is not a folder; whatever `claim` throws.
 */
async function claimTrashSlot(
  vault: TrashVault,
  source: string,
  claim: (abs: string) => Promise<boolean>,
): Promise<string> {
  const { trashRel, trashSegs } = trashFolderOf(vault);
  const root = await fsp.realpath(vault.root);
  const trashFolder = trashSegs.join('/');
  const created: string[] = [];
  try {
    for (let n = 1; ; n++) {
      const target = path.posix.join(trashFolder, n === 1 ? source : withSuffix(source, n));
      const targetSegs = target.split('/');
      const folder = await ensureRealFolder(root, targetSegs.slice(0, -1), trashRel);
      created.push(...folder.created);
      if (await claim(path.join(folder.abs, targetSegs[targetSegs.length - 1] as string))) return target;
    }
  } catch (error) {
    // Innermost first; a folder another program put something in meanwhile is not empty and stays.
    for (const abs of created.reverse()) await fsp.rmdir(abs).catch(() => undefined);
    throw error;
  }
}

async function exists(abs: string): Promise<boolean> {
  return fsp.lstat(abs).then(
    () => true,
    () => false,
  );
}
