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
 * favourite of a round's thing ("My favourite animal is my own dog at home.", "draw your favourite animal").
 * (Counting also the round's other sentences about the thing — "'cause I'm allergic to most animals" — was tried
 * and not kept: the sample vault's ROUGE-1 margin fell below its goal.)
 *
 * @param sentences - the sentences, in order
 * @param rounds - the rounds' things, from {@link iceBreakerRounds}
 * @returns one flag per sentence, same order: `true` for a sentence of a round
 */
export function inIceBreakerRound(
  sentences: readonly TranscriptSentence[],
  rounds: ReadonlySet<string>,
): boolean[] {
  return sentences.map(
    (s) =>
      rounds.size > 0 &&
      mayNameFavourite(s.normal) &&
      [...s.normal.matchAll(FAVOURITE)].some((m) => rounds.has(m[1]!.toLowerCase())),
  );
}

/**
 * Whether {@link FAVOURITE} may match a sentence's `normal` (lower case): every match holds "favo" (the pattern's
 * case-insensitive ASCII letters match ASCII letters only), so the pattern runs on the few sentences that say it
 * (issue 13: it ran on every sentence of a meeting holding a round).
 */
function mayNameFavourite(normal: string): boolean {
  return normal.includes('favo');
}
