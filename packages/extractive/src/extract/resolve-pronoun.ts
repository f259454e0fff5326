import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import { lineStart } from '../transcript/line-start.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/**
 * What may follow "that / this / these / those" used as a pronoun (not a determiner before a noun: "this data" is
 * fine), and what may follow "it / them" as the thing acted on (not "send them the agreement"): the end, a mark, or a
 * function word ("do that between now and …", "put that on …", "mention it to …").
 */
const PRONOUN_FOLLOW =
  "(?=$|[\\s]*[,.;:!?]|\\s+(?:to|on|in|at|for|with|through|between|by|from|into|onto|as|and|but|or|so|then|now|later|tomorrow|tonight|today|up|out|off|over|back|again|first|is|was|will|would|can|could|should|right|away|down|around|together|myself|ourselves|yourself|properly|next|this\\s+(?:week|afternoon|evening|time)|until|before|after|when|if|because)\\b|'s\\b)";
/** A bare pronoun right after the item's first verb, or opening the item as its subject (E32). */
const UNRESOLVED = new RegExp(
  [
    // Object of the first verb after the subject: "we're gonna use it as …", "I'll mention it to …", "I'll put that on …",
    // "we're not gonna do that between now and next week", "then we run it through …".
    `^(?:[a-z']+[\\s,]+){0,6}?(?:i|we|you)(?:'ll|'re|'m|'d)?(?:\\s+(?:will|shall|are|am|can|could|should|must|not|gonna|going\\s+to|have\\s+to|need\\s+to|got\\s+to|just|also|then|probably|definitely|actually|really|go\\s+ahead\\s+and|try\\s+(?:to|and)|be))*\\s+(?!(?:think|guess|mean|know|hope|believe|said|say|suppose|feel|reckon|agree|agreed|decided)\\b)(?<verb>[a-z]+)\\s+(?<pronoun>it|them|that|this|these|those)${PRONOUN_FOLLOW}`,
    // Subject opening the item: "It's like a balloon in a cage", "That's going in the report".
    // ("That's agreed, twenty experiences a month" frames what follows it: no pronoun left unsaid.)
    "^(?:(?:so|and|but|then|okay|ok|well|yeah|right)[\\s,]+)*(?:it|that|this|they|them)(?:'s|'ll|\\s+(?:is|was|will|would|can|could|should|goes|needs|has))\\b(?!\\s+(?:(?:been\\s+)?(?:agreed|decided|settled|confirmed|approved)|the\\s+plan)\\b)",
  ].join('|'),
);
/** A thing named definitely ("this button", "the red button", "our remote"), which a later "it" can stand for. */
const DEFINITE_THING = /\b(?:the|this|that|these|those|our|my|your|their)\s+[a-z][a-z-]+/i;
/** A sentence that names a thing clearly enough to stand for the pronoun: this many content terms. */
const ANTECEDENT_TERMS = 2;

/**
 * Whether an item's text leans on "it / that / this / them" it does not say (E32): a bare pronoun as the object of its
 * first verb ("We're gonna use it as …", "I'll mention it to transcribers", "We're not gonna do that between now and
 * next week.") or as its opening subject ("It's like a balloon in a cage."); "this data", "that supplier" (a
 * determiner before its noun) and a pronoun after the item has named its thing ("send the report and check it") are
 * not, nor is a pronoun before what is given ("send them the agreement": they are told, the thing is named), nor
 * one whose item ends quoting the sentence it answers (`… (on Project Manager's "…")`, {@link onTurn}; E87).
 *
 * Spec: issue 15 deliverable 2 (self-contained items: resolve "that / this / it" from the preceding turn or leave the
 * item out).
 *
 * @param text - the item as it would be shown
 * @returns `true` when the item opens on such a pronoun
 */
