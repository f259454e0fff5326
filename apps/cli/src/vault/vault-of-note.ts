import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { CONFIG_FILE_NAME, expandHome, fsOps, isMeetingUri, parseConfig, STATE_FOLDER } from '@ma/core';

/**
 * L316: the vault of a `<meeting>` argument given as a file path (`ma summarize /abs/vault/Meetings/x.md`
 * from outside the vault, tab completion, a path relative to the working folder), found from the note's
 * own path as the working folder's vault is found: the nearest folder from the note's folder upward that
 * holds `meeting-assistant.json` or the state folder `.meeting-assistant/`, else the folder holding the
 * default meetings folder (`Meetings/`) the note lies in (a vault on core's defaults).
 * @param ref the argument as typed; a name (`"Kickoff"`), a vault-relative path that is no file from the
 *   working folder, or an `obsidian://`/`file://` link is no file path: `null`.
 * @param cwd the working folder (absolute).
 * @returns `{ root }` (absolute) when found; `{ root: null, looked }` for a file path outside any vault,
 *   `looked` the folder the walk started from (for the message); null when `ref` is no file path.
 * Spec: docs/vault-format.md (Configuration); issue #6 (`<meeting>`); session 40 leftovers.
 */
export async function vaultOfNote(
  ref: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ root: string } | { root: null; looked: string } | null> {
  if (ref === '' || isMeetingUri(ref)) return null;
  const typed = expandHome(ref, env);
  const abs = resolve(cwd, typed.path);
  const pathLike = isAbsolute(typed.path) || typed.expanded;
  // A relative reference is a file path only when it names a file from here (else it is vault-relative).
  if (!pathLike && !(await fsOps.stat(abs).catch(() => null))?.isFile()) return null;
  const from = dirname(abs);
  for (let dir = from; ; dir = dirname(dir)) {
    const [config, state] = await Promise.all([
      fsOps.stat(join(dir, CONFIG_FILE_NAME)).catch(() => null),
      fsOps.stat(join(dir, STATE_FOLDER)).catch(() => null),
    ]);
    if (config?.isFile() || state?.isDirectory()) return { root: dir };
    if (dirname(dir) === dir) break;
  }
  // No marker: a vault on core's defaults holds its notes under `Meetings/` (nearest such folder).
  const meetings = parseConfig(undefined).folders.meetings;
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir))
    if (basename(dir) === meetings) return { root: dirname(dir) };
  return { root: null, looked: from };
}
