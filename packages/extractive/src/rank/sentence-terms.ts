import { stemmer } from 'stemmer';
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
  const stops = stopwordsFor(language);
  const terms: string[] = [];
  for (const token of tokenize(text)) {
    if (token.length < 2 || /^\p{N}+$/u.test(token) || stops.has(token)) continue;
    terms.push(termOf(token, language));
  }
  return terms;
}