export function hasUnresolvedPronoun(text: string): boolean {
  // E87: an item quoting the sentence it answers ({@link onTurn}) says what its "it" is.
  if (ANSWERED_QUOTE.test(text)) return false;
  const normal = normalizeForCues(text);
  const match = UNRESOLVED.exec(normal);
  if (!match) return false;
  // "I'll ask them for two cheaper menus": "them" are the people asked; what is asked for is said after it.
  const { verb, pronoun } = match.groups ?? {};
  if (pronoun === 'them' && verb && ASKED_PEOPLE.test(verb)) {
    const rest =
      normal.slice(match.index + match[0].length).split(/[,;:.!?]|\s(?:and|but|so|then)\s/)[0] ?? '';
    if (sentenceTerms(rest, 'en').length >= ANTECEDENT_TERMS) return false;
  }
  return true;
}

/** Verbs whose "them" is the people addressed, not the thing ("ask them for …", "remind them about …", "tell them to …"). */
const ASKED_PEOPLE =
  /^(?:ask|tell|remind|email|e-mail|call|ring|phone|text|message|contact|invite|chase|thank|pay|send|give|show|let|get|warn|brief|update|write|bring|take|pass)$/;

/**
 * The item made self-contained (E32): as it is when it has no unresolved pronoun ({@link hasUnresolvedPronoun});
 * else the whole sentence when the item was cut from it and the cut part names a thing definitely ("But this button, because
 * it's red it's very prominent, we're gonna use it as …"); else the same speaker's sentence just before it on the same
 * line, when that one names a thing (two or more content terms), put before it ("We need the revised figures. I'll
 * send them."); else `null`: the item is left out. Words are only ever taken from the cited line.
 *
 * Spec: issue 15 deliverable 2 (self-contained items: resolve "that / this / it" from the preceding turn when a noun
 * phrase is clear, else leave the item out).
 *
 * @param item - the item's text (a clause or the whole of `sentence.clean`)
 * @param sentence - the sentence it was quoted from
 * @param sentences - all sentences of the batch, `sentences[sentence.index]` being `sentence`
 * @param language - base ISO 639-1 code; only English is checked
 * @returns the self-contained text, or `null`
 */
export function withAntecedent(
  item: string,
  sentence: TranscriptSentence,
  sentences: readonly TranscriptSentence[],
  language: string,
): string | null {
  if (language !== 'en' || !hasUnresolvedPronoun(item)) return item;
  const names = (text: string) => sentenceTerms(text, language).length >= ANTECEDENT_TERMS;
  const cut = sentence.clean.length - item.length;
  if (
    cut > 0 &&
    sentence.clean.toLowerCase().endsWith(item.toLowerCase().slice(1)) &&
    names(sentence.clean.slice(0, cut)) &&
    DEFINITE_THING.test(sentence.clean.slice(0, cut)) &&
    !hasUnresolvedPronoun(sentence.clean)
  )
    return sentence.clean;
  const previous = sentences[sentence.index - 1];
  if (
    previous &&
    previous.line === sentence.line &&
    previous.speaker === sentence.speaker &&
    previous.complete &&
    !hasUnresolvedPronoun(previous.clean) &&
    names(previous.clean)
  )
    return `${previous.clean} ${item}`;
  return null;
}

