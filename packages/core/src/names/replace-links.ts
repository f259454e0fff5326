import { type LinkAt, readLinkAt } from './parse-link.js';

/**
 * Replaces every link in a running text (wikilinks, embeds, Markdown links and images, in every
 * form {@link readLinkAt} reads: headings, blocks, aliases, table escapes, titles, angle brackets,
 * nested or escaped link text) by what `replace` returns for it; the rest of the text is kept as
 * is. A `[` escaped with a backslash starts no link. Text without `[` comes back unchanged.
 * @param text any text (one line or many; a link never spans a line break).
 * @param replace gets the link found and the text it was written as (`![[x]]` with its `!`).
 * @returns the text with each link replaced.
 * Spec: docs/contracts.md, Names and links (one link reader); hostile review V2.
 */
export function replaceLinks(text: string, replace: (found: LinkAt, written: string) => string): string {
  if (!text.includes('[')) return text;
  let out = '';
  let copied = 0;
  for (let i = text.indexOf('['); i !== -1 && i < text.length; ) {
    const at = i > 0 && text[i - 1] === '!' && (i < 2 || text[i - 2] !== '\\') ? i - 1 : i;
    const escaped = at > 0 && text[at - 1] === '\\';
    const found = escaped ? null : readLinkAt(text, at);
    if (found === null) {
      i = text.indexOf('[', i + 1);
      continue;
    }
    out += text.slice(copied, at) + replace(found, text.slice(at, found.end));
    copied = found.end;
    i = text.indexOf('[', found.end);
  }
  return out + text.slice(copied);
}
