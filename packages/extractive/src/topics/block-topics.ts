import { questionOrLogistics } from '../cues/precision-cues.js';
import { stopwordsFor } from '../language/stopwords.js';
import { type BatchTerms, batchTerms, termWeights } from '../rank/batch-terms.js';
import { distinctTerms } from '../rank/distinct-terms.js';
import { selectDiverse } from '../rank/select-diverse.js';
import { termOf } from '../rank/sentence-terms.js';
import { cosine, type SparseVector } from '../rank/sparse-vector.js';
import { textRank } from '../rank/text-rank.js';
import { tfIdfVectorsIds } from '../rank/tf-idf.js';
import { hasClause } from '../transcript/has-clause.js';
import { isCompleteSentence } from '../transcript/is-complete-sentence.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { relinkText } from '../transcript/wiki-links.js';
import { withoutDanglingConnective } from '../transcript/without-dangling-connective.js';
import { withoutRestarts } from '../transcript/without-restarts.js';
import { withoutStrandedCommas } from '../transcript/without-stranded-commas.js';
import { withoutWordFragments } from '../transcript/without-word-fragments.js';
import { iceBreakerRounds, inIceBreakerRound, isSelfIntroduction } from './ice-breakers.js';
import { statesOutcome } from './outcome-statement.js';
import { sharedPhrases } from './shared-phrases.js';
import {
  announcesAgendaItems,
  type BusinessKind,
  isPlanStep,
  opensPlan,
  statedBusiness,
} from './stated-business.js';
import { textTilingIds } from './text-tiling.js';
import type { Topic, TopicCandidate } from './topic.js';
import { topicLead } from './topic-lead.js';
import { withoutFillers } from './without-fillers.js';
import { withoutHedgeOpener } from './without-hedge-opener.js';

/**
 * Candidate sentences have at least this many words (shorter ones are backchannels and fragments).
 *
 * Spec: issue #5 "Offline summarizer" (key points); issue 15 (readable units).
 */
export const MIN_KEY_POINT_WORDS = 8;
/**
 * Candidate sentences have at most this many words (longer ones read badly as bullets).
 *
 * Spec: issue #5 "Offline summarizer" (key points); issue 15 (readable units).
 */
export const MAX_KEY_POINT_WORDS = 60;
/** At least this many distinct index terms (non-stopwords) per candidate. */
const MIN_TERMS = 4;
/**
 * A key point's unit as shown (the sentence, with the sentence before it when it gets that as context) names at least
 * this many distinct content terms (E123): "I told him that a long time ago." or "For the clean TI-digits but we did
 * not test it yet." (four) say too little to stand as a point, while a short point whose context sentence names the
 * subject ("The user interface controls, … push-buttons and … scroll-wheels. These scroll-wheels can also be integrated
 * with buttons.") stays one. The sentences the number of key points grows with still need only {@link MIN_TERMS}.
 */
const MIN_SHOWN_TERMS = 5;
/** A key point shorter than this many words, or opening on a pronoun, gets the sentence before it on its line. */
const SHORT_POINT_WORDS = 12;
/**
 * The sentence before a short point is its context only when it says something itself (at least this many distinct
 * content terms): "Then Saturdays don't work." does, a reaction ("That's what I was thinking.", "Yeah, that's true.")
 * does not and would only be filler in the point.
 */
const MIN_CONTEXT_TERMS = 2;
/**
 * Two candidates of a topic this similar (TF-IDF cosine) say the same thing (a proposal and the outcome that restates
 * it): only the better one is kept.
 */
const SAME_POINT_SIMILARITY = 0.4;
/** Topics with more candidates than this are ranked by closeness to their centroid (linear) instead of TextRank. */
const MAX_GRAPH_NODES = 300;
/**
 * Within each topic (every one alike, the meeting's opening gets nothing extra), sentences in its first
 * {@link TOPIC_LEAD_SPAN} weigh up to this much more: a topic is usually introduced as it starts (E61: 0.75 over the
 * first 15 %, was 0.5 over the first quarter; a real meeting's topic runs for a hundred sentences and more, and its
 * first quarter is already the discussion, not the introduction).
 */
export const TOPIC_LEAD_BOOST = 0.75;
/**
 * E211: a candidate that states an outcome of the meeting (`statesOutcome`: decided, agreed, let's go with, found that,
 * the result was) weighs this much (measured 1.3 and 1.6; docs/offline-engine-key-point-ranking.md).
 */
