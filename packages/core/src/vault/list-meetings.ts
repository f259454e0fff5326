import { MaError } from '../errors/index.js';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { asMeetingNote } from './as-meeting-note.js';
import { isUnderMeetingsFolder } from './meeting-stem.js';
import { isSyncLockName, syncConflictOriginal } from './sync-conflict-copies.js';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/**
 * Every meeting note: the `.md` files under the configured meetings folder, any
 * depth, as the resolved (symlink-free) vault-relative paths `resolveMeeting`
 * returns, without duplicates, sorted. Symlinked folders are not entered; a
 * symlinked note counts only when it resolves to a note inside the meetings
 * folder (listed under its real path); the trash is skipped. A sync tool's
 * conflict copy (`Name (conflicted copy 2026-12-01).md`, `Name.sync-conflict-….md`:
 * `syncConflictOriginal`) is no meeting and is left out, so no list, did-you-mean
 * or doctor check offers it (newcomer review F2, F4; `ma doctor` names the copies);
 * a numbered `Name 2.md` may be a meeting and is listed; a lock or temp name
 * (`~$Name.md`, `~syncthing~…`: `isSyncLockName`; `~Retro.md` is a note, L354) is none. A missing meetings
 * folder gives `[]`.
 * @throws PathSafetyError when the configured meetings folder itself is refused
 *   (e.g. a symlink leading outside the vault).
 * Spec: docs/contracts.md, Vault model (`resolveMeeting`, `ma summarize <meeting>`); docs/vault-format.md (folder layout).
 */
export async function listMeetings(vault: Vault): Promise<VaultPath[]> {
  const out = new Set<VaultPath>();
  const seen = { folders: [], symlinks: 0, plainFiles: new Set<VaultPath>() };
  for (const file of await walkFiles(vault, vault.config.folders.meetings, { seen })) {
    if (!file.toLowerCase().endsWith('.md')) continue;
    if (syncConflictOriginal(file) !== null) continue;
    // L333: `~$x.md` (Office lock), `~syncthing~x.md.tmp` are no meetings; `~Retro.md` is (L354).
    if (isSyncLockName(file.slice(file.lastIndexOf('/') + 1))) continue;
    // Issue #13: a regular file the walk met in a folder it read is its own resolved path, so only
    // the name checks of `vault.resolve` are left to make (no realpath and stat per note); a
    // symlinked note is resolved as before.
    const meeting = seen.plainFiles.has(file)
      ? plainMeetingNote(vault, file)
      : await asMeetingNote(vault, file);
    if (meeting !== null) out.add(meeting);
  }
  return [...out].sort();
}

/**
 * {@link asMeetingNote} of a `.md` file the walk met as a regular file (no symlink on the way): the
 * path checks `vault.resolve` makes without the file system (`checkRelativePath`: control
 * characters, `:` and other forms it refuses), and the meetings folder.
 */
function plainMeetingNote(vault: Vault, rel: VaultPath): VaultPath | null {
  try {
    checkRelativePath(rel, 'meeting');
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
  return isUnderMeetingsFolder(vault.config, rel) ? rel : null;
}
