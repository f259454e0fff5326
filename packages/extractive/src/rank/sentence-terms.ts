import { stemmer } from 'stemmer';
import { stopwordsFor } from '../language/stopwords.js';
import { tokenize } from '../transcript/tokenize.js';

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
    terms.push(language === 'en' ? stemmer(token) : token);
  }
  return terms;
}
