/**
 * Checks for short free-text arguments (attendee names, dictation words, speaker labels).
 * Spec: docs/hostile-cases.md B18 (control characters are refused, never written).
 */
import { isBlankText, lookalikeInvisible, textLength } from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * The most characters (code points) a new name or word may have: an attendee, a speaker's new name, a dictation word
 * or phrase. Twice PROJECT.md's 100 for a name, room for "Dr. Maria-Theresia von Habsburg-Lothringen (Legal, EMEA)"
 * or a long product phrase; a longer one is not a name but text in the wrong place (reviewA S12, session 20: a
 * 5,000-character "name" was written on every line of a transcript).
 */
export const MAX_NAME_CHARS = 200;

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/**
 * Returns the trimmed value. `creates`: the value becomes a new name or word in a note (an attendee added, a
 * speaker's new name, a dictation word), so invisible characters that make a look-alike are refused too; a name
 * that refers to an existing one (removing, relabelling) may hold them, so such a twin can still be removed.
 * @throws ToolRefusal when empty (also when only invisible characters: core's `isBlankText`), a new name or word
 *   longer than {@link MAX_NAME_CHARS} characters (reviewA S12), containing line
 *   breaks, control/bidi characters, invisible characters that make a look-alike name (every Default_Ignorable_Code_Point:
 *   U+200B, U+00AD, U+FE0F, U+E0041, …; review5 Q12, review6 S4) or `*` (it would break `**Speaker:**` labels and list items).
 */
export function plainTextArg(argument: string, value: string, opts: { creates?: boolean } = {}): string {
  const v = value.trim();
  if (v === '') refuse(`${argument} is empty`, `give a non-empty ${argument}`);
  if (isBlankText(v))
    refuse(
      `${argument} ${JSON.stringify(value)} is empty to a reader (only invisible characters)`,
      `give a visible ${argument}`,
    );
  if (opts.creates && textLength(v) > MAX_NAME_CHARS)
    refuse(
      `${argument} is ${textLength(v)} characters; a ${argument} is at most ${MAX_NAME_CHARS}; nothing changed`,
      `give the ${argument} alone, without explanations`,
    );
  // Unicode's whole Default_Ignorable_Code_Point set (core `lookalikeInvisible`; review6 S4).
  const invisible = opts.creates ? lookalikeInvisible(v) : null;
  if (invisible !== null)
    refuse(
      `${argument} ${JSON.stringify(value)} contains invisible characters (${invisible}; zero-width space, soft hyphen, variation selectors, tag characters, …): it would look like another name`,
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
