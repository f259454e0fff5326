import path from 'node:path';
import { PathSafetyError } from '../errors/index.js';
import { lstat, realpath } from '../fs/blocking-fs.js';
import type { Vault } from './vault.js';

/**
 * Refuses, saying what it is, a meeting reference whose note is a symlink that the meeting lookup
 * left out: a link to another file of the vault (`Meetings/evil.md` → `Projects/x/decisions.md`,
 * which is not a meeting note) or to nothing. Without it such a note was "not found" while `ls`
 * shows it. A link out of the vault is left to its own refusal (the path check's).
 * @param vault the vault; `rel` the vault path tried (`Meetings/evil`, with or without `.md`);
 *   `folder` the meetings folder as configured (named in the message).
 * @returns nothing when no such symlink is there (the caller then says "not found").
 * @throws PathSafetyError `not-a-file` naming the link, where it leads and what to do.
 * Spec: docs/vault-format.md (meeting notes are files of the meetings folder); review9 V13.
 */
export async function refuseLinkedMeetingNote(vault: Vault, rel: string, folder: string): Promise<void> {
  const candidates = rel.toLowerCase().endsWith('.md') ? [rel] : [`${rel}.md`, rel];
  for (const candidate of candidates) {
    const abs = path.join(vault.root, ...candidate.split('/'));
    if (!(await lstat(abs).catch(() => null))?.isSymbolicLink()) continue;
    const real = await realpath(abs).catch(() => null);
    // A link out of the vault has its own refusal (the path check's, naming where it leads).
    if (real !== null && !real.startsWith(`${vault.root}${path.sep}`)) return;
    const to =
      real === null
        ? 'nothing (its target is missing)'
        : path.relative(vault.root, real).split(path.sep).join('/');
    throw new PathSafetyError(
      'not-a-file',
      'meeting',
      candidate,
      `${candidate} is a symlink to ${to}, not a meeting note; a meeting note must be a file of its own in ${folder}/: move or copy the note there`,
    );
  }
}
