/**
 * A minimal, local rule for file names of request notes. `@ma/notifier` depends on no other
 * `@ma` package, so it cannot use core's note-name function; callers that have one pass its
 * result as `ApprovalRequest.noteName` and this rule is only the fallback.
 * Spec: issue 11, Deliver 1 (`<context folder>/Requests/<safe name>.md`); docs/hostile-cases.md (names).
 */

import { cutText } from './text/cut-text.js';

// Superscript digits 1-3 as escapes: the CLI's bundles stay ASCII (docs/startup.md).
const WINDOWS_DEVICE =
  /^(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3]|conin\$|conout\$)(?:\s*\..*)?$/i;
/**
 * Characters no name may hold — core's rule (`safeNoteName` in @ma/core, which this package may not
 * import; the root test `test/l115-one-name-rule.test.ts` checks both give the same names): Obsidian's
 * link syntax `[ ] # ^ |`, `\ / :`, `* " < > ?`, C0/C1 controls and the invisible characters that
 * make a name look like another (bidi marks, zero-width space/non-joiner, word joiner, BOM).
 */
const UNSAFE =
  /[[\]#^|\\/:*"<>?\u0000-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/**
 * `text` without the trailing `.md` (any case, repeated, with white space around it) a caller adds
 * when it gives a note's file name as its name; unchanged when nothing else would be left.
 * Spec: L53.
 */
export function withoutMdExtension(text: string): string {
  const stem = text.replace(/(?:\s*\.md)+\s*$/i, '');
  return stem.trim() === '' ? text : stem;
}

/** UTF-8 bytes kept at most: 255 less `.md` and a ` (99)` suffix (core's SAFE_NAME_MAX_BYTES). */
const MAX_BYTES = 247;

/**
 * Turns any text into a file name (without extension) safe on Windows, macOS, Linux and in
 * Obsidian links, by core's rule (leftovers L115: one rule in both packages): NFC; every run of
 * `\ / : * ? " < > | # ^ [ ]`, control and invisible characters becomes one space; white space runs
 * become one space; leading/trailing spaces and dots are removed; cut to 247 UTF-8 bytes on a
 * grapheme boundary (a flag, an emoji sequence, a letter with its accents kept whole or left out:
 * R63); a Windows device name (`CON`, `nul.txt`, `LPT1`) gets a `-` after its device part. Empty
 * results become `request`. A trailing `.md` (any case, repeated) is the file's extension given with
 * its name and is dropped ({@link withoutMdExtension}): the note is `x.md`, never `x.md.md` (L53).
 * `Workflow change: Use EUR` → `Workflow change Use EUR`.
 */
export function safeNoteName(text: string): string {
  const cleaned = withoutMdExtension(text)
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  // On a grapheme boundary: a flag or an emoji sequence is never cut into another symbol (R63).
  const name = cutText(cleaned, MAX_BYTES, (part) => Buffer.byteLength(part, 'utf8')).replace(/[\s.]+$/, '');
  if (name === '') return 'request';
  return WINDOWS_DEVICE.test(name) ? name.replace(/^[^.\s]+/, (device) => `${device}-`) : name;
}
