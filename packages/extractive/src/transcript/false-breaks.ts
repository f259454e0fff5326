import { stopwordsFor } from '../language/stopwords.js';

/**
 * Titles that stand before a name and never end a sentence ("Mr. Smith", "Dr. Müller", "Mme. Martin", "St. Louis"),
 * lower-case, without the period; in every language (a German transcript says "Mr." too).
 */
const TITLES = new Set(
  (
    'mr mrs ms mx dr prof st sr sra srta sres dra rev fr hr frl dipl ing mag mme mmes mlle mlles mgr ' +
    'sig sigg dott dhr mevr mw ir drs capt col gen lt sgt hon gov sen rep pres'
  ).split(' '),
);

/**
 * Abbreviations that may end a sentence but usually go on ("approx. 5 p.m.", "re. the casing", "by Fri. next
 * week", "ca. 5 Euro", "env. 10 euros"): a break after one is false when the next word is in lower case, a
 * number, or a capitalised word that is not a sentence opener. Common to all languages, then per language
 * (weekday and month short forms; "so."/"do." are German weekdays only).
 */
const GOES_ON: Readonly<Record<string, readonly string[]>> = {
  any: (
    'approx appr approx aprox ca circa cf vs etc incl excl est ref misc dept avg min max resp ' +
    'jan feb febr mar apr jun jul aug sep sept oct okt nov dec dez'
  ).split(' '),
  en: 're mon tue tues wed thu thur thurs fri sat sun'.split(' '),
  de: 'ggf evtl bzw usw vgl inkl zzgl bspw sog mind max mo di mi do fr sa so jän mär'.split(' '),
  fr: 'env cad lun mar mer jeu ven sam dim janv févr avr juil déc'.split(' '),
  es: 'aprox aprox etc lun mié jue vie sáb dom ene abr ago dic'.split(' '),
  it: 'ecc lun mer gio ven sab dom gen mag giu lug ago set ott dic'.split(' '),
  nl: 'bijv enz ong ca ma wo vr za zo mrt mei'.split(' '),
  pt: 'aprox seg qua qui sex sáb dom fev abr mai ago set out dez'.split(' '),
};

/** Abbreviations that stand before a number ("no. 5", "Nr. 3", "p. 12", "Art. 5"): a break after one is false before a digit. */
const BEFORE_NUMBER = new Set('no nos nr nrn num núm n p pp pg pág fig vol ch sec art abs tel'.split(' '));

/** Month names in the languages the engine reads (en, de, fr, es, it, nl, pt, cy), lower-case. */
const MONTH_NAMES = new Set(
  (
    'january february march april may june july august september october november december ' +
    'januar jänner februar märz mai juni juli oktober dezember ' +
    'janvier février mars avril juin juillet août septembre octobre novembre décembre ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre ' +
    'januari februari maart mei augustus ' +
    'janeiro fevereiro março maio junho julho setembro outubro novembro dezembro ' +
    'ionawr chwefror mawrth ebrill mehefin gorffennaf awst medi hydref tachwedd rhagfyr ' +
    'jan feb febr mar apr jun jul aug sep sept oct okt nov dec dez janv févr avr juil déc'
  ).split(' '),
);

/** Capitalised words that open a sentence though no stopword list has them ("Okay?", "Ja.", "Next topic."). */
const OPENERS = new Set(
  (
    'yes no yeah yep okay ok next fine good great thanks sure right well so then ' +
    'ja nein genau klar super prima danke gut okay alles ' +
    'oui non bon bien merci ensuite voilà alors ' +
    'sí vale bueno gracias sì bene grazie nee goed dank sim não bem obrigado'
  ).split(' '),
);

