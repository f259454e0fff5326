/** Auxiliaries, modals, copulas and the commonest spoken verbs, as `tokenize` tokens ("we'll" → "we", "ll"). */
const VERBS = new Set(
  (
    'is are was were am be been being s re m ll ve d will would can could should shall may might must ' +
    'do does did don doesn didn isn aren wasn weren won wouldn couldn shouldn cannot have has had haven hasn ' +
    'need needs want wants think thinks thought know knew get gets got go goes went make makes made say says said ' +
    'see sees saw  seem seems  mean means feel feels felt find finds found let lets ' +
    'come comes came take takes took give gives gave keep keeps kept put puts ' +
    'try tries buy buys pay pays sell sells suggest suggests agree agrees decide decides'
  ).split(' '),
);
/** Subject pronouns: one followed by another word makes a clause ("we probably the rubber one" aside). */
const SUBJECTS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'it',
  'there',
  'people',
  'everyone',
  'everybody',
]);

/** Spoken frames around a thought ("I guess", "I think") that do not make it a clause. */
const FRAMES = new Set(['i guess', 'i think', 'i suppose', 'i mean', 'you know', 'i reckon']);

/**
 * Whether an English sentence is a clause rather than a verbless phrase: it holds an auxiliary, modal or common
 * verb, a past form (`-ed`), or a subject pronoun followed by more words. "Maybe not the high end range, but maybe
 * middle up-ish." and "Aiming the product at the fifteen to thirty five bracket" are phrases; "Remotes get lost."
 * is a clause. Other languages: always `true`.
 *
 * Spec: issue 15 (readable units: whole sentences, no fragment).
 *
 * @param words - the sentence's `tokenize` tokens (lower case)
 * @param language - base ISO 639-1 code
 * @returns `true` when the sentence can stand as a statement
 */
export function hasClause(words: readonly string[], language: string): boolean {
  if (language !== 'en') return true;
  let from = 0;
  // A hedge frame is not the clause: "I guess three things, cost, complexity, and the size."
  // Every frame opens on "i" or "you": no key string for any other sentence (issue 13).
  while (
    from + 1 < words.length &&
    (words[from] === 'i' || words[from] === 'you') &&
    FRAMES.has(`${words[from]} ${words[from + 1]}`)
  )
    from += 2;
  for (let i = from; i < words.length; i++) {
    const w = words[i]!;
    if (VERBS.has(w)) return true;
    if (w.length >= 5 && w.endsWith('ed')) return true;
    if (i + 1 < words.length && SUBJECTS.has(w)) return true;
  }
  return false;
}
