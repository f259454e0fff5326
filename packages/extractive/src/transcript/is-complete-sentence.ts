/** Words a finished English sentence does not end on (a thought broken off). */
const DANGLING_END = new Set(
  "the a an to of and or but which who from at by into we i you he she they he's she's we're they're you're i'm my our your their his her its these those because if than so um uh gonna very".split(
    ' ',
  ),
);
/**
 * What before a last "you" makes it the object, not a subject cut off (E41): a preposition ("for you", "with you", "to
 * you", "back to you") or "thank".
 */
const OBJECT_YOU = /\b(?:for|with|to|at|by|from|about|of|on|behind|after|before|without|towards?|thank)\s+$/i;
/** Characters after the last word that do not end the thought's words (spaces, closing marks). */
const TRAILING = /[\s.!?…"'”’)]/u;
/** Words a sentence cannot start on without the one before it. */
const MID_THOUGHT_START =
  /^(?:which|whereas|because|cause|'cause|than|as well|or|nor|either|whose|whom|plus|etcetera|etc|although|though|unless|till|until|except|rather than|instead|that (?:it|we|they|he|she|you|i|there)(?!')|so that|in order to)\b/i;
/** Real short words; any other 1–2 letter last word is a word cut off ("… we had to s"). */
const SHORT_WORDS = new Set([
  'a',
  'i',
  'an',
  'am',
  'as',
  'at',
  'be',
  'by',
  'do',
  'go',
  'he',
  'hi',
  'if',
  'in',
  'is',
  'it',
  'me',
  'my',
  'no',
  'of',
  'oh',
  'ok',
  'on',
  'or',
  'so',
  'to',
  'tv',
  'up',
  'us',
  'we',
  'ye',
  'uk',
  'eu',
  'pc',
  'id',
  'ai',
  'ux',
  'ui',
  'pm',
  'cd',
  'dvd',
  'ok',
  'ms',
  'mr',
  'dr',
  'yes',
  'la',
  'de',
  'le',
  'un',
  'et',
  'du',
  'en',
]);

/**
 * Whether a cleaned English sentence is a whole thought: it does not end on a word cut off
 * (`"… we had to s"`) or on a function word (`"… a meeting that he's"`), and does not start
 * mid-thought (`"Which …"`, `"Because …"`). Other languages: always `true` except for empty text.
 *
 * Spec: issue 15 (readable units: whole sentences, no fragment that starts mid-thought).
 *
 * @param clean - the sentence after disfluency removal
 * @param language - base ISO 639-1 code
 * @returns `true` when the sentence may be quoted on its own
 */
export function isCompleteSentence(clean: string, language: string): boolean {
  if (clean === '') return false;
  if (language !== 'en') return true;
  let end = clean.length;
  while (end > 0 && TRAILING.test(clean[end - 1]!)) end--;
  if (end > 0 && /[,;:–—-]/.test(clean[end - 1]!)) return false;
  let start = end;
  while (start > 0 && /[\p{L}']/u.test(clean[start - 1]!)) start--;
  if (start < end) {
    const last = clean.slice(start, end).toLowerCase();
    if (
      (start === 0 || /[\s,]/.test(clean[start - 1]!)) &&
      DANGLING_END.has(last) &&
      // E41: "you" as an object ends a thought ("I'll check it for you.", "I'll leave the decision with you.").
      !(last === 'you' && OBJECT_YOU.test(clean.slice(0, start)))
    )
      return false;
    // A word broken off ("… we had to s"), not a capital label ("zone C", "plan B", "rev B") nor the letters of
    // a number ("the 15th", "the 3rd", "at 10am": review5 Q17).
    const afterDigit = start > 0 && /\d/.test(clean[start - 1]!);
    if (
      last.length <= 2 &&
      !afterDigit &&
      !SHORT_WORDS.has(last) &&
      !/^\p{Lu}+$/u.test(clean.slice(start, end))
    )
      return false;
  }
  return !MID_THOUGHT_START.test(clean);
}
