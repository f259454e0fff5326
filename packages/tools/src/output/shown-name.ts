import { showHiddenCharacters } from '@ma/core';

const BREAKS: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A file name or vault path as a listing shows it: line breaks and tabs written out (`\n`, `\r`,
 * `\t`) and every other hidden character too (`\x1b`, `\x07`, `\u202e`, and strictly the bidi marks
 * and ZWNJ as well, so a look-alike name shows; core's `showHiddenCharacters` with `strict`), so one name is always one listing line and no terminal or MCP client
 * runs an escape sequence from a name someone put in a shared folder. Names without such
 * characters are returned unchanged. Pure; never throws.
 * Spec: review3 M10; docs/paths.md rule 2 (such names are refused as arguments, so a listing
 * shows them written out, as refusals do since N7).
 */
export function shownName(name: string): string {
  return showHiddenCharacters(
    name.replace(/[\n\r\t]/g, (c) => BREAKS[c] as string),
    { strict: true },
  );
}
