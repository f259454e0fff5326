import { tokenize } from '../transcript/tokenize.js';
import { stopwordLanguages, stopwordsFor } from './stopwords.js';

/** Languages considered by detection, most likely first (ties go to the earlier one). */
const CANDIDATES = ['en', 'de', 'fr', 'cy', 'es', 'it', 'nl', 'pt'] as const;

/**
 * Crude language guess by stopword coverage: the language whose stopword list covers the largest
 * share of the first 5,000 tokens, if that share is at least 25 %.
 *
 * Spec: issue #5 "Offline summarizer" (key-point ranking and cue patterns per language; other languages
 * degrade to key points only).
 *
 * @param text - any text
 * @returns an ISO 639-1 code (`"en"`, `"de"`, `"fr"`, `"cy"`, ...), or `"und"` (undetermined)
 *   for empty text or text no list covers well
 */
export function detectLanguage(text: string): string {
  const tokens = tokenize(text).slice(0, 5000);
  if (tokens.length === 0) return 'und';
  let best = 'und';
  let bestShare = 0.25;
  for (const code of CANDIDATES) {
    if (!stopwordLanguages.includes(code)) continue;
    const stops = stopwordsFor(code);
    const share = tokens.filter((t) => stops.has(t)).length / tokens.length;
    if (share > bestShare) {
      best = code;
      bestShare = share;
    }
  }
  return best;
}
