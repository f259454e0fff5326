import { withoutBrokenI, withoutRepeatedPhrases } from './without-repeated-phrases.js';

/**
 * Words a spoken restart opens on and opens on again ("we just we'll go", "what it actually what requirements",
 * "then it then I'm gonna"): subject pronouns, wh-words, "then", "there". Not "that"/"this" ("I think that the thing that
 * matters" is no restart) nor connectives.
 */
const OPENERS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'it',
  'what',
  'where',
  'how',
  'why',
  'who',
  'then',
  'there',
]);
/**
 * A word between the two starts that makes the first one a clause of its own, not an abandoned start: a connective or
 * subordinator ("we should go and we should …", "it rains before it …"), "to" ("we want to make sure we …"), or a verb
 * of saying or thinking ("I know I said", "we said we would", "I think I'll").
 */
const KEEPS_FIRST = new Set(
  (
    'and or but nor because cause so if when while before after until unless since as than that which who whom whose ' +
    'where whether though although to know knew think thought said say says mean meant guess hope hoped believe feel ' +
    'felt suppose reckon wish want wanted need needed decided agreed heard hear see saw found realised realized ' +
    'remember forgot promised asked expect expected assume understand bet doubt figure imagine told tell tells what how ' +
    'why'
  ).split(' '),
);
/** Words that add nothing when left between a contracted start and its restart ("it's, it's", "we'll just we'll"). */
const FILLERS = new Set([
  'just',
  'actually',
  'really',
  'like',
  'sort',
  'kind',
  'of',
  'um',
  'uh',
  'well',
  'basically',
  'you',
  'know',
  'i',
  'mean',
]);
/**
 * Words that do not make a clause when said alone between a start and its restart, closed by a comma (F106): adverbs
 * and other words a speaker hangs on a start before giving it up ("it still, it requires …", "we now, we …"). Any other
 * word of three letters or more is the verb of a clause said whole ("you buy, you get one", "we monitor, we receive
 * forecasts", "when it falls, it must not burst", "if I may, I think …").
 */
const NOT_A_CLAUSE = new Set(
  'still now then also even only always never ever already yet too so but and just really actually again um uh er erm hmm mm yeah yes no okay ok oh well right sorry'.split(
    ' ',
  ),
);
/** Pronouns that are objects as often as subjects: a start only at a clause's start ("hold it for two seconds it'll" is none). */
const OBJECT_FORMS = new Set(['it', 'you']);
/** What may stand before such a pronoun when it opens a clause (besides the text's start and a comma). */
const CLAUSE_START = new Set(
  'and but or so then because cause that if when think guess mean know said say well like um uh okay yeah just actually'.split(
    ' ',
  ),
);
/** Wh-words: one said and at once replaced by another is a restart too ("what which he believes"). */
const WH = new Set(['what', 'which', 'who', 'where', 'how', 'why', 'when']);
/** At most this many words between a start and its restart. */
const MAX_ABANDONED = 4;

