/**
 * A minimal, local rule for file names of request notes. `@ma/notifier` depends on no other
 * `@ma` package, so it cannot use core's note-name function; callers that have one pass its
 * result as `ApprovalRequest.noteName` and this rule is only the fallback.
 * Spec: issue 11, Deliver 1 (`<context folder>/Requests/<safe name>.md`); docs/hostile-cases.md (names).
 */

import { cutText } from './text/cut-text.js';

// Superscript digits 1-3 as escapes: the CLI's bundles stay ASCII (docs/startup.md).
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])$/i;
/** Characters no OS or Obsidian link accepts in a name: path separators, Windows-reserved, link syntax, controls. */
const UNSAFE = /[\\/:*?"<>|#^[\]\u0000-\u001f\u007f]/g;
/**
 * `text` without the trailing `.md` (any case, repeated, with white space around it) a caller adds
 * when it gives a note's file name as its name; unchanged when nothing else would be left.
 * Spec: L53.
 */
export function withoutMdExtension(text: string): string {
  const stem = text.replace(/(?:\s*\.md)+\s*$/i, '');
  return stem.trim() === '' ? text : stem;
}

/** UTF-8 bytes kept at most (file systems allow 255; room for ` (2).md`). */
const MAX_BYTES = 200;

/**
 * Turns any text into a file name (without extension) safe on Windows, macOS, Linux and in
 * Obsidian links: NFC; `\ / : * ? " < > | # ^ [ ]` and control characters become `-`;
 * whitespace runs become one space; leading/trailing spaces and dots are removed; Windows
 * device names (`CON`, `LPT1`, …) get a trailing `-`; cut to 200 UTF-8 bytes on a grapheme
 * boundary (a flag, an emoji sequence, a letter with its accents kept whole or left out: R63). Empty results become `request`. A trailing `.md` (any case, repeated) is the file's
 * extension given with its name and is dropped ({@link withoutMdExtension}): the note is `x.md`,
 * never `x.md.md` (L53).
 */
export function safeNoteName(text: string): string {
  let name = withoutMdExtension(text).normalize('NFC').replace(UNSAFE, '-').replace(/\s+/g, ' ');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  // On a grapheme boundary: a flag or an emoji sequence is never cut into another symbol (R63).
  name = cutText(name, MAX_BYTES, (part) => Buffer.byteLength(part, 'utf8')).replace(/[\s.]+$/g, '');
  if (name === '') return 'request';
  const stem = name.split('.')[0] ?? name;
  return WINDOWS_DEVICE.test(stem) ? `${name}-` : name;
}
