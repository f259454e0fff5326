import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/** Greetings and fillers that may come before a self-introduction ("Hi,", "Okay, hello everyone,", "Um"). */
const GREETING =
  '(?:(?:hi|hello|hey|hiya|good\\s+(?:morning|afternoon|evening)|okay|ok|so|well|and|yes|yeah|right|um|uh|erm|m)\\b[\\s,.!]*)*(?:(?:every(?:one|body)|all|guys|folks|there)\\b[\\s,.!]*)?';
/** "I'm", "my name is", "call me": what comes before a speaker's own name. */
const NAME_LEAD = new RegExp(`^${GREETING}(?:my\\s+name(?:'s|\\s+is)|i'm|i\\s+am|call\\s+me)\\s+`, 'i');
/** A name said after {@link NAME_LEAD}: one or two capitalised words, then the end of the clause. */
const NAME =
  /^(?!(?:I|OK|Okay|Sorry|Not|Just|Really|Sure)\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?=\s*(?:$|[,.;:!]|and\b|from\b|here\b))/u;
/** "I'm the project manager", "I'm supposed to be an industrial designer": a speaker naming their own role. */
const ROLE = new RegExp(
  `^${GREETING}(?:i'm|i\\s+am|i'll\\s+be|i\\s+will\\s+be)\\s+(?:supposed\\s+to\\s+be\\s+|playing\\s+|going\\s+to\\s+be\\s+)?(?:the|your|our|an?)\\s+(?:role\\s+of\\s+(?:the\\s+)?)?(?:[a-z-]+\\s+){0,2}(?:manager|designer|executive|expert|secretary|chair(?:man|woman|person)?|treasurer|facilitator|note-?taker|minute-?taker|coordinator|officer|engineer|developer|analyst|consultant|marketing|interface)(?=\\s*(?:$|[,.;:!]|and\\b|for\\b|today\\b|here\\b))`,
  'i',
);

/** "I will play role of the secretary", "I'm taking on the role of chair": the speaker's own role in this meeting. */
const ROLE_PLAY = new RegExp(
  `^${GREETING}(?:i'll|i\\s+will|i'm\\s+going\\s+to|i'm\\s+gonna|i'm|i\\s+am)\\s+(?:play(?:ing)?|tak(?:e|ing)(?:\\s+on)?)\\s+(?:the\\s+)?role\\s+of\\b`,
  'i',
);

/**
 * Whether a sentence is the speaker introducing themselves: after an optional greeting, "I'm <Name>", "my name is
 * <Name>", "call me <Name>" (a capitalised name ending its clause), or the speaker's own role ("I'm the project
 * manager", "I'm supposed to be an industrial designer", "I will play role of the secretary"). Such a sentence is the meeting's round of names, not a
 * key point ("Hi, I'm David and I'm supposed to be an industrial designer."). English only; other languages: `false`.
 *
 * Spec: issue 15 (key points about the work; hand audit of session 19, E22).
 *
 * @param clean - the sentence, cleaned, case kept
 * @param language - base ISO 639-1 code
 * @returns `true` for a self-introduction
 */
export function isSelfIntroduction(clean: string, language: string): boolean {
  if (language !== 'en') return false;
  const text = clean.replace(/[’]/g, "'").trim();
  if (ROLE.test(text) || ROLE_PLAY.test(text)) return true;
  const lead = NAME_LEAD.exec(text);
  return lead !== null && NAME.test(text.slice(lead[0].length));
}

/** "my favourite animal", "your favorite colour": the thing a round of favourites is about is group 1. */
const FAVOURITE = /\b(?:my|your|our|his|her|their)\s+favou?rite\s+([a-z]+)/gi;

/**
 * The ice-breaker rounds of a stretch of meeting: the things ("animal", "film") that two or more speakers each name
 * as "my favourite …" — a round of favourites is a warm-up, not the meeting's work. English only.
 *
 * Spec: issue 15 (key points and topic leads about the work; hand audit of session 19, E23).
 *
 * @param sentences - the sentences, in order
 * @param language - base ISO 639-1 code
 * @returns the round's things, lower case (empty when there is none)
 */
