import { stemmer } from 'stemmer';
import { ALL_WORD_BITS, wordBitsOf } from '../cues/word-bits.js';
import { stopwordsFor } from '../language/stopwords.js';
import { tokenize } from '../transcript/tokenize.js';

/** Stems already computed (spoken vocabularies are small); cleared when it grows past this. */
const STEM_CACHE_LIMIT = 100_000;
const stems = new Map<string, string>();

/**
 * The index term of one token: Porter-stemmed (`stemmer` package) for English, else the token itself.
 * Memoised, so a long transcript stems each distinct word once.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); issue 13 (offline engine
 * linear in time).
 *
 * @param token - a lower-case token
 * @param language - base ISO 639-1 code
 * @returns the term
 */
export function termOf(token: string, language: string): string {
  if (language !== 'en') return token;
  let stem = stems.get(token);
  if (stem === undefined) {
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stem = stemmer(token);
    stems.set(token, stem);
  }
  return stem;
}

/**
 * The index terms of a sentence for TF-IDF: {@link tokenize} tokens minus the language's stopwords,
 * numbers and one-letter tokens, Porter-stemmed (`stemmer` package) for English only.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param text - a cleaned sentence
 * @param language - base ISO 639-1 code
 * @returns terms in order (duplicates kept, they count as term frequency)
 */
export function sentenceTerms(text: string, language: string): string[] {
  return termsOfWords(tokenize(text), language);
}

/**
 * {@link sentenceTerms} of a text already split into {@link tokenize} tokens (so a sentence is tokenised once).
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s); issue #5 "Offline summarizer".
 *
 * @param words - lower-case tokens in order
 * @param language - base ISO 639-1 code
 * @returns terms in order (duplicates kept)
 */
export function termsOfWords(words: readonly string[], language: string): string[] {
  const stops = language === lastLanguage ? lastStops : stopwordsFor(language);
  lastLanguage = language;
  lastStops = stops;
  const terms: string[] = [];
  for (const token of words) {
    if (token.length < 2 || stops.has(token) || isDigits(token)) continue;
    terms.push(termOf(token, language));
  }
  return terms;
}

/** The language of the last {@link termsOfWords} call and its stopwords (one lookup per language, not per sentence). */
let lastLanguage = '';
let lastStops: ReadonlySet<string> = new Set();

/** Whether a token is all digits (tokens are letter runs or digit runs, so the first character decides). */
function isDigits(token: string): boolean {
  const c = token.charCodeAt(0);
  if (c < 128) return c >= 48 && c <= 57;
  return /^\p{N}+$/u.test(token);
}

/** A word of the spoken vocabulary: its one shared string and its index term (`null`: not a term). */
interface VocabularyEntry {
  word: string;
  term: string | null;
  /** The word's family bits ({@link wordBitsOf}, P223), worked out once. */
  bits: number;
}

/** Words seen (one language at a time); cleared when it grows past {@link STEM_CACHE_LIMIT}. */
const vocabulary = new Map<string, VocabularyEntry>();
let vocabularyLanguage = '';

/**
 * The same vocabulary for plain text, found from a token's characters where they stand in the sentence: an
 * open-addressing table of entry numbers (`-1` empty) by a hash of the lower-cased characters, so a word already
 * seen costs no new string, no string hash and no map look-up. Twice {@link STEM_CACHE_LIMIT} slots, cleared
 * with the vocabulary.
 */
const SLOT_BITS = 18;
const slots = new Int32Array(1 << SLOT_BITS).fill(-1);
const slotEntries: VocabularyEntry[] = [];
const slotHashes: number[] = [];

/** The vocabulary entry of a token (a lower-case word), made on first sight. */
function entryOf(token: string, language: string): VocabularyEntry {
  let entry = vocabulary.get(token);
  if (entry === undefined) {
    const stops = stopwordsFor(language);
    const term = token.length < 2 || stops.has(token) || isDigits(token) ? null : termOf(token, language);
    entry = { word: token, term, bits: wordBitsOf(token) };
    vocabulary.set(token, entry);
  }
  return entry;
}