/** Patterns of {@link lastWord} and {@link isFalseBreak}, built once, not per call (P106). */
const LAST_WORD = /(?:^|\s)[("'„“«]*([^\s("'„“«]+)\.$/u;
const FIRST_TOKEN = /^[^\s]+/u;
const TRAILING_MARKS = /[^\p{L}\p{N}'’]+$/u;
const LOWER_START = /^\p{Ll}/u;
const DIGIT_START = /^\p{N}/u;
const UPPER_START = /^\p{Lu}/u;
const ONE_LETTER = /^\p{L}$/u;
const INITIAL_START = /^\p{L}\./u;
const ONE_CAPITAL = /^\p{Lu}$/u;
const DOTTED = /^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u;

/** The word a piece ends on before its final period ("approx" of "at approx."), or null when it ends otherwise. */
function lastWord(piece: string): string | null {
  const m = LAST_WORD.exec(piece.trimEnd());
  return m?.[1] ?? null;
}

/**
 * Whether a sentence break between `before` and `after` is false: `before` ends on an abbreviation, an initial or
 * (German, or before a month name) an ordinal number, and `after` goes on with what such a word stands before.
 */
function isFalseBreak(before: string, after: string, language: string): boolean {
  const word = lastWord(before);
  if (word === null) return false;
  const next = after.trimStart();
  const nextWord = (FIRST_TOKEN.exec(next)?.[0] ?? '').replace(TRAILING_MARKS, '');
  if (nextWord === '') return false;
  const lower = LOWER_START.test(next);
  const digit = DIGIT_START.test(next);
  const key = nextWord.toLowerCase();
  const capitalisedContent = UPPER_START.test(next) && !OPENERS.has(key) && !stopwordsFor(language).has(key);
  const token = word.toLowerCase();
  // A title stands before a name, not before a sentence opener ("… for 2 hr. Then we go").
  if (TITLES.has(token)) return lower || digit || capitalisedContent;
  // Initials and spaced abbreviations: "J. R. R. Tolkien", "M. Dupont", "z. B. morgen", "d. h.".
  if (ONE_LETTER.test(word)) {
    if (INITIAL_START.test(next)) return true;
    if (BEFORE_NUMBER.has(token) && digit) return true;
    return ONE_CAPITAL.test(word) && capitalisedContent;
  }
  // Dotted abbreviations ("p.m", "e.g", "i.e", "z.B", "d.h", "U.S") and listed ones.
  if (DOTTED.test(word) || GOES_ON.any?.includes(token) || GOES_ON[language]?.includes(token))
    return lower || digit || capitalisedContent;
  if (BEFORE_NUMBER.has(token)) return digit;
  // Ordinal numbers: "15. Mai", "3. Juni", German "der 3. Punkt" (English writes no ordinal period).
  if (/^\d{1,3}$/.test(word)) {
    if (language !== 'en' && MONTH_NAMES.has(key)) return true;
    return language === 'de' && (lower || capitalisedContent);
  }
  return false;
}

/**
 * Joins the sentences a splitter cut at a period that does not end one: after an abbreviation ("approx. 5 p.m.",
 * "re. the casing", "by Fri. next week", "ca. 5 Euro"), a title ("Mr. Smith", "Mme. Martin", "St. Louis"), an
 * initial ("J. R. R. Tolkien", "z. B."), a number before a month name ("15. Mai", "3. juin") and, in German, an
 * ordinal ("bis zum 3. Juni", "der 3. Punkt"). A break before a sentence opener (a stopword or "Okay", "Ja",
 * "Next" in capitals) is kept: "etc. Then …", "am 3. Okay?". Each joined sentence is the text between its
 * pieces as written (spaces kept), so every word stays on the cited line.
 *
 * Spec: review11 X15 (German ordinal dates), X17 (abbreviations: English, French titles); issue 15 (readable
 * units: whole sentences).
 *
 * @param text - the text the pieces were cut from
 * @param pieces - its sentences in order, each a substring of `text` (as `sbd` returns them)
 * @param language - base ISO 639-1 code (`"de"` also joins ordinals before any word but an opener)
 * @returns the sentences with false breaks joined; `pieces` as given when one is not found in `text`
 */
export function joinFalseBreaks(text: string, pieces: readonly string[], language: string): string[] {
  if (pieces.length < 2) return [...pieces];
  const spans: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const piece of pieces) {
    const start = text.indexOf(piece, cursor);
    if (start < 0) return [...pieces];
    spans.push({ start, end: start + piece.length });
    cursor = start + piece.length;
  }
  const out: string[] = [];
  let current = { ...spans[0]! };
  for (const span of spans.slice(1)) {
    const before = text.slice(current.start, current.end);
    if (isFalseBreak(before, text.slice(span.start, span.end), language)) current.end = span.end;
    else {
      out.push(before);
      current = { ...span };
    }
  }
  out.push(text.slice(current.start, current.end));
  return out;
}
