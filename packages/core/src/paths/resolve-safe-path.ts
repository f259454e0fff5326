import type { BigIntStats } from 'node:fs';
import path from 'node:path';
import { NotFoundError, PathSafetyError } from '../errors/index.js';
import { lstat, readdir, realpath, stat } from '../fs/blocking-fs.js';
import { lookalikeOf } from '../names/lookalike-name.js';
import { checkRelativePath } from './check-relative-path.js';
import { uncreatableNameProblem } from './creatable-name.js';
import { iCloudPlaceholder, iCloudPlaceholderAdvice } from './icloud-placeholder.js';
import { isInside } from './is-inside.js';

/**
 * Options of {@link resolveSafePath}.
 * Spec: docs/paths.md; docs/hostile-cases.md B14–B19.
 */
export interface SafePathOptions {
  /** Name of the tool argument the path came from (`path`, `summary`…); every error names it. */
  argument: string;
  /** When true a missing target throws `NotFoundError('file', rel)`. Default false (writes may create). */
  mustExist?: boolean;
  /**
   * When set and the target exists, it must be a regular file / a directory. `'file'` also
   * refuses a path that names a folder by its form, existing or not: one ending in `/` or `\`
   * or in a `.` segment (`sub/`, `sub\`, `sub/.`, `.`), which would otherwise create a file `sub`.
   */
  kind?: 'file' | 'folder';
  /** Vault-relative trash folder that is never accessible (default `.trash`). */
  trashFolder?: string;
  /**
   * When true (every path a model, MCP client or `ma tool` supplies), a path with a hidden
   * segment — a name starting with `.`, such as `.git`, `.hg`, `.svn`, `.obsidian`,
   * `.meeting-assistant`, `.env` — is refused (`hidden`), and so is a path whose symlink-resolved
   * target lies in such a folder. Writing `.git/config` or `.git/hooks/*` runs code; `.obsidian`
   * holds plugins. The product's own state paths leave it off. Default false.
   */
  refuseHidden?: boolean;
  /**
   * When true (every path a write may create: a new file and its new folders), each segment that
   * does not exist yet must be a name Obsidian links and Windows can hold
   * (`uncreatableNameProblem`: no `[ ] # ^ | : * " < > ?`, no trailing dot or space); else
   * `unsafe-name`; and the first of them may not be a look-alike twin of a name already in its folder
   * (core `lookalikeOf`: `d\u0435cisions.md` with a Cyrillic `\u0435` beside `decisions.md`; review7 T8), else
   * `unsafe-name` naming the existing entry. Existing segments are not checked (reading or updating such a file
   * stays allowed). Default false.
   */
  createNames?: boolean;
  /**
   * With `kind`: also return the target's stat in {@link SafePath.stats} (for a cache key of the
   * caller's read, `readTextSettled`; issue 13). Default false.
   */
  withStats?: boolean;
}

/** The first segment of `segments` that names a hidden file or folder (starts with `.`), if any. */
function hiddenSegment(segments: readonly string[]): string | undefined {
  return segments.find((s) => s.startsWith('.'));
}

/**
 * A checked path: `abs` is canonical (symlinks resolved), `rel` is relative to the root with `/` ('' = the root).
 * Spec: docs/paths.md; docs/hostile-cases.md B14–B19.
 */
export interface SafePath {
  abs: string;
  rel: string;
  /**
   * With `kind` and `withStats`: the target's stat (`{ bigint: true }`, times in ns) taken for the
   * kind check, before anything was read from it (a cache key for the caller's read,
   * `readTextSettled`). Absent otherwise.
   */
  stats?: BigIntStats;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}

/**
 * True when the canonical path `real` (a realpath's result) is `root` or lies below it as written:
 * then `root`, as given, is canonical too (an absolute, normalized path through no symlink).
 */
function isCanonicalPrefix(root: string, real: string): boolean {
  if (!path.isAbsolute(root) || path.normalize(root) !== root) return false;
  if (real === root) return true;
  const base = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  return real.startsWith(base);
}

function toRel(rootReal: string, abs: string): string {
  return path.relative(rootReal, abs).split(path.sep).join('/');
}

