import { tokenize } from '../transcript/tokenize.js';

/**
 * Number of word tokens (letter or digit runs) in a text.
 *
 * Spec: issue #5 "Offline summarizer" (key points, decisions and next steps: length limits).
 *
 * @param text - any text
 * @returns the count of {@link tokenize} tokens
 */
export function wordCount(text: string): number {
  return tokenize(text).length;
}
