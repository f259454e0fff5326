import { acceptedRequests } from '../extract/accepted-requests.js';
import { agreedProposals } from '../extract/agreed-proposals.js';
import { type CueMatches, countCueMatch, noCueMatches } from '../extract/cue-matches.js';
import { extractDecisions } from '../extract/extract-decisions.js';
import { extractNextSteps } from '../extract/extract-next-steps.js';
import { addTalk, noTalk, type TalkShare } from '../extract/hearing-decisions.js';
import { inOutVerdicts } from '../extract/in-out-verdicts.js';
import { withoutLoneViews } from '../extract/lone-views.js';
import { findReversals, type Reversal } from '../extract/mark-reversals.js';
import { withoutMonologueDecisions } from '../extract/monologue-decisions.js';
import { recapFlags } from '../extract/recap-tracker.js';
import { ruleFamilyOn } from '../extract/rule-families.js';
import { statedPlans } from '../extract/stated-plans.js';
import { teamActivities } from '../extract/team-activities.js';
import type { Decision, NextStep } from '../extractive-summary.js';
import { type BlockTopics, type BlockTopicsOptions, blockTopics } from '../topics/block-topics.js';
import { continuedClauses } from '../transcript/continued-clause.js';
import { appendSegmentSentences } from '../transcript/split-sentences.js';
import type { TranscriptSegment } from '../transcript/transcript-segment.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/**
 * Sentences carried into the next batch on each side of the seam, so cue look-back/ahead never breaks.
 *
 * Spec: issue 13 (offline engine linear in time, bounded memory).
 */
export const SEAM = 8;

/**
 * One batch of the offline engine: the sentences carried over from the batches before it, its new segments,
 * and everything the result depends on besides them.
 *
 * Spec: issue 13 (offline engine linear in time, bounded memory, 1M lines ≤ 10 s).
 */
export interface BatchInput {
  /** The last sentences of the transcript before this batch ({@link batchCarry} of the previous batch), in order. */
  carry: readonly TranscriptSentence[];
  /** The batch's new segments, in order. */
  segments: readonly TranscriptSegment[];
  /** Base ISO 639-1 code. */
  language: string;
  /**
   * A second language whose decision and task cue words are looked for too (English mixed into `language`, review 6
   * S6); absent or `null` for none. Sentences are split and topics found in `language` only.
   */
  alsoLanguage?: string | null;
  /** Whether the transcript is punctuated (decided on the first batch). */
  punctuated: boolean;
  /** How many sentences of `carry` the previous batch already reported on (they are context only here). */
  from: number;
  /** The transcript's last batch: every sentence is reported, nothing is carried. */
  final: boolean;
  /** The people known when the batch is processed (speakers so far, then the given attendees). */
  speakers: readonly string[];
  /** The meeting date `YYYY-MM-DD`, for due dates. */
  meetingDate?: string | null;
  /**
   * The batch is of a transcript longer than any meeting (more than {@link LONG_TRANSCRIPT_SEGMENTS} lines with text
   * read before its own): cheaper topics ({@link BlockTopicsOptions.long}, P100). Default `false`.
   */
  long?: boolean;
}

/**
 * Lines with text after which a transcript is longer than any meeting (a 10-hour meeting is about 20,000 lines): the
 * batches after them are processed the cheaper way ({@link BatchInput.long}), so no meeting's summary ever changes.
 *
 * Spec: issue 13 (1M lines ≤ 10 s), P100.
 */
export const LONG_TRANSCRIPT_SEGMENTS = 50_000;

/**
 * What one batch found. Positions are relative to the batch's first sentence (carry included) and topics are
 * numbered from 0: the caller adds the batch's place in the transcript ({@link offsetBatchResult}). Texts are
 * as cleaned, links not yet restored.
 *
 * Spec: issue 13 (offline engine linear in time, bounded memory).
 */
export interface BatchResult {
  found: BlockTopics;
  decisions: Decision[];
  reversals: Reversal[];
  nextSteps: NextStep[];
  /** Owned sentences whose decision / task cue words matched, kept or not (for the notices, review4 P26). */
  cueMatches: { decisions: CueMatches; nextSteps: CueMatches };
  /** Words of the owned sentences, and of those said in long turns (E131: is the meeting a hearing?). */
  talk: TalkShare;
  /** Sentences in the batch, carry included. */
  length: number;
  /** The sentences to carry into the next batch (empty after the final one). */
  carry: TranscriptSentence[];
  /** How many of `carry` this batch reported on (the next batch's `from`). */
  carryReported: number;
}