const OUTCOME_WEIGHT = 1.3;
/**
 * A sentence opening on a bare pronoun ("They presumably there'll be a thread …", "He says …") refers back to what
 * was said before it: {@link contextOf} gives it that sentence as context, and without one it weighs
 * {@link BARE_PRONOUN_WEIGHT} (R60).
 */
const PRONOUN_OPENER = /^(?:it|that|this|they|those|these|he|she)\b/i;
/**
 * An expletive "it" ("It's difficult to draw …", "It is clear from Members' contributions that …"): a dummy subject
 * that refers to nothing, so the sentence stands alone (R60).
 */
const EXPLETIVE_IT = /^it(?:'s|’s| is| was)\s+\w+\s+(?:to|that|from|whether|how|for|when|if)\b/i;
/**
 * R60: a key-point candidate opening on a bare pronoun and shown without a context sentence weighs this much
 * (measured 0.6, 0.7 and 0.8; docs/offline-engine-key-point-ranking.md).
 */
const BARE_PRONOUN_WEIGHT = 0.7;
/** Share of a topic, from its start, that {@link TOPIC_LEAD_BOOST} covers (falling linearly to nothing). */
const TOPIC_LEAD_SPAN = 0.15;

/**
 * How much more a key-point candidate weighs for where it is said in its topic (E61): `1 + boost` at the topic's
 * first sentence, falling linearly to 1 at {@link TOPIC_LEAD_SPAN} of the topic and staying 1 after it.
 *
 * Spec: issue 15 deliverable 1 (each topic with a short lead; key points from every substantial segment).
 *
 * @param where - position in the topic, 0 (first sentence) to 1 (last)
 * @param boost - the topic's boost: {@link TOPIC_LEAD_BOOST}, or 0 for a topic that is most of the meeting
 * @returns the factor, ≥ 1
 */
export function topicLeadWeight(where: number, boost: number): number {
  return 1 + boost * Math.max(0, 1 - where / TOPIC_LEAD_SPAN);
}
/**
 * A topic holding more than this share of the batch's sentences (a short meeting about one thing) gets no such
 * boost: its first quarter is the meeting's opening, which gets nothing extra.
 */
const WHOLE_MEETING_SHARE = 0.5;
/**
 * Exponent of a candidate's share of its topic's vocabulary ({@link sharedWithTopic}) in its score: the point that says
 * most of what the rest of the topic talks about wins over one that is central by a few frequent words. E118: 1 (was
 * 0.6): a sentence that repeats the topic's most frequent words ("The school trip … is the school trip …") is central
 * by them alone and outranked the one naming what the topic is about; mean margin over the best baseline, dev sets
 * R-1 / R-2 +0.0286 / +0.0022 → +0.0287 / +0.0018 (held), validation +0.0193 / +0.0020 → +0.0205 / +0.0053.
 */
const SHARED_TERMS_WEIGHT = 1;
/** Candidates kept per topic (a meeting with one or two topics still gets several points). */
const CANDIDATES_PER_TOPIC = 5;
/** One reserve candidate is kept per this many sentences (for the quarter rule). */
export const RESERVE_SPAN = 10;
/**
 * Sentences per topic of a transcript longer than any meeting ({@link BlockTopicsOptions.long}): its topics are cut at
 * fixed blocks of this many sentences instead of by {@link textTiling} (about 20 % of the engine's CPU time with the
 * leads below, issue 13, P100; a 10-hour meeting has about 20,000 lines, and a transcript of millions has thousands of
 * topics, merged down to the few shown anyway).
 */
export const LONG_TOPIC_SENTENCES = 400;

/**
 * How {@link blockTopics} works on a batch.
 *
 * Spec: issue 13 (1M lines ≤ 10 s), P100.
 */
export interface BlockTopicsOptions {
  /**
   * The batch is of a transcript longer than any meeting (more than 50,000 lines with text read before it): topics are
   * cut every {@link LONG_TOPIC_SENTENCES} sentences, and each topic's lead is read off its key-point candidates (whole
   * sentences of 8–60 words) instead of every sentence of it. Default `false`: TextTiling and leads from every sentence.
   */
  long?: boolean;
}

/**
 * What {@link blockTopics} found in one batch of sentences.
 *
 * Spec: issue 15 (the whole meeting: topics in order, each with candidates).
 */
export interface BlockTopics {
  topics: Topic[];
  /**
   * The best candidate of every {@link RESERVE_SPAN} sentences, so every stretch of the meeting can contribute; and
   * (E126) the best of those naming too few terms as shown to be ranked, scored below zero (taken only for a quarter
   * with no other). In transcript order.
   */
  reserves: TopicCandidate[];
  /**
   * How many sentences of the reported part could be key points ({@link isKeyPointCandidate}: at least
   * {@link MIN_TERMS} content terms, E123 kept the count so): the count the number of key points grows with.
   */
  eligible: number;
  /**
   * The meeting's stated business said in the reported part ({@link statedBusiness}, E116): the first sentence of each
   * kind, at most {@link MAX_BUSINESS}, in order; English only.
   */
  business: TopicCandidate[];
}

/**
 * At most this many statements of the meeting's business are shown (its name and its item, or its purpose): the
 * first of each kind (E116).
 */
export const MAX_BUSINESS = 2;
/** A statement of business this short or shorter says too little to stand as a point ("Item 2.", "Welcome."). */
const MIN_BUSINESS_WORDS = 5;

/**
 * Segments one batch of sentences into topics ({@link textTiling}) and finds each topic's lead
 * ({@link topicLead}) and up to five diverse candidate key points: whole sentences (8–60 words, at least 4
 * content terms, not a question, not a fragment) ranked by {@link textRank} over TF-IDF cosine similarity
 * within the topic (no position prior but the topic's own first quarter) × content density × {@link sharedWithTopic},
 * de-duplicated by {@link selectDiverse} (two that say the same thing, cosine
 * above {@link SAME_POINT_SIMILARITY}, give one).
 *
 * Spec: issue 15 (the whole meeting: topic segmentation, key points from every substantial segment,
 * each topic with a short lead, no boost for the opening; readable units); issue 13 (linear: one batch at a time).
 *
 * @param sentences - the batch, `index` = position in the batch
 * @param owned - the part of the batch this call reports on, `[from, to)` (the rest is context)
 * @param language - base ISO 639-1 code
 * @param base - position of `sentences[0]` in the whole transcript; `firstTopic` = index of the first topic found
 * @param options - {@link BlockTopicsOptions} (a transcript longer than any meeting: fixed topics, P100)
 * @returns topics of `[from, to)` in order, and the reserve candidates
 */
export function blockTopics(
  sentences: readonly TranscriptSentence[],
  owned: { from: number; to: number },
  language: string,
  base: { position: number; firstTopic: number },
  options: BlockTopicsOptions = {},
): BlockTopics {
  const long = options.long === true;
  const terms = sentences.map((s) => s.terms);
  // P125: the batch's terms as ids once, for the IDF, TextTiling and the shared terms (each made a map of strings).
  const ids = batchTerms(terms);
  const idf = termWeights(ids);
  const scratch = topicScratch(ids.names.length);
  // E161: a term said in at most two sentences of the batch (df ≤ 2: IDF at least this) may be a broken-off word.
  const rareIdf = Math.log((1 + sentences.length) / 3) + 1 - 1e-9;
  const stops = stopwordsFor(language);
  const rare = (token: string): boolean => {
    if (stops.has(token)) return false;
    const id = ids.ids.get(termOf(token, language));
    return id !== undefined && ids.idf[id]! >= rareIdf;
  };
  const starts = [owned.from];
  if (long)
    for (let i = owned.from + LONG_TOPIC_SENTENCES; i < owned.to; i += LONG_TOPIC_SENTENCES) starts.push(i);
  else for (const i of textTilingIds(ids, owned.from, owned.to, ids.idf)) starts.push(i + owned.from);
  const topics: Topic[] = [];
  const reserves: TopicCandidate[] = [];
  const business: TopicCandidate[] = [];
  const kindsSeen = new Set<BusinessKind>();
  let eligibleCount = 0;
  // A round of favourites ("my favourite animal is …" from two or more speakers) is a warm-up: neither key point
  // nor topic lead (E23).
  const rounds = iceBreakerRounds(sentences, language);
  const warmUp = inIceBreakerRound(sentences, rounds);
  // E340: the phrases three or more speakers say name the topics in their leads (a transcript longer than any meeting
  // reads its leads off the candidates and has no such phrases: issue 13).
  const meetingPhrases = long ? undefined : sharedPhrases(sentences, stops);
  starts.forEach((start, t) => {
    const end = starts[t + 1] ?? owned.to;
    if (end <= start) return;
    const topicIndex = base.firstTopic + topics.length;
    const eligible: number[] = [];
    // Candidates whose unit as shown names fewer than MIN_SHOWN_TERMS terms: reserves of the last resort (E126).
    const thin: number[] = [];
    let weight = 0;
    for (let i = start; i < end; i++) {
      weight += terms[i]!.length;
      if (!warmUp[i] && isKeyPointCandidate(sentences[i]!, terms[i]!, language)) {
        eligibleCount++;
        if (saysEnough(sentences, sentences[i]!, language)) eligible.push(i);
        else thin.push(i);
      }
      if (language === 'en' && business.length < MAX_BUSINESS && !warmUp[i]) {
        const s = sentences[i]!;
        const stated = s.words.length >= MIN_BUSINESS_WORDS ? statedBusiness(s.clean) : null;
        // E256: a plan said as a sequence ("I'll go through the minutes. Then we'll have the prototype presentation.
        // Then we will do an evaluation.") is the agenda, quoted with its steps.
        const steps =
          stated === null && s.words.length >= MIN_BUSINESS_WORDS && !kindsSeen.has('agenda')
            ? planStepsAfter(sentences, i)
            : [];
        const kind: BusinessKind | null = steps.length > 0 ? 'agenda' : stated;
        // E246: an agenda announced by its count ("I have four agenda items") is quoted with the items named next;
        // E247: a short one ("Now we're going into the functional design.") with the sentence that says more.
        const announced = kind === 'agenda' && announcesAgendaItems(s.clean);
        const whole = kind !== null && wholeStatement(s, language);
        const items =
          steps.length > 0
            ? steps
            : announced
              ? agendaItemsAfter(sentences, i, MAX_ITEM_SENTENCES)
              : kind === 'agenda' && whole && s.words.length <= SHORT_AGENDA_WORDS
                ? agendaItemsAfter(sentences, i, 1)
                : [];
        if (kind && !kindsSeen.has(kind) && (whole || (announced && items.length > 0))) {
          kindsSeen.add(kind);
          business.push({
            said: [withoutHedgeOpener(s.clean), ...items]
              .join(' ')
              .replace(BROKEN_OFF, ',')
              .replace(/[,;:\s]+$/, '.'),
            line: s.line,
            speaker: s.speaker,
            score: 0,
            position: base.position + s.index,
            topic: topicIndex,
            business: kind,
          });
        }
      }
    }
    const eligibleVectors = tfIdfVectorsIds(ids, eligible, ids.idf, scratch.counts);
    // Centrality, weighted by how much of the sentence is content (fewer "you know, I think it's sort of").
    // A topic that is most of the batch opens where the meeting opens: no boost for it (issue 15).
    const boost = end - start > WHOLE_MEETING_SHARE * (owned.to - owned.from) ? 0 : TOPIC_LEAD_BOOST;
    const shared = sharedWithTopicIds(
      ids,
      start,
      end,
      eligible.map((i) => i - start),
      ids.idf,
      scratch,
    );
    const scores = rank(eligibleVectors).map((centrality, k) => {
      const i = eligible[k]!;
      const score = centrality * shared[k]! ** SHARED_TERMS_WEIGHT;
      const density = Math.sqrt(terms[i]!.length / Math.max(1, sentences[i]!.words.length));
      const where = (i - start) / Math.max(1, end - start);
      // E211: a sentence saying what the meeting decided, agreed or found is what a summary reports.
      const outcome = language === 'en' && statesOutcome(sentences[i]!.normal) ? OUTCOME_WEIGHT : 1;
      const opener = pronounOpenerWeight(sentences, sentences[i]!, language);
      return score * density * topicLeadWeight(where, boost) * outcome * opener;
    });
    const candidateAt = (i: number, score: number): TopicCandidate => {
      const s = sentences[i]!;
      const said = withContext(sentences, s, language);
      return {
        said: language === 'en' ? withoutWordFragments(said, rare) : said,
        line: s.line,
        speaker: s.speaker,
        score,
        position: base.position + s.index,
        topic: topicIndex,
      };
    };
    const toCandidate = (k: number): TopicCandidate => candidateAt(eligible[k]!, scores[k]!);
    const chosen = selectDiverse(scores, eligibleVectors, CANDIDATES_PER_TOPIC, {
      maxSimilarity: SAME_POINT_SIMILARITY,
    });
    // P100: a long transcript's lead is read off the topic's candidates, the sentences that say most (a tenth to a
    // third of them), not every backchannel.
    const leadFrom = long
      ? eligible.map((i) => sentences[i]!)
      : sentences.slice(start, end).filter((s) => !warmUp[s.index]);
    topics.push({
      lead: topicLead(
        leadFrom.map((s) => s.words),
        language,
        idf,
        leadFrom.map((s) => s.clean),
        leadFrom.map((s) => s.normal),
        meetingPhrases,
      ),
      firstLine: sentences[start]!.line,
      lastLine: sentences[end - 1]!.line,
      start: base.position + start,
      end: base.position + end,
      weight,
      candidates: chosen.map(toCandidate),
    });
    // The best candidate of each stretch of RESERVE_SPAN sentences (its index in `eligible`).
    const spanOf = (i: number) => Math.floor((i - start) / RESERVE_SPAN);
    const best = new Map<number, number>();
    eligible.forEach((i, k) => {
      const held = best.get(spanOf(i));
      if (held === undefined || scores[k]! > scores[held]!) best.set(spanOf(i), k);
    });
    // E126: the best candidate of four content terms of each stretch is a reserve too, so a quarter whose candidates
    // all name four can have a key point; it scores below zero (every ranked reserve scores at least zero), so it is
    // taken only for a quarter with no other.
    const bestThin = new Map<number, { i: number; score: number }>();
    for (const i of thin) {
      const held = bestThin.get(spanOf(i));
      const score = thinScore(sentences[i]!);
      if (!held || score > held.score) bestThin.set(spanOf(i), { i, score });
    }
    const kept = [...best.values()].map(toCandidate);
    for (const { i, score } of bestThin.values()) kept.push(candidateAt(i, score));
    reserves.push(...kept.sort((a, b) => a.position - b.position));
  });
  return { topics, reserves, eligible: eligibleCount, business };
}

/**
 * Whether a statement of business may be quoted: a whole sentence, or one the speaker broke off after a whole clause
 * and went on from — at a comma ("So this is our detailed design meeting," — it is shown ending on a full stop) or on
 * the "and" / "or" of a list (E226: "Agenda is …, disks, backups, et cetera and" — shown without it).
 */
function wholeStatement(s: TranscriptSentence, language: string): boolean {
  if (s.complete) return true;
  const cut = s.clean.replace(BROKEN_OFF, '.');
  return cut !== s.clean && isCompleteSentence(cut, language);
}

/** Sentences of fewer words between an agenda's count and its items are asides ("So.", "Right, yeah."). */
const MIN_ITEM_WORDS = 3;
/** At most this many sentences name an announced agenda's items (E246): the first ones, the rest is the talk. */
const MAX_ITEM_SENTENCES = 2;
/** An agenda said in this many words or fewer names its subject only: the next sentence says more (E247). */
const SHORT_AGENDA_WORDS = 20;

/**
 * The sentences after an agenda announced by its count or cut before its list (E246, {@link announcesAgendaItems})
 * that name its items, or after a short one that names its subject only (E247: "We're going into the functional
 * design." — "Important thing of this phase is that we agree on the user requirements, …"): the next whole statements
 * of the same line (asides of fewer than {@link MIN_ITEM_WORDS} words skipped), up to `most`, ending at the first question ("Does anyone know what the transcription
 * status is?" asks about an item, the chair has moved on) or fragment. Cleaned text, in order.
 */
function agendaItemsAfter(sentences: readonly TranscriptSentence[], at: number, most: number): string[] {
  const line = sentences[at]!.line;
  const items: string[] = [];
  for (let j = at + 1; j < sentences.length && items.length < most; j++) {
    const next = sentences[j]!;
    if (next.line !== line || /\?\s*$/.test(next.clean) || !next.ended) break;
    if (next.words.length >= MIN_ITEM_WORDS) items.push(next.clean);
  }
  return items;
}

/** A plan said as a sequence has at least this many "then we'll …" steps (E256): one "then" is the talk going on. */
const MIN_PLAN_STEPS = 2;
/** At most this many of a plan's steps are quoted (E256): the first ones, as an agenda's first items. */
const MAX_PLAN_STEPS = 3;
/** A plan's steps are looked for among this many sentences after its opener (E256). */
const PLAN_REACH = 5;

/**
 * The steps of a plan said as a sequence (E256) that the sentence at `at` opens ({@link opensPlan}: "I'll go through
 * the minutes from the previous meeting.") or starts ({@link isPlanStep}): the next "then we'll …" statements of the
 * same line, up to {@link MAX_PLAN_STEPS}; unfinished sentences between them are skipped, and a question or a whole
 * statement that is no step ends the plan. Empty unless it has {@link MIN_PLAN_STEPS} steps counting the sentence at
 * `at` when that is a step. Cleaned text, in order.
 */
function planStepsAfter(sentences: readonly TranscriptSentence[], at: number): string[] {
  const first = sentences[at]!;
  const isStep = isPlanStep(first.clean);
  if (!isStep && !opensPlan(first.clean)) return [];
  // A step whose opener came before it is not where the plan starts.
  const before = sentences[at - 1];
  if (isStep && before && before.line === first.line && (opensPlan(before.clean) || isPlanStep(before.clean)))
    return [];
  const steps: string[] = [];
  for (let j = at + 1; j < sentences.length && j <= at + PLAN_REACH && steps.length < MAX_PLAN_STEPS; j++) {
    const next = sentences[j]!;
    if (next.line !== first.line || /\?\s*$/.test(next.clean)) break;
    if (!next.complete) continue;
    if (!isPlanStep(next.clean)) break;
    steps.push(next.clean);
  }
  return steps.length + (isStep ? 1 : 0) >= MIN_PLAN_STEPS ? steps : [];
}

/** The end of a statement the speaker went on from: a comma, or a list's last "and" / "or" (E226). */
const BROKEN_OFF = /(?:,|[,\s]+(?:and|or))\s*$/i;

/**
 * The text of a key point: its candidate's words as said ({@link TopicCandidate.said}) without fillers, a dangling
 * connective, restarts and stranded commas, with the wikilinks of its line put back. Worked out for the candidates
 * shown only (issue 13: every tenth sentence of a transcript is a reserve candidate, and about nine are shown).
 *
 * Spec: issue 15 (readable units: key points without filler); R6 (links kept); issue 13 (linear time).
 *
 * @param candidate - a candidate of {@link blockTopics}
 * @param language - base ISO 639-1 code (the one the batch was processed in)
 * @returns the key point's text
 */
export function candidateText(candidate: Pick<TopicCandidate, 'said' | 'links'>, language: string): string {
  const text = withoutStrandedCommas(
    withoutRestarts(withoutDanglingConnective(withoutFillers(candidate.said, language))),
  );
  return candidate.links ? relinkText(text, candidate.links) : text;
}

/**
 * Whether a sentence may be a key point: a whole sentence (not a fragment, not broken off, a clause with a verb) of 8–60 words with at least 4
 * distinct content terms that is neither a question, meeting logistics nor the speaker introducing themselves
 * ({@link isSelfIntroduction}, E22).
 *
 * Spec: issue 15 (readable units; each quarter contributes a key point when it has candidates).
 *
 * @param s - the sentence
 * @param terms - its content terms (`sentenceTerms`)
 * @param language - base ISO 639-1 code
 * @returns `true` when it is a candidate
 */
export function isKeyPointCandidate(
  s: TranscriptSentence,
  terms: readonly string[],
  language: string,
): boolean {
  // The cheap checks first (all are pure, so the order does not change the answer; issue 13).
  const words = s.words.length;
  if (!s.ended || words < MIN_KEY_POINT_WORDS || words > MAX_KEY_POINT_WORDS) return false;
  if (!hasClause(s.words, language) || isSelfIntroduction(s.clean, language)) return false;
  if (distinctTerms(terms).length < MIN_TERMS) return false;
  // Only a question or logistics rules a candidate out: the joke and hedge tests are not asked (P224).
  return questionOrLogistics(s.normal, s.raw, language, 0, s.wordBits) === null;
}

/**
 * How much of the rest of its topic each candidate says: the IDF-weighted sum of its distinct content terms that at
 * least one other sentence of the topic also has, divided by the mean over the candidates (so the average candidate
 * scores 1, and a topic of candidates sharing nothing gives 1 to each). A sentence with several of the words the topic
 * keeps coming back to ("the container plant", "the new compressor", "bagged ice") outranks one that only repeats a
 * frequent word or two. Issue 15, deliver 1 and goal ROUGE-1 ≥ best baseline + 0.03 (session 19, E1).
 *
 * @param topicTerms - content terms of every sentence of the topic, in order
 * @param candidates - indices into `topicTerms` of the topic's candidates
 * @param idf - IDF weights of the batch (terms missing weigh 1)
 * @returns one factor ≥ 0 per candidate, same order, mean 1
 */
export function sharedWithTopic(
  topicTerms: readonly (readonly string[])[],
  candidates: readonly number[],
  idf: ReadonlyMap<string, number>,
): number[] {
  const batch = batchTerms(topicTerms);
  const weights = new Float64Array(batch.names.length);
  for (let id = 0; id < weights.length; id++) weights[id] = idf.get(batch.names[id]!) ?? 1;
  return Array.from(
    sharedWithTopicIds(batch, 0, topicTerms.length, candidates, weights, topicScratch(weights.length)),
  );
}

/**
 * Work arrays of {@link sharedWithTopicIds} and `tfIdfVectorsIds`, one id each, made once per batch: `counts` all zero between calls, `mark`
 * holding only marks of sentences already done (each sentence is marked with its own index).
 */
interface TopicScratch {
  counts: Int32Array;
  mark: Int32Array;
}

function topicScratch(ids: number): TopicScratch {
  return { counts: new Int32Array(ids), mark: new Int32Array(ids) };
}

/**
 * {@link sharedWithTopic} of the topic `[from, to)` of a {@link BatchTerms} (P125: the distinct terms of each sentence
 * were worked out twice, and counted in a map of strings; now by id in two arrays, the same sums in the same order).
 *
 * Spec: issue 15 (deliver 1); issue 13 (offline engine linear in time).
 *
 * @param batch - the batch's term ids ({@link batchTerms})
 * @param from - the topic's first sentence
 * @param to - the end of the topic (exclusive)
 * @param candidates - the candidates, relative to `from`
 * @param weights - the weight of each id (`batch.idf`)
 * @param scratch - the batch's work arrays ({@link topicScratch}), left ready for the next topic
 * @returns one factor ≥ 0 per candidate, same order, mean 1
 */
function sharedWithTopicIds(
  batch: Pick<BatchTerms, 'flat' | 'start'>,
  from: number,
  to: number,
  candidates: readonly number[],
  weights: ArrayLike<number>,
  scratch: TopicScratch,
): Float64Array {
  const { flat, start } = batch;
  // Sentences of the topic with each id; `mark[id]` is the last sentence (+ 1) that counted it, then minus the
  // candidate (+ 1) that summed it.
  const { counts: sentencesWith, mark } = scratch;
  for (let i = from; i < to; i++)
    for (let t = start[i]!; t < start[i + 1]!; t++) {
      const id = flat[t]!;
      if (mark[id] !== i + 1) {
        mark[id] = i + 1;
        sentencesWith[id]!++;
      }
    }
  // P272: the sums and the factors in Float64Arrays, one element kind whatever the values (number[] made by `map` were
  // small-integer when every sum was 0 or every factor 1, doubles otherwise: "wrong map" deoptimizations here and in
  // the caller as the kinds alternated by topic). The same sums in the same order.
  const n = candidates.length;
  const raw = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    const i = from + candidates[k]!;
    let sum = 0;
    for (let t = start[i]!; t < start[i + 1]!; t++) {
      const id = flat[t]!;
      if (mark[id] === -(i + 1)) continue;
      mark[id] = -(i + 1);
      if (sentencesWith[id]! > 1) sum += weights[id]!;
    }
    raw[k] = sum;
    total += sum;
  }
  for (let t = start[from]!; t < start[to]!; t++) sentencesWith[flat[t]!] = 0;
  const mean = total / Math.max(1, n);
  const factors = new Float64Array(n);
  for (let k = 0; k < n; k++) factors[k] = mean > 0 ? raw[k]! / mean : 1;
  return factors;
}

