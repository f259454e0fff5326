import { type ParsedLink, replaceLinks } from '@ma/core';

/**
 * A link written in a transcript line or a note (`[[Carol Jones]]`, `[[Carol Jones|Carol]]`,
 * `[[People/Carol Jones#Role]]`, `[[Budget#^b1]]`, `![[Quote.pdf]]`, `[Carol](People/Carol.md)`): the words
 * the engine reads in its place and the link it shows again in the summary.
 *
 * Spec: R6 (wikilinked people survive into the summary as readable text, never half of a link);
 * docs/vault-format.md (wikilinks); docs/contracts.md, @ma/extractive.
 */
export interface WrittenLink {
  /** What a reader sees: the alias, else the note's name (folder, `.md` and `#heading`/`^block` left out). */
  shown: string;
  /** The link for the summary, as written, an embed (`![[…]]`) turned into a plain link (`[[…]]`). */
  link: string;
}

/**
 * What a reader sees of one link: the alias (`[[Carol Jones|Carol]]` → `Carol`, `[Carol](…)` → `Carol`), else
 * the note's name without folder, `.md` or subpath (`[[People/Carol Jones#Role]]` → `Carol Jones`), else the
 * heading of a same-note link (`[[#Budget]]` → `Budget`); `null` when nothing readable is left.
 */
function shownText(parsed: ParsedLink): string | null {
  if (parsed.alias) return parsed.alias;
  const name = (parsed.target.split('/').pop() ?? '').replace(/\.md$/i, '').trim();
  if (name) return name;
  const sub = parsed.subpath?.replace(/^\^/, '').trim() ?? '';
  return sub || null;
}

/**
 * Replaces every link of a text by what a reader sees of it, so sentence splitting, cleaning and cue
 * patterns read `"I talked to Carol about the venue"` instead of `"I talked to [[Carol Jones|Carol]] about the
 * venue"` (whose brackets the cleaning would otherwise cut in half). Text without `[` comes back as is.
 *
 * Spec: R6 (every wikilink form in a transcript line or note survives as readable text); issue 13 (one
 * `includes` test per line when there is no link).
 *
 * @param text - one transcript line's spoken text or one note line
 * @returns the text with links replaced, and the links in order of appearance (empty when none)
 */
export function unlinkText(text: string): { text: string; links: WrittenLink[] } {
  if (!text.includes('[')) return { text, links: [] };
  const links: WrittenLink[] = [];
  // Every link form core's one link reader knows (`replaceLinks`, `readLinkAt`).
  const out = replaceLinks(text, (found, written) => {
    const shown = shownText(found.link);
    if (shown === null) return written;
    links.push({ shown, link: found.embed ? written.slice(1) : written });
    return shown;
  });
  return { text: out, links };
}

/** A character of a word: letters, marks, digits. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * Puts the links of a line back into a text quoted from it: each link's shown words, searched in order from
 * where the previous one was put back (case-insensitive, whole words), become the link again
 * (`"We go with Carol's proposal."` → `"We go with [[Carol Jones|Carol]]'s proposal."`). A link whose words the
 * text does not hold (another sentence of the line, or cleaned away) is skipped, so the text stays readable
 * and never holds half of a link.
 *
 * Spec: R6 (wikilinks kept intact in the rendered Markdown, so the summary links the people it names).
 *
 * @param text - a key point, decision, task or reversal quoted from one line
 * @param links - that line's links from {@link unlinkText}, in order
 * @returns the text with links restored
 */
export function relinkText(text: string, links: readonly WrittenLink[]): string {
  if (links.length === 0) return text;
  let out = text;
  let from = 0;
  for (const { shown, link } of links) {
    const at = findWord(out, shown, from);
    if (at < 0) continue;
    out = out.slice(0, at) + link + out.slice(at + shown.length);
    from = at + link.length;
  }
  return out;
}

/** Index of `words` in `text` at or after `from`, as whole words, ignoring case; -1 when absent. */
function findWord(text: string, words: string, from: number): number {
  const lower = text.toLowerCase();
  const wanted = words.toLowerCase();
  for (let at = lower.indexOf(wanted, from); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const before = at > 0 ? text.charAt(at - 1) : '';
    const after = text.charAt(at + wanted.length);
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after) && !insideLink(text, at)) return at;
  }
  return -1;
}

/** Whether position `at` of `text` is inside a link already put back (after an unclosed `[[` or `[`). */
function insideLink(text: string, at: number): boolean {
  const head = text.slice(0, at);
  return head.lastIndexOf('[') > head.lastIndexOf(']');
}

/**
 * A note line for the summary: every embed (`![[diagram.png]]`, `![alt](img.png)`) turned into a plain link, so
 * a summary bullet links to a picture or note rather than showing it inline; other text as written.
 *
 * Spec: R6 (every wikilink form survives into the output as readable text).
 *
 * @param text - one note line or item
 * @returns the text with embeds made links
 */
export function embedsAsLinks(text: string): string {
  return text.includes('![')
    ? replaceLinks(text, (found, written) => (found.embed ? written.slice(1) : written))
    : text;
}
