import { stopwordsFor } from '../language/stopwords.js';
import { removeAnnotationMarks } from './annotation-marks.js';
import { asciiWordBounds, scanAsciiWords } from './ascii-word-bounds.js';
import { irregularSpace } from './irregular-space.js';

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
/**
 * A clause given up on a word that cannot end one, an article or a preposition, and said again from a new subject
 * (R261, issue 15 deliverable 3): "This is on a I found that …" → "I found that …", "On we've got the flip-screen" →
 * "We've got the flip-screen", "The you check all …" → "You check all …". The abandoned words go up to the subject: an
 * article ("a", "an", "the"; lower case after the first word, so "Plan A we …" stays) within the first four words
 * before "I / we / they / he / she / you", or a preposition as the first word before "I / we / they / he / she" ("for
 * you", "with you" are objects). The subject must be followed by another word. "How / what about we …" is a
 * suggestion and stays (only a first-word preposition is cut).
 */
const EN_DANGLING_ARTICLE =
  /^(?:(?:[Aa]|[Aa]n|[Tt]he)|(?:[\p{L}\p{N}'’-]+\s+){1,3}(?:a|an|the))\s+(?=(?:[Ii]|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Yy]ou)(?:['’][a-z]+)?\s+\p{L})/u;
const EN_DANGLING_PREPOSITION =
  /^(?:on|in|at|of|with|from|into|onto|by|for|to)\s+(?=(?:i|we|they|he|she)(?:['’][a-z]+)?\s+\p{L})/iu;

/** "I don't know" / "I dunno" said inside a phrase, not as its new start. */
const HEDGE_INSIDE = /^\S+\s+(?:don['’]t\s+know|dunno)\b/i;
/** A subordinator among the given-up words: the clause after it is not a main clause ("Before the she signed off …"). */
const SUBORDINATOR =
  /\b(?:before|after|when|whenever|if|unless|because|since|until|while|although|though|whether|once)\b/i;

/**
 * The unit without a clause given up on an article or preposition ({@link EN_DANGLING_ARTICLE},
 * {@link EN_DANGLING_PREPOSITION}); the leading markers the new start opens on go too ("We'll have a you know, have a
 * scribe" → "Have a scribe", "See the I mean the reason" → "The reason"). Only deletes words.
 */
function withoutDanglingStart(text: string): string {
  // Both patterns are anchored at the start and read at most five words: no gate over the whole sentence (issue 13).
  const dropped = EN_DANGLING_ARTICLE.exec(text) ?? EN_DANGLING_PREPOSITION.exec(text);
  if (dropped === null || SUBORDINATOR.test(dropped[0])) return text;
  // "we're using a I don't know, forty?": a hedge said inside the phrase, not a new start.
  if (HEDGE_INSIDE.test(text.slice(dropped[0].length))) return text;
  const rest = text.slice(dropped[0].length).replace(EN_LEADING_MARKERS, '');
  return LETTER_OR_DIGIT.test(rest) ? rest : text;
}
const EN_LEADING_MARKERS =
  /^(?:(?:okay|ok|so|well|right|alright|all right|yeah|yep|yes|and|but|oh|now|anyway|um|uh|like|i mean|you know|actually|basically|personally)(?:[\s,.!]+|$))+/iu;

/** Cheap supersets of the patterns above (plain ASCII, no look-behind): the costly pattern runs only when its gate matches. */
const MAY_FILLER = /\b(?:u+[hm]|e+r|a+h|h+m|m+[hm])/i;
/** A filler set off by commas on both sides: "the women need, um, day dresses" (E8). */
const EN_COMMA_FILLER = /,\s*(?:u+h*m+|u+h+|e+r+m+|e+r+|a+h+|h+m+)\s*,/giu;
/**
 * What opens a clause of its own after a filler or hedge set off by commas ("the return's, um, it's nearly done",
 * "Quarter to, actually, I need …"): a subject pronoun, with its contraction ("we're", "it's", "there's"). There one
 * comma stays; elsewhere the filler goes with both its commas ("need, um, day dresses" → "need day dresses").
 *
 * Spec: issue 15 (readable units: disfluencies removed).
 */
export const EN_CLAUSE_OPENER = /^\s*(?:i|we|you|he|she|they|there|it)(?:['’][a-z]+)?(?![\p{L}\p{N}'’-])/iu;

/** The commas around a removed filler: one when a clause of its own follows ({@link EN_CLAUSE_OPENER}), else none. */
function commaFiller(filler: string, at: number, whole: string): string {
  return EN_CLAUSE_OPENER.test(whole.slice(at + filler.length)) ? ', ' : ' ';
}
const MAY_PARENTHETICAL = /(?:you|i|sort|kind)\s+(?:know|mean|see|of)/i;
const MAY_LONE_LETTER = /(?:^|[^A-Za-z0-9'’.-])[b-hj-z]\s/;

/** Replacements of {@link replaceRepeats}: nothing, or the first group (`'$1'`). */
const none = (): string => '';
const firstGroup = (m: RegExpExecArray): string => m[1]!;

/** Leading punctuation (an opening quote mark stays with its quotation), and the characters it can start with. */
const LEADING_PUNCTUATION = /^(?:[\s,.;:!?-]|['"](?!\p{L}))+/u;
const LEADING_PUNCTUATION_START = /^[\s,.;:!?'"-]/;

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
 * Whether a non-ASCII character is punctuation, a symbol or a space with no case: Latin-1 punctuation and
 * symbols (U+0080–U+00BF but `ª º µ ² ³ ¹ ¼ ½ ¾`, which are letters or numbers) and general punctuation
 * (U+2000–U+206F: dashes, curly quotes, "…", spaces). Such characters only ever separate words, so the fast
 * ASCII scans may step over them.
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s).
 *
 * @param c - a UTF-16 code unit above 127
 * @returns `true` when it separates words in every tokeniser of this package
 */
function isPlainSeparator(c: number): boolean {
  if (c >= 0x2000) return c <= 0x206f;
  return (
    c <= 0xbf &&
    c !== 0xaa &&
    c !== 0xb2 &&
    c !== 0xb3 &&
    c !== 0xb5 &&
    c !== 0xb9 &&
    c !== 0xba &&
    c !== 0xbc &&
    c !== 0xbd &&
    c !== 0xbe
  );
}

/** {@link repeatGates} bits: some word followed by one that starts with it, the first word 1–2 characters long … */
const SHORT_PREFIX = 1;
/** … or 3+ characters long … */
const LONG_PREFIX = 2;
/** … a word said twice in a row, or a word pair said twice. */
const EXACT_REPEAT = 4;
/** Every gate open: the answer for a text the ASCII scan does not cover. */
const ALL_GATES = SHORT_PREFIX | LONG_PREFIX | EXACT_REPEAT;
/** The last text {@link repeatGates} looked at and its answer (a sentence is often unchanged between steps). */
let gatedText = '';
let gatedBits = 0;
/**
 * Whether the ASCII scan covered the last text: then the lists below hold every offset where each repetition
 * pattern may start a match in it (a superset), and the pattern is tried there only.
 */
let gatedPlain = false;
/** Starts of words followed by a word that begins with them, the first 1–2 characters long ({@link EN_FALSE_START}). */
const shortStarts: number[] = [];
/** … 3+ characters long ({@link EN_BROKEN_WORD}). */
const longStarts: number[] = [];
/** Starts of words said twice in a row ({@link REPEATED_WORD}). */
const wordStarts: number[] = [];
/** Starts of word pairs said twice in a row ({@link REPEATED_PAIR}). */
const pairStarts: number[] = [];
/**
 * Whether a text may hold a repetition, false start or broken word, as bits: some word followed by one that
 * starts with it ("our our", "u use", "somethin something"), split by the first word's length, and whether a
 * word or a word pair is said twice in a row. Words are runs of letters, digits and apostrophes, compared
 * without case. A scan without allocation of a text in ASCII and {@link isPlainSeparator} characters (dashes,
 * curly quotes, "…", "£"); any other text gets {@link mayRepeat}'s answer for every bit. Spares the back-referencing patterns on the many sentences without any.
 */
function repeatGates(text: string): number {
  if (text === gatedText) return gatedBits;
  shortStarts.length = 0;
  longStarts.length = 0;
  wordStarts.length = 0;
  pairStarts.length = 0;
  const words = scanAsciiWords(text, false, isPlainSeparator);
  if (words < 0) {
    gatedText = text;
    gatedPlain = false;
    gatedBits = mayRepeat(text) ? ALL_GATES : 0;
    return gatedBits;
  }
  const bounds = asciiWordBounds();
  let bits = 0;
  for (let w = 0; w + 1 < words; w++) {
    const a = bounds[2 * w]!;
    const aLength = bounds[2 * w + 1]! - a;
    const b = bounds[2 * w + 2]!;
    const bLength = bounds[2 * w + 3]! - b;
    if (aLength <= bLength && sameLetters(text, a, b, aLength)) {
      if (aLength === bLength) {
        bits |= EXACT_REPEAT;
        wordStarts.push(a);
      }
      if (aLength <= 2) {
        bits |= SHORT_PREFIX;
        shortStarts.push(a);
      } else {
        bits |= LONG_PREFIX;
        longStarts.push(a);
      }
    }
    if (w + 3 < words && aLength === bounds[2 * w + 5]! - bounds[2 * w + 4]!) {
      const c = bounds[2 * w + 6]!;
      if (
        sameLetters(text, a, bounds[2 * w + 4]!, aLength) &&
        bLength === bounds[2 * w + 7]! - c &&
        sameLetters(text, b, c, bLength)
      ) {
        bits |= EXACT_REPEAT | (aLength <= 2 ? SHORT_PREFIX : LONG_PREFIX);
        pairStarts.push(a);
      }
    }
  }
  gatedText = text;
  gatedPlain = true;
  gatedBits = bits;
  return bits;
}

/** The repetition patterns anchored (sticky), tried only where {@link repeatGates} says one may start. */
const FALSE_START_AT = new RegExp(EN_FALSE_START.source, 'uy');
const BROKEN_WORD_AT = new RegExp(EN_BROKEN_WORD.source, 'iuy');
const REPEATED_WORD_AT = new RegExp(REPEATED_WORD.source, 'iuy');
const REPEATED_PAIR_AT = new RegExp(REPEATED_PAIR.source, 'iuy');

/**
 * `text.replace(pattern, replace)` for one of the repetition patterns, the same string: on a text the ASCII scan
 * covers, every match of these patterns starts at a word start the scan listed (a match's first word is followed
 * by a word that begins with it, or is the same), so the anchored pattern is tried at those offsets only, left
 * to right, each after the previous match's end, as a global replace finds them; on any other text the global
 * pattern runs.
 *
 * @param text - the text
 * @param global - the pattern (`g` flag)
 * @param anchored - the same pattern with the `y` flag instead
 * @param starts - which of the scan's lists holds its possible starts
 * @param replace - the replacement of one match
 */
function replaceRepeats(
  text: string,
  global: RegExp,
  anchored: RegExp,
  starts: 'short' | 'long' | 'word' | 'pair',
  replace: (match: RegExpExecArray) => string,
): string {
  repeatGates(text);
  if (!gatedPlain) return text.replace(global, (...args) => replace(args as unknown as RegExpExecArray));
  const list =
    starts === 'short'
      ? shortStarts
      : starts === 'long'
        ? longStarts
        : starts === 'word'
          ? wordStarts
          : pairStarts;
  let out = '';
  let last = 0;
  let changed = false;
  for (let k = 0; k < list.length; k++) {
    const p = list[k]!;
    if (p < last) continue;
    anchored.lastIndex = p;
    const m = anchored.exec(text);
    if (m === null) continue;
    out += text.slice(last, p) + replace(m);
    last = p + m[0].length;
    changed = true;
  }
  return changed ? out + text.slice(last) : text;
}

/** Whether `text` has the same `length` ASCII characters at `a` and `b`, letters compared without case. */
function sameLetters(text: string, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) {
    let x = text.charCodeAt(a + k);
    let y = text.charCodeAt(b + k);
    if (x >= 65 && x <= 90) x += 32;
    if (y >= 65 && y <= 90) y += 32;
    if (x !== y) return false;
  }
  return true;
}

/**
 * Whether a text may hold a repetition, false start or broken word: some word followed by one that starts
 * with it ("our our", "u use", "somethin something"), or a word pair said twice. The gate for texts with
 * characters beyond ASCII.
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

/** A letter or a digit anywhere (built once, not per call: P106). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A word, one space (plain or no-break) and `: ; ! ?`: the French typography of the speaker's own text (E150). */
const SPACED_MARK = /[\p{L}\p{N}][ \u00a0\u202f][;:!?]/u;

/**
 * Removes disfluencies from one sentence so it can be scored and shown: transcription annotations
 * (`[Laughter.]`, `[Inaudible.]`, `[00:12:03]`, `{vocalsound}`; bracketed words such as `[the]` or `[Alice]` stay,
 * review U6), immediate repetitions of a word or a word pair
 * (`"our our project"` → `"our project"`), and for English also fillers (`um`, `uh`, `erm`,
 * `hmm`, `mm-hmm`; one set off by commas takes them with it, `"need, um, day dresses"` → `"need day dresses"`, but
 * leaves one before a clause of its own, `"the return's, um, it's done"` → `"the return's, it's done"`: E8), comma-bounded "you know" / "I mean", false starts (`"we r resume"` → `"we resume"`)
 * and leading discourse markers (`"Okay Right well this is"` → `"This is"`), and a start given up on an article or a
 * preposition before a new subject (`"This is on a I found that"` → `"I found that"`, `"On we've got"` → `"We've got"`:
 * R261, issue 15 deliverable 3).
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
  const english = language === 'en';
  let out = removeAnnotationMarks(text);
  if (english) {
    if (MAY_FILLER.test(out)) out = out.replace(EN_COMMA_FILLER, commaFiller).replace(EN_FILLERS, ' ');
    if (MAY_PARENTHETICAL.test(out)) out = out.replace(EN_PARENTHETICALS, ',');
  }
  // Each pattern runs only when its gate says it may match; the gates of the original order are kept
  // (what a pattern may match after an earlier step changed the text is gated on both texts).
  const repeats = repeatGates(out);
  if (english) {
    if (repeats & SHORT_PREFIX)
      out = replaceRepeats(dropOpeningFalseStart(out), EN_FALSE_START, FALSE_START_AT, 'short', none);
    if (MAY_LONE_LETTER.test(out)) out = out.replace(EN_LONE_LETTER, '');
    if ((repeats | repeatGates(out)) & LONG_PREFIX) {
      const stops = stopwordsFor(language);
      out = replaceRepeats(out, EN_BROKEN_WORD, BROKEN_WORD_AT, 'long', (m) =>
        stops.has(m[1]!.toLowerCase()) ? m[0] : '',
      );
    }
  }
  if ((repeats | repeatGates(out)) & EXACT_REPEAT) {
    out = replaceRepeats(out, REPEATED_PAIR, REPEATED_PAIR_AT, 'pair', firstGroup);
    out = replaceRepeats(out, REPEATED_WORD, REPEATED_WORD_AT, 'word', firstGroup);
  }
  if (irregularSpace(out, false)) out = out.replace(/\s+/g, ' ');
  // French typography sets a space before `: ; ! ?` ("Action : Amélie …"): a quote keeps the speaker's (E150); a space a
  // deleted word left before any mark goes.
  if (/\s[,.;:!?]/.test(out))
    out = SPACED_MARK.test(text)
      ? out.replace(/\s+([,.])/g, '$1').replace(/\s+(?=[;:!?])/g, ' ')
      : out.replace(/\s+([,.;:!?])/g, '$1');
  if (/[,;:]\s*[,;:]/.test(out)) out = out.replace(/([,;:])(?:\s*[,;:])+/g, '$1');
  out = out.trim();
  if (english)
    out = withoutDanglingStart(out.replace(EN_LEADING_MARKERS, '').replace(EN_RESTARTED_SUBJECT, ''));
  // Leading punctuation goes; an opening quote mark stays with its quotation.
  if (LEADING_PUNCTUATION_START.test(out)) out = out.replace(LEADING_PUNCTUATION, '').trim();
  if (!LETTER_OR_DIGIT.test(out)) return '';
  // Most sentences already open on a capital or a character without case: no new string for them.
  const first = out.charCodeAt(0);
  if (first < 128 && !(first >= 97 && first <= 122)) return out;
  return out.charAt(0).toUpperCase() + out.slice(1);
}
