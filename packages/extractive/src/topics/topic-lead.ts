import { stopwordsFor } from '../language/stopwords.js';
import type { TermWeights } from '../rank/batch-terms.js';
import { termOf } from '../rank/sentence-terms.js';

/** Spoken words too general to name a topic. */
const GENERAL = new Set(
  'not need needs use used using try people thing things think want good going doing make way lot bit one two three four five six seven eight nine ten first second next last yeah okay kind sort mean stuff actually probably maybe really quite little different point time talk said say know see look able work well right sure course fine get got put take come give why when where what how which who whose whom whether upon'.split(
    ' ',
  ),
);
/**
 * Words that name no subject in a heading (E6): pronouns the stopword list misses ("she wants") and evaluative or
 * hedging words ("daft money", "nice smell", "vast majority", "nearly full", "big hit"); and the courtesies that open
 * and close a meeting or a presentation (E65: "Component concept, Market Expert, thank" — "thank you", "thanks",
 * "hello", "bye", "sorry", "please", "cheers", "welcome"). Amounts stay: "forty kilos", "eighteen pounds" are what a
 * topic settled.
 */
const NOT_A_SUBJECT = new Set(
  'she hers its us does did nice daft vast nearly big huge massive tiny silly stupid crazy brilliant lovely awful terrible great bad thank thanks bye goodbye hello hi hey sorry please cheers welcome'.split(
    ' ',
  ),
);
/**
 * Most labels in a lead (E212: two, was three; the third was the weakest label, often a word said twice in passing —
 * "Data collection, told, laugh" — and leads are read before their points).
 */
const MAX_LABELS = 2;
/**
 * A topic's phrase that the meeting's speakers share (`sharedPhrases`: three or more of them say it) weighs this much
 * more in its lead (E340): "Scroll wheel, voice recognition" over "Spongy feel, scroll wheel". Measured 1.5, 2 and 3
 * (three speakers; 1.25 to 4 with two), docs/offline-engine-key-point-ranking.md, session 44.
 */
const SHARED_PHRASE_WEIGHT = 2;
const NO_PHRASES: ReadonlySet<string> = new Set();

/**
 * The short lead of a topic: its most distinctive two-word phrases, then words when phrases run out, each
 * group by count in the topic times IDF over the batch (so words said everywhere, like "remote", rank low),
 * each said at least twice in the topic, shown in their most frequent spoken form, at most two, no word
 * twice. Phrases come first because they name a subject ("voice recognition", "tree preservation order"
 * as "tree preservation, preservation order" is avoided by the no-word-twice rule) where single words
 * ("recognition", "order") do not.
 *
 * Spec: issue 15 (the whole meeting: each topic with a short lead).
 *
 * @param texts - the topic's cleaned sentences, each as its `tokenize` tokens
 * @param language - base ISO 639-1 code
 * @param idf - IDF of each term (stemmed form) over the batch
 * @param spoken - the same sentences as said (cleaned, case kept): a word the speakers capitalise inside a sentence is
 *   shown so ("Sport England", "DBS checks", "LCD panel", not "Sport england", "Dbs checks"; E7); default: none
 * @param lowered - optional, one per `spoken`: a lower-case form of it holding each of its ASCII letter runs lower-cased
 *   (a sentence's `normal`); a sentence whose form holds none of the lead's words is not scanned for their capitals
 *   (issue 13, K3: the same lead, fewer scans)
 * @param shared - the meeting's shared phrases (`sharedPhrases`, E340: said by three or more speakers), lower case; a
 *   phrase of the topic among them weighs {@link SHARED_PHRASE_WEIGHT} times; default none
 * @returns e.g. `"Corporate colour, previous products"`; `""` when nothing recurs
 */