/**
 * Processes one batch: splits its segments into sentences after the carried ones, finds topics and key-point
 * candidates ({@link blockTopics}), decisions, reversals and next steps in the part it owns, and says what to
 * carry into the next batch. A pure function of its input, so batches may run in any thread and give the same
 * result.
 *
 * Spec: issue 13 (offline engine linear in time, bounded memory, 1M lines ≤ 10 s); issue 15 (the whole meeting).
 *
 * @param input - the batch ({@link BatchInput})
 * @returns what it found ({@link BatchResult})
 */
export function processBatch(input: BatchInput): BatchResult {
  const { language, final } = input;
  const sentences: TranscriptSentence[] = input.carry.map((s, index) => ({ ...s, index }));
  for (const segment of input.segments)
    appendSegmentSentences(sentences, segment, language, input.punctuated);
  const from = input.from;
  const to = final ? sentences.length : Math.max(from, sentences.length - SEAM);
  const owned = { from, to };
  const found = blockTopics(
    sentences,
    owned,
    language,
    { position: 0, firstTopic: 0 },
    { long: input.long === true },
  );
  const recaps = recapFlags(sentences, language);
  const cueMatches = { decisions: noCueMatches(), nextSteps: noCueMatches() };
  const languages = input.alsoLanguage ? [language, input.alsoLanguage] : [language];
  const decisions: Decision[] = [];
  const reversals: Reversal[] = [];
  const nextSteps: NextStep[] = [];
  // Lines whose decision rests on the room's replies (E50, E64): a long turn does not make them talk (E67).
  const evidenced = new Set<number>();
  for (const lang of languages) {
    // A sentence both languages' cue words match is reported once, as the first language read it.
    const decided = new Set(decisions.map((d) => d.line));
    const tasked = new Set(nextSteps.map((s) => s.line));
    const langRecaps = lang === language ? recaps : recapFlags(sentences, lang);
    const found = extractDecisions(sentences, lang, {
      owned,
      recaps: langRecaps,
      onCue: (s) => countCueMatch(cueMatches.decisions, s),
    });
    decisions.push(...found.filter((d) => !decided.has(d.line)));
    reversals.push(...findReversals(sentences, lang, owned));
    // E50: proposals the room agreed to over the next turns, with no cue word ("Maybe we should …" "Yeah, that's better.").
    const cued = new Set(decisions.flatMap((d) => (d.line === null ? [] : [d.line])));
    const agreed = agreedProposals(sentences, lang, { owned, recaps: langRecaps });
    for (const d of agreed) if (d.line !== null) evidenced.add(d.line);
    if (agreed.length > 0) {
      decisions.push(
        ...agreed.filter(
          (d) => d.line !== null && !cued.has(d.line) && ruleFamilyOn('d', 'd:agreed-proposal', d.line),
        ),
      );
      decisions.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    }
    // E64: design options ruled in or out by name ("okay, wood is out.", "hand dynamos are definitely out, right?").
    const ruled = inOutVerdicts(sentences, lang, { owned, recaps: langRecaps });
    for (const d of ruled) if (d.line !== null) evidenced.add(d.line);
    if (ruled.length > 0) {
      const have = new Set(decisions.flatMap((d) => (d.line === null ? [] : [d.line])));
      decisions.push(
        ...ruled.filter((d) => !have.has(d.line!) && ruleFamilyOn('d', 'd:in-out-verdict', d.line)),
      );
      decisions.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    }
    // E89: a hand-out or plan broken off at a comma and gone on from after a backchannel is read as whole.
    const steps = extractNextSteps(continuedClauses(sentences, lang), lang, {
      speakers: input.speakers,
      meetingDate: input.meetingDate,
      owned,
      recaps: langRecaps,
      onCue: (s) => countCueMatch(cueMatches.nextSteps, s),
    });
    nextSteps.push(...steps.filter((s) => !tasked.has(s.line)));
    // E60: "we will check / look into / work on / think about …" is the team's next activity, not a choice made.
    const split = teamActivities(decisions, lang, input.meetingDate);
    // E109: a step of this meeting leaves the decisions with no task taken out of them.
    if (split.decisions.length !== decisions.length)
      decisions.splice(0, decisions.length, ...split.decisions);
    if (split.tasks.length > 0) {
      const have = new Set(nextSteps.map((s) => s.line));
      nextSteps.push(
        ...split.tasks.filter((t) => !have.has(t.line) && ruleFamilyOn('n', 'n:team-activity', t.line)),
      );
      nextSteps.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    }
    // E51: requests to "you" that the next speaker takes on ("maybe you could provide …" "Yes, sure."), owned by them.
    const asked = new Set(nextSteps.flatMap((s) => (s.line === null ? [] : [s.line])));
    const taken = acceptedRequests(sentences, lang, {
      owned,
      recaps: langRecaps,
      meetingDate: input.meetingDate,
    });
    if (taken.length > 0) {
      // A request the cue patterns kept for its date but could not give an owner ("Could you … by Thursday?") is owned
      // by who took it on.
      for (const t of taken) {
        const same = nextSteps.filter((s) => s.line === t.line);
        if (same.length === 1 && same[0]!.owner === null) same[0]!.owner = t.owner;
      }
      nextSteps.push(
        ...taken.filter(
          (s) => s.line !== null && !asked.has(s.line) && ruleFamilyOn('n', 'n:accepted-request', s.line),
        ),
      );
      nextSteps.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    }
    // E287: a plan said as a cleft ("what I need to do is …", "the next thing to do is to …").
    const planned = new Set(nextSteps.flatMap((s) => (s.line === null ? [] : [s.line])));
    const plans = statedPlans(sentences, lang, { owned, recaps: langRecaps, meetingDate: input.meetingDate });
    if (plans.length > 0) {
      nextSteps.push(...plans.filter((s) => !planned.has(s.line!)));
      nextSteps.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    }
  }
  // E67: a decision only a monologue states (a presentation, a witness's answer) is talk, not an outcome.
  const outcomes = withoutMonologueDecisions(decisions, sentences, evidenced, language);
  if (outcomes.length !== decisions.length) decisions.splice(0, decisions.length, ...outcomes);
  // E403: a member's decision that no one else agrees with, where a label names the chair, is a view put forward.
  const heeded = withoutLoneViews(decisions, sentences, input.speakers, language, final);
  if (heeded.length !== decisions.length) decisions.splice(0, decisions.length, ...heeded);
  if (languages.length > 1) {
    const byLine = (a: { line: number | null }, b: { line: number | null }) => (a.line ?? 0) - (b.line ?? 0);
    decisions.sort(byLine);
    nextSteps.sort(byLine);
    reversals.sort(byLine);
  }
  const talk = noTalk();
  addTalk(talk, sentences, from, to);
  const keep = Math.min(sentences.length, 2 * SEAM);
  return {
    found,
    decisions,
    reversals,
    nextSteps,
    cueMatches,
    talk,
    length: sentences.length,
    carry: final ? [] : sentences.slice(sentences.length - keep),
    carryReported: final ? 0 : keep - (sentences.length - to),
  };
}

/**
 * The carry a batch gets from the transcript before it, rebuilt from that transcript's last segments: their
 * sentences' last `2 × SEAM`. Equal to the previous batch's `carry` when `segments` hold at least that many
 * sentences or are the whole transcript so far (every segment with text gives at least one sentence).
 *
 * Spec: issue 13 (batches processed in parallel give the sequential result).
 *
 * @param segments - the last segments before the batch, in order
 * @param language - base ISO 639-1 code
 * @param punctuated - whether the transcript is punctuated
 * @returns the carried sentences
 */
export function batchCarry(
  segments: readonly TranscriptSegment[],
  language: string,
  punctuated: boolean,
): TranscriptSentence[] {
  const sentences: TranscriptSentence[] = [];
  for (const segment of segments) appendSegmentSentences(sentences, segment, language, punctuated);
  return sentences.slice(Math.max(0, sentences.length - 2 * SEAM));
}
