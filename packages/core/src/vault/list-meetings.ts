import { asMeetingNote } from './as-meeting-note.js';
import { syncConflictOriginal } from './sync-conflict-copies.js';
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
 * a numbered `Name 2.md` may be a meeting and is listed. A missing meetings
 * folder gives `[]`.
 * @throws PathSafetyError when the configured meetings folder itself is refused
 *   (e.g. a symlink leading outside the vault).
 * Spec: docs/contracts.md, Vault model (`resolveMeeting`, `ma summarize <meeting>`); docs/vault-format.md (folder layout).
 */
export async function listMeetings(vault: Vault): Promise<VaultPath[]> {
  const out = new Set<VaultPath>();
  for (const file of await walkFiles(vault, vault.config.folders.meetings)) {
    if (!file.toLowerCase().endsWith('.md')) continue;
    if (syncConflictOriginal(file) !== null) continue;
    const meeting = await asMeetingNote(vault, file);
    if (meeting !== null) out.add(meeting);
  }
  return [...out].sort();
}
