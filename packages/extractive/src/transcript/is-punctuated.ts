/** A sentence mark at the end of a text, closing quotes and brackets allowed after it. */
const ENDS_SENTENCE = /[.!?…。！？]["'”’)\]]*\s*$/u;
/** Turns of at least this many words say whether a transcript is punctuated (short ones like "Okay" often are not). */
const MIN_WORDS = 4;
/** Share of such turns ending on a sentence mark above which the transcript counts as punctuated. */
const MIN_SHARE = 0.5;

/**
 * Whether a text ends on a sentence mark (`.`, `!`, `?`, `…`, CJK marks), closing quotes or brackets allowed after it.
 *
 * Spec: issue 15 (readable units: whole sentences, no fragment).
 *
 * @param text - a sentence or turn as spoken
 * @returns `true` for `"We'll go with rubber."`, `false` for `"Is installing a new remote control something that people"`
 */
export function endsSentence(text: string): boolean {
  return ENDS_SENTENCE.test(text);
}

/**
 * Whether a transcript is punctuated: most turns of four words or more end on a sentence mark. In a punctuated
 * transcript a sentence without a closing mark was broken off (the speaker was interrupted or trailed off), and a
 * sentence opening on a lower-case word continues an earlier one; in an unpunctuated one (raw captions) neither says
 * anything.
 *
 * Spec: issue 15 (readable units: whole sentences, no fragment that starts mid-thought).
 *
 * @param texts - turns as spoken (e.g. the first batch of a transcript)
 * @returns `true` when more than half of the turns of 4+ words end on a sentence mark; `false` when there are none
 */
export function isPunctuated(texts: Iterable<string>): boolean {
  let long = 0;
  let ended = 0;
  for (const text of texts) {
    if (text.split(/\s+/, MIN_WORDS + 1).filter((w) => w !== '').length < MIN_WORDS) continue;
    long++;
    if (endsSentence(text)) ended++;
  }
  return long > 0 && ended / long > MIN_SHARE;
}
