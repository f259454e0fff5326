import { stemmer } from 'stemmer';
import { tokenize } from '../transcript/tokenize.js';

/**
 * ROUGE tokens: lower-case `\p{L}+|\p{N}+` runs, optionally Porter-stemmed (`stemmer` package).
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure); docs/contracts.md, @ma/extractive (`rouge`).
 *
 * @param text - any text
 * @param stem - apply the Porter stemmer (English), default false
 * @returns tokens in order
 */
export function rougeTokens(text: string, stem = false): string[] {
  const tokens = tokenize(text);
  return stem ? tokens.map((t) => stemmer(t)) : tokens;
}