export function topicLead(
  texts: readonly (readonly string[])[],
  language: string,
  idf: TermWeights,
  spoken: readonly string[] = [],
  lowered?: readonly string[],
  shared: ReadonlySet<string> = NO_PHRASES,
): string {
  const stops = stopwordsFor(language);
  // One entry per term and per pair of terms (nested maps: no key string built per word; issue 13).
  const words = new Map<string, Entry>();
  const pairs = new Map<string, Map<string, Entry>>();
  // Indexed loops, and the maps read with forEach (P120: an iterator result per token and per entry).
  for (let k = 0; k < texts.length; k++) {
    const tokens = texts[k]!;
    let previousTerm: string | null = null;
    let previousForm = '';
    for (let w = 0; w < tokens.length; w++) {
      const token = tokens[w]!;
      const term = leadTermOf(token, language, stops);
      if (term === null) {
        previousTerm = null;
        continue;
      }
      let single = words.get(term);
      if (single === undefined) {
        single = newEntry(term, null);
        words.set(term, single);
      }
      bump(single, token, null);
      if (previousTerm !== null && previousTerm !== term) {
        const first = previousTerm;
        let after = pairs.get(first);
        if (after === undefined) {
          after = new Map();
          pairs.set(first, after);
        }
        let pair = after.get(term);
        if (pair === undefined) {
          pair = newEntry(first, term);
          after.set(term, pair);
        }
        bump(pair, previousForm, token);
      }
      previousTerm = term;
      previousForm = token;
    }
  }
  // The words, then the pairs, said twice or more (P120: every entry was spread into one array first; most are said
  // once), in the maps' order: the sort below keeps it among equals.
  const recurring: Entry[] = [];
  const keep = (e: Entry): void => {
    if (e.count >= 2) recurring.push(e);
  };
  words.forEach(keep);
  pairs.forEach((after) => {
    after.forEach(keep);
  });
  const scored = recurring
    .map((e) => ({ e, form: bestForm(e) }))
    .filter(({ form }) => namesAThing(form))
    .map(({ e, form }) => {
      const idfA = idf.get(e.termA) ?? 1;
      const idfMean = e.termB === null ? idfA : (idfA + (idf.get(e.termB) ?? 1)) / 2;
      // E340: a phrase three or more speakers say is the group's name for the subject, not one speaker's jargon.
      const weight = e.termB !== null && shared.has(form) ? SHARED_PHRASE_WEIGHT : 1;
      return { e, form, phrase: e.termB === null ? 0 : 1, score: e.count * idfMean * weight };
    })
    .sort((a, b) => b.phrase - a.phrase || b.score - a.score || a.form.localeCompare(b.form));
  const used = new Set<string>();
  const labels: string[] = [];
  for (const { e, form } of scored) {
    if (labels.length >= MAX_LABELS) break;
    if (used.has(e.termA) || (e.termB !== null && used.has(e.termB))) continue;
    used.add(e.termA);
    if (e.termB !== null) used.add(e.termB);
    labels.push(form);
  }
  const cased = casedForms(spoken, new Set(labels.flatMap((label) => label.split(' '))), lowered);
  const lead = labels
    .map((label) =>
      label
        .split(' ')
        .map((word) => cased.get(word) ?? word)
        .join(' '),
    )
    .join(', ');
  return lead.charAt(0).toUpperCase() + lead.slice(1);
}

/** Tokens already read by {@link leadTermOf} and their terms (one language at a time); emptied when this full. */
const LEAD_TERMS_LIMIT = 100_000;
const leadTerms = new Map<string, string | null>();
let leadTermsLanguage = '';

/**
 * The term a token counts as in a lead, or `null` for one that names nothing (under three characters, a stopword, a
 * general word, a number, not a subject); remembered per token (P126: four set look-ups and the stem's map look-up
 * for every word of every topic before, one look-up now; tokens are the vocabulary's shared strings).
 */
function leadTermOf(token: string, language: string, stops: ReadonlySet<string>): string | null {
  if (language !== leadTermsLanguage) {
    leadTerms.clear();
    leadTermsLanguage = language;
  }
  let term = leadTerms.get(token);
  if (term === undefined) {
    if (leadTerms.size >= LEAD_TERMS_LIMIT) leadTerms.clear();
    term =
      token.length < 3 ||
      stops.has(token) ||
      GENERAL.has(token) ||
      isNumber(token) ||
      (language === 'en' && NOT_A_SUBJECT.has(token))
        ? null
        : termOf(token, language);
    leadTerms.set(token, term);
  }
  return term;
}

/**
 * The written form of each of `wanted` (lower-case words) that the speakers capitalise inside a sentence (not as its
 * first word) in most of its uses there: lower-case word → that form ("england" → "England", "dbs" → "DBS", "ipod" →
 * "iPod"). Words said in lower case as often as not are left out. Only `wanted` is counted (a lead's few words), so
 * this stays a cheap pass over the topic (issue 13).
 */
function casedForms(
  spoken: readonly string[],
  wanted: ReadonlySet<string>,
  lowered?: readonly string[],
): Map<string, string> {
  const forms = new Map<string, Map<string, number>>();
  if (wanted.size === 0) return new Map();
  const count = (word: string): void => {
    const lower = word.toLowerCase();
    if (!wanted.has(lower)) return;
    let seen = forms.get(lower);
    if (seen === undefined) {
      seen = new Map();
      forms.set(lower, seen);
    }
    seen.set(word, (seen.get(word) ?? 0) + 1);
  };
  // Plain text: its letter runs found by hand, a string made only for a run as long as a wanted word (issue 13:
  // every word of the topic was a new string before).
  const lengths = new Set([...wanted].map((w) => w.length));
  const wantedWords = [...wanted];
  for (let k = 0; k < spoken.length; k++) {
    const sentence = spoken[k]!;
    if (!ASCII.test(sentence)) {
      const words = sentence.match(/[\p{L}\p{M}]+/gu) ?? [];
      for (let i = 1; i < words.length; i++) count(words[i]!);
      continue;
    }
    // A letter run counted is a wanted word once lower-cased, so its lower-case form holds that word (K3).
    const low = lowered?.[k];
    if (low !== undefined && !wantedWords.some((w) => low.includes(w))) continue;
    let run = 0;
    for (let at = 0; at <= sentence.length; ) {
      if (!isAsciiLetter(sentence.charCodeAt(at))) {
        at++;
        continue;
      }
      const start = at;
      while (isAsciiLetter(sentence.charCodeAt(at))) at++;
      if (run++ > 0 && lengths.has(at - start)) count(sentence.slice(start, at));
    }
  }
  const out = new Map<string, string>();
  for (const [lower, seen] of forms) {
    let total = 0;
    let best = '';
    let bestCount = 0;
    for (const [form, count] of seen) {
      total += count;
      if (form !== lower && (count > bestCount || (count === bestCount && form < best))) {
        best = form;
        bestCount = count;
      }
    }
    if (bestCount * 2 > total) out.set(lower, best);
  }
  return out;
}

