import { firstCue, gatedCues } from '../cues/cue-prefilter.js';
import { decisionCueGate } from '../cues/decision-cue-gate.js';
import {
  agreementCalls,
  agreementProposals,
  chairRestatements,
  chairSummaries,
  decisionBlockers,
  decisionCues,
  explicitAssent,
  FORMAL_OUTCOME,
  noObjection,
  objectionCalls,
  objectionFrames,
  plainAssent,
  proceduralLets,
  proposals,
  restatementAssent,
  restatementNotOutcome,
  soOutcomes,
  WE_COULD_DROP,
} from '../cues/decision-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { notAnItem } from '../cues/precision-cues.js';
import type { Decision } from '../extractive-summary.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import { inQuotation } from '../transcript/in-quotation.js';
import { lineStart } from '../transcript/line-start.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { withoutRestarts } from '../transcript/without-restarts.js';
import { focusClause } from './focus-clause.js';
import { RecapTracker } from './recap-tracker.js';
import { withAntecedent } from './resolve-pronoun.js';
import { ruleFamilyOn } from './rule-families.js';
import { WE_ACTIVITY } from './team-activities.js';
import { trimLeadIn } from './trim-lead-in.js';

/** Sentences this short are too thin to stand as a decision on their own. */
const MIN_WORDS = 5;
/** An accepted decision shorter than this (words) gets the next sentence of its line as context. */
const CONTEXT_WORDS = 8;
/** … unless the two together would be longer than this. */
const MAX_CONTEXT_WORDS = 40;
/** How far back (in sentences) a bare "Agreed." looks for the proposal it agrees to. */
const AGREEMENT_LOOKBACK = 4;
/** How far ahead (in sentences) a proposal looks for the reply that accepts it. */
const REPLY_LOOKAHEAD = 4;
/** Words without which no English decision cue, proposal, call for agreement or objection can match. */
const EN_DECISION_HINT =
  /\b(?:decid|decision|agree|settled|let's|we'll|we will|we're|we are|we should|we could|we can|are we|shall we|should we|can we|could we|do we|how about|what about|why don't|i suggest|i propose|i'd suggest|everyone|everybody|anybody|anyone|objection|object|instead|rather than|then|we |we'll|moves? to|waits? until|stays? |goes |split|postponed|cancelled|resolve|carried|approved|adopted|rejected|defeated|withdrawn|noted| lost| falls| fell|don't |do not |never |(?:is|be) (?:now )?(?:on|at) | it is|^(?:[a-z]+[\s,.!]+)*(?:do (?:it|that)|go (?:on|ahead))\b)/;
/** How far back (in sentences) a decision that only says "that"/"it"/"five" looks for what it refers to. */
const ANTECEDENT_LOOKBACK = 3;
/** Content terms a decision needs besides its cue words to say what was decided. */
const MIN_OWN_TERMS = 2;
/** Cue words and bare numbers that say nothing about WHAT was decided (stemmed). */
const CUE_TERMS = new Set([
  ...['decid', 'agre', 'go', 'stick', 'defin', 'decis', 'settl', 'let', 'final', 'gonna', 'point', 'half'],
  ...['on', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
]);

/**
 * Options of {@link extractDecisions}.
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); issue 13 (streaming batches).
 */
export interface ExtractDecisionsOptions {
  /** Report only sentences in `[from, to)` (the rest is context from a neighbouring batch); default all. */
  owned?: { from: number; to: number };
  /**
   * {@link recapFlags} of `sentences`, when the caller has worked them out (shared by both extractors); default: followed
   * here with a {@link RecapTracker}.
   */
  recaps?: Uint8Array;
  /** Cap, keeping the earliest; default unlimited (the caller caps after de-duplication). */
  maxItems?: number;
  /**
   * Called with each owned sentence whose decision cue words matched, kept or not (review4 P26: the notices must not
   * say "no cue matched" when one did and the sentence was left out).
   */
  onCue?: (sentence: TranscriptSentence) => void;
}

/**
 * Finds decisions by cue patterns ({@link decisionCues}) in transcript sentences, dropping negated,
 * hypothetical and question forms ({@link decisionBlockers}); long sentences are cut to the clause
 * holding the cue ({@link focusClause}). A bare agreement (`"Agreed."`) stands for the
 * preceding sentence by another speaker when that one is a proposal (`"let's …"`, `"we should …"`), cited instead, and
 * any "Agreed, …" reply to a turn whose decision is already reported is not another item (E3). Nothing is paraphrased.
 *
 * Precision rules (issue 15): fragments are never quoted; logistics, jokes, hedges and questions are
 * dropped ({@link notAnItem}); a decision that does not say what was decided ("let's go with that",
 * "let's go with five then") is replaced by the sentence it refers to in the preceding turns when that
 * one says it, else left out; decisions inside a recap of the previous meeting's minutes are left out
 * ({@link RecapTracker}).
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 *
 * @param sentences - transcript sentences in order
 * @param language - base ISO 639-1 code; a language without cues gives `[]`
 * @param options - the reported range and a cap
 * @returns decisions in transcript order, each citing its 1-based line, without duplicates
 */
export function extractDecisions(
  sentences: readonly TranscriptSentence[],
  language: string,
  options: ExtractDecisionsOptions = {},
): Decision[] {
  const cues = decisionCues[language] ?? [];
  // The same patterns, each run only on a sentence holding one of its necessary substrings (K2).
  const gated = gatedCues(cues);
  const fragmentGate = decisionCueGate(cues, language);
  const blockers = decisionBlockers[language] ?? [];
  if (cues.length === 0) return [];
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const from = options.owned?.from ?? 0;
  const to = options.owned?.to ?? sentences.length;
  const recap = new RecapTracker(language);
  const out: Decision[] = [];
  const seen = new Set<number>();
  const recaps = options.recaps;
  // Which sentences so far belong to a recap (E31 reads the discussion before a past decision outside them).
  const recapped = recaps ?? new Uint8Array(sentences.length);
  const scan: DecisionScan = {
    sentences,
    language,
    options,
    cues,
    gated,
    fragmentGate,
    blockers,
    out,
    seen,
    recapped,
  };
  for (let k = 0; k < sentences.length; k++) {
    const sentence = sentences[k]!;
    if (out.length >= maxItems || sentence.index >= to) break;
    const inRecap = recaps ? recaps[k] === 1 : recap.update(sentence);
    if (!recaps && inRecap) recapped[k] = 1;
    if (sentence.index < from) continue;
    const text = sentence.normal;
    if (text === '') continue;
    // Cheap gate: no decision cue, proposal, call for agreement or objection matches without one of these.
    if (language === 'en' && !EN_DECISION_HINT.test(text) && !RESTATEMENT_HINT.test(sentence.raw)) continue;
    decideSentence(scan, k, inRecap);
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * What {@link extractDecisions} shares with {@link decideSentence} for one call: one object, one shape, made once a call.
 */
interface DecisionScan {
  readonly sentences: readonly TranscriptSentence[];
  readonly language: string;
  readonly options: ExtractDecisionsOptions;
  readonly cues: readonly RegExp[];
  readonly gated: ReturnType<typeof gatedCues>;
  readonly fragmentGate: ReturnType<typeof decisionCueGate>;
  readonly blockers: readonly RegExp[];
  readonly out: Decision[];
  readonly seen: Set<number>;
  readonly recapped: Uint8Array;
}

/**
 * The decision rules for the sentence at `k`, one that passed {@link extractDecisions}' cheap gates (owned, not blank,
 * a decision word): pushes onto `scan.out` what it decides, if anything. A function of its own, not the body of the
 * scan's loop, so that V8 compiles it as a function of its own instead of on-stack replacement of a 200-line loop
 * body (issue 13, session 49).
 */
function decideSentence(scan: DecisionScan, k: number, inRecap: boolean): void {
  const { sentences, language, options, cues, gated, fragmentGate, blockers, out, seen, recapped } = scan;
  const sentence = sentences[k]!;
  const text = sentence.normal;
  // A settling word is short ("Do that." ends on "that", so it is no complete sentence): read before that check.
  if (!inRecap && language === 'en' && SETTLES.test(text)) {
    // "Do that." opens like a question ("do …") but is an imperative unless asked with its mark.
    const why = notAnItem(text, sentence.raw, language, text.length, sentence.wordBits);
    if (
      seen.has(sentence.index) ||
      (why !== null && (why !== 'question' || /\?\s*$/.test(sentence.raw.trim())))
    )
      return;
    // E12: "Then let's get them. New bracket, fitted by the firm." / "Do that." after another speaker's proposal.
    const settled = settledWhat(sentences, sentence, language);
    if (settled && !seen.has(settled.index) && ruleFamilyOn('d', 'd:settles', settled.line)) {
      seen.add(sentence.index);
      seen.add(settled.index);
      out.push({
        text: settled.clean,
        speaker: settled.speaker,
        line: settled.line,
        source: 'transcript',
        ...(settled.line !== sentence.line ? { decidedLine: sentence.line } : {}),
      });
    }
    return;
  }
  if (inRecap || !sentence.complete) {
    // P117: only a sentence the gate passes can match a cue (most fragments past the word gate hold no cue's words).
    if (options.onCue && (fragmentGate === null || fragmentGate.test(text)) && firstCue(gated, text) >= 0)
      options.onCue(sentence);
    return;
  }
  // P111: the sentence as spoken is worked out only when no cue word matched (it was for every complete sentence).
  const cueIndex = firstCue(gated, text);
  const cue = cues[cueIndex] ?? (chairOutcome(sentences, sentence, language) ? /^/ : undefined);
  if (cue) options.onCue?.(sentence);
  const cueAt = cue
    ? (cue.exec(text)?.index ?? 0)
    : (agreementProposals[language]?.exec(text)?.index ??
      proposals[language]?.exec(text)?.index ??
      text.length);
  const reason = notAnItem(text, sentence.raw, language, cueAt, sentence.wordBits);
  if (reason === 'logistics' || reason === 'joke') return;
  // Words quoted ('she said "we'll drop the LCD"') are reported speech, no outcome of this meeting (E103).
  if (cue && inQuotation(sentences, sentence, text, cueAt)) return;
  if (objectionCalls[language]?.test(text)) {
    // "I would say no need for a talk-back. Does anybody disagree with that?" "No." → the statement is decided.
    const cleared = objectionCleared(sentences, sentence, language);
    if (
      cleared &&
      !seen.has(cleared.sentence.index) &&
      ruleFamilyOn('d', 'd:objection-cleared', cleared.sentence.line)
    ) {
      seen.add(cleared.sentence.index);
      out.push({
        text: cleared.text,
        speaker: cleared.sentence.speaker,
        line: cleared.sentence.line,
        source: 'transcript',
      });
    }
    return;
  }
  // E69: a formal outcome says "not" as its result ("Amendment 1A is not agreed."): only a question mark blocks it.
  // P206: asked only of a cue sentence with no reason against it (the blockers, about ten patterns, ran on every
  // sentence past the word gate, and their answer was read only for these); every test here is a pure function.
  if (
    reason !== null ||
    !cue ||
    (cue === FORMAL_OUTCOME
      ? /\?\s*$/.test(text)
      : cue === WE_COULD_DROP ||
        blockers.some((b) => b.test(text)) ||
        inCondition(text, cueAt, language) ||
        (language === 'en' && SEQUENCE_THEN.test(text) && !assentedNext(sentences, sentence, language)))
  ) {
    // A question or hedged proposal ("shall we agree …", "we could …") counts once another speaker accepts it.
    const accepted = acceptedProposal(sentences, sentence, language);
    if (
      accepted &&
      !seen.has(sentence.index) &&
      ruleFamilyOn('d', `d:accepted-proposal:${acceptedKind(accepted, language)}`, sentence.line)
    ) {
      seen.add(sentence.index);
      const said = trimConsent(
        trimLeadIn(focusClause(sentence.clean, accepted.exec(text)?.index ?? 0), accepted),
      );
      out.push({
        text: withOwnContext(
          sentences,
          sentence,
          accepted === HEDGED_OUTCOME
            ? withoutStance(said)
            : // E40: the confirmed choice as a statement ("We use the regular chip?" → "We use the regular chip.").
              accepted === CONFIRMATION_QUESTION && !/[.!]$/.test(said)
              ? `${said}.`
              : said,
        ),
        speaker: sentence.speaker,
        line: sentence.line,
        source: 'transcript',
      });
    } else if (
      !accepted &&
      reason === null &&
      !seen.has(sentence.index) &&
      // P209: the rare restatement first, then the blockers (both pure; the blockers matched almost no sentence here
      // and ran on every one before the restatement's own checks).
      settledRestatement(sentences, sentence, language) &&
      !blockers.some((b) => b.test(text)) &&
      ruleFamilyOn('d', 'd:settled-restatement', sentence.line)
    ) {
      // "ok, feature freeze from today, bug fixes only" "good" — the chair's outcome, accepted.
      seen.add(sentence.index);
      out.push({
        text: withOwnContext(sentences, sentence, withoutOpener(sentence.clean)),
        speaker: sentence.speaker,
        line: sentence.line,
        source: 'transcript',
      });
    }
    return;
  }
  // E31: "So we decided on our market …" said before anybody in this meeting spoke of it reports an earlier decision.
  if (language === 'en' && PLAIN_PAST_DECISION.test(text) && !discussedHere(sentences, k, recapped, language))
    return;
  // E437: "the decision was that …" / "then we decided that …" next to "last week" / "last time" tells a decision taken then.
  if (language === 'en' && PAST_DECISION.test(text) && nearEarlierTime(sentences, k)) return;
  // E4: "So what are you proposing?" "We buy the oxalic in bulk …" — a proposal asked for, not yet decided.
  if (language === 'en' && answersProposalCall(sentences, sentence)) return;
  // E3: "Agreed, I'd rather not risk it." after "Then we stop canning until the seamer's fixed." is the same decision,
  // already reported in the words of the one who stated it.
  if (/^agreed\b/.test(text) && agreesToReported(sentences, sentence, seen)) return;
  let chosen: TranscriptSentence | undefined = sentence;
  if (/^agreed\b/.test(text) && sentence.words.length < MIN_WORDS) {
    chosen = undefined;
    for (let i = sentence.index - 1; i >= Math.max(0, sentence.index - AGREEMENT_LOOKBACK); i--) {
      const previous = sentences[i];
      if (!previous || previous.speaker === sentence.speaker || previous.words.length < MIN_WORDS) continue;
      if (proposals[language]?.test(previous.normal)) chosen = previous;
      break;
    }
  } else {
    const own = ownTerms(sentence.clean, language);
    // N4: a short decision that says what ("We decided to ship.") is its own words; one that says nothing of its
    // own ("So we decided.") is the proposal it refers to, or left out — never an earlier greeting or report.
    const explicit = explicitDecision[language]?.test(text) === true;
    // E69: "Amendment 8 falls." names its business and its result: its own words, however short.
    if (cue === FORMAL_OUTCOME) chosen = sentence;
    else if (own < MIN_OWN_TERMS)
      chosen = antecedent(sentences, sentence, language) ?? (own > 0 && explicit ? sentence : undefined);
    else if (sentence.words.length < MIN_WORDS && !explicit) chosen = undefined;
  }
  if (!chosen || seen.has(chosen.index)) return;
  if (!ruleFamilyOn('d', cues[cueIndex] ? `d:cue:${cueIndex}` : 'd:chair-outcome', chosen.line)) return;
  seen.add(chosen.index);
  const at = chosen === sentence && text.length === sentence.clean.length ? (cue.exec(text)?.index ?? 0) : 0;
  const focused = focusClause(chosen.clean, at);
  // E32: "We're gonna use it as the power button" names its "it" from the sentence it was cut from or the one before.
  const resolved = withAntecedent(
    chosen === sentence ? trimLeadIn(focused, cue) : focused,
    chosen,
    sentences,
    language,
  );
  if (resolved === null) return;
  out.push({
    text: resolved,
    speaker: chosen.speaker,
    line: chosen.line,
    source: 'transcript',
    // The words are the proposal's; where it was decided is cited too, so a reader can check both (N4).
    ...(chosen.line !== sentence.line ? { decidedLine: sentence.line } : {}),
  });
}

/**
 * A decision told in the plain past by "we" ("we decided on our market", "we agreed that the casing is plastic", "we
 * chose the blue one"), not the present perfect of an outcome just reached ("we've decided", "we have agreed").
 */
const PLAIN_PAST_DECISION =
  /\bwe\s+(?:all\s+)?(?:also\s+)?(?:decided|agreed|chose|settled\s+on|went\s+with|opted)\b/;
/** An earlier plan told in the past ("our market was going to be young", "we had a couple of changes"): no discussion. */
const EARLIER_PLAN =
  /\b(?:was|were)\s+(?:going\s+to|gonna|supposed\s+to)\b|\bwe\s+had\b|\bwe(?:'d|\s+had)\s+(?:decided|agreed|said)\b/;
/** A decision told in the past: a plain past "we decided / agreed / chose …" ({@link PLAIN_PAST_DECISION}) or "the decision was". */
const PAST_DECISION = new RegExp(`${PLAIN_PAST_DECISION.source}|\\bthe\\s+(?:final\\s+)?decision\\s+was\\b`);
/** An earlier time named: "last week", "last time", "the last meeting", "the previous meeting", "yesterday". */
const EARLIER_TIME = /\b(?:last\s+(?:week|time|meeting)|previous\s+meeting|yesterday)\b/;
/** Sentences before a past decision (and its own) read for an earlier time it belongs to (E437). */
const EARLIER_TIME_LOOKBACK = 3;

/**
 * Whether the sentence at `k` or one of the {@link EARLIER_TIME_LOOKBACK} sentences before it, of any speaker, names an
 * earlier time ({@link EARLIER_TIME}) (E437): a past decision said there answers or goes on with it ("Was the decision
 * last time …?" "Right, so, the decision was that Jane did not want the transcribers to be doing any of the
 * paperwork."; "one of the things that last week … And, maybe, talking with Stephane …, then we decided that …"): a
 * decision taken then, told in this meeting, not one this meeting took (issue 15: recaps are not this meeting's
 * decisions). Read within the batch (its 8-sentence carry covers the look-back).
 */
function nearEarlierTime(sentences: readonly TranscriptSentence[], k: number): boolean {
  for (let i = k; i >= Math.max(0, k - EARLIER_TIME_LOOKBACK); i--)
    if (EARLIER_TIME.test(sentences[i]!.normal)) return true;
  return false;
}
/** How many sentences before a plain past decision are read for the discussion that reached it (E31). */
const DISCUSSION_LOOKBACK = 40;
/** Where the clause of what was decided ends: a comma, a semicolon, or "and"/"but"/"so" opening the next clause. */
const DECIDED_CLAUSE_END = /[,;:]|\s(?:and|but|so|because|which)\s/;
/** Distinct content terms of the decision the discussion before it must have said (fewer when it has fewer). */
const DISCUSSED_TERMS = 2;
/** A turn of another speaker that took part in that discussion says at least this many words. */
const DISCUSSION_WORDS = 5;

/**
 * Whether this meeting discussed what the plain past decision at `k` names (E31), asked only after a recap of an
 * earlier meeting within {@link DISCUSSION_LOOKBACK} sentences before it (else `true`): there, outside the recap, another speaker said {@link DISCUSSION_WORDS}+ words,
 * and the sentences there that tell no earlier plan ({@link EARLIER_PLAN}) said {@link DISCUSSED_TERMS} of the content
 * terms of what was decided (the clause after the cue; all of them when it has fewer). Said otherwise — after the
 * minutes, opening a presentation — "we decided …" goes on reporting decisions taken before.
 */
function discussedHere(
  sentences: readonly TranscriptSentence[],
  k: number,
  recapped: Uint8Array,
  language: string,
): boolean {
  const sentence = sentences[k]!;
  // What was decided: the words after the cue, up to the clause's end ("we decided on our market and so …" → "our market").
  const cue = PLAIN_PAST_DECISION.exec(sentence.normal);
  const what = sentence.normal.slice(cue ? cue.index + cue[0].length : 0).split(DECIDED_CLAUSE_END)[0] ?? '';
  const own = new Set(sentenceTerms(what, language).filter((t) => !CUE_TERMS.has(t)));
  let otherSpoke = false;
  let afterRecap = false;
  const shared = new Set<string>();
  for (let i = k - 1; i >= Math.max(0, k - DISCUSSION_LOOKBACK); i--) {
    const before = sentences[i]!;
    if (recapped[i] === 1) {
      afterRecap = true;
      continue;
    }
    if (before.speaker !== sentence.speaker && before.words.length >= DISCUSSION_WORDS) otherSpoke = true;
    if (!EARLIER_PLAN.test(before.normal)) for (const t of before.terms) if (own.has(t)) shared.add(t);
    if (otherSpoke && shared.size >= Math.min(DISCUSSED_TERMS, own.size)) return true;
  }
  // Only where the meeting has just gone over an earlier one's minutes: "We decided to ship." alone stays (N4).
  return !afterRecap || language !== 'en';
}

/**
 * A chair's word that settles what was just proposed, saying nothing of its own: "Let's do it.", "Okay, let's do that
 * then.", "Then let's get them.", "Do that.", "Then yes, we take it.", "Yeah, go on then." (E12).
 */
const SETTLES =
  /^(?:(?:okay|ok|right|fine|yes|yeah|good|great|then|so|aye)[\s,.!]+)*(?:let's\s+(?:do|get|go\s+for|try|have)\s+(?:it|that|them|this|those)|do\s+(?:it|that)|go\s+(?:on|ahead)|we\s+(?:take|do|get)\s+(?:it|that|them))(?:\s+then)?[.!]?$/;

/**
 * What a settling word ({@link SETTLES}) decides: the speaker's own next sentence on the line when it spells the
 * outcome out ("… New bracket, fitted by the firm.", "… Two beers, Haze Runner and the stout."; not a question or a
 * request, "… Kofi, can you look at …?", which is a task), else another speaker's proposal just before it
 * ({@link antecedent}); `undefined` when neither says enough (E12).
 */
function settledWhat(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): TranscriptSentence | undefined {
  const next = sentences[sentence.index + 1];
  if (
    next &&
    next.line === sentence.line &&
    next.complete &&
    ownTerms(next.clean, language) >= MIN_OWN_TERMS + 1 &&
    notAnItem(next.normal, next.raw, language, next.normal.length, next.wordBits) === null &&
    !/\?\s*$/.test(next.raw.trim()) &&
    !/\b(?:can|could|will|would)\s+you\b/.test(next.normal)
  )
    return next;
  const before = antecedent(sentences, sentence, language);
  return before && before.speaker !== sentence.speaker ? before : undefined;
}

/**
 * Another speaker's question that asks for a proposal: "So what are you proposing?", "What do you suggest?", "What's
 * your recommendation?" (matched on the lower-cased sentence as spoken, question mark included).
 */
const EN_PROPOSAL_CALL =
  /\bwhat(?:\s+(?:are|were)\s+you\s+(?:proposing|suggesting|recommending)|\s+(?:do|would)\s+you\s+(?:propose|suggest|recommend)|(?:\s+is|\s+was|'s)\s+(?:the|your)\s+(?:proposal|suggestion|recommendation))\b[^?]*\?\s*$/;

/**
 * Whether a sentence belongs to the turn that answers a call for a proposal ({@link EN_PROPOSAL_CALL}): what it says
 * is proposed, not decided, however plainly worded ("We buy the oxalic in bulk …"); the decision is the outcome said
 * after it, if any (E4).
 *
 * @param sentences - transcript sentences in order
 * @param sentence - a sentence that may be a decision
 */
function answersProposalCall(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
): boolean {
  // The sentence before the line's first (P320: found in constant time, not by walking back over the line).
  const before = sentences[lineStart(sentences, sentence) - 1];
  if (!before || before.speaker === sentence.speaker) return false;
  return EN_PROPOSAL_CALL.test(normalizeForCues(before.raw.trim()));
}

/**
 * Whether an "Agreed, …" reply agrees to a decision already reported: the turn just before it (the nearest other
 * speaker's sentences, at most {@link AGREEMENT_LOOKBACK} back, the reply's own earlier sentences on its line skipped)
 * holds a sentence in `reported`. Such a reply yields to that decision, so one decision is one item (E3).
 *
 * @param sentences - transcript sentences in order
 * @param reply - the sentence opening on "agreed"
 * @param reported - indices of the sentences already reported as decisions
 */
function agreesToReported(
  sentences: readonly TranscriptSentence[],
  reply: TranscriptSentence,
  reported: ReadonlySet<number>,
): boolean {
  let other: TranscriptSentence['speaker'] | undefined;
  for (let i = reply.index - 1; i >= Math.max(0, reply.index - AGREEMENT_LOOKBACK); i--) {
    const previous = sentences[i];
    if (!previous) break;
    if (other === undefined) {
      if (previous.speaker === reply.speaker) {
        if (previous.line === reply.line) continue;
        return false;
      }
      other = previous.speaker;
    } else if (previous.speaker !== other) break;
    if (reported.has(previous.index)) return true;
  }
  return false;
}

/**
 * E111: "then we'll have …" opening a sentence says what follows in a sequence or a description ("Then we'll have our
 * baseline to compare with.", "then we'll have volume and then we will have the channel"), not a choice, unless the
 * next speaker approves it outright ({@link assentedNext}); "then we'll have to drop it" (an obligation) is not this.
 */
const SEQUENCE_THEN =
  /^(?:(?:so|and|okay|ok|um|uh|yeah|right|well|now)[\s,]+)*then,?\s+we(?:'ll|\s+will)\s+(?:(?:also|just|still)\s+)?have\b(?!\s+to\b)/;

/**
 * Whether the next turn of another speaker, within {@link REPLY_LOOKAHEAD} sentences, approves the sentence outright
 * ({@link restatementAssent}: "agreed", "that works for me", "sounds good"; a bare "yeah" or "right" is not enough).
 */
function assentedNext(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): boolean {
  const assent = restatementAssent[language];
  if (!assent) return false;
  for (let i = sentence.index + 1; i <= sentence.index + REPLY_LOOKAHEAD; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.speaker === sentence.speaker) continue;
    return assent.test(normalizeForCues(next.raw));
  }
  return false;
}

/** The opening markers a chair's restatement starts with (cheap gate before {@link settledRestatement}). */
const RESTATEMENT_HINT = /^\s*(?:ok|okay|right|alright|so|then|good|great|fine|yeah|yes|agreed)\b/i;

/**
 * A chair's restatement of an outcome ({@link chairRestatements}: "ok, so the build locks on the seventeenth")
 * that says what was settled (at least {@link MIN_WORDS} words and three content terms; not a task for oneself, an
 * open plan or the meeting's steering: {@link restatementNotOutcome}), accepted by the next turn of another
 * speaker within {@link REPLY_LOOKAHEAD} sentences: an approval ({@link restatementAssent}), someone taking on the
 * work, or a grudging yes — or a plain yes when the chair asked for it in the same turn ("… everyone ok?":
 * {@link agreementCalls}). The same speaker's further sentences on the line are skipped.
 */
function settledRestatement(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): boolean {
  const chair = chairRestatements[language];
  const notOutcome = restatementNotOutcome[language];
  const assent = restatementAssent[language];
  if (!chair || !notOutcome || !assent || language !== 'en') return false;
  if (sentence.words.length < MIN_WORDS || /\?\s*$/.test(sentence.raw.trim())) return false;
  if (!chair.test(normalizeForCues(asSpoken(sentences, sentence)))) return false;
  if (notOutcome.test(sentence.normal)) return false;
  if (ownTerms(sentence.clean, language) < MIN_OWN_TERMS + 1) return false;
  let called = false;
  for (let i = sentence.index + 1; i <= sentence.index + REPLY_LOOKAHEAD; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.speaker === sentence.speaker) {
      if (next.clean === '' || next.line === sentence.line) {
        called ||= agreementCalls[language]?.test(normalizeForCues(next.raw.trim())) === true;
        continue;
      }
      break;
    }
    const reply = normalizeForCues(next.raw);
    return (
      assent.test(reply) ||
      COMMITMENT.test(reply) ||
      GRUDGING_YES.test(reply) ||
      (called && plainAssent[language]?.test(reply) === true)
    );
  }
  return false;
}

/** A restatement's leftover opener ("Then, ethics becomes compulsory …" → "Ethics becomes compulsory …"). */
function withoutOpener(text: string): string {
  const out = text.replace(/^(?:(?:then|so|and)[\s,.]+)+/i, '');
  return out === '' || out === text ? text : out.charAt(0).toUpperCase() + out.slice(1);
}

/** A turn's bare opener that settles what follows: "Agreed.", "Fine.", "Right." */
const BARE_OPENER = /^(?:agreed|fine|good|great|right|okay|ok|alright|settled|done)[.!]?$/i;

/**
 * The sentence as spoken, with the same speaker's bare opener just before it on its line ("Agreed. We'll put the
 * parking consultation on the agenda …" → both), so a chair's wrap-up is recognised after its "Agreed.".
 */
function asSpoken(sentences: readonly TranscriptSentence[], sentence: TranscriptSentence): string {
  const previous = sentences[sentence.index - 1];
  if (previous && previous.line === sentence.line && BARE_OPENER.test(previous.raw.trim()))
    return `${previous.raw.trim()} ${sentence.raw}`;
  return sentence.raw;
}

/**
 * A condition still open where the cue starts (E101): "if", "unless", "whether", "in case", "as long as", "assuming",
 * "provided" with no clause break (comma, semicolon, colon, dash, full stop) between it and the cue ("I think if we are
 * gonna use a touchscreen we're gonna go way above the budget", "whether we'll drop the LCD …"). The main clause
 * after a comma ("if it's cheaper, we'll drop the LCD") is left to the cue.
 *
 * E436: so is a time clause ("when", "whenever", "once", "as soon as", "every time"): its verb tells how a thing
 * works or what happened then, it asserts no choice ("… and then when we just put it on the screen and wroop!", "Once
 * you switch on it will take power and … we will put …"). Not "once again / more", "at once", "once or twice" (an
 * adverb, no clause).
 */
const OPEN_CONDITION =
  /\b(?:if|unless|whether|in\s+case|as\s+long\s+as|assuming|provided|supposing|when|whenever|(?<!\bat\s)once(?!\s+(?:again|more|or\s+twice)\b)|as\s+soon\s+as|every\s+time)\b[^,;:.!?\u2013\u2014]*$/;

/**
 * Whether the decision cue found at `cueAt` of `text` sits in an open condition or time clause ({@link OPEN_CONDITION});
 * English only.
 */
function inCondition(text: string, cueAt: number, language: string): boolean {
  return language === 'en' && OPEN_CONDITION.test(text.slice(0, cueAt));
}

/** A word said again at once ("so we we", "we'll, we'll"): the repeat is dropped before the chair patterns read the words. */
const SAID_TWICE = /(?<![a-z0-9'])([a-z0-9]+(?:'[a-z]+)?)(?:[\s,]+\1)+(?![a-z0-9'])/g;

/**
 * The sentence as spoken (lower-cased, {@link asSpoken}) with its stutters and restarts taken out (E99): the chair
 * patterns ({@link chairSummaries}, {@link soOutcomes}) exclude what follows "so we" ("so we basically …", "so we have
 * …"), so "so we we basically we have a very open beam" must be read as "so we have a very open beam", and "okay, so
 * we'll we'll ship it" as "okay, so we'll ship it". Words are only deleted.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal; disfluencies removed).
 */
function spokenPlain(spoken: string): string {
  return withoutRestarts(spoken.replace(SAID_TWICE, '$1'));
}

/**
 * What {@link chairSummaries}, {@link soOutcomes} and {@link soActivity} cannot match without, as a word: "we" (a
 * wrap-up or summing-up of what we will do: "we'll", "so we drop …"), "so" (a date or place settled: "so the fair is on
 * Saturday …"), "instead" / "rather" (a changed date or place). Each stands in those patterns after the start, white
 * space, a comma or a full stop and before white space, an apostrophe or a comma, never next to a letter or digit.
 * {@link spokenPlain} only deletes whole words (a word said again, an abandoned start up to the next word) and may
 * capitalise the first letter, so a sentence without such a word gives a spoken form without it (issue 13: every
 * complete sentence past the decision gate was read as spoken before).
 */
const CHAIR_WORDS = /(?<![a-z0-9])(?:we|so|instead|rather)(?![a-z0-9])/;
/**
 * The words those patterns open on, one of which the sentence as spoken must start with ("okay so we'll …", "agreed.
 * so we …", "right, so the fair is …", "then we realign it …"): the first word is kept by {@link spokenPlain}, or else
 * the sentence opens on a capital letter, which none of them matches.
 */
const CHAIR_OPENING = /^(?:agreed|okay|ok|right|so|then|alright|um|uh|good|well|fine|yeah|great)(?![a-z0-9])/;

/**
 * Whether the sentence as spoken ({@link asSpoken}, {@link spokenPlain}) is a chair's wrap-up or summing-up of an
 * outcome ({@link chairSummaries}, {@link soOutcomes}) or of the team's next activity ({@link soActivity}); English only.
 */
function chairOutcome(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): boolean {
  const chair = chairSummaries[language];
  const so = soOutcomes[language];
  if (!chair && !so && language !== 'en') return false;
  const plain = normalizeForCues(asSpoken(sentences, sentence));
  if (language === 'en' && !(CHAIR_OPENING.test(plain) && CHAIR_WORDS.test(plain))) return false;
  const spoken = spokenPlain(plain);
  return chair?.test(spoken) === true || so?.test(spoken) === true || soActivity(spoken, language);
}

/** The summing-up's opener as spoken: "so …", "okay, then …" (as {@link soOutcomes} opens). */
const SO_OPENER = /^(?:(?:okay|ok|right|good|well|fine|yeah|alright|agreed|great)[\s,.!]+)*(?:so|then)\b/;

/**
 * A summing-up that names the team's next activity ("so we can check into the financial feasibility of this", "then
 * we'll look into the costs"): {@link soOutcomes} leaves out its modal, but it is the team's task, which
 * {@link teamActivities} takes out of the decisions (E99: before, only a stutter "so we we can …" slipped it in).
 */
const SO_FINDING_OUT =
  /^(?:(?:okay|ok|right|good|well|fine|yeah|alright|agreed|great)[\s,.!]+)*(?:so|then),?\s+we(?:\s+can|\s+could|'ll|\s+will)\s+(?:(?:also|then|just|first|further)\s+)*(?:check|look\s+into|find\s+out|figure\s+out|investigate|explore|research|evaluate|follow\s+up|sort\s+out)\b/;
function soActivity(spoken: string, language: string): boolean {
  return (
    language === 'en' && SO_OPENER.test(spoken) && WE_ACTIVITY.test(spoken) && SO_FINDING_OUT.test(spoken)
  );
}

/**
 * The statement a call for objections refers to, when another speaker answers no: the nearest preceding
 * sentence of the same speaker (within {@link ANTECEDENT_LOOKBACK}) that says enough on its own.
 */
function objectionCleared(
  sentences: readonly TranscriptSentence[],
  call: TranscriptSentence,
  language: string,
): { sentence: TranscriptSentence; text: string } | undefined {
  // Answered "no" by anyone within a few sentences (the caller's own "No." right after counts: nobody spoke
  // up), and nobody objects.
  let answered = false;
  for (let i = call.index + 1; i <= call.index + REPLY_LOOKAHEAD; i++) {
    const next = sentences[i];
    if (!next) break;
    const reply = normalizeForCues(next.raw);
    if (/\b(?:i|we)\s+(?:do\s+)?(?:disagree|object|oppose)\b/.test(reply)) return undefined;
    const own = next.speaker === call.speaker;
    if ((!own || (next.line === call.line && i === call.index + 1)) && noObjection[language]?.test(reply))
      answered = true;
  }
  if (!answered) return undefined;
  for (let i = call.index - 1; i >= Math.max(0, call.index - ANTECEDENT_LOOKBACK); i--) {
    const previous = sentences[i];
    if (!previous || previous.speaker !== call.speaker) break;
    if (!previous.complete || ownTerms(previous.clean, language) < MIN_OWN_TERMS + 1) continue;
    const reason = notAnItem(previous.normal, previous.raw, language, 0, previous.wordBits);
    return reason === null ? { sentence: previous, text: previous.clean } : undefined;
  }
  // The call carries the statement: "Does anyone object to running Millbrook on Saturdays with volunteers?"
  const frame = objectionFrames[language];
  const statement = frame?.test(call.clean) ? call.clean.replace(frame, '').replace(/\s*\?\s*$/, '') : '';
  if (statement !== '' && ownTerms(statement, language) >= MIN_OWN_TERMS + 1)
    return { sentence: call, text: statement.charAt(0).toUpperCase() + statement.slice(1) };
  return undefined;
}

/**
 * An accepted "are we all happy about …?" as the outcome: the asking frame and the question mark cut
 * (`"Are we all happy about the idea of aiming the product at …?"` → `"Aiming the product at …"`), and so is an
 * accepted "shall we agree … that …" (`"Shall we agree for sake of clarity that we'll use this idea …"` → `"We'll use
 * this idea …"`, E37: the outcome, not the proposal); words are only deleted. Other texts come back unchanged.
 */
function trimConsent(text: string): string {
  const out = text
    .replace(
      /^(?:[\w']+[\s,]+){0,3}?(?:are|is)\s+(?:we|everyone|everybody)\s+(?:all\s+)?(?:happy|okay|ok|fine|content|agreed)\s+(?:with|about|on)\s+(?:the\s+idea\s+of\s+)?/i,
      '',
    )
    // E37: "Shall we agree for sake of clarity … that we'll use David's three buckets" → "We'll use David's three buckets".
    .replace(
      /^(?:[\w']+[\s,]+){0,3}?(?:shall|should|can|could|do|does|are)\s+(?:we|everyone|everybody)\s+(?:all\s+)?agree(?:d)?\b[^?]{0,80}?\bthat\s+(?=(?:we|the|it|this|[a-z]+'s)\b)/i,
      '',
    )
    // E40: "So do we want the curved design?" → "We want the curved design".
    .replace(/^(?:(?:so|okay|ok|right|and|then|alright|well|yeah|yes)[\s,]+)*do\s+(?=we\b)/i, '')
    .replace(/\s*\?\s*$/, '');
  if (out === text || out.trim() === '') return text;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** Content terms of a sentence that are not decision-cue words. */
function ownTerms(clean: string, language: string): number {
  return new Set(sentenceTerms(clean, language).filter((t) => !CUE_TERMS.has(t))).size;
}

/**
 * The proposal a decision refers to ("So we decided." → "Let's ship the casing in March." before it): the nearest
 * preceding whole statement within {@link ANTECEDENT_LOOKBACK} sentences that says enough on its own, is not
 * logistics, a joke or a hedge, and proposes or states a plan ({@link isProposal}); a question stops the search.
 * `undefined` when there is none (the decision is then left out). A greeting, thanks or a status report ("The
 * supplier called about the invoice.") is never what was decided (review 2 N4).
 */
function antecedent(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): TranscriptSentence | undefined {
  for (let i = sentence.index - 1; i >= Math.max(0, sentence.index - ANTECEDENT_LOOKBACK); i--) {
    const previous = sentences[i];
    if (!previous || previous.clean === '') continue;
    if (!previous.complete || ownTerms(previous.clean, language) < MIN_OWN_TERMS + 1) continue;
    const reason = notAnItem(
      previous.normal,
      previous.raw,
      language,
      previous.normal.length,
      previous.wordBits,
    );
    if (reason === 'question') return undefined;
    if (reason === null && isProposal(previous.normal, language)) return previous;
  }
  return undefined;
}

/**
 * Whether a sentence (its `normal` form) proposes or states something a meeting can decide: a proposal ("let's …",
 * "we should …", "how about …"), a call to agree ("shall we agree …"), a chair's "I think we …", or a decision cue
 * of its own. Greetings, thanks and reports are none of these.
 */
function isProposal(normal: string, language: string): boolean {
  return (
    proposals[language]?.test(normal) === true ||
    agreementProposals[language]?.test(normal) === true ||
    (language === 'en' && HEDGED_OUTCOME.test(normal)) ||
    (decisionCues[language] ?? []).some((cue) => cue.test(normal))
  );
}

/**
 * A decision said in so many words ("we decided", "agreed", "the decision is", "let's go with", "… it is"): short,
 * with one word of content ("We decided to ship.", "We agreed on Tuesday.", "Let's go with rubber.", "Clarke's it
 * is."), it still says what was decided and stands as itself (N4, review 4 P26; session 17).
 */
const explicitDecision: Readonly<Record<string, RegExp>> = {
  en: /\b(?:decided|agreed|decision|settled)\b|\blet's\s+(?:go|stick)\s+(?:with|for)\b|\bwe(?:'ll| will)?\s+go\s+with\b|\sit\s+is(?:\s+then)?[.!]?$/,
  de: /\b(?:beschlossen|entschieden|geeinigt)\b/,
  fr: /(?<!\p{L})(?:décidé|convenu|décision)(?!\p{L})/u,
};

/**
 * A proposal accepted by the next speaker: `"shall we agree …"` answered by any yes (`"Yeah."`), or any
 * proposal (`"let's …"`, `"we should …"`) answered by explicit assent (`"I think that's a good idea"`,
 * `"sounds good"`). The reply is the first turn by another speaker within {@link REPLY_LOOKAHEAD}
 * sentences that is not a bare backchannel ("Mm."); a reply with "but"/"not" does not count.
 *
 * @returns the proposal pattern that matched (to locate the clause), or `null`
 */
function acceptedProposal(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  language: string,
): RegExp | null {
  const text = sentence.normal;
  if (sentence.words.length < MIN_WORDS) return null;
  const agree = agreementProposals[language];
  const propose = proposals[language];
  const kind = agree?.test(text) ? agree : propose?.test(text) ? propose : null;
  const hedged = kind === null && language === 'en' && HEDGED_OUTCOME.test(text);
  if (!kind && !hedged) {
    // E40: "We use the regular chip?" "Regular." / "So we go for the rubber case?" "Yeah." — settled by the answer.
    return language === 'en' && confirmedChoice(sentences, sentence) ? CONFIRMATION_QUESTION : null;
  }
  // A concrete, unconditional "let's" (not "let's move on", not "if …, let's …").
  const concrete =
    /\blet's\b/.test(text) &&
    !/\b(?:if|when|whether|unless)\b[^,.;]*,?\s*let's\b/.test(text) &&
    !proceduralLets[language]?.test(text) &&
    ownTerms(sentence.clean, language) >= MIN_OWN_TERMS + 1;
  for (let i = sentence.index + 1; i <= sentence.index + REPLY_LOOKAHEAD; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.speaker === sentence.speaker) {
      // The proposer's own words in the same turn ("… the fifteen to thirty five bracket? And also the functions.")
      if (next.clean === '' || next.line === sentence.line) continue;
      break;
    }
    const reply = normalizeForCues(next.raw).replace(/^(?:(?:um|uh|er|erm|oh)[\s,.!]+)+/, '');
    if (kind && explicitAssent[language]?.test(reply)) return kind;
    if (hedged && explicitAssent[language]?.test(reply)) return HEDGED_OUTCOME;
    if (kind === agree && plainAssent[language]?.test(reply)) return kind;
    // "Let's get the slogan on there." "Yeah." — a concrete, unconditional "let's" needs only a yes (not an "okay").
    if (
      concrete &&
      /^(?:yes|yeah|yep|yup|sure|definitely|absolutely|agreed)\b(?![^.!?]*\b(?:but|not|no|don't)\b)/.test(
        reply,
      )
    )
      return propose ?? null;
    // "Let's move the cage to the east wall." "I'll book the painters." — another speaker taking on the work, or a
    // grudging yes ("That's more money, but fine."), accepts a concrete plan; a chair's "I think we repair it."
    // answered so is the outcome (issue 15: the outcome, not the proposal).
    if ((concrete || hedged) && language === 'en' && (COMMITMENT.test(reply) || GRUDGING_YES.test(reply)))
      return hedged ? HEDGED_OUTCOME : (propose ?? null);
    if (next.clean !== '') break;
  }
  return null;
}

/** The bench's family name for what {@link acceptedProposal} matched (session 41 ablation). */
function acceptedKind(accepted: RegExp, language: string): string {
  if (accepted === HEDGED_OUTCOME) return 'hedged';
  if (accepted === CONFIRMATION_QUESTION) return 'confirmation';
  return accepted === agreementProposals[language] ? 'agreement-call' : 'proposal';
}

/**
 * A choice put to the room as a "we" question to confirm (E40): "We use the regular chip?", "So we go for the rubber
 * case?", "Do we want the curved design?", "We're going with the scroll-wheel then?" — "we" (or "do we") and a verb
 * of choosing in the present, not a modal ("we should …?" is a proposal, "we could …?" an idea) nor a question word
 * ("what do we use?" asks, it does not confirm).
 */
const CONFIRMATION_QUESTION =
  /^(?:(?:so|okay|ok|right|and|then|alright|well|yeah|yes)[\s,]+)*(?:do\s+)?we(?:'re|\s+are)?\s+(?:(?:all\s+|just\s+|then\s+)?(?:go(?:ing)?\s+(?:for|with)|use|using|stick(?:ing)?\s+(?:to|with)|want|take|taking|choose|pick|keep|keeping|have|having|opt(?:ing)?\s+for|settle\s+on)\b)/;
/**
 * A "we" question about what is, not what is chosen (E100): "do we have …?" asks whether a thing exists or is at hand
 * ("Do we have American-born folk reading German place names?", "do we have the slides?"), "we have to / have got to
 * …?" asks about an obligation ("Do we have to read them that slowly?"); a yes to either settles no choice. "We have the
 * kinetic battery?" and "we're having the LCD?" (no "do", no "to") still confirm a choice.
 */
const ASKS_WHAT_IS = /\bdo\s+we\s+have\b|\bwe\s+(?:have|'ve)\s+(?:got\s+)?to\b/;
/** A reply that turns a confirmation question down or leaves it open ("no", "not sure", "but …", "maybe", "I don't know"). */
const NOT_CONFIRMED = /\b(?:no|not|nope|but|maybe|perhaps|don't|doesn't|dunno|wait|hmm|or)\b|\?/;
/** A reply opening on a no: "No, the special one.", "Not that one.", "But …", "Wait, …". */
const OPENS_ON_NO = /^(?:no|nope|not|but|wait|hang on)\b/;
/** Replies read after a confirmation question (other speakers' turns; backchannels like "Mm." are skipped). */
const CONFIRM_REPLIES = 2;

/**
 * Whether `sentence` is a {@link CONFIRMATION_QUESTION} the room answers yes to (E40): within {@link REPLY_LOOKAHEAD}
 * sentences, the first {@link CONFIRM_REPLIES} turns of other speakers are each a plain yes ({@link plainAssent}) or
 * an echo of the choice (every content word of the reply is in the question: "Regular." to "We use the regular
 * chip?"), at least one of them; the first says no no, "but", "maybe" and asks nothing back ({@link NOT_CONFIRMED}), and
 * a later one does not open on a no ({@link OPENS_ON_NO}).
 */
function confirmedChoice(sentences: readonly TranscriptSentence[], sentence: TranscriptSentence): boolean {
  if (!/\?\s*$/.test(sentence.raw.trim()) || !CONFIRMATION_QUESTION.test(sentence.normal)) return false;
  if (ASKS_WHAT_IS.test(sentence.normal)) return false;
  const asked = new Set(sentenceTerms(sentence.clean, 'en'));
  if (asked.size < MIN_OWN_TERMS) return false;
  let replies = 0;
  for (let i = sentence.index + 1; i <= sentence.index + REPLY_LOOKAHEAD && replies < CONFIRM_REPLIES; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.speaker === sentence.speaker) {
      if (next.clean === '' || next.line === sentence.line) continue;
      break;
    }
    const reply = normalizeForCues(next.raw).replace(/^(?:(?:um|uh|er|erm|oh|mm)[\s,.!]+)+/, '');
    // A bare "Yes." cleans to nothing (a filler) but answers; a bare "Mm." does not.
    if (reply === '' || (next.clean === '' && !plainAssent.en!.test(reply))) continue;
    // After a yes, a turn that moves on ("The case could be wood or rubber …") ends the answers; one that opens on a no
    // ("No, the special one.") still turns the choice down.
    if (NOT_CONFIRMED.test(reply) && (replies === 0 || OPENS_ON_NO.test(reply))) return false;
    const terms = sentenceTerms(next.clean, 'en');
    const echo = terms.length > 0 && terms.every((t) => asked.has(t));
    if (!plainAssent.en!.test(reply) && !echo) return replies > 0;
    replies++;
  }
  return replies > 0;
}

/**
 * A chair's hedged outcome: "I think we repair it.", "So I think we go with the cheaper one." — "we" and a verb
 * in the present, not a modal or a need ("I think we should …", "I think we need …" are proposals or opinions).
 */
const HEDGED_OUTCOME =
  /^(?:(?:so|okay|ok|right|well|then)[\s,]+)*i\s+think\s+we\s+(?!(?:need|should|could|might|may|can|can't|cannot|must|have|had|were|are|did|do|don't|didn't|won't|would|will|'ll|all|both|still|just|already|probably|maybe)\b)[a-z]+\b/;
/** A reply taking on the work: "I'll book it into the garage", "Okay, I'll do the rollback", "Will do", "I can do that". */
const COMMITMENT =
  /^(?:(?:okay|ok|right|alright|sure|yes|yeah|yep|great|good|fine|cool)[\s,.!]+)*(?:i'll|i will|i'm going to|i can do (?:that|it)|will do|on it)\b(?!\s+(?:just|tell|see|let|try|leave|pass|have to|be honest)\b)(?![^.!?]*\b(?:but|not|no|don't|won't|can't|cannot)\b)/;
/** A yes after a reservation: "That's more money, but fine.", "Not ideal, but okay." */
const GRUDGING_YES = /^[^.!?]*,?\s+but\s+(?:fine|okay|ok|sure|agreed|alright)[.!]?$/;

/** The hedge opening a hedged outcome ("I think we repair it." → "We repair it."); words are only deleted. */
function withoutStance(text: string): string {
  const out = text.replace(/^(?:(?:so|okay|ok|right|well|then)[\s,]+)*i\s+think\s+(?:that\s+)?/i, '');
  return out === text || out === '' ? text : out.charAt(0).toUpperCase() + out.slice(1);
}

/**
 * A short decision, or one ending on "it"/"that"/"them", gets the same speaker's next sentence on its line when that
 * one says why or what ("We repair it. We haven't got a lease in the budget, and the rest of the van is fine."), so
 * the item reads on its own (issue 15: a short point gets the context it needs). Every word stays on the cited line.
 */
function withOwnContext(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  text: string,
): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words >= CONTEXT_WORDS && !/\b(?:it|that|this|them)[.!]?$/i.test(text)) return text;
  const next = sentences[sentence.index + 1];
  if (!next || next.line !== sentence.line || next.speaker !== sentence.speaker || !next.complete)
    return text;
  if (/\?\s*$/.test(next.clean) || next.words.length < MIN_WORDS) return text;
  if (words + next.words.length > MAX_CONTEXT_WORDS) return text;
  return `${text} ${next.clean}`;
}
