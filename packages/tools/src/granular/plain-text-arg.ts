/**
 * Checks for short free-text arguments (attendee names, dictation words, speaker labels).
 * Spec: docs/hostile-cases.md B18 (control characters are refused, never written).
 */
import { isBlankText } from '@ma/core';
import { refuse } from '../output/refusal.js';

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/**
 * Characters that show as nothing inside a name: ZERO WIDTH SPACE, SOFT HYPHEN, WORD JOINER and the invisible
 * operators, BOM, MONGOLIAN VOWEL SEPARATOR, COMBINING GRAPHEME JOINER and the fillers. "Marketing" + U+200B is
 * another attendee that looks the same (review5 Q12). ZWNJ/ZWJ (U+200C/U+200D) stay: scripts and emoji need them.
 */
const INVISIBLE = /[\u200b\u00ad\u2060-\u2064\ufeff\u180e\u115f\u1160\u3164\uffa0\u2800]|\u034f/;

/**
 * Returns the trimmed value. `creates`: the value becomes a new name or word in a note (an attendee added, a
 * speaker's new name, a dictation word), so invisible characters that make a look-alike are refused too; a name
 * that refers to an existing one (removing, relabelling) may hold them, so such a twin can still be removed.
 * @throws ToolRefusal when empty (also when only invisible characters: core's `isBlankText`), containing line
 *   breaks, control/bidi characters, invisible characters that make a look-alike name (U+200B, U+00AD, U+2060, …;
 *   review5 Q12) or `*` (it would break `**Speaker:**` labels and list items).
 */
export function plainTextArg(argument: string, value: string, opts: { creates?: boolean } = {}): string {
  const v = value.trim();
  if (v === '') refuse(`${argument} is empty`, `give a non-empty ${argument}`);
  if (isBlankText(v))
    refuse(
      `${argument} ${JSON.stringify(value)} is empty to a reader (only invisible characters)`,
      `give a visible ${argument}`,
    );
  if (opts.creates && INVISIBLE.test(v))
    refuse(
      `${argument} ${JSON.stringify(value)} contains invisible characters (zero-width space, soft hyphen, word joiner, …): it would look like another name`,
      `give the ${argument} with visible characters only`,
    );
  if (UNSAFE.test(v) || v.includes('*')) {
    refuse(
      `${argument} ${JSON.stringify(value)} contains line breaks, control characters or "*"`,
      'use plain text on one line',
    );
  }
  return v;
}
