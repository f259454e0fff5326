import { onFirstUse } from './on-first-use.js';

/**
 * Invisible characters that make a name look like another (review5 Q12, review6 S4): Unicode's whole
 * Default_Ignorable_Code_Point set (ZERO WIDTH SPACE, SOFT HYPHEN, WORD JOINER, BOM, bidi marks, the Hangul
 * fillers, COMBINING GRAPHEME JOINER, Khmer inherent vowels U+17B4/U+17B5, Mongolian free variation selectors,
 * variation selectors U+FE00–FE0F and U+E0100–E01EF, tag characters U+E0000–E007F, musical formatting
 * U+1D173–1D17A, the reserved ranges, …) plus BRAILLE PATTERN BLANK U+2800, which renders as nothing too.
 * Kept because scripts and emoji need them: ZWNJ/ZWJ (U+200C/U+200D) between two letters, marks or emoji
 * (`می‌خواهم`, `👩‍💻`), and a text/emoji variation selector (U+FE0E/U+FE0F) after an emoji (`❤️`).
 */
const ignorable = onFirstUse(() => /[\p{Default_Ignorable_Code_Point}\u2800]/gu);

/** A character a joiner may stand between: a letter, a mark, an emoji or an emoji variation selector. */
const joinable = onFirstUse(() => /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]|\ufe0f/u);

/** A character an emoji variation selector may follow. */
const emojiBase = onFirstUse(() => /[\p{Extended_Pictographic}\p{Emoji}]/u);

/**
 * The first invisible character in `text` that makes it a look-alike of another name (see the module comment),
 * written `U+17B4`, or null when there is none. A joiner between letters or emoji and a variation selector after
 * an emoji are not counted.
 * @param text a name or word about to be created (an attendee, a speaker's new name, a dictation word, a file or
 *   folder name).
 * @returns `U+XXXX` (upper-case hex, at least 4 digits) of the first such character, or null.
 * Spec: review6 S4 (review5 Q12); docs/tools.md (add_attendee, override_speaker, add_dictation_word, Paths R13).
 */
export function lookalikeInvisible(text: string): string | null {
  const chars = Array.from(text);
  const IGNORABLE = ignorable();
  for (const [i, ch] of chars.entries()) {
    IGNORABLE.lastIndex = 0;
    if (!IGNORABLE.test(ch)) continue;
    const before = chars[i - 1] ?? '';
    const after = chars[i + 1] ?? '';
    if ((ch === '\u200c' || ch === '\u200d') && joinable().test(before) && joinable().test(after)) continue;
    if ((ch === '\ufe0e' || ch === '\ufe0f') && before !== '' && emojiBase().test(before)) continue;
    return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}