/** `[A-Za-z]` (`NaN`, past the end, is none). */
function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Text of ASCII characters and general punctuation only (U+2000–U+206F): letter runs need no Unicode tables. */
const ASCII = /^[\u0000-\u007f\u2000-\u206f]*$/;

/**
 * A lead label being counted: how often it was said, in which spoken forms, and its terms. Most labels are said
 * once, or always in one form: that form is kept as its word (or word pair) and counted by `count`; a map of the
 * forms, as strings, is made only when a second form is said (issue 13: a string and a map per word pair before).
 */
interface Entry {
  count: number;
  /** The first form said (its first word), while `forms` is null. */
  formA: string;
  /** The first form's second word (a pair), or null (a word). */
  formB: string | null;
  /** Every form said and how often, once two forms are; else null. */
  forms: Map<string, number> | null;
  /** The label's term (a word), or its first term (a pair). */
  termA: string;
  /** A pair's second term, or null (a word). P120: the terms were an array per entry. */
  termB: string | null;
}

function newEntry(termA: string, termB: string | null): Entry {
  return { count: 0, formA: '', formB: null, forms: null, termA, termB };
}

const formText = (a: string, b: string | null): string => (b === null ? a : `${a} ${b}`);

/** Counts one more saying of `e` in the form `a` (a word) or `a b` (a pair). */
function bump(e: Entry, a: string, b: string | null): void {
  e.count++;
  if (e.forms === null) {
    if (e.count === 1) {
      e.formA = a;
      e.formB = b;
      return;
    }
    if (e.formA === a && e.formB === b) return;
    e.forms = new Map([[formText(e.formA, e.formB), e.count - 1]]);
  }
  const form = formText(a, b);
  e.forms.set(form, (e.forms.get(form) ?? 0) + 1);
}

/** Whether a token (a letter run or a digit run) is a number. */
function isNumber(token: string): boolean {
  const c = token.charCodeAt(0);
  if (c < 128) return c >= 48 && c <= 57;
  return /^\p{N}+$/u.test(token);
}

/** The form of `e` said most often; of those said equally often, the first in code-unit order. */
function bestForm(e: Entry): string {
  if (e.forms === null) return formText(e.formA, e.formB);
  const forms = e.forms;
  let best = '';
  let bestCount = -1;
  for (const [form, count] of forms) {
    if (count > bestCount || (count === bestCount && form < best)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

/** Words that end a phrase without naming anything: adverbs and particles ("mentioned earlier", "touched upon"). */
const NOT_A_HEAD = new Set(
  'earlier later already again too also though anyway upon about before after ago first then yet still ever never off down up out on in over away back broken done gone seen known'.split(
    ' ',
  ),
);

/**
 * Words that open a phrase without saying which thing it is (E227): "particular band", "total number", "whole group",
 * "specific sponginess", "general functions" are said in passing about anything; the topic's next phrase names it
 * ("posterior probabilities", "Italian digits"). Not "real" or "main": "Real Reaction" is a company, "main device" a
 * part.
 */
const NOT_A_MODIFIER = new Set(
  'particular certain total whole general specific various entire overall actual similar same other basic given'.split(
    ' ',
  ),
);

/**
 * Whether a lead label (a word or a two-word phrase) can name a subject: English noun phrases end on their head noun, so one ending on
 * a past participle, an -ly adverb or a particle ("already touched", "mentioned earlier", "written down", "turn off") is not
 * a lead, nor one opening on a word that only says "some such" ({@link NOT_A_MODIFIER}: "particular band", E227).
 */
function namesAThing(phrase: string): boolean {
  const space = phrase.indexOf(' ');
  if (space > 0 && NOT_A_MODIFIER.has(phrase.slice(0, space).toLowerCase())) return false;
  const last = phrase.slice(phrase.lastIndexOf(' ') + 1);
  return (
    !NOT_A_HEAD.has(last) &&
    !(last.length > 4 && /[^e]ed$/.test(last)) &&
    !/(?:ally|ously|ively|ently|antly|ately|fully|lessly|ingly|edly|ably|ibly)$/.test(last)
  );
}
