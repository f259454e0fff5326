/**
 * Spec: issue #10 item 1 (a title with `#` or `:` must give a usable note name); docs/paths.md.
 */

/** Characters that break a wikilink (`#^|[]`) or a file name on some system (`\/:*?"<>`). */
const UNSAFE = /[#^|[\]\\/:*?"<>\p{Cc}\p{Cf}]/gu;
/** Longest name in UTF-8 bytes (file systems allow 255; room for `.md` and ` (2)`). */
const MAX_BYTES = 150;

/**
 * A note name (file stem) from a free title: characters that break wikilinks or file names
 * (`#^|[]\/:*?"<>`, control and format characters) become spaces, whitespace is collapsed,
 * leading dots and trailing dots/spaces are dropped, and the name is cut to 150 UTF-8 bytes on a
 * character boundary. The title itself (in frontmatter) stays as the user wrote it.
 * Spec: issue #10 item 1 (speaker name / title with `#` or `:`).
 * @param title - any text
 * @param fallback - used when nothing is left
 */
export function safeNoteName(title: string, fallback = 'Imported meeting'): string {
  let name = title
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  while (Buffer.byteLength(name, 'utf8') > MAX_BYTES) name = [...name].slice(0, -1).join('');
  name = name.replace(/[.\s]+$/, '');
  return name === '' ? fallback : name;
}
