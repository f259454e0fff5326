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
