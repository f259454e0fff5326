import { withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { ensureParentFolder } from '../fs/ensure-parent-folder.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { editFrontmatter } from '../notes/index.js';
import type { Meeting, Vault } from '../vault/index.js';
import { refuseTemplateNote } from '../vault/template-note.js';
import { artifactPaths } from './artifact-paths.js';
import { CONTEXT_LINK_KEYS, noteWithBodyLinks } from './body-links.js';
import { editMeetingNote } from './edit-meeting-note.js';
import { noteExists } from './note-exists.js';
import { relinkGoneProductLinks } from './relink-gone-links.js';
import { isBlankLink, setLinkIfBlank } from './set-link-if-blank.js';
import { linkedSince, missingFolderOf, takeBackNote } from './take-back.js';
import { toWikilink } from './to-wikilink.js';

/**
 * Makes sure the assistant context note of a meeting exists and is linked, at session start.
 *
 * - Missing note → created (atomically) with frontmatter `meeting`, `transcript` (when the meeting
 *   has one) and `summary` wikilinks (with `opts.summaryLink: 'if-exists'`, the summary link only when
 *   the summary note exists: `commitSummary` adds it once one is written, H15; review11 X9), `generated_by: meeting-assistant` (what makes a context note
 *   outside the context folder ours, `ownNoteRefusal`, review N8) and an empty body.
 * - Existing note → left as it is, except that missing link keys are added (surgical edit), and a
 *   product-written `meeting:` link naming a note no longer there is pointed at this meeting
 *   (review14 V52, `relinkGoneProductLinks`).
 * - The meeting note gets `context: "[[<context path>]]"` when it has no `context` value (or a
 *   blank one); an existing value — the user's link, a web address, a list — is never rewritten
 *   (N21). Nothing else in the meeting note changes.
 *
 * @param meeting the meeting as returned by `readMeeting` (its `links` decide the paths).
 * @param opts.summaryLink `always` (default: a summary run's session start, seed 003; a run that
 *   commits nothing removes the link, `pruneContextLinks`) or `if-exists` (a tool session outside a
 *   run, `ma tool` / `ma mcp`: nothing would remove a dangling link; review11 X9).
 * @returns the vault-relative path of the context note (default `<context folder>/<meeting name>.md`).
 * @throws PathSafetyError when a linked path is unsafe (outside the vault, in `.trash`, …);
 *   FrontmatterError (naming the note) when the context or meeting note's frontmatter is broken;
 *   TemplateNoteError (nothing written) when the meeting note is an Obsidian template (newcomer
 *   session 32 N4: a tool session or `ma mcp` made a context note for it and linked it from the template);
 *   whatever linking the meeting note throws (ProtectedFileError for a read-only note, …), after taking
 *   back a context note this call created (newcomer session 33 N2: no unlinked note left behind).
 * Spec: seed 003, "Assistant context note is initialized"; docs/contracts.md, Artifacts.
 */
export async function ensureContextNote(
  vault: Vault,
  meeting: Meeting,
  opts: { summaryLink?: 'always' | 'if-exists' } = {},
): Promise<string> {
  await refuseTemplateNote(vault, meeting.path, meeting.text);
  const paths = artifactPaths(vault, meeting);
  const { abs, rel } = await vault.resolve(paths.context, { argument: 'context', kind: 'file' });
  const links: Record<string, string> = { meeting: toWikilink(meeting.path) };
  if (meeting.links.transcript) links.transcript = toWikilink(meeting.links.transcript);
  // X9: outside a summary run (`ma tool`, `ma mcp`: nothing prunes the link if no summary is committed)
  // a summary link only to a summary that exists: a dangling one becomes an empty note when clicked.
  if (opts.summaryLink !== 'if-exists' || (await noteExists(vault, paths.summary)))
    links.summary = toWikilink(paths.summary);

  // V52: an adopted context note whose meeting note was renamed by `mv` names this meeting again.
  await relinkGoneProductLinks(vault, rel, { meeting: meeting.path });
  // The folders made for a new note go with it when it is taken back (review session 34 V4).
  const madeFrom = await missingFolderOf(vault.root, abs);
  await ensureParentFolder(abs);
  // The text this call created the note with (null: the note was there): taken back if the meeting
  // note cannot be linked to it, so a refusal that says "nothing was written" is true.
  let created: string | null = null;
  // Redone on the newer text when the user saves the note meanwhile (editFileAtomic).
  await editFileAtomic(abs, (existing) =>
    withNotePath(rel, () => {
      const linked = editFrontmatter(existing ?? '', (doc) => {
        for (const [key, value] of Object.entries(links)) setLinkIfBlank(doc, key, value);
        if (existing === null) doc.set('generated_by', 'meeting-assistant');
      });
      // N4: its Markdown links (names with # ^ | [ ]) also in the body, where Obsidian follows them.
      const text = noteWithBodyLinks(linked, CONTEXT_LINK_KEYS, 'start');
      created = existing === null ? text : null;
      return text;
    }),
  );

  const respelled = meeting.unresolved.some((u) => u.key === 'context' && u.respelled);
  if (respelled || isBlankLink(frontmatterProperty(meeting.note.frontmatter?.data ?? {}, 'context'))) {
    try {
      await editMeetingNote(vault, meeting.path, (doc) =>
        setLinkIfBlank(doc, 'context', toWikilink(rel), respelled),
      );
    } catch (error) {
      // Review session 34 #3: left when another call linked it meanwhile (the meeting note read again).
      if (created !== null)
        await takeBackNote(abs, created, madeFrom, {
          linked: () => linkedSince(vault, meeting, 'context', rel),
        });
      throw error;
    }
  }
  return rel;
}
