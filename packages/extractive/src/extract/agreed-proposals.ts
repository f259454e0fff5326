import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { notAnItem } from '../cues/precision-cues.js';
import { mayHoldWords, WORD_BIT_PROPOSAL } from '../cues/word-bits.js';
import type { Decision } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { withoutRestarts } from '../transcript/without-restarts.js';
import { focusClause } from './focus-clause.js';
import { withAntecedent } from './resolve-pronoun.js';

/**
 * Sentences after a proposal read for the room's answer. At most `SEAM` (8) of process-batch, so a batch boundary
 * never changes the result.
 */
const ANSWER_SENTENCES = 6;
/** Turns of other speakers read after a proposal (a backchannel "Mm." is no turn). */
const ANSWER_TURNS = 3;
/** A proposal says at least this many content words of its own ("we need two D" is too thin to stand alone). */
const MIN_TERMS = 3;
/**
 * Sentences the proposer may still say on the proposal's line after it: replies answer the end of a turn, so a
 * proposal in the middle of a long report ("… We will have that forum … [four more sentences]") is not what
 * "Okay, thanks." answers.
 */
const MAX_AFTER_IN_TURN = 1;
/** Sentences read after the reply that settled a proposal for the outcome said in so many words ({@link restatedLater}). */
const OUTCOME_AFTER = 2;
/** Agreement score that settles a proposal: one explicit yes (2), or plain yeses from two people (1 + 1). */
const SETTLED = 2;

/**
 * A proposal put to the room (E50), on the sentence's `normal` form with its openers and hedges cut
 * ({@link PROPOSAL_OPENERS}): a "we" with a modal or a plan ("we should / could / can / might / need to / have to /
 * will / 'll / are going to / just … VERB"), a "we" question ("can we …?", "can't we …?", "shall we …?", "why don't
 * we …?"), a "let's …", or a thing's required state ("the numbers should be in the bottom", "it has to be rubber").
 * Group 1 is the verb phrase after the modal (absent for the state form).
 */
