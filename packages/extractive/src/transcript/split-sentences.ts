import { isBlankText, isJsSpace } from '@ma/core';
import sbd from 'sbd';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { wordsAndTerms } from '../rank/sentence-terms.js';
import { cleanDisfluencies } from './clean-disfluencies.js';
import { joinFalseBreaks } from './false-breaks.js';
import { isCompleteSentence } from './is-complete-sentence.js';
import { endsSentence, isPunctuated } from './is-punctuated.js';
import type { TranscriptSegment } from './transcript-segment.js';
import type { TranscriptSentence } from './transcript-sentence.js';

/** Words and terms of a sentence left empty by cleaning (shared: sentences never change them). */
const NO_WORDS: { words: string[]; terms: string[]; bits: number } = { words: [], terms: [], bits: 0 };
/** More than one sentence may be in the text: a sentence mark followed by more words. */
const MAYBE_SEVERAL = /[.!?…]["')\]]*\s+\S/u;
/**
 * A restart inside a spoken sentence: a capitalised sentence-opening word right after a lower-case word
 * with no punctuation between ("… money we had to s Um just want to …", "… what does it say Uh something").
 */
const EN_RESTART =
  /(?<=[\p{Ll}\p{N}'])\s+(?=(?:Um|Uh|So|And|But|Then|The|It|It's|That|That's|This|We|We're|We'll|You|Okay|Well|Yeah|Now|Oh|What|How|Because|If|Just|Anyway|Right|Alright|Actually|Basically)\b)/gu;
/** A cheap superset of {@link EN_RESTART} (no look-behind, no Unicode tables): the split runs only when it matches. */
const MAY_RESTART =
  /\s(?:Um|Uh|So|And|But|Then|The|It|That|This|We|You|Okay|Well|Yeah|Now|Oh|What|How|Because|If|Just|Anyway|Right|Alright|Actually|Basically)\b/;

/**
 * Splits one segment into sentences: `sbd` (abbreviation aware: `"Dr. Jones"`, `"e.g."`, `"12.50"` do not
 * end a sentence) when the text may hold more than one, with the breaks it makes at abbreviations, titles,
 * initials and ordinal dates it does not know joined again ({@link joinFalseBreaks}: "approx. 5 p.m.",
 * "Mme. Martin", "bis zum 15. Mai"), then, for English, at spoken restarts (a
 * capitalised opener after a lower-case word with no punctuation between). Each sentence is cleaned with
 * {@link cleanDisfluencies} and marked complete or not ({@link isCompleteSentence}), and ended or not (complete,
 * and in a punctuated transcript also ending on a sentence mark, so not broken off, and not opening on a
 * lower-case word that continues an earlier sentence, "from the basic technology point of view …").
 *
 * Spec: issue #5 "Offline summarizer" (sentences are the units ranked and matched); issue 15 (readable
 * units: whole sentences, no mid-thought fragments); issue 13 (linear time: one segment at a time).
 *
 * @param segment - one parsed transcript segment
 * @param language - base ISO 639-1 code
 * @param firstIndex - `index` of the first sentence produced
 * @param punctuated - whether the transcript is punctuated ({@link isPunctuated}), default `false`
 * @returns the segment's sentences in order, indexes consecutive from `firstIndex`
 */
export function segmentSentences(
  segment: TranscriptSegment,
  language: string,
  firstIndex: number,
  punctuated = false,
): TranscriptSentence[] {
  const out: TranscriptSentence[] = [];
  appendSegmentSentences(out, segment, language, punctuated);
  if (firstIndex !== 0) for (const s of out) s.index += firstIndex;
  return out;
}

/**
 * {@link segmentSentences} of `segment`, pushed onto `into` (P116): `index` goes on from `into.length`. A batch is
 * built sentence by sentence, with no array per segment, per piece and per unit (most segments are one sentence,
 * and each was an array of one spread into the batch: about 5 % of the sentence stage's allocation).
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; less garbage per sentence); issue #5 "Offline summarizer".
 *
 * @param into - the sentences so far (the batch), appended to
 * @param segment - one parsed transcript segment
 * @param language - base ISO 639-1 code
 * @param punctuated - whether the transcript is punctuated ({@link isPunctuated})
 */
export function appendSegmentSentences(
  into: TranscriptSentence[],
  segment: TranscriptSegment,
  language: string,
  punctuated: boolean,
): void {
  const first = into.length;
  const text = segment.text;
  if (MAYBE_SEVERAL.test(text)) {
    const pieces = joinFalseBreaks(
      text,
      sbd.sentences(text, { newline_boundaries: false, sanitize: false }),
      language,
    );
    for (const piece of pieces) appendPiece(into, first, segment, piece, language, punctuated);
  } else appendPiece(into, first, segment, text, language, punctuated);
  let segmentWords = 0;
  for (let k = first; k < into.length; k++) segmentWords += into[k]!.words.length;
  for (let k = first; k < into.length; k++) into[k]!.segmentWords = segmentWords;
}

/** The sentences of one piece of a segment (split at English restarts, then into bounded units), onto `into`. */
function appendPiece(
  into: TranscriptSentence[],
  first: number,
  segment: TranscriptSegment,
  piece: string,
  language: string,
  punctuated: boolean,
): void {
  if (language === 'en' && MAY_RESTART.test(piece))
    for (const unit of piece.split(EN_RESTART)) appendUnit(into, first, segment, unit, language, punctuated);
  else appendUnit(into, first, segment, piece, language, punctuated);
}

/** The sentences of one unit ({@link boundedUnits}), onto `into`. */
function appendUnit(
  into: TranscriptSentence[],
  first: number,
  segment: TranscriptSegment,
  unit: string,
  language: string,
  punctuated: boolean,
): void {
  if (unit.length < 2 * MAX_UNIT_WORDS + 1) appendPart(into, first, segment, unit, language, punctuated);
  else for (const part of boundedUnits(unit)) appendPart(into, first, segment, part, language, punctuated);
}

/** One sentence, unless it is blank, onto `into`. */
function appendPart(
  into: TranscriptSentence[],
  first: number,
  segment: TranscriptSegment,
  part: string,
  language: string,
  punctuated: boolean,
): void {
  const raw = part.trim();
  // Invisible characters alone (zero-width space, soft hyphen, BOM, bidi marks) are not speech (X11).
  if (isBlankText(raw)) return;
  const { clean, normal, complete, words, terms, wordBits } = unitFields(raw, language);
  into.push({
    index: into.length,
    speaker: segment.speaker,
    line: segment.line,
    raw,
    clean,
    normal,
    complete,
    ended: complete && (!punctuated || isWholeSpoken(raw)),
    inSegment: into.length - first,
    words,
    terms,
    wordBits,
    segmentWords: 0,
  });
}

/** What the sentence stage makes of a unit's text, a function of the text and the language alone. */
interface UnitFields {
  clean: string;
  normal: string;
  complete: boolean;
  words: string[];
  terms: string[];
  wordBits: number;
}

/**
 * Units of at most this many characters are remembered ({@link unitFields}): the short turns a meeting says over and
 * over ("Yeah.", "Okay.", "Mm-hmm.", "Yeah, exactly."; in five real AMI and ICSI meetings 22 % of all sentences repeat
 * an earlier one of the same meeting, every one of them this short), not the longer sentences that rarely repeat.
 */
const SHORT_UNIT_CHARS = 24;
/** Distinct short units remembered; the memo is emptied when it is full (bounded memory whatever the length). */
const UNIT_MEMO_LIMIT = 4096;
const unitMemo = new Map<string, UnitFields>();
let unitMemoLanguage = '';

/**
 * A unit's cleaned text ({@link cleanDisfluencies}), cue form ({@link normalizeForCues}), completeness
 * ({@link isCompleteSentence}), words and terms ({@link wordsAndTerms}); for a short unit seen before, the result
 * worked out then (P103: each is a pure function of the text and the language, so the sentence is the same; its `words`
 * and `terms` arrays are shared, as sentences never change them).
 */
function unitFields(raw: string, language: string): UnitFields {
  if (raw.length > SHORT_UNIT_CHARS) return workOutUnit(raw, language);
  if (language !== unitMemoLanguage) {
    unitMemo.clear();
    unitMemoLanguage = language;
  }
  let fields = unitMemo.get(raw);
  if (fields === undefined) {
    if (unitMemo.size >= UNIT_MEMO_LIMIT) unitMemo.clear();
    fields = workOutUnit(raw, language);
    unitMemo.set(raw, fields);
  }
  return fields;
}

/** {@link unitFields} worked out. */
function workOutUnit(raw: string, language: string): UnitFields {
  const clean = cleanDisfluencies(raw, language);
  const { words, terms, bits } = clean === '' ? NO_WORDS : wordsAndTerms(clean, language);
  return {
    clean,
    normal: normalizeForCues(clean),
    complete: isCompleteSentence(clean, language),
    words,
    terms,
    wordBits: bits,
  };
}

/** A unit longer than this many words is not a sentence but unpunctuated speech (raw captions). */
const MAX_UNIT_WORDS = 80;
/** Words per unit cut from such speech. */
const UNIT_WINDOW_WORDS = 40;

/**
 * `text` as units of at most {@link MAX_UNIT_WORDS} words: itself, or, when longer (speech-to-text
 * without punctuation, where one unit was a whole turn), consecutive windows of
 * {@link UNIT_WINDOW_WORDS} words, so that no key point, decision or next step quotes a whole turn
 * and the work per unit stays bounded (review M8: a 5 MB one-line transcript gave 4.8 MB bullets).
 */
function boundedUnits(text: string): string[] {
  // More than MAX_UNIT_WORDS words need that many non-space characters and a space between each two: most
  // sentences are shorter than that, and need no split into words (issue 13: an array per sentence).
  if (text.length < 2 * MAX_UNIT_WORDS + 1) return [text];
  // P124: counted first, split only when over: most units this long are still sentences (the split made an array and
  // a string per word of each: 0.5 % of the CPU on generated transcripts).
  if (wordCount(text, MAX_UNIT_WORDS + 1) <= MAX_UNIT_WORDS) return [text];
  const words = text.trim().split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += UNIT_WINDOW_WORDS)
    out.push(words.slice(i, i + UNIT_WINDOW_WORDS).join(' '));
  return out;
}

/**
 * How many words `text.trim().split(/\s+/)` gives (a blank text one), counting no further than `limit`: the runs of
 * characters other than white space (`\s`: core's {@link isJsSpace}).
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s).
 *
 * @param text - any text
 * @param limit - the count stops here (≥ 1)
 * @returns `min(limit, words)`
 */
export function wordCount(text: string, limit: number): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    if (isJsSpace(text.charCodeAt(i))) inWord = false;
    else if (!inWord) {
      inWord = true;
      if (++words >= limit) return limit;
    }
  }
  return Math.max(1, words);
}

