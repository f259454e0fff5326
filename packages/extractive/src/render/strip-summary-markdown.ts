import { type ParsedLink, replaceLinks } from '@ma/core';

/**
 * Plain text of a summary body for ROUGE: drops headings, the "From your notes:" label, list and checkbox markers, line citations
 * (`(L12)`, `(L12, decided L14)`, `(from user notes)`), `(due …)` notes, emphasis and link brackets (a wikilink reads as what Obsidian
 * shows of it: its alias, else its note's name without folder or `#heading`).
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure: the Summary as plain text);
 * docs/contracts.md, @ma/extractive.
 *
 * @param markdown - a summary body or one of its sections
 * @returns the text, one item per line
 */
export function stripSummaryMarkdown(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !/^\s*#{1,6}\s/.test(line) && !/^\s*[-*+]\s+From your notes:\s*$/.test(line))
    .map((line) =>
      // Wikilinks in every form core's one link reader knows (`replaceLinks`) read as what Obsidian shows.
      replaceLinks(
        line
          .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
          .replace(
            /\s*\((?:L\d+(?:[-–]L?\d+)?(?:,\s*(?:decided\s+)?L?\d+)*|from user notes|due [^)]*)\)/g,
            '',
          ),
        ({ link }, written) => (link.form === 'wikilink' ? (link.alias ?? linkName(link)) : written),
      )
        .replace(/[*_`]+/g, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/** The note name of a wikilink: `[[People/Carol Jones#Role]]` → `Carol Jones`; `[[#Budget]]` → `Budget`. */
function linkName(link: ParsedLink): string {
  const name = link.target.split('/').pop()?.trim() ?? '';
  return name || (link.subpath ?? '');
}