function inTrash(rel: string, trashFolder: string): boolean {
  const trash = trashFolder.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  if (trash.length === 0) return false;
  const segs = rel.split('/');
  return trash.every((t, i) => segs[i]?.toLowerCase() === t.toLowerCase());
}

/**
 * The one function every file access goes through. Resolves a model- or
 * user-supplied relative path against `root` and proves it stays inside:
 * lexical checks first ({@link checkRelativePath}: empty, absolute, `..`,
 * control/bidi characters, drive/UNC forms, fullwidth look-alikes), then the
 * realpath of the target — or, for a path that does not exist yet, of its
 * deepest existing ancestor (B15) — must be inside the realpath of `root`
 * (B14, B19), compared segment-wise with `path.relative` (B16). Dangling
 * symlinks on the way are refused (their target cannot be proven inside).
 * Anything under the trash folder (also via a symlink) is refused; with `refuseHidden` (every
 * model-supplied path) so is any hidden segment (`.git`, `.obsidian`…), also via a symlink. With
 * `kind: 'file'`, a folder-shaped path (`sub/`, `sub\\`, `sub/.`) is refused
 * before any disk access (`not-a-file`).
 *
 * @param root absolute vault (or project) root; canonicalised with realpath here too.
 * @param rel relative path with `/` or `\` separators; never URL-decoded.
 * @returns `{ abs, rel }` with symlinks resolved; `rel` uses `/`, '' for the root itself.
 * @throws PathSafetyError with `reason` and `argument` set when the path is refused (`hidden`
 *   only with `refuseHidden`; `unsafe-name` only with `createNames`, for a segment to be created).
 * @throws NotFoundError('file') when `mustExist` and the target is missing (named `folder not found` for `kind: 'folder'`).
 * Spec: docs/contracts.md, Paths; docs/hostile-cases.md B14–B19; docs/paths.md.
 */