/** Whether `word` is `text[start, start + word.length)` lower-cased (ASCII letters and digits). */
function sameToken(word: string, text: string, start: number): boolean {
  for (let k = 0; k < word.length; k++) {
    let c = text.charCodeAt(start + k);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * The {@link tokenize} tokens of a sentence and its index terms ({@link termsOfWords}) in one pass. Each
 * token is the vocabulary's one shared string for that word, so a long transcript keeps one copy of every
 * word instead of one per occurrence (less memory held per batch, less for the garbage collector to copy).
 * Plain text (ASCII and general punctuation, `tokenize`'s fast path: runs of letters or of digits) is scanned
 * by hand and each word found in the vocabulary from its characters ({@link slots}); other text is tokenised
 * with `tokenize`.
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s, bounded memory); issue #5 "Offline
 * summarizer".
 *
 * @param text - a cleaned sentence
 * @param language - base ISO 639-1 code
 * @returns `words` as {@link tokenize} gives them, `terms` as {@link termsOfWords} gives them, and `bits` the OR of
 *   the words' family bits ({@link wordBitsOf}; every bit for text beyond plain, P223)
 */
export function wordsAndTerms(
  text: string,
  language: string,
): { words: string[]; terms: string[]; bits: number } {
  if (language !== vocabularyLanguage || vocabulary.size >= STEM_CACHE_LIMIT) {
    vocabulary.clear();
    slots.fill(-1);
    slotEntries.length = 0;
    slotHashes.length = 0;
    vocabularyLanguage = language;
  }
  // P274: one pass. Plain text (ASCII and U+2000-U+206F) was first tested with a pattern over the whole sentence, then
  // scanned again; now the scan itself meets the first character beyond plain (it can only stand between words: letters
  // and digits are ASCII here) and hands the sentence to the Unicode path from there.
  const terms: string[] = [];
  let bits = 0;
  const words: string[] = [];
  const n = text.length;
  const mask = (1 << SLOT_BITS) - 1;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    if (!letter && !(c >= 48 && c <= 57)) {
      if (c > 127 && (c < 0x2000 || c > 0x206f)) return beyondPlain(text, language);
      i++;
      continue;
    }
    // A run of letters or a run of digits, hashed lower-cased (FNV-1a).
    const start = i;
    let hash = 0x811c9dc5;
    do {
      if (c >= 65 && c <= 90) c += 32;
      hash = Math.imul(hash ^ c, 16777619);
      i++;
      if (i >= n) break;
      c = text.charCodeAt(i);
    } while (letter ? (c >= 97 && c <= 122) || (c >= 65 && c <= 90) : c >= 48 && c <= 57);
    const length = i - start;
    let slot = hash & mask;
    let entry: VocabularyEntry | undefined;
    for (let at = slots[slot]!; at !== -1; at = slots[slot]!) {
      const candidate = slotEntries[at]!;
      if (
        slotHashes[at] === hash &&
        candidate.word.length === length &&
        sameToken(candidate.word, text, start)
      ) {
        entry = candidate;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (entry === undefined) {
      entry = entryOf(text.slice(start, i).toLowerCase(), language);
      slots[slot] = slotEntries.length;
      slotEntries.push(entry);
      slotHashes.push(hash);
    }
    words.push(entry.word);
    bits |= entry.bits;
    if (entry.term !== null) terms.push(entry.term);
  }
  return { words, terms, bits };
}

/**
 * {@link wordsAndTerms} of a text with a character beyond ASCII and general punctuation: {@link tokenize}'s Unicode
 * tokens, each the vocabulary's shared string, and every family bit (beyond plain text a word may be a longer run
 * around a literal's letters, P223).
 */
function beyondPlain(text: string, language: string): { words: string[]; terms: string[]; bits: number } {
  const terms: string[] = [];
  const words = tokenize(text);
  for (let i = 0; i < words.length; i++) {
    const entry = entryOf(words[i]!, language);
    words[i] = entry.word;
    if (entry.term !== null) terms.push(entry.term);
  }
  return { words, terms, bits: ALL_WORD_BITS };
}
