import { cueNeeds } from './cue-prefilter.js';
import { precisionCues } from './precision-cues.js';

/**
 * A sentence's word index (issue 13, P223): one bit per gated family of English patterns, set when one of the
 * sentence's words ({@link TranscriptSentence.words}) can belong to a text the family's gate lets through. The bits
 * of a word are worked out once, when the word first enters the vocabulary (`wordsAndTerms`), so a sentence's bits
 * cost one `|` per word said; a family whose bit a sentence lacks is not asked at all (no pattern run).
 *
 * Why a word can stand for a pattern: in plain text (ASCII and general punctuation, U+2000–U+206F, `tokenize`'s
 * fast path) a word is a maximal run of ASCII letters (or of digits) of `clean`, lower-cased, and `normal`
 * (`normalizeForCues` of `clean`) has the same letters at the same places (lower case; `’` → `'` and white space
 * runs → one space change only non-letters). So a literal the family's pattern cannot match without, found in
 * `normal`, lays its letter runs over the words: a run with a non-letter on both sides inside the literal IS a word;
 * the literal's first run (a non-letter after it) ends a word, its last (a non-letter before it) starts one, and a
 * literal of letters only lies inside one word ({@link literalWordTest}). Text beyond plain gets every bit (its words
 * are runs of any script's letters, so a literal's letters may be part of a longer word): the families run as before.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary condition before each costly family).
 */

/**
 * E64's in/out verdicts (`inOutVerdicts`): its gate `\b(?:out|in)\b` needs the word "in" or "out" (with `\b` on both
 * sides, in plain text the letters next to it are none, so the word is exactly that).
 */
export const WORD_BIT_IN_OUT = 1;
/** The recap gate `mayRecap` of {@link precisionCues} (English): one of its literals ({@link RECAP_LITERALS}). */
export const WORD_BIT_RECAP = 2;
/** The recap handover (`recapHandover`, English): one of its necessary substrings (`cueNeeds`, K2's table). */
export const WORD_BIT_RECAP_HANDOVER = 4;
/**
 * `precisionCues.en.moment` (P264: "wait a second", "hang on", "just a minute", "bear with me", "can everyone hear me"):
 * each alternative ends in, or holds, one of {@link MOMENT_WORDS} with `\b` or a space on both sides.
 */
export const WORD_BIT_MOMENT = 128;
/** The words one of which the English `moment` pattern cannot match without. */
export const MOMENT_WORDS: ReadonlySet<string> = new Set([
  'sec',
  'second',
  'minute',
  'moment',
  'hang',
  'bear',
  'hear',
  'see',
]);
/**
 * The accepted-request gate (`REQUEST_HINT` of `acceptedRequests`, P250): each of its three alternatives holds `you`
 * with `\s` or `\b` on both sides, so in plain text the word "you" itself (the most selective of its words).
 */
export const WORD_BIT_REQUEST = 8;
/**
 * The agreed-proposal gate (`PROPOSAL_HINT` of `agreedProposals`, P251): `\b(?:we|we'll|we're|let's|should|…)\b`,
 * so in plain text one of {@link PROPOSAL_WORDS} as a whole word ("we'll" is the words "we" and "ll").
 */
export const WORD_BIT_PROPOSAL = 16;
/** The words one of which `PROPOSAL_HINT` cannot match without (its alternatives' first letter runs). */
export const PROPOSAL_WORDS: ReadonlySet<string> = new Set([
  'we',
  'let',
  'should',
  'must',
  'has',
  'have',
  'need',
  'needs',
  'will',
  'gonna',
  'going',
]);
/**
 * The stated-plan cleft (`STATED_PLAN` of `statedPlans`, E287; issue 13 P252): each of its three alternatives holds a
 * whole word of {@link PLAN_WORDS} (`\bwhat\s`, `\sthing\s`, `the\s+way\s`; `\s(?:thing|step)s?\s`; `\bmy\s`), so
 * in plain text a sentence without one of those words cannot match it.
 */
export const WORD_BIT_PLAN = 32;
/** The words one of which `STATED_PLAN` cannot match without (one per alternative's opening, read off its source). */
export const PLAN_WORDS: ReadonlySet<string> = new Set([
  'what',
  'thing',
  'things',
  'way',
  'step',
  'steps',
  'my',
]);
/** Every bit: a sentence whose words are not known to stand for its text (beyond plain text, or made by hand). */
export const ALL_WORD_BITS = 0x3fffffff;

