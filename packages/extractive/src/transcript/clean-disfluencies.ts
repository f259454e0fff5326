import { stopwordsFor } from '../language/stopwords.js';

const BRACKET_MARKS = /\[[^\]\n]{0,40}\]|\{[^}\n]{0,40}\}/gu;
const EN_FILLERS =
  /(?<![\p{L}\p{N}'-])(?:u+h*m+|u+h+|e+r+m+|e+r+|a+h+|h+m+|m+h*m+|mm-hmm|mm-mm|uh-huh|um-hum|uh-uh)(?![\p{L}\p{N}'-])[,.]?/giu;
const REPEATED_WORD = /(?<![\p{L}\p{N}'])([\p{L}\p{N}]+(?:'[\p{L}]+)?)(?:[\s,]+\1)+(?![\p{L}\p{N}'])/giu;
const REPEATED_PAIR =
  /(?<![\p{L}\p{N}'])([\p{L}\p{N}]+(?:'[\p{L}]+)?\s+[\p{L}\p{N}]+(?:'[\p{L}]+)?)(?:[\s,]+\1)+(?![\p{L}\p{N}'])/giu;
/** Spoken hedges that carry nothing when set off by commas or at the start: "you know", "I mean". */
const EN_PARENTHETICALS =
  /(?:^|,\s*)(?:you\s+know|i\s+mean|you\s+see|sort\s+of|kind\s+of)(?:\s*,|(?=\s*[.!?]?$))/giu;
/**
 * A false start: a lower-case 1–2 letter non-word right before a word beginning with it ("we r resume", "u use",
 * "th the"). Case-sensitive: a capital letter is a name ("rev B boards", "plan A and").
 */
const EN_FALSE_START =
  /(?<![\p{L}\p{N}'])(?!(?:a|i|an|am|as|at|be|by|do|go|he|if|in|is|it|me|my|no|of|oh|on|or|so|to|up|us|we)\b)([a-z]{1,2})\s+(?=\1[a-z])/gu;
/** A word broken off and said again in full ("somethin something", "whi which"); stopwords are left alone ("the theme"). */
const EN_BROKEN_WORD = /(?<![\p{L}\p{N}'])([a-z]{3,})\s+(?=\1[a-z])/giu;
/** A lone letter that is not a word ("… is that l as you point out"). */
const EN_LONE_LETTER = /(?<![\p{L}\p{N}'’.-])(?![ai](?![\p{L}]))[b-hj-z](?=\s+[\p{L}])/gu;
/** A subject pronoun said and dropped for another at the start ("It I'll just say …", "We I think …"). */
const EN_RESTARTED_SUBJECT = /^(?:it|we|they|you)\s+(?=(?:i|we|you|they)(?:'[a-z]+)?\s)/i;
const EN_LEADING_MARKERS =
  /^(?:(?:okay|ok|so|well|right|alright|all right|yeah|yep|yes|and|but|oh|now|anyway|um|uh|like|i mean|you know|actually|basically|personally)(?:[\s,.!]+|$))+/iu;

/** Cheap supersets of the patterns above (plain ASCII, no look-behind): the costly pattern runs only when its gate matches. */
const MAY_FILLER = /\b(?:u+[hm]|e+r|a+h|h+m|m+[hm])/i;
const MAY_PARENTHETICAL = /(?:you|i|sort|kind)\s+(?:know|mean|see|of)/i;
const MAY_LONE_LETTER = /(?:^|[^A-Za-z0-9'’.-])[b-hj-z]\s/;

/** A false start opening the sentence, any case ("S so we start", "Th the idea"), but not a real word ("I", "A"). */
function dropOpeningFalseStart(text: string): string {
  const m = /^([A-Za-z]{1,2})\s+([A-Za-z]+)/.exec(text);
  if (!m) return text;
  const first = m[1]!.toLowerCase();
  const next = m[2]!.toLowerCase();
  if (next.length <= first.length || !next.startsWith(first) || OPENING_WORDS.has(first)) return text;
  return text.slice(m[1]!.length).trimStart();
}
const OPENING_WORDS = new Set(
  'a i an am as at be by do go he if in is it me my no of oh on or so to up us we ok hi'.split(' '),
);

/**
 * Whether a text may hold a repetition, false start or broken word: some word followed by one that starts
 * with it ("our our", "u use", "somethin something"), or a word pair said twice. A linear scan that spares
 * the back-referencing patterns on the many sentences without any.
 */
function mayRepeat(text: string): boolean {
  // Letters approximated by "ASCII letter or any non-ASCII character outside general punctuation": no
  // Unicode tables, and a gate only needs to say yes whenever the precise patterns could match.
  const words = text.toLowerCase().match(/[a-z0-9'\u00c0-\u1fff\u2070-\uffff]+/g);
  if (!words) return false;
  for (let i = 0; i + 1 < words.length; i++) {
    if (words[i + 1]!.startsWith(words[i]!)) return true;
    if (i + 3 < words.length && words[i] === words[i + 2] && words[i + 1] === words[i + 3]) return true;
  }
  return false;
}

/**
 * Removes disfluencies from one sentence so it can be scored and shown: bracketed marks
 * (`[Laughter.]`, `[Inaudible.]`, `{vocalsound}`), immediate repetitions of a word or a word pair
 * (`"our our project"` → `"our project"`), and for English also fillers (`um`, `uh`, `erm`,
 * `hmm`, `mm-hmm`), comma-bounded "you know" / "I mean", false starts (`"we r resume"` → `"we resume"`)
 * and leading discourse markers (`"Okay Right well this is"` → `"This is"`).
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
  const stops = stopwordsFor(language);
  let out = text.includes('[') || text.includes('{') ? text.replace(BRACKET_MARKS, ' ') : text;
  if (language === 'en') {
    if (MAY_FILLER.test(out)) out = out.replace(EN_FILLERS, ' ');
    if (MAY_PARENTHETICAL.test(out)) out = out.replace(EN_PARENTHETICALS, ',');
  }
  const repeats = mayRepeat(out);
  if (language === 'en') {
    if (repeats) out = dropOpeningFalseStart(out).replace(EN_FALSE_START, '');
    if (MAY_LONE_LETTER.test(out)) out = out.replace(EN_LONE_LETTER, '');
    if (repeats || mayRepeat(out))
      out = out.replace(EN_BROKEN_WORD, (whole, word: string) =>
        stops.has(word.toLowerCase()) ? whole : '',
      );
  }
  if (repeats || mayRepeat(out)) out = out.replace(REPEATED_PAIR, '$1').replace(REPEATED_WORD, '$1');
  if (/\s\s|[^\S ]/.test(out)) out = out.replace(/\s+/g, ' ');
  if (/\s[,.;:!?]/.test(out)) out = out.replace(/\s+([,.;:!?])/g, '$1');
  if (/[,;:]\s*[,;:]/.test(out)) out = out.replace(/([,;:])(?:\s*[,;:])+/g, '$1');
  out = out.trim();
  if (language === 'en') out = out.replace(EN_LEADING_MARKERS, '').replace(EN_RESTARTED_SUBJECT, '');
  // Leading punctuation goes; an opening quote mark stays with its quotation.
  out = out.replace(/^(?:[\s,.;:!?-]|['"](?!\p{L}))+/u, '').trim();
  if (!/[\p{L}\p{N}]/u.test(out)) return '';
  return out.charAt(0).toUpperCase() + out.slice(1);
}
