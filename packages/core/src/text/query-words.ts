/**
 * The word filter of the list tools' `query` argument (`list_project_catalog`, MCP `list_meetings`):
 * every word of the query, compared after NFKC (full width is plain) and lower-casing, must occur in
 * the text; a query that is one whole wikilink or Markdown link is read as the name of the note it
 * links to. Spec: review 6 S13 (bounded, filterable lists).
 */
import { parseLink } from '../names/parse-link.js';
import { eitherUnicodeForm } from '../search/either-unicode-form.js';

/**
 * The note name a query that is one whole link names (`[[Meetings/2026-03-10 Kick-off|the
 * kick-off]]`, `[[Kick-off#Decisions]]`, `[x](Meetings/Kick-off.md)` → `Kick-off`, as every other
 * argument that names a note reads a link); any other query as it is. Review14: `list_meetings`
 * found nothing for `[[2026-03-10 Kick-off]]`, which every tool's `meeting` argument accepts.
 */
function linkedName(query: string): string {
  const link = parseLink(query);
  if (link.form === 'plain' || link.target === '') return query;
  return (link.target.split('/').pop() ?? link.target).replace(/\.md$/i, '');
}

/** Text as `query` compares it: NFKC, lower case. */
function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * A matcher for `query`: true for a text that holds every word of it (any case, full width or
 * not, NFC or NFD; an unaccented letter of a word matches its accented forms too, L442); every text matches an empty or blank query.
 * @param query the argument as given (`''` for none).
 */
export function matchesEveryWord(query: string): (text: string) => boolean {
  // L442: a word is found as `ma search` finds it (core `eitherUnicodeForm`): an unaccented letter
  // also finds its accented forms (`cafe`: `Café`), NFC or NFD; an accented one finds itself in both.
  const words = folded(linkedName(query))
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => new RegExp(eitherUnicodeForm(w.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')), 'u'));
  return (text) => {
    const haystack = folded(text);
    return words.every((w) => w.test(haystack));
  };
}