/** TextRank (small topics) or centroid closeness (large ones), scaled so the average candidate scores 1. */
function rank(vectors: readonly SparseVector[]): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  if (n <= MAX_GRAPH_NODES) return textRank(vectors).map((s) => s * n);
  const centroid = new Map<string, number>();
  for (const v of vectors) for (const [term, w] of v) centroid.set(term, (centroid.get(term) ?? 0) + w);
  const norm = Math.sqrt([...centroid.values()].reduce((a, w) => a + w * w, 0)) || 1;
  for (const [term, w] of centroid) centroid.set(term, w / norm);
  const raw = vectors.map((v) => cosine(v, centroid));
  const mean = raw.reduce((a, b) => a + b, 0) / n || 1;
  return raw.map((x) => x / mean);
}

/**
 * A short point, or one opening on a pronoun ("That would be about a centimetre …"), gets the sentence
 * said just before it on the same line, when that one is whole, says something ({@link MIN_CONTEXT_TERMS}: not a
 * reaction such as "That's what I was thinking.") and the two stay readable (≤ 60 words); the
 * point opens without the speaker's stance ("I think …", {@link withoutHedgeOpener}).
 */
function withContext(
  sentences: readonly TranscriptSentence[],
  s: TranscriptSentence,
  language: string,
): string {
  const previous = contextOf(sentences, s, language);
  const own = withoutHedgeOpener(s.clean);
  return previous ? `${withoutHedgeOpener(previous.clean)} ${s.clean}` : own;
}

