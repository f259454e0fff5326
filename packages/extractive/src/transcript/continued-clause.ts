import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { ALL_WORD_BITS } from '../cues/word-bits.js';
import { isCompleteSentence } from './is-complete-sentence.js';
import type { TranscriptSentence } from './transcript-sentence.js';

/** A pause mark a speaker's line may end on when they go on after another speaker's backchannel: comma, semicolon, dash. */
const TRAILING_PAUSE = /\s*[,;:–—-]+\s*$/;
/** How many other speakers' sentences that name nothing ("Mm-hmm.", "Yeah.", "Okay.") may stand before the speaker goes on. */
const MAX_BACKCHANNELS = 3;

/**
 * The clauses a speaker breaks off at a pause and goes on from after a backchannel, made whole (E89): "In the meantime,
 * the designer is gonna work on the look and feel," — "Mm-hmm." — "and the marketing expert on …". Such a sentence
 * ends on a comma (or semicolon, colon, dash), so {@link isCompleteSentence} held it a fragment and no cue read it,
 * though its clause is whole. It counts as `complete` when all of these hold: it is the last sentence of its line;
 * with its pause mark made a full stop it is a whole sentence ({@link isCompleteSentence}: it does not end on a
 * function word or a word cut off, nor open mid-thought); and its speaker's next sentence comes on a later line after
 * at least one and at most {@link MAX_BACKCHANNELS} sentences of other speakers that name nothing (no index terms). Its
 * `clean` and `normal` then end on a full stop instead of the pause mark (an item quoting it reads as a sentence);
 * `raw`, `ended`, `words` and `terms` stay as they are. English only.
 *
 * Read by the next-step extractor only (a hand-out or plan broken at a comma: "the designer is gonna work on …,"). The
 * decision cues are not given these sentences: on the real pool they took 4 such sentences, all wrong — proposals and
 * plans still being talked through ("so we can skip the display,", "we are gonna have this meeting in July,").
 *
 * Spec: issue 15 deliverables 2 and 3 (recall of next steps on real meetings; readable units: whole sentences).
 *
 * @param sentences - one batch's sentences in order (its carried context first); not changed
 * @param language - base ISO 639-1 code; other languages get `sentences` back
 * @returns `sentences` itself when no sentence is continued, else a copy with each continued sentence replaced by a
 *   complete one (same `index`, `line` and `speaker`)
 */
export function continuedClauses(
  sentences: readonly TranscriptSentence[],
  language: string,
): readonly TranscriptSentence[] {
  if (language !== 'en') return sentences;
  let out: TranscriptSentence[] | null = null;
  for (let k = 0; k < sentences.length; k++) {
    const sentence = sentences[k]!;
    if (sentence.complete || sentence.speaker === null || !TRAILING_PAUSE.test(sentence.clean)) continue;
    if (sentences[k + 1]?.line === sentence.line) continue;
    const whole = `${sentence.clean.replace(TRAILING_PAUSE, '')}.`;
    if (!isCompleteSentence(whole, language) || !goesOnAfterBackchannel(sentences, k)) continue;
    out ??= [...sentences];
    // Its words are the part's, not the whole's: every family bit set (P223's "every family is asked"), a number as in
    // every other sentence, not `undefined` (P270: an `undefined` there widened the field of every sentence's shape, and
    // the functions compiled for the number deoptimized on "wrong map").
    out[k] = {
      ...sentence,
      complete: true,
      clean: whole,
      normal: normalizeForCues(whole),
      wordBits: ALL_WORD_BITS,
    };
  }
  return out ?? sentences;
}

/** Whether the speaker of `sentences[k]` speaks again after 1–{@link MAX_BACKCHANNELS} other speakers' empty sentences. */
function goesOnAfterBackchannel(sentences: readonly TranscriptSentence[], k: number): boolean {
  const speaker = sentences[k]!.speaker;
  let heard = 0;
  for (let i = k + 1; i < sentences.length && heard <= MAX_BACKCHANNELS; i++) {
    const next = sentences[i]!;
    if (next.speaker === speaker) return heard > 0;
    if (next.terms.length > 0) return false;
    heard++;
  }
  return false;
}
