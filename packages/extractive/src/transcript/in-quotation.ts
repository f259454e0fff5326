import type { TranscriptSentence } from './transcript-sentence.js';

/** A double quotation mark, straight or curly: what opens and closes a quotation in a transcript turn. */
const QUOTE_MARK = /["\u201c\u201d]/g;

/**
 * Whether the words at `at` of `text` (a sentence's `normal` form) are inside a quotation still open there (E103):
 * counted over the quotation marks of the same speaker's earlier sentences on the sentence's line and those of `text`
 * before `at` — an odd count is an open quotation ('Once I thought "oh, now I have these better models. I'll
 * re-generate my alignments."', 'the message says "contact me and I'll give you a password", which …'). A speaker
 * quoting someone or their own past thought reports words; they are no commitment of this meeting.
 *
 * Spec: issue 15 deliverable 2 (precision: decisions and next steps about the work, not reported speech).
 *
 * @param sentences - the transcript's sentences (each `index` its position here)
 * @param sentence - the sentence holding the cue
 * @param text - the sentence's text the cue was found in (`normal`)
 * @param at - where the cue starts in `text`
 * @returns `true` when the cue sits inside an open quotation
 */
export function inQuotation(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  text: string,
  at: number,
): boolean {
  let marks = text.slice(0, at).match(QUOTE_MARK)?.length ?? 0;
  for (let i = sentence.index - 1; i >= 0; i--) {
    const previous = sentences[i];
    if (!previous || previous.line !== sentence.line || previous.speaker !== sentence.speaker) break;
    marks += previous.raw.match(QUOTE_MARK)?.length ?? 0;
  }
  return marks % 2 === 1;
}
