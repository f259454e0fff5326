/**
 * Spec: issue #10 item 1 (a title with `#` or `:` must give a usable note name); issue 9 H2;
 * docs/contracts.md, Names and links; docs/paths.md.
 */
import { safeNoteName, withoutMdExtension } from '../names/safe-note-name.js';

/** Longest name in UTF-8 bytes (file systems allow 255; room for `.md` and ` (2)`). */
const MAX_BYTES = 150;

/**
 * The title an imported meeting gets when its own has nothing a note name keeps (review s38 V63).
 * Spec: docs/transcript-import.md (Names, idempotency, safety).
 */
export const IMPORTED_MEETING_TITLE = 'Imported meeting';

/**
 * The note name (file stem) of an imported meeting from a free title: core's `safeNoteName`
 * (the one rule for derived names: no `[ ] # ^ | \ / :`, `* " < > ?` or control characters, no
 * leading/trailing dots or spaces), cut to 150 UTF-8 bytes on a character boundary. The title
 * itself (in frontmatter) stays as the user wrote it. A title that ends in `.md` (`--title
 * "x.md"`) names the note `x`, never `x.md.md` (L53).
 * @param title - any text
 * @param fallback - used when nothing usable is left: no letter, digit or pictograph (`\p{So}`)
 */
export function importedNoteName(title: string, fallback = IMPORTED_MEETING_TITLE): string {
  // A letter, digit or pictograph (an emoji) makes a name; punctuation (`?!`, `-_-`, `\u00bf\u00a1`), combining
  // marks, maths and currency signs alone do not (review s38 V67: `--title "?!"` named the note
  // `<date> !`). None of the characters a note name cannot hold is one of these.
  const hasText = /[\p{L}\p{N}\p{So}]/u.test(title.normalize('NFC'));
  let name = hasText ? safeNoteName(withoutMdExtension(title)) : fallback;
  while (Buffer.byteLength(name, 'utf8') > MAX_BYTES) name = [...name].slice(0, -1).join('');
  name = name.replace(/[.\s]+$/, '');
  return name === '' ? fallback : name;
}