const PROPOSAL =
  /^(?:(?:can|could|shall|should|can't|couldn't|shouldn't|why\s+don't|why\s+not)\s+we\s+(?:just\s+|maybe\s+|also\s+)*([a-z].*)|we(?:'ll|\s+will|\s+should|\s+could|\s+can|\s+might|\s+may|\s+need\s+to|\s+have\s+to|\s+must|'re\s+going\s+to|\s+are\s+going\s+to|'re\s+gonna|\s+are\s+gonna|\s+just|\s+simply)(?:\s+(?:just|maybe|also|simply|still|then|probably))*\s+([a-z].*)|let's\s+(?:just\s+)?([a-z].*)|(?:the|our)\s[^,;?]{0,40}?\b(?:should|must|has\s+to|have\s+to|needs\s+to|need\s+to|will|is\s+gonna|is\s+going\s+to|are\s+gonna|are\s+going\s+to)\s+be\s+[a-z].*)$/;

/**
 * Words without which {@link PROPOSAL} cannot match (checked first, so most sentences cost one test; asked only when the
 * sentence holds one of the word index's `PROPOSAL_WORDS`, P251).
 */
export const PROPOSAL_HINT = /\b(?:we|we'll|we're|let's|should|must|has|have|need|needs|will|gonna|going)\b/;

/**
 * What opens a proposal without being part of it: discourse markers, fillers and the speaker's stance ("so", "okay",
 * "I think", "maybe", "I suggest", "I guess", "uh"), cut before {@link PROPOSAL} is tried and from the outcome.
 */
const PROPOSAL_OPENERS =
  /^(?:(?:so|okay|ok|well|yeah|yes|and|then|right|alright|um|uh|oh|now|but|also|maybe|perhaps|probably|just|i\s+think|i\s+guess|i\s+suppose|i\s+suggest|i\s+would\s+suggest|i'd\s+suggest|i\s+propose|i'd\s+say|i\s+would\s+say|i\s+believe|i\s+mean|i\s+reckon)(?:\s+that)?[\s,.]+)+/;

/**
 * What a proposal's verb must not be (E50): looking into something, talking, waiting, a demonstration or procedure —
 * those are tasks or the meeting's steering, not a choice the meeting settles ("we should check with him", "we can
 * talk about that later", "let's move on", "we'll see"). "Leave it / them" with a state after it ("we could just leave
 * it a normal shape", "as a plain box") is a choice (E81); "leave it for now", "leave that to them" are not.
 */
const NOT_A_CHOICE =
  /^(?:(?:just|maybe|also|probably|still|first)\s+)*(?:decide|make\s+(?:a|the|some)\s+decisions?|agree|vote|choose\s+(?:between|from|which)|check|look|see|ask|think|talk|discuss|consider|find|figure|try|wait|meet|move|go\s+(?:on|back|through|over|to\s+the)|start\s+with\s+(?:the|your|my)\s+presentation|(?:start|begin)\s+(?:by|off|with)\b|come\s+back|get\s+back|hear|say|tell|leave(?!\s+(?:it|them)\s+(?:a|an|as)\s)|stop|finish|wrap|end|break|continue|do\s+(?:it|that|this|the\s+same)\b|be\s+(?:able|careful|sure)|know|want|like|have\s+a\s+look|take\s+a\s+look|keep\s+(?:it\s+)?in\s+mind|remember|note|write|send|email|mail|put\s+(?:it|that|them)\s+(?:on|in)\s+the\s+(?:shared|project)|present|show|open|close|record|read|skip\s+(?:this|that)\s+(?:part|item|point)|not)\b/;

/**
 * A reply that explicitly agrees (score 2): "I agree", "definitely", "that could work", "that's better", "good idea";
 * E130: also after the replier's stance ("I think that's a good idea", "yeah, I guess that works"), with an intensifier
 * ("that's really good"), and the other everyday forms of assent to a proposal: "that makes sense", "that'd be great",
 * "sounds like a plan", "works for me", "I'm happy with that", "I'm all for it", "I'm in favour".
 */
const STRONG_YES = new RegExp(
  [
    String.raw`^(?:(?:yeah|yes|yep|okay|ok|oh|mm-hmm|sure|right|well)[\s,.!]+)*(?:(?:i\s+think|i\s+guess|i\s+mean)\s+)?`,
    String.raw`(?:i\s+(?:do\s+)?agree|i'd\s+agree|agreed|definitely|absolutely|exactly|of\s+course`,
    String.raw`|that's\s+(?:a\s+)?(?:(?:really|very|pretty)\s+)?(?:good|better|great|fine|cool|right|perfect|nice|true|the\s+best)`,
    String.raw`|that\s+(?:is\s+)?(?:good|better|great|fine|perfect)|that\s+(?:could|would|will|might)\s+work|that\s+works|it\s+works`,
    String.raw`|(?:sounds|seems)\s+(?:good|great|fine|right|reasonable|sensible)|good\s+idea|great\s+idea|nice\s+idea|perfect|why\s+not`,
    String.raw`|let's\s+do\s+(?:it|that)|we\s+(?:could|can)\s+do\s+that|i\s+think\s+so|i\s+like\s+(?:that|it|the\s+idea)|fair\s+enough|go\s+for\s+it`,
    String.raw`|(?:(?:that|it)\s+)?makes\s+sense|(?:that|it)(?:'d|\s+would)\s+be\s+(?:good|great|fine|nice|better|perfect|best)(?![^.!?]*\bif\b)`,
    String.raw`|sounds\s+like\s+a\s+(?:plan|good\s+idea)|(?:(?:that|it)\s+)?works\s+for\s+me|i'm\s+(?:happy|fine|okay|ok|good)\s+with\s+(?:that|it|this)`,
    String.raw`|i'm\s+(?:all\s+)?for\s+(?:that|it)|i'm\s+in\s+favou?r)\b`,
  ].join(''),
);
/** A reply that is a plain yes (score 1): "Yeah.", "Yes.", "Okay.", "Sure.", "Mm-hmm, yeah." */
const PLAIN_YES =
  /^(?:(?:yeah|yes|yep|yup|okay|ok|sure|right|alright|mm-hmm|uh-huh|cool|good|fine)[\s,.!]*)+$/;
/** A reply that opens on a yes and goes on (score 1 when it holds no objection): "Yeah, with colourful rubber." */
const YES_AND = /^(?:yeah|yes|yep|yup|okay|ok|sure|alright|mm-hmm)\b(?![^.!?]*\bthank)/;
/** An objection anywhere in a reply: "no", "not", "but", "don't", doubt, or a question back. */
const OBJECTION =
  /\b(?:no|not|nope|but|don't|doesn't|won't|wouldn't|can't|cannot|isn't|aren't|dunno|hmm|unless|instead|rather|though|however|expensive|problem|difficult|worried|sure\s+about|depends)\b|\?/;
/** A reply asking someone to do it: "could you …", "can you …", "will you …", "would you mind …". */
const DELEGATION = /\b(?:could|can|will|would)\s+you\b(?:,\s*[^,]{1,40},)?\s+(?:please\s+|mind\s+)?[a-z]/;
/** A reply opening on a backchannel only ("Mm.", "Hmm."): it is not a turn of its own. */
const BACKCHANNEL = /^(?:mm|hmm|mm-hmm|uh-huh|um|uh|ah|oh)[\s,.!]*$/;

/**
 * Options of {@link agreedProposals}.
 *
 * Spec: issue 15 (precision and recall of decisions on real meetings).
 */
export interface AgreedProposalsOptions {
  /** Report only sentences in `[from, to)` (the rest is context from a neighbouring batch); default all. */
  owned?: { from: number; to: number };
  /** {@link recapFlags} of `sentences`: a proposal inside a recap is no decision of this meeting; default none. */
  recaps?: Uint8Array;
}

/**
 * Decisions reached the way real design meetings reach them (E50): one person proposes ("maybe we should put the
 * volume on the side", "can't we use different fronts with the logo on it?", "I think the numbers should be in the
 * bottom") and the others agree over the next turns ("Yeah, that's better." / "Yeah." "Okay."), with no cue word
 * such as "decided" or "agreed" said by anyone. Unlike the cue patterns of `extractDecisions`, this reads the
 * exchange: every proposal ({@link PROPOSAL}, not a task or procedure: {@link NOT_A_CHOICE}) is scored by the replies
 * of the other speakers within {@link ANSWER_SENTENCES} sentences and {@link ANSWER_TURNS} turns — an explicit yes
 * ({@link STRONG_YES}) scores 2, a plain yes 1, each speaker once — and is settled at {@link SETTLED}: an explicit
 * yes from one person, or plain yeses from two. Any objection ({@link OBJECTION}: "no", "but", a question back)
 * before it is settled drops it; a reply that says something else ends the answers.
 *
 * The outcome is reported as a statement built from the proposal's own words, hedges and modals removed: "maybe we
 * should put the volume on the side" → "We will put the volume on the side.", "can't we use different fronts …?" →
 * "We will use different fronts …", "I think the numbers should be in the bottom …" → "The numbers should be in the
 * bottom …". An "it / that" the line does not name is resolved as for cue items (`withAntecedent`) or the proposal is
 * left out. English only (`[]` for other languages).
 *
 * Spec: issue 15 (decisions and next steps: report the outcome rather than the proposal; precision and recall on real
 * meetings); seed 003, Requirement: Meeting Assistant generates meeting outputs (decisions).
 *
 * @param sentences - transcript sentences in order (one batch, carry included)
 * @param language - base ISO 639-1 code
 * @param options - the reported range and recap flags
 * @returns decisions in transcript order, citing the proposal's 1-based line and, when another line settled it,
 *   `decidedLine`
 */
export function agreedProposals(
  sentences: readonly TranscriptSentence[],
  language: string,
  options: AgreedProposalsOptions = {},
): Decision[] {
  if (language !== 'en') return [];
  const from = options.owned?.from ?? 0;
  const to = options.owned?.to ?? sentences.length;
  const out: Decision[] = [];
  for (let k = from; k < to; k++) {
    const sentence = sentences[k]!;
    if (!sentence.complete || sentence.speaker === null || options.recaps?.[k] === 1) continue;
    // Cheap gate: no proposal form matches without one of these words (most sentences stop here).
    if (!mayHoldWords(sentence, WORD_BIT_PROPOSAL) || !PROPOSAL_HINT.test(sentence.normal)) continue;
    // The answers first: most sentences are not agreed to, and that costs a test or two of the next reply.
    const settled = settledBy(sentences, sentence);
    if (settled === null) continue;
    const proposal = proposalOf(sentence);
    if (proposal === null) continue;
    if (restatedLater(sentences, sentence, settled)) continue;
    const settledAt = sentences[settled]!.line;
    const text = withAntecedent(proposal, sentence, sentences, language);
    if (text === null) continue;
    out.push({
      text,
      speaker: sentence.speaker,
      line: sentence.line,
      source: 'transcript',
      ...(settledAt !== sentence.line ? { decidedLine: settledAt } : {}),
    });
  }
  return out;
}

/**
 * The outcome a sentence proposes, as a statement, or `null` when it proposes nothing the meeting could settle: no
 * {@link PROPOSAL} form, a task or procedure verb ({@link NOT_A_CHOICE}), a condition ("if we …"), a question word
 * ("what should we …?"), logistics or a joke, or fewer than {@link MIN_TERMS} content words.
 */
function proposalOf(sentence: TranscriptSentence): string | null {
  if (sentence.terms.length < MIN_TERMS) return null;
  // The clause holding the proposal (a long line is cut at a comma before it).
  const lower = sentence.normal;
  const at = lower.search(/\b(?:we|let's|can|could|shall|should|why)\b/);
  const clause = withoutRestarts(focusClause(sentence.clean, Math.max(0, at)));
  const cut = normalizeForCues(clause).replace(PROPOSAL_OPENERS, '');
  const match = PROPOSAL.exec(cut);
  if (!match) return null;
  const verbPhrase = match[1] ?? match[2] ?? match[3];
  if (verbPhrase !== undefined && NOT_A_CHOICE.test(verbPhrase)) return null;
  const why = notAnItem(sentence.normal, sentence.raw, 'en', sentence.normal.length, sentence.wordBits);
  if (why === 'logistics' || why === 'joke') return null;
  // The words as said (case kept), from where the proposal starts in the clause.
  const start = clause.length - cut.length;
  const said = clause.slice(start).trim();
  let outcome: string;
  if (verbPhrase !== undefined) {
    const phrase = said.slice(said.length - verbPhrase.length);
    outcome = `we will ${phrase}`;
  } else outcome = said;
  outcome = outcome.replace(/\s*[?!.]+\s*$/, '').replace(/\s*,\s*$/, '');
  if (outcome.split(/\s+/).length < 4 || /^we will (?:we|i|you)\b/i.test(outcome)) return null;
  return `${outcome.charAt(0).toUpperCase()}${outcome.slice(1)}.`;
}

/** How an outcome is announced: "okay, so …", "yes, okay, let's …", "right, then …", "so we …", "does anyone object to …". */
const OUTCOME_OPENER =
  /^(?:ok|okay|right|alright|so|then|good|great|fine|yes|yeah|agreed|let's)\b|\b(?:let's|so\s+we|then\s+we|we'll)\b|^(?:does|do|is|are)\s+(?:anyone|anybody|everyone|everybody|we\s+all)\b/;

/** Whether `later`, or the first sentence of its line, opens as an outcome ({@link OUTCOME_OPENER}). */
function saysOutcome(sentences: readonly TranscriptSentence[], later: TranscriptSentence): boolean {
  if (OUTCOME_OPENER.test(normalizeForCues(later.raw.trim()))) return true;
  let first = later.index;
  while (first > 0 && sentences[first - 1]!.line === later.line) first--;
  return first !== later.index && OUTCOME_OPENER.test(normalizeForCues(sentences[first]!.raw.trim()));
}

/** Content terms a later sentence shares with a proposal to restate it (the outcome said in other words). */
const RESTATED_TERMS = 2;

/**
 * Whether the exchange goes on to state the outcome itself (E50): a sentence after the proposal's line, up to
 * {@link OUTCOME_AFTER} sentences past the settling reply, that is no question and shares {@link RESTATED_TERMS} content
 * terms with the proposal and opens as an outcome ({@link saysOutcome}) ("We could add a short talk session, like lightning talks …" … "Yes, okay, let's do a lightning
 * session for the papers at exactly four point oh."). That statement is the outcome, reported by the cue patterns as a
 * decision or a change of plan; the proposal is not reported again. Read from the sentences alone, so a batch boundary
 * never changes it.
 */
function restatedLater(
  sentences: readonly TranscriptSentence[],
  proposal: TranscriptSentence,
  settled: number,
): boolean {
  const terms = new Set(proposal.terms);
  for (let i = proposal.index + 1; i <= settled + OUTCOME_AFTER && i < sentences.length; i++) {
    const later = sentences[i]!;
    if (later.line === proposal.line || !saysOutcome(sentences, later)) continue;
    let shared = 0;
    for (const t of new Set(later.terms)) if (terms.has(t) && ++shared >= RESTATED_TERMS) return true;
  }
  return false;
}

/**
 * The index of the reply that settled a proposal, or `null`: the replies of other speakers after the proposer's turn
 * (its further sentences on the same line skipped), scored as in {@link agreedProposals}.
 */
function settledBy(sentences: readonly TranscriptSentence[], proposal: TranscriptSentence): number | null {
  const scores = new Map<string, number>();
  let score = 0;
  let turns = 0;
  let lastSpeaker: string | null = proposal.speaker;
  let after = 0;
  for (let i = proposal.index + 1; i <= proposal.index + ANSWER_SENTENCES && turns <= ANSWER_TURNS; i++) {
    const next = sentences[i];
    if (!next) break;
    const reply = normalizeForCues(next.raw.trim()).replace(/^(?:(?:um|uh|er|erm)[\s,.!]+)+/, '');
    if (reply === '' || BACKCHANNEL.test(reply)) continue;
    if (next.speaker === proposal.speaker) {
      if (next.line === proposal.line) {
        // A call to agree ("Can we do that?") or a filler ("So.") is no further statement.
        if (next.words.length >= 4 && !/\?\s*$/.test(next.raw) && ++after > MAX_AFTER_IN_TURN) return null;
        continue;
      }
      // The proposer going on with something new ends the answers; a plain yes of their own is no answer.
      if (PLAIN_YES.test(reply)) continue;
      break;
    }
    if (next.speaker === null) break;
    if (next.speaker !== lastSpeaker) turns++;
    lastSpeaker = next.speaker;
    const strong = STRONG_YES.test(reply) && !OBJECTION.test(reply.replace(STRONG_YES, ''));
    const plain = !strong && (PLAIN_YES.test(reply) || (YES_AND.test(reply) && !OBJECTION.test(reply)));
    if (!strong && !plain) {
      // Said before anyone agreed, a no, a "but" or a question back drops the proposal; anything else ends the answers.
      if (OBJECTION.test(reply)) return null;
      break;
    }
    // "Good idea. Hannah, could you add a badge …?" — the proposal handed to someone is a task (the task extractor's).
    for (let j = i; sentences[j]?.line === next.line; j++)
      if (DELEGATION.test(normalizeForCues(sentences[j]!.raw))) return null;
    const value = strong ? 2 : 1;
    const before = scores.get(next.speaker) ?? 0;
    if (value > before) {
      score += value - before;
      scores.set(next.speaker, value);
    }
    if (score >= SETTLED) return i;
  }
  return null;
}
