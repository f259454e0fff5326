import { withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { ensureParentFolder } from '../fs/ensure-parent-folder.js';
import { parseNote, replaceBody } from '../notes/index.js';
import type { Vault } from '../vault/index.js';

/**
 * Appends a Markdown block (e.g. the write audit, a "## Run failed" record) to the body of the
 * assistant context note, separated from the existing body by one blank line; the frontmatter,
 * BOM and EOL style are kept (`replaceBody`). A missing note is created with just that body.
 * Written atomically.
 *
 * @param contextPath vault-relative path of the context note (from {@link ensureContextNote}).
 * @param markdown the block to append; leading/trailing blank lines are trimmed, one final newline added.
 * @throws PathSafetyError when `contextPath` is unsafe; FrontmatterError (naming the note) when its
 *   frontmatter cannot be read.
 * Spec: seed 003, "append the collected external write diffs to the assistant context file";
 * docs/contracts.md, Artifacts.
 */
export async function appendToContext(vault: Vault, contextPath: string, markdown: string): Promise<void> {
  const block = markdown.replace(/^(\s*\n)+/, '').trimEnd();
  if (block === '') return;
  const { abs, rel } = await vault.resolve(contextPath, { argument: 'context', kind: 'file' });
  await ensureParentFolder(abs);
  // Redone on the newer text when the user saves the note meanwhile (editFileAtomic).
  await editFileAtomic(abs, (existing) => {
    if (existing === null) return `${block}\n`;
    const body = withNotePath(rel, () => parseNote(existing))
      .body.replace(/\r\n/g, '\n')
      .trimEnd();
    return withNotePath(rel, () =>
      replaceBody(existing, body === '' ? `${block}\n` : `${body}\n\n${block}\n`),
    );
  });
}
