import { withNotePath } from '../errors/index.js';
import { editFileAtomic } from '../fs/edit-file-atomic.js';
import { ensureParentFolder } from '../fs/ensure-parent-folder.js';
import { withFileLock } from '../lock/with-file-lock.js';
import { parseNote, replaceBody } from '../notes/index.js';
import { mapLinesOutsideFences } from '../text/map-lines-outside-fences.js';
import type { Vault } from '../vault/index.js';

/**
 * Appends a Markdown block (e.g. the write audit, a "## Run failed" record) to the body of the
 * assistant context note, separated from the existing body by one blank line (trailing blank lines
 * of the body become that one line; the last line keeps its bytes, trailing spaces included, and
 * is never joined by the block even when it had no line break), ending with a line break; the
 * frontmatter, BOM and EOL style (CRLF stays CRLF) are kept (`replaceBody`). A missing note is
 * created with just that body. The append rule: docs/vault-format.md, Appending (L38).
 * Written atomically, holding the note's file lock ({@link withFileLock}) as every tool write does, so
 * records appended at once by several hosts on one vault (a run's record, `ma mcp` servers' audits,
 * `ma tool`, a daemon) queue instead of giving up or writing over each other (R88, V78). The caller
 * must not hold that note's lock itself (the in-process queue would wait for it for ever).
 * Comment openers outside code are written as text (review8 U2: {@link inertComments}).
 *
 * @param contextPath vault-relative path of the context note (from {@link ensureContextNote}).
 * @param markdown the block to append; leading/trailing blank lines are trimmed, one final newline added.
 * @param opts.unlessRepeats called with the note's body as it is when appending (LF line breaks, trailing
 *   blank lines dropped) and the block as it would be written; true leaves the note as it is (a re-run whose
 *   record repeats the last one: leftovers F17). Must be pure (it may run more than once).
 * @returns true when the block was appended, false when nothing was written (an empty block, or
 *   `unlessRepeats` said the note already ends with it).
 * @throws PathSafetyError when `contextPath` is unsafe; FrontmatterError (naming the note) when its
 *   frontmatter cannot be read; LockedError when another process held the note for 10 s.
 * Spec: seed 003, "append the collected external write diffs to the assistant context file";
 * docs/contracts.md, Artifacts.
 */
export async function appendToContext(
  vault: Vault,
  contextPath: string,
  markdown: string,
  opts: { unlessRepeats?: (body: string, block: string) => boolean } = {},
): Promise<boolean> {
  const block = inertComments(markdown.replace(/^(\s*\n)+/, '').trimEnd());
  if (block === '') return false;
  const { abs, rel } = await vault.resolve(contextPath, { argument: 'context', kind: 'file' });
  await ensureParentFolder(abs);
  let appended = true;
  // Redone on the newer text when the user saves the note meanwhile (editFileAtomic).
  const edit = (existing: string | null): string | null => {
    appended = true;
    if (existing === null) return `${block}\n`;
    // L38: trailing blank lines become the one blank line before the block; the last line keeps
    // its bytes (trailing spaces are a Markdown line break), and a last line without a line break
    // gets one (the note's own: replaceBody keeps CRLF) — the block never joins it.
    const notes = withNotePath(rel, () => parseNote(existing)).body.replace(/\r\n/g, '\n');
    const body = notes.trim() === '' ? '' : notes.replace(/(?:\n[ \t]*)+$/, '');
    // F17: the note already ends with this record (time aside): nothing to write.
    if (opts.unlessRepeats?.(body, block)) {
      appended = false;
      return null;
    }
    return withNotePath(rel, () =>
      replaceBody(existing, body === '' ? `${block}\n` : `${body}\n\n${block}\n`),
    );
  };
  await withFileLock(vault, abs, () => editFileAtomic(abs, edit));
  return appended;
}

/**
 * A record block with every comment opener outside fenced code written so Obsidian shows it as text: `%%` as
 * `%\\%` and `<!--` as `<!-\\-` (a backslash escape Markdown shows as the character). File names, meeting titles
 * and warnings in a record are foreign text: a `%%` in a project file's name must not open a comment that hides
 * every later record and audit entry (review8 U2). Diffs inside their fences stay byte for byte.
 */
function inertComments(block: string): string {
  if (!block.includes('%%') && !block.includes('<!--')) return block;
  return mapLinesOutsideFences(block, (line) =>
    line.replace(/%(?=%)/g, '%\\').replace(/<!--/g, '<!-\\-'),
  ).join('\n');
}
