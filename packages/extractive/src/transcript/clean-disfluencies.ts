const BRACKET_MARKS = /\[[^\]\n]{0,40}\]|\{[^}\n]{0,40}\}/gu;
const EN_FILLERS =
  /(?<![\p{L}\p{N}'-])(?:u+h*m+|u+h+|e+r+m+|e+r+|a+h+|h+m+|m+h*m+|mm-hmm|mm-mm|uh-huh|um-hum|uh-uh)(?![\p{L}\p{N}'-])[,.]?/giu;
const REPEATED_WORD = /(?<![\p{L}\p{N}'])([\p{L}\p{N}]+(?:'[\p{L}]+)?)(?:[\s,]+\1)+(?![\p{L}\p{N}'])/giu;
const REPEATED_PAIR =
  /(?<![\p{L}\p{N}'])([\p{L}\p{N}]+(?:'[\p{L}]+)?\s+[\p{L}\p{N}]+(?:'[\p{L}]+)?)(?:[\s,]+\1)+(?![\p{L}\p{N}'])/giu;
const EN_LEADING_MARKERS =
  /^(?:(?:okay|ok|so|well|right|alright|all right|yeah|yep|yes|and|but|oh|now|anyway|um|uh)(?:[\s,.!]+|$))+/iu;

/**
 * Removes disfluencies from one sentence so it can be scored and shown: bracketed marks
 * (`[Laughter.]`, `[Inaudible.]`, `{vocalsound}`), immediate repetitions of a word or a word pair
 * (`"our our project"` → `"our project"`), and for English also fillers (`um`, `uh`, `erm`,
 * `hmm`, `mm-hmm`) and leading discourse markers (`"Okay Right well this is"` → `"This is"`).
 *
 * Only deletes words: every word of the result appears, in order, in the input, so a cleaned
 * key point still matches its cited transcript line.
 *
 * Spec: issue #5 "Offline summarizer" (key points, decisions and next steps shown without spoken
 * disfluencies).
 *
 * @param text - one sentence as spoken
 * @param language - ISO 639-1 code; filler and marker removal apply only to `"en"`
 * @returns the cleaned sentence, whitespace normalised, first letter upper-cased; `""` when nothing is left
 */
export function cleanDisfluencies(text: string, language = 'en'): string {
  let out = text.replace(BRACKET_MARKS, ' ');
  if (language === 'en') out = out.replace(EN_FILLERS, ' ');
  out = out.replace(REPEATED_PAIR, '$1').replace(REPEATED_WORD, '$1');
  out = out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .trim();
  if (language === 'en') out = out.replace(EN_LEADING_MARKERS, '');
  out = out.replace(/^[\s,.;:!?'"-]+/u, '').trim();
  if (!/[\p{L}\p{N}]/u.test(out)) return '';
  return out.charAt(0).toUpperCase() + out.slice(1);
}