/**
 * The literals of the English `mayRecap` gate, read off its source (a bare alternation of literals: checked, so a
 * change of it to anything else turns the bit on for every word instead of giving a wrong answer).
 */
function recapLiterals(): readonly string[] | null {
  const source = precisionCues.en?.mayRecap?.source;
  const flags = precisionCues.en?.mayRecap?.flags;
  if (source === undefined || flags !== '' || !/^[a-z' ]+(?:\|[a-z' ]+)*$/.test(source)) return null;
  return source.split('|');
}

/**
 * A test on one word (a maximal run of lower-case ASCII letters) that holds for at least one of the words of any
 * plain text holding `literal` (lower case): see the module's note. `null` when the literal has no letters (no word
 * can stand for it: the family's bit is then set for every sentence).
 *
 * @param literal - a necessary substring of a family's pattern, as matched in `normal`
 * @returns the test, or `null`
 */
export function literalWordTest(literal: string): ((word: string) => boolean) | null {
  const text = literal.toLowerCase();
  const runs = [...text.matchAll(/[a-z]+/g)];
  if (runs.length === 0) return null;
  // A run closed by a non-letter on both sides inside the literal is a whole word: the most selective.
  for (const run of runs) {
    const start = run.index;
    const end = start + run[0].length;
    if (start > 0 && end < text.length) return (word) => word === run[0];
  }
  const first = runs[0]!;
  const run = first[0];
  const start = first.index;
  const end = start + run.length;
  if (start === 0 && end === text.length) return (word) => word.includes(run);
  if (start === 0) return (word) => word.endsWith(run);
  return (word) => word.startsWith(run);
}

/** The families' word tests, worked out on first use: [bit, tests | null (every word)]. */
let families:
  | ReadonlyArray<readonly [bit: number, tests: ReadonlyArray<(word: string) => boolean> | null]>
  | undefined;

/** Tests of every literal, or `null` when one has no word test (the family cannot be gated by words). */
function testsOf(literals: readonly string[] | null): Array<(word: string) => boolean> | null {
  if (literals === null || literals.length === 0) return null;
  const tests: Array<(word: string) => boolean> = [];
  for (const literal of literals) {
    const test = literalWordTest(literal);
    if (test === null) return null;
    tests.push(test);
  }
  return tests;
}

/**
 * The family bits of one word (a {@link tokenize} token of plain text: lower-case ASCII letters, or digits).
 *
 * @param word - the word
 * @returns the bits of the families one of whose literals the word may belong to
 */
export function wordBitsOf(word: string): number {
  families ??= [
    [WORD_BIT_MOMENT, [(w) => MOMENT_WORDS.has(w)]],
    [WORD_BIT_IN_OUT, [(w) => w === 'in' || w === 'out']],
    [WORD_BIT_RECAP, testsOf(recapLiterals())],
    [
      WORD_BIT_RECAP_HANDOVER,
      testsOf(precisionCues.en?.recapHandover ? cueNeeds(precisionCues.en.recapHandover) : null),
    ],
    [WORD_BIT_REQUEST, [(w) => w === 'you']],
    [WORD_BIT_PROPOSAL, [(w) => PROPOSAL_WORDS.has(w)]],
    [WORD_BIT_PLAN, [(w) => PLAN_WORDS.has(w)]],
  ];
  let bits = 0;
  for (const [bit, tests] of families) if (tests === null || tests.some((t) => t(word))) bits |= bit;
  return bits;
}

/**
 * Whether a sentence may hold a family's words: its bits have the family's, or it has none recorded (a sentence
 * made by hand or rewritten: every family is asked).
 *
 * @param sentence - a sentence ({@link TranscriptSentence.wordBits})
 * @param bit - the family's bit
 * @returns `false` only when no word of the sentence can belong to the family's literals
 */
export function mayHoldWords(sentence: { readonly wordBits?: number }, bit: number): boolean {
  const bits = sentence.wordBits;
  return bits === undefined || (bits & bit) !== 0;
}
