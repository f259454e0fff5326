import { hideComments, type Meeting, meetingUserNotes, parseNote, type Vault, withNotePath } from '@ma/core';
import { readVaultText } from '../vault-text.js';

/**
 * The user's notes for a meeting: the meeting note's own body when it holds text ({@link hasSummarizableText}:
 * more than template headings), then the bodies of every linked `usernotes` note (`Meeting.userNotes`, in the
 * order the meeting note lists them), a blank line between two (review6 S8: two note-takers; reviewA R43: an
 * Obsidian template made the notes note and the user typed in the meeting note — before, a linked notes note
 * hid the body: a stub gave a summary "from the notes only" with none of them). Without a `usernotes` link: the
 * meeting note's body as it is (docs/vault-format.md, Meeting note).
 * @throws PathSafetyError / NotFoundError('file') when a linked note is unsafe or missing.
 * Spec: docs/vault-format.md, Meeting note; seed 003, Requirement: Meeting Assistant generates meeting
 * outputs (user notes); review6 S8; reviewA R43.
 */
export async function readUserNotes(vault: Vault, meeting: Meeting): Promise<string> {
  const notes = meetingUserNotes(meeting);
  const own = meeting.note.body;
  if (notes.length === 0) return own;
  const bodies: string[] = hasSummarizableText(own) ? [own] : [];
  for (const rel of notes) {
    const text = await readVaultText(vault, rel, 'usernotes');
    // review4 P14: a YAML error names the notes note.
    bodies.push(withNotePath(rel, () => parseNote(text)).body);
  }
  return bodies.map((body) => body.replace(/\s+$/, '')).join('\n\n');
}

/** A line a meeting template leaves behind: a heading, a bare list item or task box, a rule. */
const SCAFFOLD = /^(?:#{1,6}(?:\s.*)?|(?:[-*+]|\d+[.)])(?:\s+\[.\])?|(?:-{3,}|\*{3,}|_{3,}))$/;

/**
 * Whether Markdown text holds anything a summary could come from: a line that is not blank and
 * template scaffold (a heading such as `## Agenda`, a bare `-` / `1.` / `- [ ]`, a `---` rule) nor
 * inside a private comment (`%% … %%`, `<!-- … -->`, core's `hideComments`: never summarized).
 *
 * @param text a note body (frontmatter already removed), any line ends.
 * @returns true when at least one line carries text.
 * Spec: reviewA U1 (docs/vault-format.md, Meeting note).
 */
export function hasSummarizableText(text: string): boolean {
  return hideComments(text)
    .text.split(/\r\n|\r|\n/)
    .some((line) => {
      const t = line.replace(/^\uFEFF/, '').trim();
      return t !== '' && !SCAFFOLD.test(t);
    });
}
