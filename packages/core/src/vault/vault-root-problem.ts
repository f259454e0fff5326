import path from 'node:path';
import { NotFoundError, VaultLayoutError } from '../errors/index.js';
import { access, lstat, stat } from '../fs/blocking-fs.js';

/** The nearest existing ancestor of a missing `abs` when it is not a folder (`notes.md/vault`), else null. */
async function fileOnTheWay(abs: string): Promise<string | null> {
  for (let dir = path.dirname(abs); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const info = await stat(dir).catch(() => null);
    if (info !== null) return info.isDirectory() ? null : dir;
  }
  return null;
}

/** The `code` of a Node.js system error (`ENOENT`, `EACCES`), else undefined. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What to pass instead, for a message about a vault path. */
const PASS_FOLDER = 'pass the folder that holds Meetings/ or meeting-assistant.json';

/**
 * The error for a vault root `openVault` cannot use, telling apart what the user must do:
 * - missing (`ENOENT`): `NotFoundError('file', root)`, `vault folder not found: <root>`;
 * - a file, or a path through a file (`ENOTDIR`): `VaultLayoutError`, `vault path <root> is a file,
 *   not a folder: …` / `… goes through the file <file>, not a folder: …`;
 * - a symbolic link that leads nowhere or in a loop: `NotFoundError`, saying so;
 * - unreadable (`EACCES`, `EPERM`): an `Error` with that `code` (an I/O failure, not a domain one),
 *   `vault folder <root> cannot be read (permission denied, EACCES): give your user read access …`.
 * Anything else: `error` itself.
 *
 * @param root the vault path as the caller gave it.
 * @param error what `realpath`/`stat`/`access` of it threw, or null when it is an entry that is not a folder.
 * Spec: docs/contracts.md, Vault model (openVault); leftovers L113.
 */
export async function vaultRootProblem(root: string, error: unknown): Promise<Error> {
  const code = codeOf(error);
  if (error === null)
    return new VaultLayoutError([`vault path ${root} is a file, not a folder: ${PASS_FOLDER}`]);
  if (code === 'ENOTDIR' || code === 'ENOENT') {
    const file = await fileOnTheWay(path.resolve(root));
    if (file !== null)
      return new VaultLayoutError([
        `vault path ${root} goes through the file ${file}, not a folder: ${PASS_FOLDER}`,
      ]);
  }
  if (code === 'ENOENT') {
    const link = await lstat(root).catch(() => null);
    if (link?.isSymbolicLink())
      return new NotFoundError(
        'file',
        root,
        `vault folder not found: ${root} is a symbolic link to a path that does not exist`,
        'folder',
      );
    return new NotFoundError('file', root, `vault folder not found: ${root}`, 'folder');
  }
  if (code === 'ELOOP')
    return new NotFoundError(
      'file',
      root,
      `vault folder not found: ${root} is a symbolic link that leads back to itself (a loop)`,
      'folder',
    );
  if (code === 'EACCES' || code === 'EPERM')
    return Object.assign(
      new Error(
        `vault folder ${root} cannot be read (permission denied, ${code}): give your user read access to it and every folder above it (e.g. chmod u+rx), or pass another folder`,
        { cause: error },
      ),
      { code },
    );
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Checks that the folder `real` (a realpath) can be listed and entered; the {@link vaultRootProblem}
 * for it when not (`EACCES`).
 * Spec: leftovers L113.
 */
export async function unreadableVaultRoot(root: string, real: string): Promise<Error | null> {
  const R_OK_X_OK = 4 | 1;
  return access(real, R_OK_X_OK).then(
    () => null,
    (error: unknown) => vaultRootProblem(root, error),
  );
}
