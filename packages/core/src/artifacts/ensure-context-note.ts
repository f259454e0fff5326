import { withNotePath } from '../errors/index.js';
import { ensureParentFolder } from '../fs/ensure-parent-folder.js';
import { writeFileAtomic } from '../fs/index.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { editFrontmatter } from '../notes/index.js';
import type { Meeting, Vault } from '../vault/index.js';
import { artifactPaths } from './artifact-paths.js';
import { editMeetingNote } from './edit-meeting-note.js';
import { noteExists } from './note-exists.js';
import { isBlankLink, setLinkIfBlank } from './set-link-if-blank.js';
import { toWikilink } from './to-wikilink.js';

/**
 * Makes sure the assistant context note of a meeting exists and is linked, at session start.
 *
 * - Missing note → created (atomically) with frontmatter `meeting`, `transcript` and `summary`
 *   wikilinks — each only when that note exists (H15: a failed first run leaves no link to a
 *   summary that was never written; `commitSummary` adds `summary` once it is) — and an empty body.
 * - Existing note → left as it is, except that missing link keys are added (surgical edit) and
 *   a `summary` link equal to the product's own link is removed while that summary does not exist.
 * - The meeting note gets `context: "[[<context path>]]"` when it has no `context` key; an existing
 *   `context` link is never rewritten. Nothing else in the meeting note changes.
 *
 * @param meeting the meeting as returned by `readMeeting` (its `links` decide the paths).
 * @returns the vault-relative path of the context note (default `<context folder>/<meeting name>.md`).
 * @throws PathSafetyError when a linked path is unsafe (outside the vault, in `.trash`, …);
 *   FrontmatterError (naming the note) when the context or meeting note's frontmatter is broken.
 * Spec: seed 003, "Assistant context note is initialized"; docs/contracts.md, Artifacts.
 */
export async function ensureContextNote(vault: Vault, meeting: Meeting): Promise<string> {
  const paths = artifactPaths(vault, meeting);
  const { abs, rel } = await vault.resolve(paths.context, { argument: 'context', kind: 'file' });
  const links: Record<string, string> = { meeting: toWikilink(meeting.path) };
  if (meeting.links.transcript && (await noteExists(vault, meeting.links.transcript)))
    links.transcript = toWikilink(meeting.links.transcript);
  // H15: the summary is linked once it exists (commitSummary adds the link).
  const summaryLink = toWikilink(paths.summary);
  const summaryExists = await noteExists(vault, paths.summary);
  if (summaryExists) links.summary = summaryLink;

  const existing = await readTextOrNull(abs);
  const next = withNotePath(rel, () =>
    editFrontmatter(existing ?? '', (doc) => {
      for (const [key, value] of Object.entries(links)) setLinkIfBlank(doc, key, value);
      // A link this product wrote earlier to a summary that is gone (an older version linked it
      // before the summary existed) is dropped; a link the user wrote stays.
      if (!summaryExists && doc.get('summary') === summaryLink) doc.delete('summary');
    }),
  );
  if (existing === null || next !== existing) {
    await ensureParentFolder(abs);
    await writeFileAtomic(abs, next);
  }

  if (isBlankLink(meeting.note.frontmatter?.data.context)) {
    await editMeetingNote(vault, meeting.path, (doc) => setLinkIfBlank(doc, 'context', toWikilink(rel)));
  }
  return rel;
}
