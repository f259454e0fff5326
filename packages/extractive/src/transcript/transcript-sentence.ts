/**
 * One sentence of a transcript segment, the unit that is ranked and quoted.
 *
 * Spec: issue #5 "Offline summarizer" (sentences are the units ranked as key points and matched against
 * cue patterns).
 */
export interface TranscriptSentence {
  /** Position of the sentence in the whole transcript, 0-based. */
  index: number;
  /** Speaker of the segment, `null` when the line has none. */
  speaker: string | null;
  /** 1-based line of the segment the sentence comes from (includes `lineOffset`). */
  line: number;
  /** The sentence as spoken (disfluencies kept). */
  raw: string;
  /** The sentence after {@link cleanDisfluencies}; `""` when only fillers were said. */
  clean: string;
}