export function iceBreakerRounds(sentences: readonly TranscriptSentence[], language: string): Set<string> {
  const speakers = new Map<string, Set<string>>();
  if (language !== 'en') return new Set();
  for (const s of sentences) {
    if (!mayNameFavourite(s.normal)) continue;
    for (const m of s.normal.matchAll(FAVOURITE)) {
      if (!/^my$/i.test(m[0].split(/\s+/)[0] ?? '')) continue;
      const thing = m[1]!.toLowerCase();
      const who = speakers.get(thing) ?? new Set<string>();
      who.add(s.speaker ?? '');
      speakers.set(thing, who);
    }
  }
  return new Set([...speakers].filter(([, who]) => who.size >= 2).map(([thing]) => thing));
}

/**
 * Which sentences belong to the ice-breaker rounds found by {@link iceBreakerRounds}: a sentence naming someone's
 * favourite of a round's thing ("My favourite animal is my own dog at home.", "draw your favourite animal"), and
 * (E34) every sentence from the round's first favourite on while the talk stays on it ("Big reason is 'cause I'm
 * allergic to most animals.", "He's very friendly and cheery …").
 *
 * @param sentences - the sentences, in order
 * @param rounds - the rounds' things, from {@link iceBreakerRounds}
 * @returns one flag per sentence, same order: `true` for a sentence of a round
 */
export function inIceBreakerRound(
  sentences: readonly TranscriptSentence[],
  rounds: ReadonlySet<string>,
): boolean[] {
  const naming = sentences.map(
    (s) =>
      rounds.size > 0 &&
      mayNameFavourite(s.normal) &&
      [...s.normal.matchAll(FAVOURITE)].some((m) => rounds.has(m[1]!.toLowerCase())),
  );
  const first = naming.indexOf(true);
  if (first < 0) return naming;
  // E34: the round is the whole stretch from its first favourite on, as long as the talk stays on it: a sentence of
  // at most one content term, one naming what a favourite named ("animal", "dog"), or one going on about it ("he's very
  // friendly …", "Big reason is 'cause I'm allergic to most animals."). It ends at the first sentence that turns to
  // something else, or past its last favourite and {@link MAX_ROUND_SENTENCES} sentences.
  const said = new Set<string>([...rounds]);
  for (let i = first; i < sentences.length; i++)
    if (naming[i]) for (const t of sentences[i]!.terms) said.add(t);
  const last = naming.lastIndexOf(true);
  const out = naming.slice();
  for (let i = first; i < sentences.length && i - first <= MAX_ROUND_SENTENCES; i++) {
    const s = sentences[i]!;
    const onIt =
      naming[i] ||
      s.terms.length <= ASIDE_TERMS ||
      s.terms.some((t) => said.has(t)) ||
      GOES_ON_ABOUT_IT.test(s.normal);
    if (!onIt && i > last) break;
    if (onIt || i < last) out[i] = true;
  }
  return out;
}

/** A round of favourites is followed for at most this many sentences. */
const MAX_ROUND_SENTENCES = 150;
/** A sentence of at most this many content terms ("Is that a whale?", "I see a rooster.") does not end a round. */
const ASIDE_TERMS = 1;
/** A sentence going on about what was just said: a third-person pronoun among its first words ("he's a mixture …"). */
const GOES_ON_ABOUT_IT = /^(?:[a-z']+[\s,]+){0,3}?(?:he|she|him|her|his|it|it's|they|them|their|that's)\b/;

/**
 * Whether {@link FAVOURITE} may match a sentence's `normal` (lower case): every match holds "favo" (the pattern's
 * case-insensitive ASCII letters match ASCII letters only), so the pattern runs on the few sentences that say it
 * (issue 13: it ran on every sentence of a meeting holding a round).
 */
function mayNameFavourite(normal: string): boolean {
  return normal.includes('favo');
}
