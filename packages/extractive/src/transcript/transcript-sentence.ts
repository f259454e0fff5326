/**
 * One sentence of a transcript segment, the unit that is ranked and quoted.
 *
 * Spec: issue #5 "Offline summarizer" (sentences are the units ranked as key points and matched against
 * cue patterns); issue 15 (readable units: whole sentences, no fragment that starts mid-thought).
 */
export interface TranscriptSentence {
  /** Position of the sentence in its batch (the whole transcript, or one streaming block), 0-based. */
  index: number;
  /** Speaker of the segment, `null` when the line has none. */
  speaker: string | null;
  /** 1-based line of the segment the sentence comes from (includes `lineOffset`). */
  line: number;
  /** The sentence as spoken (disfluencies kept). */
  raw: string;
  /** The sentence after {@link cleanDisfluencies}; `""` when only fillers were said. */
  clean: string;
  /** `clean` normalised for cue matching ({@link normalizeForCues}: lower case, straight apostrophes), computed once. */
  normal: string;
  /**
   * `false` for a fragment: a sentence broken off mid-word or mid-phrase ("… how much money we had to s"),
   * ending on a function word, or starting mid-thought ("which …", "because …"). Fragments are never
   * quoted as key points, decisions or next steps.
   */
  complete: boolean;
  /**
   * `complete`, and in a punctuated transcript also ended on a sentence mark (not broken off: "Is installing a
   * new remote control something that people") and not opening on a lower-case word that continues an earlier
   * sentence ("from the basic technology point of view …"). Only such sentences are quoted as key points; a
   * decision or task may be said across a backchannel ("you're gonna be working on the design of it" — "Yep." —
   * "so …"), so cue items need `complete` only.
   */
  ended: boolean;
  /** 0-based position of the sentence within its segment (line). */
  inSegment: number;
  /**
   * Words of the whole segment (line) the sentence comes from: the sum of `words.length` over its sentences. A
   * segment of more than 80 words (`MONOLOGUE_WORDS`) is one speaker holding the floor (a presentation, a witness's
   * answer), where "we will …" describes rather than decides (E67).
   */
  segmentWords: number;
  /** Word tokens of `clean` (`tokenize`: lower case), computed once: `words.length` is its word count. */
  words: readonly string[];
  /** Index terms of `clean` (`sentenceTerms`: stopwords removed, stemmed for English), computed once. */
  terms: readonly string[];
  /**
   * The sentence's word index (P223, `src/cues/word-bits.ts`): the OR of its words' family bits, so a gated family
   * of English patterns is asked only when a word of `words` can belong to one of its literals (`mayHoldWords`).
   * Absent (a sentence made by hand, or rewritten with another `clean`): every family is asked.
   */
  wordBits?: number;
}
