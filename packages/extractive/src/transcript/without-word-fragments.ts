import { asciiWordBounds, scanAsciiWords } from './ascii-word-bounds.js';

/** Longest word read as a broken-off start (letters). */
const MAX_FRAGMENT = 6;
/** What a word's whole form may add to a word that is whole itself: an ending, a contraction, a hyphenated part. */
const INFLECTION = /^(?:s|es|d|ed|er|ers|est|ing|ings|ly|y|ies|['\u2019-].*)$/;
/** How many words after a broken-off start its whole word may come ("ex anything excised", "fou if it's four"). */
const MAX_GAP = 3;

/**
 * A key point without the words a speaker broke off and then said whole (E161): "when it mu must not burst" → "when it
 * must not burst", "change the joyst the joystick" → "change the joystick", "anything ex anything excised" →
 * "anything excised" (the word said on both sides of the broken-off one is said once). A broken-off word is a
 * lower-case run of 2 to {@link MAX_FRAGMENT} letters that some word of the next {@link MAX_GAP} (within the sentence)
 * starts with and adds more than an ending to (two letters or more after a 2-letter start; not "s", "ed", "ing", a
 * contraction or a hyphenated part: "cost costs", "it it's", "re re-record" stay), and that `isRare` says the meeting
 * hardly uses (a real word such as "use" before "useful" is said elsewhere in the meeting; a stopword is never rare).
 * Words are only deleted, so every word left is still on the cited line.
 *
 * Spec: issue 15 deliverable 3 (readable units: whole sentences, disfluencies removed).
 *
 * @param text - a cleaned sentence (or a sentence with its context)
 * @param isRare - whether the meeting says `token` (lower case) so seldom it may be a broken-off word; false for
 *   stopwords and numbers
 * @returns the text without its broken-off words, first letter upper-cased when the first word went; `text` when none
 */
export function withoutWordFragments(text: string, isRare: (token: string) => boolean): string {
  if (!mayHaveFragment(text)) return text;
  const words = [...text.matchAll(/[\p{L}\p{N}'\u2019-]+/gu)];
  // Ranges of `text` to delete, in order: each a broken-off word and the space after it.
  const cuts: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const token = word[0];
    if (token.length < 2 || token.length > MAX_FRAGMENT || !/^[a-z]+$/.test(token)) continue;
    let whole = false;
    for (let j = i + 1; j <= i + MAX_GAP && j < words.length; j++) {
      const between = text.slice(words[j - 1]!.index + words[j - 1]![0].length, words[j]!.index);
      if (/[.!?;:]/.test(between)) break;
      const later = words[j]![0].toLowerCase();
      // "it" before "it's", "re" before "re-record", "cost" before "costs", "train" before "training": the same word.
      if (
        later.length >= token.length + (token.length >= 3 ? 1 : 2) &&
        later.startsWith(token) &&
        !INFLECTION.test(later.slice(token.length))
      ) {
        whole = true;
        break;
      }
    }
    if (!whole || !isRare(token)) continue;
    let from = word.index;
    let to = from + token.length;
    while (to < text.length && /\s/.test(text[to]!)) to++;
    // The word said before the broken-off one and again after it is said once ("anything ex anything excised").
    const before = words[i - 1];
    const after = words[i + 1];
    if (
      before &&
      after &&
      before[0].toLowerCase() === after[0].toLowerCase() &&
      /^\s+$/.test(text.slice(before.index + before[0].length, from)) &&
      after.index === to &&
      cuts.at(-1)?.[1] !== before.index + before[0].length
    )
      from = before.index;
    cuts.push([from, to]);
  }
  if (cuts.length === 0) return text;
  let out = '';
  let at = 0;
  for (const [from, to] of cuts) {
    out += text.slice(at, from);
    at = to;
  }
  out += text.slice(at);
  if (out.trim() === '') return text;
  return cuts[0]![0] === 0 ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/**
 * Whether {@link withoutWordFragments} may cut anything from `text` (P176): `false` only when it surely cuts nothing, so
 * the text is returned without its words matched one by one (a match array and a lower-cased string per word of every
 * key-point candidate and reserve: 2.2 % of the engine's CPU on a 200k-line profile, and almost no candidate has a
 * broken-off word). Plain text (ASCII) is scanned by hand for a superset of the cuts: a word of 2 to
 * {@link MAX_FRAGMENT} lower-case letters that one of the next {@link MAX_GAP} words starts with and is at least one
 * letter longer than (two after a 2-letter start), whatever stands between them and whatever the rest is; any other text
 * says `true`.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); issue 15 deliverable 3 (the same cuts as before).
 *
 * @param text - a cleaned sentence (or a sentence with its context)
 * @returns `false` when no word may be broken off
 */
export function mayHaveFragment(text: string): boolean {
  // Beyond ASCII a letter, a digit or a curly apostrophe may be part of a word: the full reading decides.
  const words = scanAsciiWords(text, true, null);
  if (words < 0) return true;
  const bounds = asciiWordBounds();
  for (let w = 0; w + 1 < words; w++) {
    const from = bounds[2 * w]!;
    const length = bounds[2 * w + 1]! - from;
    if (length < 2 || length > MAX_FRAGMENT || !lowerLetters(text, from, length)) continue;
    const longer = length + (length >= 3 ? 1 : 2);
    for (let v = w + 1; v <= w + MAX_GAP && v < words; v++) {
      const at = bounds[2 * v]!;
      if (bounds[2 * v + 1]! - at >= longer && startsLowered(text, at, from, length)) return true;
    }
  }
  return false;
}

/** Whether `text[from, from + length)` is all `a`-`z`. */
function lowerLetters(text: string, from: number, length: number): boolean {
  for (let k = from; k < from + length; k++) {
    const c = text.charCodeAt(k);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** Whether the word at `at`, lower-cased (ASCII), starts with the lower-case word `text[from, from + length)`. */
function startsLowered(text: string, at: number, from: number, length: number): boolean {
  for (let k = 0; k < length; k++) {
    let c = text.charCodeAt(at + k);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== text.charCodeAt(from + k)) return false;
  }
  return true;
}
