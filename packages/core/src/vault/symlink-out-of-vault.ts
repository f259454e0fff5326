import path from 'node:path';
import type { MaConfig } from '../config/index.js';
import { PathSafetyError } from '../errors/index.js';
import { lstat, readlink, realpath, stat } from '../fs/blocking-fs.js';
import { isInside } from '../paths/is-inside.js';
import type { Vault, VaultPath } from './vault.js';

/** The words every {@link symlinkOutMessage} holds (see {@link isSymlinkOutMessage}). */
const NOT_FOLLOWED = 'Meeting Assistant does not follow symlinks out of the vault';

/**
 * True when `text` (a refusal, a warning) holds a {@link symlinkOutMessage}: it names a symlink out
 * of the vault and its fix already, so hosts add no advice of their own ("fix the link" would be
 * wrong: the link is right, the vault is not).
 * Spec: hostile review R19.
 */
export function isSymlinkOutMessage(text: string): boolean {
  return text.includes(NOT_FOLLOWED);
}

/** A symlink on a vault path that leads out of the vault (or nowhere), which the product never follows. */
export interface SymlinkOut {
  /** The symlink's own vault path (`Transcripts`, `Projects/website-redesign`), `/` separated. */
  link: VaultPath;
  /** Where it leads: the resolved real path, else (dangling) the link's text as written. */
  target: string;
  /** True when the target does not exist (a dangling link). */
  dangling: boolean;
  /** True when the target is a file (a linked note), false for a folder or a dangling link. */
  file: boolean;
}

/**
 * The first symlink along vault path `rel` (its own segments, from the vault root down) that
 * leads outside the vault or nowhere, or null when there is none (also when a segment is simply
 * missing, or every symlink on the way stays inside the vault). Costs one `lstat` per segment;
 * for messages and checks (`ma doctor`, `ma init`, refusals), not for the hot path.
 * @param rel a vault-relative path, `/` separated (a configured folder, a link's path).
 * @throws nothing but unexpected I/O errors.
 * Spec: docs/tools.md (Paths: never follow a symlink out of the vault); hostile review R19 (say
 *   which symlink and where it leads, never "missing" or "fix the link").
 */
export async function symlinkOutOfVault(vault: Vault, rel: string): Promise<SymlinkOut | null> {
  const rootReal = await realpath(vault.root);
  const segments = rel.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  for (let i = 1; i <= segments.length; i++) {
    const abs = path.join(vault.root, ...segments.slice(0, i));
    const info = await lstat(abs).catch(() => null);
    if (info === null) return null;
    if (!info.isSymbolicLink()) continue;
    const real = await realpath(abs).catch(() => null);
    if (real !== null && isInside(rootReal, real)) continue;
    const target = real ?? (await readlink(abs).catch(() => '?'));
    const file =
      real !== null &&
      (await stat(real).then(
        (s) => s.isFile(),
        () => false,
      ));
    return { link: segments.slice(0, i).join('/'), target, dangling: real === null, file };
  }
  return null;
}

/** The configuration keys of the vault's folders, as `folders.<key>` names them. */
type FolderKey = Exclude<keyof MaConfig['folders'], 'trash'>;

/**
 * The setting that names the configured folder `link` is (or lies in), e.g. `folders.transcripts`
 * for `Transcripts`; null when `link` is no configured folder and in none.
 */
function folderSetting(config: MaConfig, link: VaultPath): string | null {
  const key = (Object.keys(config.folders) as Array<keyof MaConfig['folders']>).find((k) => {
    const folder = config.folders[k].replace(/[\\/]+$/, '');
    return k !== 'trash' && (folder === link || folder.startsWith(`${link}/`));
  }) as FolderKey | undefined;
  return key ? `folders.${key}` : null;
}

/**
 * What is wrong with `found` and what works instead, as two clauses: `problem` = `Transcripts/ is a
 * symlink to /data/rec/Transcripts, outside the vault; Meeting Assistant does not follow symlinks
 * out of the vault, so nothing in it is used`; `fix` = `move the folder into the vault in place of
 * the link, or set folders.transcripts in meeting-assistant.json to a real folder inside the
 * vault`. A project folder (a direct entry of the projects folder) gets `move the project folder
 * into Projects/ in place of the link (a copy or a git clone works)`; a linked file (no `/`) gets
 * `move the file into the vault in place of the link`.
 * Spec: docs/tools.md (Paths); hostile review R19 and its addendum.
 */
export function symlinkOutProblem(vault: Vault, found: SymlinkOut): { problem: string; fix: string } {
  const config = vault.config;
  const where = found.dangling
    ? `${found.target}, which does not exist`
    : `${found.target}, outside the vault`;
  if (found.file) {
    const key = (Object.keys(config.files) as Array<keyof MaConfig['files']>).find(
      (k) => config.files[k] === found.link,
    );
    return {
      problem: `${found.link} is a symlink to ${where}; ${NOT_FOLLOWED}`,
      fix: `move the file into the vault in place of the link${key ? `, or set files.${key} in meeting-assistant.json to a file inside the vault` : ''}`,
    };
  }
  const problem = `${found.link}/ is a symlink to ${where}; ${NOT_FOLLOWED}, so nothing in it is used`;
  const projects = config.folders.projects.replace(/[\\/]+$/, '');
  if (path.posix.dirname(found.link) === projects)
    return {
      problem,
      fix: `move the project folder into ${projects}/ in place of the link (a copy or a git clone works)`,
    };
  const setting = folderSetting(config, found.link);
  const fix = 'move the folder into the vault in place of the link';
  return {
    problem,
    fix: setting
      ? `${fix}, or set ${setting} in meeting-assistant.json to a real folder inside the vault`
      : fix,
  };
}

/**
 * {@link symlinkOutProblem} as one sentence (`<problem>: <fix>`), for refusals and warnings.
 * Spec: docs/tools.md (Paths); hostile review R19 and its addendum.
 */
export function symlinkOutMessage(vault: Vault, found: SymlinkOut): string {
  const { problem, fix } = symlinkOutProblem(vault, found);
  return `${problem}: ${fix}`;
}

/**
 * L286: what a host says for a refusal that came from a symlink out of the vault (core's
 * PathSafetyError `symlink-escape` from a walk or a resolve, e.g. `listMeetings` on a vault whose
 * `Meetings/` links outside): {@link symlinkOutMessage} for the first such symlink on the refused
 * path (`Meetings/ is a symlink to /elsewhere, outside the vault; …: move the folder into the vault
 * …, or set folders.meetings …`), instead of the bare `folder: path resolves outside the allowed
 * folder (through a symlink) ("Meetings")` or a stack trace.
 * @param error anything caught; only a PathSafetyError `symlink-escape` naming a vault path is read.
 * @returns the message, or null for any other error (or when no symlink out is found any more).
 * @throws nothing but unexpected I/O errors of {@link symlinkOutOfVault}.
 * Spec: docs/tools.md (Paths: never follow a symlink out of the vault); hostile review R19.
 */
export async function symlinkEscapeMessage(vault: Vault, error: unknown): Promise<string | null> {
  if (!PathSafetyError.isInstance(error) || error.reason !== 'symlink-escape') return null;
  const rel = error.value.replace(/\\/g, '/');
  if (rel === '' || path.isAbsolute(rel)) return null;
  const found = await symlinkOutOfVault(vault, rel);
  return found === null ? null : symlinkOutMessage(vault, found);
}