/** The word without a contraction, lower case: "We'll" → "we", "I'm" → "i", "what's" → "what". */
function root(word: string): string {
  const lower = word.toLowerCase();
  // Most words hold no apostrophe: no pattern runs for them (issue 13).
  if (!lower.includes("'") && !lower.includes('\u2019')) return lower;
  return lower.replace(/[\u2019]/g, "'").replace(/'(?:ll|re|ve|d|m|s)$/, '');
}

/**
 * A quoted item without its spoken restarts (E33): a start said, abandoned within a few words and said again is
 * dropped up to the restart — "I think we include mute, but apart from that I think we just we'll go for the
 * simpleness" → "… we'll go for the simpleness", "what it actually what requirements it has to fulfil" → "what
 * requirements it has to fulfil", "Then we run it through then it then I'm gonna edit it" → "Then I'm gonna edit it".
 * A start is abandoned when the same opener (a subject pronoun, a wh-word, "then", "there"; contracted or not) comes
 * again within {@link MAX_ABANDONED} words with no sentence mark, connective, "to", wh-word or verb of saying/thinking
 * between ("I know I said" and "we should go and we should" stay); "it"/"you" start only where a clause can ("if you
 * hold it for two seconds it'll …" and "show you what you're doing" stay); after a contracted start ("it's red it's …") only fillers may
 * stand between. A phrase said twice in a row is said once ({@link withoutRepeatedPhrases}, E163), a broken-off lower-case "i" goes
 * ({@link withoutBrokenI}, E164). Words are only
 * deleted (every quoted word stays on the cited line); repeated until none is left.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed); hand audit of session 19.
 *
 * @param text - a cleaned sentence or clause
 * @returns the text without restarts, first letter upper-cased when the start was cut; `text` itself when none
 */
export function withoutRestarts(text: string): string {
  // E163: a phrase said twice is said once first, in every section's text (a filler or a broken-off word taken out
  // after the sentence was cleaned can leave one: "if it's fou if it's four").
  // E164: so is a lower-case "i" broken off before the word it started ("the last i item").
  let out = withoutRepeatedPhrases(withoutBrokenI(text));
  for (let pass = 0; pass < 8; pass++) {
    // P112: most sentences (and most texts once cut) have no opener said twice: no word list is built for them.
    if (!mayRestart(out)) break;
    const next = dropFirstRestart(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The openers and wh-words, numbered for {@link mayRestart}'s counts. */
const ROOTS = [...new Set([...OPENERS, ...WH])];
const ROOT_NUMBER = new Map(ROOTS.map((word, k) => [word, k]));
/** Per root of {@link ROOT_NUMBER}: how often {@link mayRestart} has seen it in the text (reset on each call). */
const rootCounts = new Uint8Array(ROOT_NUMBER.size);
/** The longest opener or wh-word with a contraction after it ("where'll", "there's"): longer words are neither. */
const LONGEST_ROOTED = 8;
/**
 * P121: by character code, whether a word opening on it may be an opener or a wh-word: their first letters in both
 * cases (a word's {@link root} keeps its first character, lower-cased). Any other word is neither, and no string is
 * built for it.
 */
const MAY_ROOT = new Uint8Array(128);
for (const word of ROOTS) {
  MAY_ROOT[word.charCodeAt(0)] = 1;
  MAY_ROOT[word.toUpperCase().charCodeAt(0)] = 1;
}

/**
 * Whether {@link dropFirstRestart} may find a restart in `text`: some opener (by its {@link root}) said twice, or a
 * wh-word opener right before another wh-word (the two ways it cuts), else it returns `text` unchanged. A scan by
 * character codes of the words as {@link dropFirstRestart} reads them (runs of letters, digits, apostrophes and
 * hyphens) that builds a string only for a word short enough to be an opener; a text with any other character beyond
 * ASCII (a letter of another script or with an accent is a word character there) is answered `true`.
 *
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s: the restarts were looked for with a list of every word's match of
 * every sentence read as spoken, and of every quoted item).
 *
 * @param text - a sentence or clause
 * @returns `false` only when {@link dropFirstRestart} would return `text` itself
 */
export function mayRestart(text: string): boolean {
  rootCounts.fill(0);
  let previousWh = false;
  let start = -1;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    if (c >= 128 && c !== 0x2019) return true;
    const inWord =
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 48 && c <= 57) ||
      c === 39 ||
      c === 45 ||
      c === 0x2019;
    if (inWord) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    const length = i - start;
    const number =
      length <= LONGEST_ROOTED && MAY_ROOT[text.charCodeAt(start)] === 1
        ? ROOT_NUMBER.get(root(text.slice(start, i)))
        : undefined;
    start = -1;
    if (number === undefined) {
      previousWh = false;
      continue;
    }
    const rooted = ROOTS[number]!;
    if (previousWh && WH.has(rooted)) return true;
    if (OPENERS.has(rooted) && ++rootCounts[number]! >= 2) return true;
    previousWh = OPENERS.has(rooted) && WH.has(rooted);
  }
  return false;
}

/** Words that open a noun phrase: one in the abandoned span makes a subject pronoun after it a relative clause. */
const DETERMINERS = new Set(
  'the a an this these those my our your their his her its some any every each all'.split(' '),
);

/**
 * E296: whether the second start `words[j]` of opener `opener` (first said at `words[i]`) stands where a phrase can
 * start again, so that the words between are abandoned: "it"/"you" only where a clause can start (after a comma, a
 * {@link CLAUSE_START} word, a filler, an opener or a broken-off letter: "so it means I can spell it out" has no restart),
 * and a subject pronoun not right after a noun phrase the span opened ("whether we are seeing the improvements we
 * need" is a relative clause). A restart repeats the start of a phrase at once; a short word said twice far apart in
 * one sentence is none.
 */
function restartsAt(text: string, words: RegExpMatchArray[], i: number, j: number, opener: string): boolean {
  const previous = words[j - 1]![0].toLowerCase();
  // A single letter is a word broken off before the restart ("you could s you could put").
  if (
    j === i + 1 ||
    FILLERS.has(previous) ||
    OPENERS.has(root(previous)) ||
    (previous.length === 1 && previous !== 'a')
  )
    return true;
  // The phrase said again ("it kinda feels it feels"), or its next word broken off first ("when you th you think").
  const next = words[j + 1]?.[0].toLowerCase();
  if (next !== undefined) {
    for (let k = i + 1; k < j; k++) {
      const w = words[k]![0].toLowerCase();
      // F106: two clauses said alike ("we do this we do that", "if we don't have a LCD we don't have a menu"): the
      // words after the restart repeat the start's first word, and the start went on to an object of its own.
      if (w === next && k === i + 1 && parallelClause(words, i, j)) return false;
      if (w === next || (k === j - 1 && w.length <= 3 && next.startsWith(w))) return true;
    }
  }
  if (OBJECT_FORMS.has(opener)) {
    const gap = text.slice(words[j - 1]!.index! + previous.length, words[j]!.index);
    if (!gap.includes(',') && !CLAUSE_START.has(previous)) return false;
  }
  if (!WH.has(opener) && opener !== 'then' && opener !== 'there') {
    for (let k = i + 1; k < j - 1; k++) if (DETERMINERS.has(words[k]![0].toLowerCase())) return false;
  }
  return true;
}

/**
 * F106: whether the one word said between a start and its restart (`said`, lower case) is a clause of its own: closed
 * by a comma (`gap`: from that word to the restart), three letters or more, no adverb or filler
 * ({@link NOT_A_CLAUSE}, {@link FILLERS}, a word in -ly), and not broken off before the word said after the restart
 * ("when you th, you think").
 */
function clauseOfOneWord(said: string, restart: string, next: string | undefined, gap: string): boolean {
  if (!gap.includes(',') || said.length < 3 || said.endsWith('ly')) return false;
  if (NOT_A_CLAUSE.has(said) || FILLERS.has(said) || said === restart) return false;
  return next === undefined || !next.startsWith(said) || next === said;
}

/** Objects that end a clause ("do this", "have a LCD"): with them, a start is a clause said whole (F106). */
const OBJECTS = new Set([...DETERMINERS, 'it', 'them', 'him', 'her', 'us', 'me']);

/**
 * F106: whether a comma stands after word `from` (at or before the restart `words[j]`) with words said after it that are
 * not all fillers: "if we use a scroll, then we have" is two clauses; "it might be, uh it might be" is a restart.
 */
function closedByComma(text: string, words: RegExpMatchArray[], from: number, j: number): boolean {
  const comma = text.lastIndexOf(',', words[j]!.index! - 1);
  if (comma < words[from]!.index!) return false;
  const after = words.slice(from, j).filter((w) => w.index! > comma);
  return after.length === 0 || !after.every((w) => FILLERS.has(w[0].toLowerCase()));
}

/** Object pronouns that end a clause whole ("do this", "do that"), unlike an article left hanging ("there is a"). */
const CLOSING_OBJECTS = new Set(['this', 'that', 'these', 'those', 'it', 'them', 'him', 'her', 'us', 'me']);

/**
 * F106: whether the start `words[i]` went on to a clause of its own before the same opener came again at `words[j]`:
 * the span holds an object word ({@link OBJECTS}) after its first word, and ends on a word said whole — an object
 * pronoun or a word of three letters or more that is no article, filler or broken-off start ("we do this we do that",
 * "if we don't have a LCD we don't have a menu"; not "there is a there is one", "I have the mo mi I have", "we can
 * pass my, uh we can pass").
 */
function parallelClause(words: RegExpMatchArray[], i: number, j: number): boolean {
  const last = words[j - 1]![0].toLowerCase();
  if (
    !CLOSING_OBJECTS.has(last) &&
    (last.length < 3 || DETERMINERS.has(last) || FILLERS.has(last) || NOT_A_CLAUSE.has(last))
  )
    return false;
  for (let k = i + 2; k < j; k++) if (OBJECTS.has(words[k]![0].toLowerCase())) return true;
  return false;
}

/**
 * One step of {@link withoutRestarts}: the first restart dropped (see there), or `text` itself when there is none.
 * Exported for the test of {@link mayRestart}.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 *
 * @param text - a sentence or clause
 * @returns the text without its first restart, first letter upper-cased when the start was cut
 */
export function dropFirstRestart(text: string): string {
  const words = [...text.matchAll(/[\p{L}\p{N}'\u2019-]+/gu)];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]![0];
    const opener = root(first);
    if (!OPENERS.has(opener)) continue;
    const contracted = opener !== first.toLowerCase();
    // "what which he believes" → "which he believes": one wh-word given up for another at once.
    const after = words[i + 1];
    if (
      after &&
      WH.has(opener) &&
      WH.has(root(after[0])) &&
      root(after[0]) !== opener &&
      /^\s+$/.test(text.slice(words[i]!.index + first.length, after.index))
    ) {
      const start = words[i]!.index;
      const tail = text.slice(after.index);
      return start === 0 ? tail.charAt(0).toUpperCase() + tail.slice(1) : text.slice(0, start) + tail;
    }
    if (OBJECT_FORMS.has(opener) && i > 0) {
      const gap = text.slice(words[i - 1]!.index + words[i - 1]![0].length, words[i]!.index);
      if (!gap.includes(',') && !CLAUSE_START.has(words[i - 1]![0].toLowerCase())) continue;
    }
    for (let j = i + 1; j <= Math.min(words.length - 1, i + MAX_ABANDONED + 1); j++) {
      const word = words[j]!;
      const between = text.slice(words[i]!.index + first.length, word.index);
      if (/[.!?;:]/.test(between)) break;
      const lower = word[0].toLowerCase();
      if (root(word[0]) === opener && (j > i + 1 || lower !== first.toLowerCase())) {
        const span = words.slice(i + 1, j).map((w) => w[0].toLowerCase());
        if (contracted && !span.every((w) => FILLERS.has(w))) break;
        // E139, E296: two words or more closed by a comma are a clause said whole ("anything that we didn't ask, we
        // will …", "we look at standards, we look at …", "if you did it on Switchboard, you would have …"); F106: so
        // is a comma after the second word of the span or later ("if we use a scroll, then we have …"), and a single
        // verb closed by a comma ("you buy, you get one", "you go down, you switch, you go into the right").
        if (span.length >= 2 && closedByComma(text, words, i + 2, j)) break;
        if (
          span.length === 1 &&
          clauseOfOneWord(
            span[0]!,
            lower,
            words[j + 1]?.[0].toLowerCase(),
            text.slice(words[i + 1]!.index, word.index),
          )
        )
          break;
        if (!restartsAt(text, words, i, j, opener)) break;
        const start = words[i]!.index;
        const tail = text.slice(word.index);
        const kept = start === 0 ? tail.charAt(0).toUpperCase() + tail.slice(1) : text.slice(0, start) + tail;
        return kept;
      }
      if (KEEPS_FIRST.has(lower)) break;
    }
  }
  return text;
}
