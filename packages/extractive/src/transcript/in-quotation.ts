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
  const marks = countMarks(text.slice(0, at)) + marksBefore(sentences, sentence);
  return marks % 2 === 1;
}

/**
 * Per batch of sentences, the quotation marks of the same speaker's earlier sentences on the same line, by sentence
 * index (filled on demand): one look back per run of sentences, so a line of many cue sentences (an unbroken monologue
 * export) costs linear, not quadratic, time (L520).
 */
const runMarksByBatch = new WeakMap<readonly TranscriptSentence[], number[]>();

/** Quotation marks in `text`. */
function countMarks(text: string): number {
  return text.match(QUOTE_MARK)?.length ?? 0;
}

/**
 * Quotation marks of the sentences before `sentence` in its run: the unbroken stretch of `sentences` before it with its
 * line and speaker.
 */
function marksBefore(sentences: readonly TranscriptSentence[], sentence: TranscriptSentence): number {
  let known = runMarksByBatch.get(sentences);
  if (!known) {
    known = [];
    runMarksByBatch.set(sentences, known);
  }
  const sameRun = (i: number): boolean => {
    const previous = sentences[i];
    return previous !== undefined && previous.line === sentence.line && previous.speaker === sentence.speaker;
  };
  // Walk back to the run's start or to a sentence whose count is known, then fill forward.
  let start = sentence.index;
  while (start > 0 && known[start] === undefined && sameRun(start - 1)) start--;
  let marks = known[start] ?? 0;
  known[start] = marks;
  for (let i = start + 1; i <= sentence.index; i++) {
    marks += countMarks(sentences[i - 1]?.raw ?? '');
    known[i] = marks;
  }
  return marks;
}