/** The sentence {@link withContext} shows before `s` as its context, or `null` when `s` stands alone. */
function contextOf(
  sentences: readonly TranscriptSentence[],
  s: TranscriptSentence,
  language: string,
): TranscriptSentence | null {
  const needs = s.words.length < SHORT_POINT_WORDS || PRONOUN_OPENER.test(s.clean);
  const previous = sentences[s.index - 1];
  if (!needs || s.inSegment === 0 || !previous || previous.line !== s.line) return null;
  if (
    !previous.ended ||
    questionOrLogistics(previous.normal, previous.raw, language, 0, previous.wordBits) === 'question'
  )
    return null;
  if (previous.words.length + s.words.length > MAX_KEY_POINT_WORDS) return null;
  if (distinctTerms(previous.terms).length < MIN_CONTEXT_TERMS) return null;
  return previous;
}

/**
 * How much a key-point candidate weighs for how it opens (R60): a sentence opening on a bare pronoun (it, that, this,
 * they, those, these, he, she) starts mid-thought, and when it is shown alone (no context sentence before it,
 * {@link contextOf}) a reader cannot tell what the pronoun stands for ("They presumably there'll be a thread or
 * process …", "This really, suppose like here we have our main chip …"), so it weighs {@link BARE_PRONOUN_WEIGHT} and
 * a point that stands alone is shown instead. An expletive "it" ("It's difficult to draw …", "it is clear that …",
 * {@link EXPLETIVE_IT}) refers to nothing and weighs 1, as does a point shown with its context sentence, and every
 * point of a transcript not in English (the pronouns are English words: Spanish "he" is a verb).
 *
 * Spec: issue 15 deliverable 3 (readable units: whole sentences, no fragment that starts mid-thought; a short point
 * gets the context it needs).
 *
 * @param sentences - the batch's sentences, indexed by {@link TranscriptSentence.index}
 * @param s - the candidate, one of `sentences`
 * @param language - the transcript's language code (`'en'`, …)
 * @returns the factor on the candidate's score: {@link BARE_PRONOUN_WEIGHT} (0.7) or 1; never throws
 */
