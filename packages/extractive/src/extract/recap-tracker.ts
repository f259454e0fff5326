import { precisionCues } from '../cues/precision-cues.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/** Another speaker saying at least this many words ends a recap (backchannels like "Yep." do not). */
const INTERRUPTION_WORDS = 4;

/**
 * Follows sentences in order and tells which belong to a recap of an earlier meeting: from a sentence
 * with a recap marker ("I'll just recap on the minutes from the last meeting", "last time we decided")
 * through the same speaker's following sentences, across backchannels of others ("Yep.", "Mm-hmm."),
 * until another speaker says something substantial or the speaker closes it ("so that was the last meeting").
 *
 * Spec: issue 15 (precision: recaps of the previous meeting's minutes are not this meeting's decisions).
 */
export class RecapTracker {
  readonly #cues;
  #speaker: string | null | undefined = undefined;

  /** @param language - base ISO 639-1 code; without cues nothing is a recap */
  constructor(language: string) {
    this.#cues = precisionCues[language];
  }

  /**
   * Feeds the next sentence.
   *
   * @param sentence - the next transcript sentence, in order
   * @returns `true` when this sentence is part of a recap
   */
  update(sentence: TranscriptSentence): boolean {
    if (!this.#cues) return false;
    const normal = sentence.normal;
    if (this.#speaker !== undefined && sentence.speaker !== this.#speaker) {
      if (sentence.words.length >= INTERRUPTION_WORDS) this.#speaker = undefined;
      else return false;
    }
    if ((!this.#cues.mayRecap || this.#cues.mayRecap.test(normal)) && this.#cues.recap.test(normal)) {
      this.#speaker = sentence.speaker;
      return true;
    }
    if (this.#speaker === undefined) return false;
    if (this.#cues.recapEnd.test(normal)) {
      this.#speaker = undefined;
      return true;
    }
    if (this.#cues.recapExit.test(normal)) {
      this.#speaker = undefined;
      return false;
    }
    return true;
  }
}

/**
 * {@link RecapTracker.update} of every sentence of a batch, in order, worked out once for the batch (the decision
 * and next-step extractors both skip recaps: one pass over the sentences instead of one each).
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s); issue 15 (precision: recaps of the previous
 * meeting's minutes are not this meeting's items).
 *
 * @param sentences - the batch's sentences, in order
 * @param language - base ISO 639-1 code; without cues nothing is a recap
 * @returns `1` at the position of each sentence that is part of a recap, else `0`
 */
export function recapFlags(sentences: readonly TranscriptSentence[], language: string): Uint8Array {
  const flags = new Uint8Array(sentences.length);
  const recap = new RecapTracker(language);
  for (let k = 0; k < sentences.length; k++) flags[k] = recap.update(sentences[k]!) ? 1 : 0;
  return flags;
}
