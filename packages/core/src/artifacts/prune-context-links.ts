import { withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { editFrontmatter } from '../notes/index.js';
import type { Meeting, Vault } from '../vault/index.js';
import { artifactPaths } from './artifact-paths.js';
import { noteExists } from './note-exists.js';
import { toWikilink } from './to-wikilink.js';

/**
 * After a failed or cancelled run: removes from the assistant context note's frontmatter the
 * links the product wrote at session start (`summary`, `transcript`, `meeting`, each exactly as
 * {@link ensureContextNote} writes it) whose note does not exist, so the context note links only
 * notes that exist (a first run that failed leaves no link to a summary that was never written).
 * A link the user wrote (any other value) and every other byte stay; a missing context note is
 * left missing. `commitSummary` adds the summary link back once a summary exists.
 *
 * @throws PathSafetyError when the context path is unsafe; FrontmatterError (naming the note)
 *   when its frontmatter cannot be edited.
 * Spec: issue 9, H15 ("after a failed run the context note links only what exists"); seed 003,
 * "Assistant context note is initialized".
 */
export async function pruneContextLinks(vault: Vault, meeting: Meeting): Promise<void> {
  const paths = artifactPaths(vault, meeting);
  const { abs, rel } = await vault.resolve(paths.context, { argument: 'context', kind: 'file' });
  if ((await readTextOrNull(abs)) === null) return;
  const product: Record<string, string> = { meeting: meeting.path, summary: paths.summary };
  if (meeting.links.transcript) product.transcript = meeting.links.transcript;
  const missing: Record<string, string> = {};
  for (const [key, target] of Object.entries(product)) {
    if (!(await noteExists(vault, target))) missing[key] = toWikilink(target);
  }
  if (Object.keys(missing).length === 0) return;
  // Redone on the newer text when the user saves the note meanwhile (editFileAtomic).
  await editFileAtomic(abs, (text) =>
    text === null
      ? null
      : withNotePath(rel, () =>
          editFrontmatter(text, (doc) => {
            for (const [key, link] of Object.entries(missing)) if (doc.get(key) === link) doc.delete(key);
          }),
        ),
  );
}