export async function resolveSafePath(root: string, rel: string, opts: SafePathOptions): Promise<SafePath> {
  const { argument } = opts;
  const trashFolder = opts.trashFolder ?? '.trash';
  const segments = checkRelativePath(rel, argument);
  const refuse = (
    reason: 'trash' | 'hidden' | 'symlink-escape' | 'not-a-file' | 'not-a-folder',
    why: string,
  ): never => {
    throw new PathSafetyError(reason, argument, rel, `${argument}: ${why} (${JSON.stringify(rel)})`);
  };
  const refuseHidden = (name: string, via = ''): never =>
    refuse(
      'hidden',
      `hidden files and folders (names starting with ".", here "${name}"${via}) are off limits: they hold version control, editor and tool state such as .git and .obsidian`,
    );
  if (inTrash(segments.join('/'), trashFolder)) refuse('trash', `the ${trashFolder} folder is off limits`);
  const hidden = opts.refuseHidden ? hiddenSegment(segments) : undefined;
  if (hidden !== undefined) refuseHidden(hidden);
  if (opts.kind === 'file' && /(?:^|[\\/])\.?\s*$/.test(rel))
    refuse('not-a-file', 'a file path must not end with "/", "\\" or a "." segment');

  // The common case — the target exists — costs one round trip to the thread pool: the target's
  // realpath and its stat run together (issue 13, agent-loop overhead). Both realpaths resolve
  // every symlink, so the target's is the same whether joined to `root` or to its realpath.
  const direct = path.join(root, ...segments);
  const [directReal, directInfo] = await Promise.all([
    realpath(direct).catch(() => null),
    opts.kind ? stat(direct, { bigint: true }).catch(() => null) : null,
  ]);
  // The root's own realpath is asked only when the target's does not prove it (issue 13, session
  // 19: one task of the thread pool fewer per call of a reading tool): a canonical path that begins
  // with `root` and a separator went through every folder of `root` as it is written, so none of
  // them was a symlink then and `realpath(root)` would have given `root` itself. A root written
  // otherwise (a symlink in it, `..`, `.`), a missing target or one outside the
  // root: the root's realpath as before, and any failure falls back to the ancestor walk below.
  // The answer is the same either way; only the number of file-system calls differs.
  const rootReal = directReal !== null && isCanonicalPrefix(root, directReal) ? root : await realpath(root);
  // Find the deepest existing ancestor (the target itself when it exists).
  let existing = segments.length;
  let real: string | null = directReal;
  for (; real === null && existing >= 0; existing--) {
    const candidate = path.join(rootReal, ...segments.slice(0, existing));
    try {
      real = await realpath(candidate);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOOP') refuse('symlink-escape', 'symlink loop');
      if (!isMissing(error)) throw error;
      // A name that exists but does not resolve is a dangling symlink: its target is unknown.
      const dangling = await lstat(candidate).then(
        (s) => s.isSymbolicLink(),
        () => false,
      );
      if (dangling) refuse('symlink-escape', 'path goes through a dangling symlink');
    }
  }
  if (real === null || !isInside(rootReal, real))
    refuse('symlink-escape', 'path resolves outside the allowed folder (through a symlink)');
  const tail = segments.slice(existing);
  const abs = path.join(real as string, ...tail);
  const relOut = toRel(rootReal, abs);
  if (inTrash(relOut, trashFolder)) refuse('trash', `the ${trashFolder} folder is off limits`);
  const hiddenTarget = opts.refuseHidden ? hiddenSegment(relOut.split('/')) : undefined;
  if (hiddenTarget !== undefined) refuseHidden(hiddenTarget, ', reached through a symlink');

  if (tail.length > 0) {
    if (opts.mustExist) {
      // N3: a missing folder argument is named a folder (the reason stays `file`).
      const noun = opts.kind === 'folder' ? 'folder' : 'file';
      // L100: the path as the caller gave it (`Notes//x.md` stays so), never its segments re-joined.
      const what = rel;
      // R37: a file macOS evicted to iCloud left only its placeholder (`.<name>.icloud`) here.
      const evicted =
        noun === 'file' && tail.length === 1 ? await iCloudPlaceholder(real as string, tail[0]!) : null;
      const where = segments.slice(0, -1).join('/');
      const message =
        evicted === null
          ? `${noun} not found: ${what}`
          : `${noun} not found: ${what} ${iCloudPlaceholderAdvice({
              file: segments.join('/'),
              placeholder: where === '' ? evicted.placeholder : `${where}/${evicted.placeholder}`,
            })}`;
      throw new NotFoundError('file', what, message, noun);
    }
    if (opts.createNames)
      for (const name of tail) {
        const problem = uncreatableNameProblem(name);
        if (problem !== null)
          throw new PathSafetyError(
            'unsafe-name',
            argument,
            rel,
            `${argument}: cannot create ${JSON.stringify(name)}: ${problem} (${JSON.stringify(rel)})`,
          );
      }
    const parent = await stat(real as string);
    if (!parent.isDirectory())
      refuse('not-a-folder', `${toRel(rootReal, real as string) || '.'} is not a folder`);
    // The first created name beside a name it only looks like (confusable letters of another script): a twin (T8).
    const twin = opts.createNames ? lookalikeOf(tail[0] as string, await readdir(real as string)) : null;
    if (twin !== null)
      throw new PathSafetyError(
        'unsafe-name',
        argument,
        rel,
        `${argument}: cannot create ${JSON.stringify(tail[0])}: it looks like the existing ${JSON.stringify(twin)} in ${toRel(rootReal, real as string) || '.'} (letters of another script that look the same, review7 T8); give that name to write to it, or a name in one script (${JSON.stringify(rel)})`,
      );
    return { abs, rel: relOut };
  }
  if (opts.kind) {
    const info = directReal !== null && directInfo !== null ? directInfo : await stat(abs, { bigint: true });
    if (opts.kind === 'file' && !info.isFile()) refuse('not-a-file', 'not a file');
    if (opts.kind === 'folder' && !info.isDirectory()) refuse('not-a-folder', 'not a folder');
    if (opts.withStats) return { abs, rel: relOut, stats: info };
  }
  return { abs, rel: relOut };
}
