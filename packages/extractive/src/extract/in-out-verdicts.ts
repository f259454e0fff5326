import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { notAnItem } from '../cues/precision-cues.js';
import { mayHoldWords, WORD_BIT_IN_OUT } from '../cues/word-bits.js';
import type { Decision } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import type { AgreedProposalsOptions } from './agreed-proposals.js';

/** Openers cut before a verdict is read ("okay, so wood is out" → "wood is out"). */
const OPENERS =
  /^(?:(?:so|okay|ok|well|yeah|yes|and|then|right|alright|um|uh|oh|now|but|also|i\s+think|i\s+guess|i'd\s+say|i\s+would\s+say)(?:\s+that)?[\s,.]+)+/;
/** Words that say the verdict is meant (a bare "X is in" may report an arrival: "the results are in"). */
const FIRM = '(?:definitely|completely|totally|certainly|absolutely|clearly|obviously|then|also|now|just)';
/**
 * A design option ruled in or out by name (E64): "<thing> is / are (definitely …) out / in (as well / too / then)",
 * with at most a tag after it (", right?", ", yeah", ", I think"). Group 1 is the thing, group 2 the firm words,
 * group 3 "out" or "in", group 4 what follows ("as well", "too", "then").
 */
const VERDICT = new RegExp(
  `^((?:the\\s+|our\\s+|a\\s+|an\\s+)?[a-z][a-z0-9'-]*(?:\\s+[a-z0-9'-]+){0,4}?)\\s+(?:is|are|'s|'re)\\s+((?:${FIRM}\\s+)*)(out|in)\\b((?:\\s+(?:as\\s+well|too|then|now))*)(?:,?\\s*(?:right|yeah|yes|okay|ok|i\\s+think|isn't\\s+it|aren't\\s+they|then))*[\\s,.!?]*$`,
  'd',
);
/**
 * "this / that is in as well then, the sample speaker": the thing named after the verdict (an appositive). Group 1
 * the verdict words, group 2 the thing.
 */
const VERDICT_THEN_THING = new RegExp(
  `^(?:this|that|it)\\s+(?:is|'s)\\s+((?:${FIRM}\\s+)*(?:out|in)(?:\\s+(?:as\\s+well|too|then|now))*),\\s*((?:the|our)\\s+[a-z][a-z0-9'-]*(?:\\s+[a-z0-9'-]+){0,3})[\\s.!?]*$`,
);
/** What a ruled thing cannot open on: pronouns, people, places and time ("he's out", "everyone's in", "today is out"). */
const NOT_A_THING =
  /^(?:it|that|this|these|those|he|she|they|we|i|you|there|here|what|which|who|everything|everyone|everybody|something|someone|somebody|anything|anyone|nothing|nobody|one|all|today|tomorrow|tonight|time|money|the\s+(?:meeting|results?|data|paper|report|version|news|deadline|weather|sun|boss|manager|rest))\b/;
/** A reply that disputes a verdict: a no, a "but", a "wait" or a question back. */
const DISPUTE =
  /^(?:no\b(?!,?\s*(?:definitely|no|not|way))|nope|but\b|wait|hang\s+on|well\b|hmm|actually\b|really\b)|\?\s*$/;
/** Sentences after a verdict read for a dispute. */
const REPLY_SENTENCES = 4;

/**
 * Options of {@link inOutVerdicts}: the same as the other exchange readers' (the reported range and the recap flags).
 *
 * Spec: issue 15 (precision and recall of decisions on real meetings).
 */
export type InOutVerdictsOptions = AgreedProposalsOptions;

/**
 * Design choices settled by ruling an option in or out (E64): real design meetings settle their features by naming
 * them — "okay, wood is out.", "hand dynamos are definitely out, right?", "so this is in as well then, the sample
 * speaker." — with no cue word such as "decided" or "we'll go with". A sentence of that form ({@link VERDICT}, a thing
 * that is no pronoun, person or time: {@link NOT_A_THING}; "in" only with a firm word or "as well / too / then", since
 * "the results are in" reports an arrival) is a decision unless the next other speaker disputes it within
 * {@link REPLY_SENTENCES} sentences ({@link DISPUTE}: "no", "but", "wait", a question back); a tag question ("…, right?")
 * needs that speaker's reply and no dispute. It is reported as the verdict said plainly, tag and openers cut ("Hand
 * dynamos are definitely out."). English only (`[]` for other languages).
 *
 * Spec: issue 15 (decisions and next steps: recall of decisions on real meetings, report the outcome); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (decisions).
 *
 * @param sentences - transcript sentences in order (one batch, carry included)
 * @param language - base ISO 639-1 code
 * @param options - the reported range and recap flags
 * @returns decisions in transcript order, citing the verdict's 1-based line
 */
export function inOutVerdicts(
  sentences: readonly TranscriptSentence[],
  language: string,
  options: InOutVerdictsOptions = {},
): Decision[] {
  if (language !== 'en') return [];
  const from = options.owned?.from ?? 0;
  const to = options.owned?.to ?? sentences.length;
  const out: Decision[] = [];
  for (let k = from; k < to; k++) {
    const sentence = sentences[k]!;
    if (sentence.speaker === null || options.recaps?.[k] === 1) continue;
    // Cheap gate: most sentences hold neither word (P223: the word index says so without a pattern run).
    if (!mayHoldWords(sentence, WORD_BIT_IN_OUT) || !/\b(?:out|in)\b/.test(sentence.normal)) continue;
    const text = verdictOf(sentence);
    if (text === null || !standsUnopposed(sentences, sentence)) continue;
    const why = notAnItem(
      sentence.normal.replace(/,?\s*(?:right|isn't it|aren't they)\s*\?\s*$/, ''),
      '',
      'en',
    );
    if (why === 'logistics' || why === 'joke' || why === 'hedge') continue;
    out.push({ text, speaker: sentence.speaker, line: sentence.line, source: 'transcript' });
  }
  return out;
}

/** The verdict a sentence states, said plainly ("Wood is out."), or `null`. */
function verdictOf(sentence: TranscriptSentence): string | null {
  const said = sentence.clean.trim();
  const cut = normalizeForCues(said).replace(OPENERS, '');
  const start = said.length - cut.length;
  const words = said.slice(start);
  const appositive = VERDICT_THEN_THING.exec(cut);
  if (appositive) {
    const thing = words.slice(
      cut.indexOf(appositive[2]!),
      cut.indexOf(appositive[2]!) + appositive[2]!.length,
    );
    return capitalised(`${thing} ${/s$/.test(thing) ? 'are' : 'is'} ${appositive[1]}.`);
  }
  const m = VERDICT.exec(cut) as (RegExpExecArray & { indices?: [number, number][] }) | null;
  if (!m) return null;
  const thing = m[1]!;
  if (NOT_A_THING.test(thing)) return null;
  if (m[3] === 'in' && m[2] === '' && m[4] === '') return null;
  // The words as said up to the verdict's end, the tag left out.
  return capitalised(`${words.slice(0, m.indices![4]![1]).trim()}.`);
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Whether no other speaker disputes the verdict in the sentences after it; a tag question ("…, right?") also needs an
 * answer from another speaker.
 */
function standsUnopposed(sentences: readonly TranscriptSentence[], verdict: TranscriptSentence): boolean {
  const asked = /\?\s*$/.test(verdict.raw);
  for (let i = verdict.index + 1; i <= verdict.index + REPLY_SENTENCES && i < sentences.length; i++) {
    const next = sentences[i]!;
    if (next.speaker === verdict.speaker) continue;
    const reply = normalizeForCues(next.raw.trim()).replace(/^(?:(?:um|uh|er|erm|mm)[\s,.!]+)+/, '');
    if (reply === '') continue;
    return !DISPUTE.test(reply);
  }
  return !asked;
}
