/**
 * A phrase is the meeting's shared name for a thing when at least this many different speakers say it (E340): one
 * speaker's jargon ("LDA filters", "Baum Welch") is said by one or two, the subject the group talks about ("scroll
 * wheel", "voice recognition", "meeting corpus") by three or more.
 */
export const SHARED_PHRASE_SPEAKERS = 3;
/** Words shorter than this are in no shared phrase (as in a topic lead: "tv", "uh", "s" of "team's"). */
const MIN_PHRASE_LETTERS = 3;

/**
 * The two-word phrases the meeting's speakers share (E340): adjacent tokens, both of at least three letters and
 * neither a stopword, said by at least {@link SHARED_PHRASE_SPEAKERS} different named speakers. A topic lead prefers such a phrase to one only one or two
 * speakers use ({@link topicLead}). Sentences without a speaker count for no one.
 *
 * Spec: issue 15 (the whole meeting: each topic with a short lead that names what it is about).
 *
 * @param sentences - the sentences as tokens (`tokenize`: lower case) with their speakers, in any order
 * @param stops - the stopwords of the batch's language
 * @returns the phrases as `"first second"` (lower case, one space)
 */
export function sharedPhrases(
  sentences: readonly { readonly words: readonly string[]; readonly speaker: string | null }[],
  stops: ReadonlySet<string>,
): Set<string> {
  const speakersOf = new Map<string, Set<string>>();
  const shared = new Set<string>();
  for (let k = 0; k < sentences.length; k++) {
    const { words, speaker } = sentences[k]!;
    if (speaker === null) continue;
    for (let w = 1; w < words.length; w++) {
      const a = words[w - 1]!;
      const b = words[w]!;
      if (a.length < MIN_PHRASE_LETTERS || b.length < MIN_PHRASE_LETTERS || stops.has(a) || stops.has(b))
        continue;
      const phrase = `${a} ${b}`;
      let speakers = speakersOf.get(phrase);
      if (speakers === undefined) {
        speakers = new Set();
        speakersOf.set(phrase, speakers);
      }
      speakers.add(speaker);
      if (speakers.size >= SHARED_PHRASE_SPEAKERS) shared.add(phrase);
    }
  }
  return shared;
}