export function pronounOpenerWeight(
  sentences: readonly TranscriptSentence[],
  s: TranscriptSentence,
  language: string,
): number {
  if (language !== 'en' || !PRONOUN_OPENER.test(s.clean) || EXPLETIVE_IT.test(s.clean)) return 1;
  return contextOf(sentences, s, language) === null ? BARE_PRONOUN_WEIGHT : 1;
}

/**
 * The reserve score of a candidate that names too few terms to be ranked (E126): below zero, closer to it the more
 * distinct content terms it has and the denser they are.
 */
function thinScore(s: TranscriptSentence): number {
  const density = Math.sqrt(s.terms.length / Math.max(1, s.words.length));
  return -1 / (1 + distinctTerms(s.terms).length * density);
}

/**
 * Whether a candidate's unit as shown ({@link withContext}) names at least {@link MIN_SHOWN_TERMS} distinct content
 * terms (E123).
 */
function saysEnough(
  sentences: readonly TranscriptSentence[],
  s: TranscriptSentence,
  language: string,
): boolean {
  if (distinctTerms(s.terms).length >= MIN_SHOWN_TERMS) return true;
  const previous = contextOf(sentences, s, language);
  return previous !== null && distinctTerms([...previous.terms, ...s.terms]).length >= MIN_SHOWN_TERMS;
}