/**
 * Splits segments into sentences with {@link segmentSentences}. A sentence never spans two lines, so every
 * sentence keeps its segment's line.
 *
 * Spec: issue #5 "Offline summarizer" (sentences are the units ranked as key points and matched against
 * cue patterns).
 *
 * @param segments - parsed transcript segments, in order
 * @param language - ISO 639-1 code used for cleaning (fillers are removed for `"en"` only)
 * @returns sentences in transcript order, `index` 0-based and consecutive
 */
export function splitSentences(
  segments: readonly TranscriptSegment[],
  language: string,
): TranscriptSentence[] {
  const out: TranscriptSentence[] = [];
  const punctuated = isPunctuated(segments.map((s) => s.text));
  for (const segment of segments) appendSegmentSentences(out, segment, language, punctuated);
  return out;
}

/** Words a sentence may open on in lower case without continuing an earlier one (fillers, markers, "i"). */
const LOWER_OPENERS =
  /^(?:um+|uh+|er+m*|ah+|hmm+|mm+(?:-hmm)?|uh-huh|okay|ok|so|and|but|or|well|yeah|yep|yes|no|oh|right|now|i|i'm|i'll|i've|i'd|like|anyway|then|also|just|actually)\b/u;

/** What a sentence opens on before its first letter or digit (built once, not per call: P106). */
const NO_WORD_START = /^[^\p{L}\p{N}]+/u;
/** A lower-case first letter. */
const LOWER_START = /^\p{Ll}/u;

/**
 * Ends on a sentence mark, does not open on a lower-case word that continues an earlier sentence, and holds no
 * quotation or bracket left open or closed without its other half.
 */
function isWholeSpoken(raw: string): boolean {
  if (!endsSentence(raw)) return false;
  // Counted in one pass, no match arrays (issue 13: this runs for every complete sentence of a punctuated transcript).
  let quotes = 0;
  let opened = 0;
  let closed = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x22) quotes++;
    else if (c === 0x201c || c === 0x28) opened++;
    else if (c === 0x201d || c === 0x29) closed++;
  }
  // A quotation cut in two by the sentence splitter ("Gonna see you tomorrow", "guh see you tomorrow". That …).
  if (quotes % 2 === 1) return false;
  if (opened !== closed) return false;
  const first = raw.charCodeAt(0);
  const plainStart =
    (first >= 0x30 && first <= 0x39) || (first >= 0x41 && first <= 0x5a) || (first >= 0x61 && first <= 0x7a);
  const opening = plainStart ? raw : raw.replace(NO_WORD_START, '');
  return !LOWER_START.test(opening) || LOWER_OPENERS.test(opening);
}
