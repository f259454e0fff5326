import { cutText } from './code-points.js';
import { showHiddenCharacters } from './hidden-characters.js';

/**
 * `text` as one line for a message: whitespace runs (line breaks included) become one space, the
 * ends are trimmed, and the result is cut to at most `max` characters (code points) with `…`,
 * never half a surrogate pair. With `showHidden`, the control characters and bidi marks left
 * after that are written out (`\x1b`, `\u202e`; {@link showHiddenCharacters}) before the cut: for
 * text from the model or the endpoint that a terminal will show.
 * Pure; never throws.
 * Spec: review R22 (whole characters), R29/N7 (no raw control characters on the terminal).
 */
export function oneLine(text: string, max: number, options: { showHidden?: boolean } = {}): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return cutText(options.showHidden ? showHiddenCharacters(line) : line, max);
}
