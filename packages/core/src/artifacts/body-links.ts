import { parseLink } from '../names/parse-link.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote, replaceBody } from '../notes/index.js';

/**
 * What a body link line calls each linked note, by the frontmatter key that links it.
 * Spec: newcomer session 33 N4; docs/contracts.md, Links written.
 */
export const BODY_LINK_LABELS: Readonly<Record<string, string>> = {
  meeting: 'Meeting note',
  transcript: 'Transcript',
  usernotes: 'Notes',
  summary: 'Summary',
  context: 'Assistant context',
};

/** A body link line this module wrote: `Links: <label>: [..](..)[ · <label>: [..](..)]…`. */
const LINE = new RegExp(`^Links: (?:${Object.values(BODY_LINK_LABELS).join('|')}): \\[.*$`);

/**
 * The body line that makes Obsidian see the links a note's properties hold as Markdown links
 * (newcomer session 33 N4): Obsidian reads only `[[wikilinks]]` in properties ("Internal links use the
 * [[Link]] syntax"; Markdown there is not rendered), so the Markdown link the product stores for a note
 * whose name holds `[ ] # ^ |` (core `formatLink`: no wikilink can name such a file) is raw text in
 * the Properties view and makes no backlink — while the same link in the body is followed and counted.
 * For each of `keys` (in order) whose value in `fields` is a Markdown link (a string, or a list of them:
 * several `usernotes`), `<label>: <the stored link>` (`#`/`^` of its text escaped: no tag or block id),
 * joined by ` · ` behind `Links: `
 * (`Links: Meeting note: [2026-04-02 Sprint \#3](Meetings/2026-04-02%20Sprint%20%233.md)`); wikilinks
 * are left out (Obsidian already follows them in properties). `null` when there is none.
 * @param fields frontmatter data (`meeting`, `transcript`, … as the product stores them).
 * Spec: newcomer session 33 N4; docs/contracts.md, Links written.
 */
export function bodyLinksLine(
  fields: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): string | null {
  const parts: string[] = [];
  for (const key of keys) {
    const value = fields[key];
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v !== 'string' || parseLink(v).form !== 'markdown') continue;
      parts.push(`${BODY_LINK_LABELS[key] ?? key}: ${shownLink(v.trim())}`);
    }
  }
  return parts.length === 0 ? null : `Links: ${parts.join(' · ')}`;
}

/**
 * A stored Markdown link as the body shows it: `#` and `^` in its text escaped (`Sprint \#3`), so the
 * body never shows a tag or a block id there; the destination as stored.
 */
function shownLink(link: string): string {
  const m = /^\[(.*)\](\(.*\))$/s.exec(link);
  return m ? `[${(m[1] as string).replace(/(?<!\\)([#^])/g, '\\$1')}]${m[2]}` : link;
}

/**
 * `body` with its body link line ({@link bodyLinksLine}) set to `line`: a line of that form already
 * there is replaced in place (a renamed note's link changes), else `line` goes first (`at: 'start'`,
 * the assistant context note, whose run records are appended below) or last as its own paragraph
 * (`at: 'end'`, the summary note, after the sections); `line` null removes such a line. Other lines,
 * and `body` when nothing changes, are returned as they are.
 * Spec: newcomer session 33 N4; docs/contracts.md, Links written.
 */
export function withBodyLinks(body: string, line: string | null, at: 'start' | 'end'): string {
  const eol = body.includes('\r\n') ? '\r\n' : '\n';
  // Lines at even indexes, each followed by its own line ending: a body mixing CRLF and LF (a note
  // edited on two systems) keeps every other line's ending as it was (review s36: all became CRLF).
  const parts = body.split(/(\r?\n)/);
  const i = parts.findIndex((l, k) => k % 2 === 0 && LINE.test(l));
  if (i >= 0) {
    if (line === null) {
      // The line, with the blank line after it, and their endings; at the end of the body the ending
      // before it instead.
      const end = i + (parts[i + 2] === '' ? 4 : 2);
      parts.splice(end > parts.length ? i - 1 : i, end > parts.length ? end - i + 1 : end - i);
      return parts.join('');
    }
    if (parts[i] === line) return body;
    parts[i] = line;
    return parts.join('');
  }
  if (line === null) return body;
  if (at === 'start') return body.trim() === '' ? `${line}${eol}` : `${line}${eol}${eol}${body}`;
  const trimmed = body.replace(/\s+$/, '');
  return trimmed === '' ? `${line}${eol}` : `${trimmed}${eol}${eol}${line}${eol}`;
}

/** The keys whose Markdown links the assistant context note's body repeats ({@link noteWithBodyLinks}). */
export const CONTEXT_LINK_KEYS = ['meeting', 'transcript', 'summary'] as const;

/** The keys whose Markdown links the summary note's body repeats. */
export const SUMMARY_LINK_KEYS = ['meeting', 'transcript', 'usernotes', 'context'] as const;

/**
 * A whole note's text with its body link line ({@link withBodyLinks}) made to match its frontmatter's
 * `keys`: `text` itself when nothing changes (so an unchanged note is not rewritten).
 * @throws FrontmatterError when the note's frontmatter cannot be read (as `parseNote`).
 * Spec: newcomer session 33 N4; docs/contracts.md, Links written.
 */
export function noteWithBodyLinks(text: string, keys: readonly string[], at: 'start' | 'end'): string {
  const note = parseNote(text);
  // V237: `Transcript:` is the `transcript` property (core `frontmatterProperties`), as Obsidian reads it.
  const fields = frontmatterProperties(note.frontmatter?.data ?? {}, keys);
  const body = withBodyLinks(note.body, bodyLinksLine(fields, keys), at);
  return body === note.body ? text : replaceBody(text, body);
}
