/**
 * The word filter of the list tools' `query` argument (`list_project_catalog`, MCP `list_meetings`):
 * every word of the query, compared after NFKC (full width is plain) and lower-casing, must occur in
 * the text. Spec: review 6 S13 (bounded, filterable lists).
 */

/** Text as `query` compares it: NFKC, lower case. */
function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * A matcher for `query`: true for a text that holds every word of it (any case, full width or
 * not); every text matches an empty or blank query.
 * @param query the argument as given (`''` for none).
 */
export function matchesEveryWord(query: string): (text: string) => boolean {
  const words = folded(query)
    .split(/\s+/)
    .filter((w) => w !== '');
  return (text) => {
    const haystack = folded(text);
    return words.every((w) => haystack.includes(w));
  };
}