/** The quote {@link onTurn} closes an item with: ` (on Project Manager's "…")`. */
const ANSWERED_QUOTE = / \(on [^"()]+'s "[^"]*"\)$/;

/**
 * An item that answers another speaker's sentence, with that sentence quoted after it (E85): `"Check it for you"` on
 * the Project Manager's "Is the kinetic metal strong enough for the case?" → `Check it for you (on Project Manager's
 * "Is the kinetic metal strong enough for the case?")`.
 *
 * Spec: issue 15 deliverable 2 (resolve "that / this / it" from the preceding turn or leave the item out).
 *
 * @param item - the item's text, from the reply's line
 * @param turn - the sentence it answers ({@link answeredTurn}), said by a known speaker
 * @returns the item, its closing mark dropped, then the quoted sentence in brackets
 */
export function onTurn(item: string, turn: TranscriptSentence): string {
  return `${item.replace(/[\s.,;:!]+$/, '')} (on ${turn.speaker}'s "${turn.clean}")`;
}

/** A turn the reply's pronoun may stand for names a thing with at least this many content terms … */
const TURN_ANTECEDENT_TERMS = 2;
/** … in at most this many words (a longer sentence is no clear antecedent to quote). */
const TURN_ANTECEDENT_WORDS = 40;
/**
 * Index terms that are the stem of a negated auxiliary ("wouldn't" → "wouldn"), which the stopword list does not hold:
 * "I wouldn't be surprised." names no thing (E86).
 */
const NEGATED_AUXILIARY =
  /^(?:wouldn|couldn|shouldn|didn|doesn|isn|aren|wasn|weren|don|won|haven|hasn|hadn|can|ain|mustn|needn|shan)$/;
/** Sentences before the reply's turn read for its antecedent. */
const TURN_LOOK_BACK = 4;

/** Per batch of sentences, by sentence index, the content terms of the earlier sentences of its line (P320). */
const termsBeforeByBatch = new WeakMap<readonly TranscriptSentence[], number[]>();

/**
 * How many content terms ({@link sentenceTerms}) the sentences before `sentence` on its line hold together: the sum of
 * each one's count (tokens never span the space between sentences, so it is the count of their text joined), taken by
 * one forward pass per batch (P320: not by joining all earlier sentences of the line again for each sentence).
 */
function termsBeforeOnLine(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): number {
  const first = lineStart(sentences, sentence);
  if (sentences[sentence.index]?.line !== sentence.line) {
    let count = 0;
    for (let i = first; i < sentence.index; i++) count += sentenceTerms(sentences[i]!.clean, language).length;
    return count;
  }
  let known = termsBeforeByBatch.get(sentences);
  if (!known) {
    known = [];
    termsBeforeByBatch.set(sentences, known);
  }
  for (let k = known.length; k <= sentence.index; k++) {
    const previous = sentences[k - 1];
    known.push(
      previous && previous.line === sentences[k]!.line
        ? known[k - 1]! + sentenceTerms(previous.clean, language).length
        : 0,
    );
  }
  return known[sentence.index]!;
}

/**
 * The other speaker's sentence a reply answers (E85): when `sentence` opens its turn (only words that name nothing,
 * "Yeah, okay.", "That's a problem.", before it on its line), the last sentence of the turn before it, said by another
 * known speaker, complete, naming a thing ({@link TURN_ANTECEDENT_TERMS} content terms, at most
 * {@link TURN_ANTECEDENT_WORDS} words) with no unresolved pronoun of its own; else `null`. English only.
 *
 * Spec: issue 15 deliverable 2 (resolve "that / this / it" from the preceding turn or leave the item out).
 *
 * @param sentence - the reply's sentence
 * @param sentences - all sentences of the batch, `sentences[sentence.index]` being `sentence`
 * @param language - base ISO 639-1 code
 * @returns the answered sentence, or `null`
 */
export function answeredTurn(
  sentence: TranscriptSentence,
  sentences: readonly TranscriptSentence[],
  language: string,
): TranscriptSentence | null {
  if (language !== 'en') return null;
  if (termsBeforeOnLine(sentences, sentence, language) >= ANTECEDENT_TERMS) return null;
  let i = lineStart(sentences, sentence) - 1;
  // Backchannels ("Oh, sorry. Yeah.") and sentences that lean on a pronoun themselves are read past, a few at most.
  for (let seen = 0; i >= 0 && seen < TURN_LOOK_BACK; i--, seen++) {
    const asked = sentences[i]!;
    if (asked.speaker === null) return null;
    const named = asked.terms.filter((t) => !NEGATED_AUXILIARY.test(t)).length;
    if (named < ANTECEDENT_TERMS) continue;
    if (!asked.complete) return null;
    if (hasUnresolvedPronoun(asked.clean)) continue;
    return named >= TURN_ANTECEDENT_TERMS && asked.words.length <= TURN_ANTECEDENT_WORDS ? asked : null;
  }
  return null;
}
