import { withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { editFrontmatter, parseNote } from '../notes/index.js';
import { resolveWikilink } from '../vault/resolve-wikilink.js';
import type { Vault } from '../vault/vault.js';
import { toWikilink } from './to-wikilink.js';

/**
 * In the product's own note at `rel` (`generated_by: meeting-assistant`: a context note), points
 * each link of `now` (`meeting`, `summary`: key → vault path) that is a link to a note no longer
 * there (it resolves to no file; a name several notes share is not "gone") at the path given —
 * what a meeting note renamed or moved outside Obsidian (`mv`, a file manager, a sync client)
 * leaves behind: `meeting: "[[Meetings/Old name]]"` becomes `meeting: "[[Meetings/New name]]"`
 * (review14 V52). A link to an existing note, a blank or non-link value, a user's note, a missing
 * note and every other byte are left as they are; a value the user changed meanwhile is not
 * replaced (the edit is redone on the newer text and checks the value again).
 *
 * @param rel vault path of the note (a missing note is left missing).
 * @throws PathSafetyError when `rel` is unsafe; FrontmatterError (naming the note) when its
 *   frontmatter cannot be edited.
 * Spec: review14 V52; review5 Q14; seed 003 (the assistant context note is linked to the meeting
 *   note, transcript and summary); docs/contracts.md, Artifacts.
 */
export async function relinkGoneProductLinks(
  vault: Vault,
  rel: string,
  now: Readonly<Record<string, string>>,
): Promise<void> {
  const target = await vault.resolve(rel, { argument: 'context', kind: 'file' });
  const text = await readTextOrNull(target.abs);
  if (text === null) return;
  let data: Record<string, unknown> | undefined;
  try {
    data = parseNote(text).frontmatter?.data;
  } catch {
    return; // a broken frontmatter is said by whoever edits the note next
  }
  if (data === undefined || frontmatterProperty(data, 'generated_by') !== 'meeting-assistant') return;
  const gone: Record<string, { was: string; link: string }> = {};
  for (const [key, path] of Object.entries(now)) {
    const was = frontmatterProperty(data, key);
    const link = toWikilink(path);
    if (typeof was !== 'string' || was.trim() === '' || was === link) continue;
    if (!/^\s*\[\[[^\]]+\]\]\s*$/.test(was)) continue; // only a wikilink, as the product writes it
    const resolved = await resolveWikilink(vault, was).catch(() => 'ambiguous' as const);
    if (resolved === null) gone[key] = { was, link };
  }
  if (Object.keys(gone).length === 0) return;
  await editFileAtomic(target.abs, (current) =>
    current === null
      ? null
      : withNotePath(target.rel, () =>
          editFrontmatter(current, (doc) => {
            for (const [key, { was, link }] of Object.entries(gone))
              if (doc.get(key) === was) doc.set(key, link);
          }),
        ),
  );
}
