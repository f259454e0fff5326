/** Longest phrase (words) said twice in a row that is said once ({@link withoutRepeatedPhrases}). */
const MAX_PHRASE = 4;

/**
 * A lower-case "i" broken off before the word it started ("the last i item", "Robert i it looked", "see i if it's"), as
 * a pattern whose first group is the word after it.
 */
const BROKEN_I = /(?<![\p{L}\p{N}'\u2019.-])i\s+(?=(i[a-z'\u2019]*))/gu;
/** Words the pronoun "I" never comes before: an "i" before one is broken off in any transcript, even all lower case. */
const NEVER_AFTER_I = new Set(
  "it its it's if in into is isn't item items issue issues idea ideas".split(' '),
);

/**
 * A unit without a lower-case "i" a speaker broke off before the word it started (E164): "The last i item on the
 * agenda" → "The last item on the agenda", "like Robert i it looked" → "like Robert it looked". Before a word the
 * pronoun never precedes ("it", "if", "in", "is", "item", …) always; before another word opening on "i" only where the
 * text writes a capital letter after its first one (a transcript that writes the pronoun "I": raw captions in lower
 * case keep "i imagine"). Words are only deleted.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed, no fragment).
 *
 * @param text - a sentence or clause
 * @returns the text without such an "i"; `text` itself when there is none
 */
export function withoutBrokenI(text: string): string {
  // The gate: a lone lower-case "i" before a word opening on "i".
  if (!/(?:^|[\s,])i\s+i[a-z]/.test(text)) return text;
  const cased = /[A-Z]/.test(text.slice(1));
  return text.replace(BROKEN_I, (whole, next: string) =>
    cased || NEVER_AFTER_I.has(next.toLowerCase().replace('\u2019', "'")) ? '' : whole,
  );
}

/**
 * Intensifiers said twice for emphasis, kept twice (F106): "really, really good", "very, very clear", "much much
 * better", "far, far more". ("so so" is left out: in the dev meetings it is a false start far more often than "so, so
 * good".)
 */
const EMPHASIS = new Set(['very', 'really', 'much', 'many', 'far']);

/** Whether word `a` of {@link bounds} is one of {@link EMPHASIS}, case aside. */
function isEmphasis(text: string, a: number): boolean {
  const start = bounds[2 * a]!;
  const end = bounds[2 * a + 1]!;
  return end - start <= 6 && EMPHASIS.has(text.slice(start, end).toLowerCase());
}

/** Word bounds of the last text scanned (start, end pairs), reused across calls (issue 13: no allocation per word). */
let bounds: Int32Array = new Int32Array(128);

/**
 * Whether a UTF-16 code unit is part of a word: an ASCII letter or digit, an apostrophe (straight or curly), or any
 * other character above U+00BF outside general punctuation (U+2000–U+206F: dashes, curly quotes, "…", spaces).
 */
function isWordUnit(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 39;
  if (c === 0x2019) return true;
  return c > 0xbf && (c < 0x2000 || c > 0x206f);
}

/** Whether `text[from, to)` is only white space and commas (what may stand between the words of a repeat). */
function isPause(text: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 44 && c !== 9 && c !== 10 && c !== 13 && c !== 0xa0) return false;
  }
  return true;
}

/** Whether word `a` and word `b` of {@link bounds} are the same word, ASCII letters compared without case. */
function sameWord(text: string, a: number, b: number): boolean {
  const as = bounds[2 * a]!;
  const bs = bounds[2 * b]!;
  const length = bounds[2 * a + 1]! - as;
  if (bounds[2 * b + 1]! - bs !== length) return false;
  for (let k = 0; k < length; k++) {
    const x = text.charCodeAt(as + k);
    const y = text.charCodeAt(bs + k);
    if (x !== y && !(x < 128 && y < 128 && (x | 32) === (y | 32) && (x | 32) >= 97 && (x | 32) <= 122))
      return false;
  }
  return true;
}

/**
 * Whether word `b` is word `a` with a contraction after it ("you" → "you're", "it" → "it's"), case aside.
 */
function contractedFrom(text: string, a: number, b: number): boolean {
  const as = bounds[2 * a]!;
  const bs = bounds[2 * b]!;
  const length = bounds[2 * a + 1]! - as;
  const tail = text.slice(bs + length, bounds[2 * b + 1]!);
  if (!/^['\u2019](?:re|s|ll|ve|d|m)$/i.test(tail)) return false;
  return text.slice(bs, bs + length).toLowerCase() === text.slice(as, as + length).toLowerCase();
}

/**
 * A unit without the phrases a speaker said twice in a row (E163): a phrase of 1 to {@link MAX_PHRASE} words said again
 * at once, with only white space or commas between, is said once, repeated until none is left — "if it's if it's four"
 * → "if it's four", "I think we I think we decided" → "I think we decided", "the, the remote" → "the remote", "of a of
 * of a computer" → "of a computer". A phrase of two words or more may come back with a contraction on its last word
 * ("when you when you're making" → "when you're making"); a single word may not ("that that's" stays), nor an
 * intensifier said twice for emphasis ("really, really good", "very, very clear": F106). The first
 * saying is the one dropped, so the words kept are the ones said last. Words are only deleted: every word left is
 * still on the cited line. A sentence mark, semicolon or dash between the two sayings keeps both.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed); issue 13 (a scan by character codes, no
 * pattern and no string per word).
 *
 * @param text - a sentence or clause
 * @returns the text with each repeat said once, first letter upper-cased when the text's first word went; `text`
 *   itself when there is none
 */
export function withoutRepeatedPhrases(text: string): string {
  let out = text;
  for (let pass = 0; pass < 16; pass++) {
    const next = dropFirstRepeat(out);
    if (next === out) return out;
    out = next;
  }
  return out;
}

/** `array` copied into one twice as long. */
function doubled(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

/** One step of {@link withoutRepeatedPhrases}: the first repeat's first saying dropped, or `text` itself. */
function dropFirstRepeat(text: string): string {
  let count = 0;
  let start = -1;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const word = i < n && isWordUnit(text.charCodeAt(i));
    if (word && start < 0) start = i;
    if (word || start < 0) continue;
    if (2 * count + 2 > bounds.length) bounds = doubled(bounds);
    bounds[2 * count++] = start;
    bounds[2 * count - 1] = i;
    start = -1;
  }
  for (let i = 0; i + 1 < count; i++) {
    for (let size = 1; size <= MAX_PHRASE && i + 2 * size <= count; size++) {
      if (!sameWord(text, i, i + size)) continue;
      if (size === 1 && isEmphasis(text, i)) continue;
      let repeat = true;
      for (let k = 0; k < 2 * size - 1 && repeat; k++)
        repeat = isPause(text, bounds[2 * (i + k) + 1]!, bounds[2 * (i + k + 1)]!);
      for (let k = 0; k < size && repeat; k++) {
        const a = i + k;
        const b = i + size + k;
        repeat = sameWord(text, a, b) || (size > 1 && k === size - 1 && contractedFrom(text, a, b));
      }
      if (!repeat) continue;
      const from = bounds[2 * i]!;
      const to = bounds[2 * (i + size)]!;
      const kept = text.slice(0, from) + text.slice(to);
      return from === 0 && /^[A-Z]/.test(text) ? kept.charAt(0).toUpperCase() + kept.slice(1) : kept;
    }
  }
  return text;
}
