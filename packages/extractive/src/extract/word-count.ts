import { tokenize } from '../transcript/tokenize.js';

/**
 * Number of word tokens (letter or digit runs) in a text.
 *
 * @param text - any text
 * @returns the count of {@link tokenize} tokens
 */
export function wordCount(text: string): number {
  return tokenize(text).length;
}
