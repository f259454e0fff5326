import { gatedTest } from '../cues/cue-prefilter.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { precisionCues } from '../cues/precision-cues.js';
import { mayHoldWords, WORD_BIT_RECAP, WORD_BIT_RECAP_HANDOVER } from '../cues/word-bits.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/** Another speaker saying at least this many words ends a recap (backchannels like "Yep." do not). */
const INTERRUPTION_WORDS = 4;
/** How many sentences after a recap ended its speaker may pick it up again with a past item ("And we agreed …"). */
const RESUME_WINDOW = 6;
/** How many sentences after a call for the minutes ("Kofi, can you run through the actions from October?") the reader may start. */
const HANDOVER_WINDOW = 4;
/**
 * A past decision said in the same sentence as the call: the caller reads the minutes, nobody else does. Not one the
 * call only asks for ("can you read out what we agreed last month?").
 */
const PAST_ITEM = /\b(?<!what we )(?:agreed|decided|approved|voted|was going to|were going to)\b/;

/**
 * Follows sentences in order and tells which belong to a recap of an earlier meeting: from a sentence
 * with a recap marker ("I'll just recap on the minutes from the last meeting", "last time we decided")
 * through the same speaker's following sentences, across backchannels of others ("Yep.", "Mm-hmm."),
 * until another speaker says something substantial or the speaker closes it ("so that was the last meeting").
 * A call for the minutes to be read ("Nicola, can you do the minutes from last time?", "Jen, last week.") hands
 * the recap to the next speaker who says something substantial, the one reading them; and a recap's speaker who
 * picks it up again within {@link RESUME_WINDOW} sentences with a past item ("And we agreed journal club would
 * pause …", "And Marcus was going to get a quote …") is still recapping (session 17, bench/blind6).
 *
 * Spec: issue 15 (precision: recaps of the previous meeting's minutes are not this meeting's decisions).
 */
export class RecapTracker {
  readonly #cues;
  /** The cues are English ones, whose gates the word index ({@link WORD_BIT_RECAP}) stands for. */
  readonly #english: boolean;
  #speaker: string | null | undefined = undefined;
  /** Sentences left in which the next speaker takes over the recap (0: no call for the minutes pending). */
  #handover = 0;
  /** The speaker of the recap that ended last, and sentences left in which they may resume it. */
  #resumer: string | null | undefined = undefined;
  #resumeLeft = 0;

  /** @param language - base ISO 639-1 code; without cues nothing is a recap */
  constructor(language: string) {
    this.#cues = precisionCues[language];
    this.#english = this.#cues !== undefined && this.#cues === precisionCues.en;
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
    if (this.#resumeLeft > 0) this.#resumeLeft--;
    if (this.#speaker !== undefined && sentence.speaker !== this.#speaker) {
      if (sentence.words.length < INTERRUPTION_WORDS) return false;
      if (this.#handover > 0) this.#speaker = sentence.speaker;
      else this.#end();
      this.#handover = 0;
    } else if (this.#handover > 0) this.#handover--;
    // P223: an English sentence with no word of the recap gate's (or the handover's) literals is asked neither.
    const english = this.#english;
    if (
      (!english || mayHoldWords(sentence, WORD_BIT_RECAP)) &&
      (!this.#cues.mayRecap || this.#cues.mayRecap.test(normal)) &&
      this.#cues.recap.test(normal)
    ) {
      this.#start(sentence, normal);
      return true;
    }
    if (this.#speaker === undefined) {
      if (
        this.#cues.recapHandover &&
        (!english || mayHoldWords(sentence, WORD_BIT_RECAP_HANDOVER)) &&
        gatedTest(this.#cues.recapHandover, normal)
      ) {
        this.#start(sentence, normal);
        return true;
      }
      if (
        this.#resumeLeft > 0 &&
        sentence.speaker === this.#resumer &&
        this.#cues.recapResume?.test(normalizeForCues(sentence.raw.trim()))
      ) {
        this.#speaker = sentence.speaker;
        return true;
      }
      return false;
    }
    if (this.#cues.recapEnd.test(normal)) {
      this.#end();
      return true;
    }
    // A plain past item ("We agreed to trial the new ticket machines.") is still the recap, whatever "new" it names.
    if (this.#cues.recapExit.test(normal) && !this.#resumes(sentence)) {
      this.#end();
      return false;
    }
    return true;
  }

  /** Whether the sentence, as spoken, is a recap's plain past item ({@link PrecisionCues.recapResume}). */
  #resumes(sentence: TranscriptSentence): boolean {
    return this.#cues?.recapResume?.test(normalizeForCues(sentence.raw.trim())) === true;
  }

  /** A recap starts at this sentence; a call for the minutes that reads none itself hands it on. */
  #start(sentence: TranscriptSentence, normal: string): void {
    this.#speaker = sentence.speaker;
    this.#handover = this.#cues?.recapHandover?.test(normal) && !PAST_ITEM.test(normal) ? HANDOVER_WINDOW : 0;
  }

  /** The recap ends; its speaker may still pick it up again for a few sentences. */
  #end(): void {
    if (this.#speaker !== undefined) {
      this.#resumer = this.#speaker;
      this.#resumeLeft = RESUME_WINDOW;
    }
    this.#speaker = undefined;
    this.#handover = 0;
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
