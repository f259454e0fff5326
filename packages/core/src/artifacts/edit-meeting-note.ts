import { NotFoundError, TemplateNoteError, withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { editFrontmatter, type FrontmatterDoc } from '../notes/index.js';
import type { Vault } from '../vault/index.js';
import { obsidianTemplateFolders, templateNoteReason } from '../vault/template-note.js';

/**
 * Re-reads the meeting note from disk, applies a surgical frontmatter edit and writes it back
 * atomically (skipped when nothing changed) with `editFileAtomic`: when another program saves the
 * note in between, the edit is redone on its text, so no concurrent user save is lost. Every byte the edit does not
 * touch (other keys, comments, quoting, body, BOM, CRLF) survives.
 * @throws PathSafetyError when `meetingPath` is unsafe; NotFoundError('meeting') when it is gone; FrontmatterError
 *   (naming the note) when its frontmatter cannot be edited; NotTextError when the note is not
 *   UTF-8 text; ConcurrentEditError when the note kept changing under the edit; TemplateNoteError
 *   (nothing written) when the note, as read for the edit, is an Obsidian template (core
 *   `templateNoteReason`: newcomer session 32 N4).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/vault-format.md, Summary note and Assistant context note.
 */
export async function editMeetingNote(
  vault: Vault,
  meetingPath: string,
  edit: (doc: FrontmatterDoc) => void,
): Promise<void> {
  const { abs, rel } = await vault.resolve(meetingPath, { argument: 'meeting', kind: 'file' });
  const templateFolders = await obsidianTemplateFolders(vault.root);
  // Redone on the newer text when the user saves the note meanwhile: their save is never lost.
  await editFileAtomic(abs, (text) => {
    if (text === null) throw new NotFoundError('meeting', meetingPath);
    // N4: a template's frontmatter is never rewritten (every meeting made from it would inherit the edit).
    const reason = templateNoteReason(rel, text, templateFolders);
    if (reason !== null) throw new TemplateNoteError(rel, reason);
    return withNotePath(rel, () => editFrontmatter(text, edit));
  });
}
