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
/**
 * Prepositions of DANGLING_END that a finished sentence may end on when they are stranded (E63): their object stands
 * earlier in the sentence ("prototypes to start training from", "what we're looking at", "the one I was thinking of").
 */
const STRANDABLE = new Set(['from', 'at', 'by', 'of', 'to', 'into']);
/**
 * Verbs and adjectives whose "to" opens their own complement ("need to talk to", "going to go to", "able to get
 * to"): the infinitive after them is no relative clause, so it leaves no object earlier to point back to.
 */
const COMPLEMENT_TO = new Set(
  'want wants wanted wanna need needs needed going gonna have has had got gotta try tries tried trying like likes liked love able used supposed meant seem seems seemed seeming start started starting begin began continue decide decided plan planned hope hoped ought afraid happy ready about'.split(
    ' ',
  ),
);
/**
 * What opens a clause with a gap the last preposition closes (E63): a wh-word ("what we're looking at", "which I
 * heard of"), a noun with its own infinitive ("prototypes to start training from"), or a noun after a determiner
 * followed by a subject ("the data we start from", "the people I spoke to").
 */
const WH_GAP = /\b(?:what|whatever|which|who|whom|whoever|where)\b/i;
const DETERMINER_RELATIVE =
  /\b(?:(?:the|this|these|those|a|an|some|any|every|which)\s+[\p{L}'-]+|something|anything|nothing|everything|someone|somebody|anyone)\s+(?:i|we|you|they|he|she)\b/iu;

/**
 * Whether `before` (the sentence up to its last word, a preposition) holds the start of a clause whose object the
 * preposition points back to (E63): then the preposition ends the thought.
 */
function strandsPreposition(before: string): boolean {
  const words = before.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  const prev = words.at(-1);
  // "… the of", "… to to": the preposition follows a function word, a thought broken off.
  if (prev === undefined || DANGLING_END.has(prev)) return false;
  if (WH_GAP.test(before) || DETERMINER_RELATIVE.test(before)) return true;
  // The last "to" + verb before it, after a noun rather than a verb of wanting, needing or going.
  for (let i = words.length - 2; i >= 1; i--)
    if (words[i] === 'to') return !COMPLEMENT_TO.has(words[i - 1]!) && !DANGLING_END.has(words[i - 1]!);
  return false;
}
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

/** A letter or an apostrophe (of the sentence's last word). Patterns of this file are built once, not per call (P106). */
const WORD_CHARACTER = /[\p{L}']/u;
/** Capital letters only (a label: "zone C", "plan B"). */
const CAPITALS = /^\p{Lu}+$/u;

/**
 * Whether `text[at]` (one UTF-16 unit) is {@link TRAILING}'s: ASCII told by its code, other units by the pattern
 * (P185: the pattern ran on a one-character string for every character of every sentence's end).
 *
 * @param text - a sentence
 * @param at - an index into it
 */
export function isTrailingAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 128)
    return (
      c === 32 || (c >= 9 && c <= 13) || c === 46 || c === 33 || c === 63 || c === 34 || c === 39 || c === 41
    );
  return TRAILING.test(text[at]!);
}

/**
 * Whether `text[at]` (one UTF-16 unit) is {@link WORD_CHARACTER}'s (a letter or `'`): ASCII told by its code, other units
 * by the pattern (P185, as {@link isTrailingAt}).
 *
 * @param text - a sentence
 * @param at - an index into it
 */
export function isWordCharacterAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39;
  return WORD_CHARACTER.test(text[at]!);
}

/**
 * Whether a cleaned English sentence is a whole thought: it does not end on a word cut off
 * (`"… we had to s"`) or on a function word (`"… a meeting that he's"`), (a stranded preposition whose object
 * stands earlier, "… prototypes to start training from.", "what we're looking at", is no such word: E63), and does not
 * start mid-thought (`"Which …"`, `"Because …"`). Other languages: always `true` except for empty text.
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
  while (end > 0 && isTrailingAt(clean, end - 1)) end--;
  if (end > 0 && /[,;:–—-]/.test(clean[end - 1]!)) return false;
  let start = end;
  while (start > 0 && isWordCharacterAt(clean, start - 1)) start--;
  if (start < end) {
    const last = clean.slice(start, end).toLowerCase();
    if (
      (start === 0 || /[\s,]/.test(clean[start - 1]!)) &&
      DANGLING_END.has(last) &&
      // E41: "you" as an object ends a thought ("I'll check it for you.", "I'll leave the decision with you.").
      !(last === 'you' && OBJECT_YOU.test(clean.slice(0, start))) &&
      // E63: a stranded preposition ends a relative clause ("… prototypes to start training from.").
      !(STRANDABLE.has(last) && strandsPreposition(clean.slice(0, start)))
    )
      return false;
    // A word broken off ("… we had to s"), not a capital label ("zone C", "plan B", "rev B") nor the letters of
    // a number ("the 15th", "the 3rd", "at 10am": review5 Q17).
    const afterDigit = start > 0 && /\d/.test(clean[start - 1]!);
    if (last.length <= 2 && !afterDigit && !SHORT_WORDS.has(last) && !CAPITALS.test(clean.slice(start, end)))
      return false;
  }
  return !MID_THOUGHT_START.test(clean);
}
