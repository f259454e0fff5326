import { NotFoundError, withNotePath } from '../errors/index.js';
import { writeFileAtomic } from '../fs/index.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { editFrontmatter, type FrontmatterDoc } from '../notes/index.js';
import type { Vault } from '../vault/index.js';

/**
 * Re-reads the meeting note from disk, applies a surgical frontmatter edit and writes it back
 * atomically (skipped by `writeFileAtomic` when nothing changed). Every byte the edit does not
 * touch (other keys, comments, quoting, body, BOM, CRLF) survives.
 * @throws PathSafetyError when `meetingPath` is unsafe; NotFoundError('meeting') when it is gone; FrontmatterError
 *   (naming the note) when its frontmatter cannot be edited.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/vault-format.md, Summary note and Assistant context note.
 */
export async function editMeetingNote(
  vault: Vault,
  meetingPath: string,
  edit: (doc: FrontmatterDoc) => void,
): Promise<void> {
  const { abs, rel } = await vault.resolve(meetingPath, { argument: 'meeting', kind: 'file' });
  const text = await readTextOrNull(abs);
  if (text === null) throw new NotFoundError('meeting', meetingPath);
  await writeFileAtomic(
    abs,
    withNotePath(rel, () => editFrontmatter(text, edit)),
  );
}
