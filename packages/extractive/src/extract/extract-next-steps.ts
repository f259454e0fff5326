import { ACT_LEADS, ROOM_SURFACE } from '../cues/act-lead.js';
import { firstCue, firstMarked, gatedCues, markLiterals } from '../cues/cue-prefilter.js';
import { findAddressee } from '../cues/find-addressee.js';
import { findDue } from '../cues/find-due.js';
import { findDueIn } from '../cues/find-due-de-fr.js';
import { nameForms } from '../cues/name-forms.js';
import {
  HELD_TO_TIME,
  LOOKING_INTO,
  type NextStepCue,
  nextStepBlockers,
  nextStepCues,
  nextStepHedges,
  OPENS_ON_I,
  OWN_WORK_REPORTED,
  THIN_TASK_WORDS,
} from '../cues/next-step-cues.js';
import {
  isFormalProcedure,
  isMeetingTalk,
  isOwnPresentation,
  isPersonalPlan,
  isPledge,
  isRating,
  isToldToTheRoom,
} from '../cues/own-presentation.js';
import { notAnItem } from '../cues/precision-cues.js';
import { splitAssignments } from '../cues/split-assignments.js';
import { EN_TASK_HINT, taskCueGate } from '../cues/task-cue-gate.js';
import { labelledTask } from '../cues/task-labels.js';
import { thirdPersonTasks } from '../cues/third-person-tasks.js';
import type { NextStep } from '../extractive-summary.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import { isSelfIntroduction } from '../topics/ice-breakers.js';
import { inQuotation } from '../transcript/in-quotation.js';
import { lineStart } from '../transcript/line-start.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { focusClause } from './focus-clause.js';
import { RecapTracker } from './recap-tracker.js';
import { answeredTurn, onTurn, withAntecedent } from './resolve-pronoun.js';
import { ruleFamilyOn } from './rule-families.js';
import { trimLeadIn } from './trim-lead-in.js';
import { wordCount } from './word-count.js';

/** A first-person commitment needs at least this many content terms (stopwords and fillers removed) … */
const MIN_COMMITMENT_TERMS = 2;
/** … and this many when it is hedged ("I guess", "I think I'll just", "maybe"). */
const MIN_HEDGED_COMMITMENT_TERMS = 4;

/**
 * Options of {@link extractNextSteps}.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export interface ExtractNextStepsOptions {
  /** Known people: the speakers in first-appearance order, then any other attendees (for addressees and named owners). */
  speakers: readonly string[];
  /** Meeting date `YYYY-MM-DD` for resolving weekdays; optional. */
  meetingDate?: string | null;
  /** Cap, keeping the earliest; default unlimited (the caller caps after de-duplication). */
  maxItems?: number;
  /** Report only sentences in `[from, to)` (the rest is context from a neighbouring batch); default all. */
  owned?: { from: number; to: number };
  /**
   * {@link recapFlags} of `sentences`, when the caller has worked them out (shared by both extractors); default: followed
   * here with a {@link RecapTracker}.
   */
  recaps?: Uint8Array;
  /**
   * Called with each owned sentence whose task cue words matched, kept or not (review4 P26: the notices must not say
   * "no cue matched" when one did and the sentence was left out).
   */
  onCue?: (sentence: TranscriptSentence) => void;
}

/** Content terms a task needs, besides its cue verb, to say what is to be done. */
const MIN_TASK_TERMS = 2;
/** Cue words that say nothing about WHAT is to be done (stemmed). */
const TASK_CUE_TERMS = new Set(['gonna', 'go', 'need', 'action', 'item', 'todo', 'homework', 'follow']);

/**
 * Finds next steps by cue patterns ({@link nextStepCues}): first-person commitments (owner = speaker),
 * requests and assignments to a named known speaker (owner = that speaker), and team follow-ups
 * (owner only when a known speaker is named). Due dates come from {@link findDue} (English) and {@link findDueIn} (German, French) and only when stated;
 * long sentences are cut to the clause holding the cue ({@link focusClause}).
 *
 * Precision rules (issue 15): fragments are never quoted; logistics ("wait a second, I'll get it out",
 * posting the minutes), jokes, hedges and questions are dropped ({@link notAnItem}); a task that does not
 * say what is to be done ("I'll send it") gets the sentence before it on the same line, or is left out;
 * recaps of the previous meeting are skipped ({@link RecapTracker}); a due date only when stated in that task. A plan
 * to find something out ({@link LOOKING_INTO}) that names nothing of its own ("I'll check it for you.") is read with
 * the sentence it answers, quoted after it ({@link answeredTurn}, {@link onTurn}; E85), or left out.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 *
 * @param sentences - transcript sentences in order
 * @param language - base ISO 639-1 code; a language without cues gives `[]`
 * @returns next steps in transcript order, each citing its 1-based line
 */
export function extractNextSteps(
  sentences: readonly TranscriptSentence[],
  language: string,
  options: ExtractNextStepsOptions,
): NextStep[] {
  const cues = nextStepCues[language] ?? [];
  const blockers = nextStepBlockers[language] ?? [];
  // The same patterns, each run only on a sentence holding one of its necessary substrings (K2).
  const gatedCueList = gatedCues(cuePatterns(cues));
  // P113: the blockers, then the cues, as one list: one pass over a sentence marks the literals of both.
  const blockersThenCues = gatedCues(blockersAndCues(blockers, cues));
  const cuesFrom = blockers.length;
  const fragmentGate = taskCueGate(cues, language);
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const from = options.owned?.from ?? 0;
  const to = options.owned?.to ?? sentences.length;
  const recap = new RecapTracker(language);
  const out: NextStep[] = [];
  const recaps = options.recaps;
  const scan: NextStepScan = {
    sentences,
    language,
    options,
    cues,
    blockersThenCues,
    cuesFrom,
    maxItems,
    out,
  };
  for (let k = 0; k < sentences.length; k++) {
    const sentence = sentences[k]!;
    if (out.length >= maxItems || sentence.index >= to) break;
    const inRecap = recaps ? recaps[k] === 1 : recap.update(sentence);
    if (sentence.index < from) continue;
    const text = sentence.normal;
    if (inRecap || !sentence.complete) {
      // P115: only a sentence the gate passes can match a cue (most fragments hold no task word).
      if (
        options.onCue &&
        (fragmentGate === null || fragmentGate.test(text)) &&
        firstCue(gatedCueList, text) >= 0
      )
        options.onCue(sentence);
      continue;
    }
    if (language === 'en' && sentence.words.length >= 3) {
      const named = namedTasks(sentence, options);
      if (named.length > 0) {
        for (const task of named)
          if (out.length < maxItems && ruleFamilyOn('n', 'n:named-task', task.line)) out.push(task);
        continue;
      }
    }
    // E150: a task label ("Aufgabe: Jürgen erstellt …", "Action : Amélie prépare …", "Acción: …") says a task outright,
    // in any language; its owner is the person its words open with.
    const labelled = labelledTask(sentence.clean, options.speakers, sentence.speaker);
    if (labelled) {
      options.onCue?.(sentence);
      if (!ruleFamilyOn('n', 'n:labelled-task', sentence.line)) continue;
      out.push({
        text: labelled.text,
        owner: labelled.owner,
        due: findDueIn(labelled.text, language, options.meetingDate),
        speaker: sentence.speaker,
        line: sentence.line,
        source: 'transcript',
      });
      continue;
    }
    // Cheap gate: no next-step cue can match without one of these words (most sentences stop here).
    if (language === 'en' && !EN_TASK_HINT.test(text)) continue;
    if (text === '' || sentence.words.length < 3) continue;
    stepOfSentence(scan, k);
  }
  return out;
}

/** What {@link extractNextSteps} shares with {@link stepOfSentence} for one call: one object, one shape, made once a call. */
interface NextStepScan {
  readonly sentences: readonly TranscriptSentence[];
  readonly language: string;
  readonly options: ExtractNextStepsOptions;
  readonly cues: readonly NextStepCue[];
  readonly blockersThenCues: ReturnType<typeof gatedCues>;
  readonly cuesFrom: number;
  readonly maxItems: number;
  readonly out: NextStep[];
}

/**
 * The cue rules of {@link extractNextSteps} for the sentence at `k`, one that passed its cheap gates (owned, complete,
 * outside a recap, no named or labelled task, a task word, three words or more): pushes onto `scan.out` what it finds.
 * A function of its own, not the body of the scan's loop, so that V8 compiles it as a function instead of on-stack
 * replacement of a long loop body (issue 13, session 49).
 */
function stepOfSentence(scan: NextStepScan, k: number): void {
  const { sentences, language, options, cues, blockersThenCues, cuesFrom, maxItems, out } = scan;
  const sentence = sentences[k]!;
  const text = sentence.normal;
  markLiterals(blockersThenCues, text);
  if (firstMarked(blockersThenCues, text, 0, cuesFrom) >= 0) return;
  const cueIndex = firstMarked(blockersThenCues, text, cuesFrom, blockersThenCues.cues.length);
  const cue = cueIndex < 0 ? undefined : cues[cueIndex - cuesFrom];
  if (!cue) return;
  options.onCue?.(sentence);
  // E105: a wish about one's own work is a plan only in a turn that reports the speaker's work.
  if (cue.reported && !reportsOwnWork(sentences, sentence)) return;
  const cueAt = cue.pattern.exec(text)?.index ?? 0;
  if (notAnItem(text, sentence.raw, language, cueAt, sentence.wordBits)) return;
  // Words quoted, someone's or one's own past thought ('I thought "I'll re-generate the alignments"'), are no task (E103).
  if (inQuotation(sentences, sentence, text, cueAt)) return;
  // Taking a role in this meeting ("I will play role of the secretary", "I'll be the chair today") is no task (E25).
  if (isSelfIntroduction(sentence.clean, language)) return;
  // Announcing one's own presentation to the room ("I will present …", "I'm going to talk about …") is no task (E30).
  if (cue.owner === 'speaker' && language === 'en' && isOwnPresentation(text)) return;
  // E420: the speaker's own turn in this meeting's talk ("I'll come back to it later.", "I will finish with this").
  if (cue.owner === 'speaker' && language === 'en' && isMeetingTalk(text, cueAt)) return;
  // E428: telling or showing the room ("I'm happy to tell the committee …", "Let me show you what I'm going to change").
  if (language === 'en' && isToldToTheRoom(text, cueAt)) return;
  // "I'm going to plan my holidays." is the speaker's own life, not the work (E38).
  if (cue.owner === 'speaker' && language === 'en' && isPersonalPlan(text)) return;
  // "I will do everything that I can to …" pledges, names no work (E74).
  if (cue.owner === 'speaker' && language === 'en' && isPledge(text)) return;
  // "I think technologically I'll give it an seven." scores the product in an evaluation round (E75).
  if (language === 'en' && isRating(text)) return;
  // E200: work on what lies before the room ("I'll disregard these numbers.", "I have to take all these points and get
  // an average at the end.") is done in the meeting, unless it is taken somewhere ("put these minutes in the folder").
  if (cue.owner === 'speaker' && language === 'en' && HERE_AND_NOW.test(text)) return;
  // "I'll take a vote by show of hands.", "I'll move it to begin the debate." conduct the meeting (E72).
  if (language === 'en' && isFormalProcedure(text)) return;
  // E85: a short reply that takes on what the other speaker just said ("I'll check it for you.") is read with it.
  const turn =
    cue.owner === 'speaker' && language === 'en' && LOOKING_INTO.test(text)
      ? answeredTurn(sentence, sentences, language)
      : null;
  if (
    cue.owner === 'speaker' &&
    isTrivialCommitment(withContext(sentences, sentence), text, language) &&
    turn === null
  )
    return;
  const split =
    cue.owner === 'addressee' ? splitAssignments(sentence.clean, options.speakers, sentence.speaker) : null;
  if (split) {
    for (const task of split) {
      if (out.length >= maxItems || wordCount(task.text) < 2) continue;
      if (!ruleFamilyOn('n', 'n:split-assignment', sentence.line)) continue;
      out.push({
        text: task.text,
        owner: task.owner,
        due: findDueIn(task.text, language, options.meetingDate),
        speaker: sentence.speaker,
        line: sentence.line,
        source: 'transcript',
      });
    }
    return;
  }
  const owner =
    cue.owner === 'speaker'
      ? sentence.speaker
      : findAddressee(sentence.clean, options.speakers, sentence.speaker);
  const due = findDueIn(sentence.clean, language, options.meetingDate);
  if (cue.owner === 'addressee' && owner === null && (due === null || cue.named)) return;
  // E151: German or French work in the first person is a commitment when it is held to a time.
  if (cue.due && due === null) return;
  const at = text.length === sentence.clean.length ? (cue.pattern.exec(text)?.index ?? 0) : 0;
  const said = withoutInterjection(trimLeadIn(focusClause(sentence.clean, at), cue.pattern));
  const asSaid = cue.owner === 'addressee' ? trimRequest(said, owner, options.speakers) : said;
  const task = selfContained(sentences, sentence, asSaid, language);
  // E32: "I'll mention it to transcribers" names its "it" from the sentence it was cut from or the one before, or goes;
  // E85: a task that names nothing of its own ("I'll have to research.") is read with the turn it answers.
  const resolved =
    task !== null
      ? (withAntecedent(task, sentence, sentences, language) ?? (turn && onTurn(task, turn)))
      : turn !== null
        ? onTurn(asSaid, turn)
        : null;
  if (resolved === null) return;
  if (cue.open && due === null && wordCount(resolved) < THIN_TASK_WORDS && !HELD_TO_TIME.test(text)) return;
  if (cue.ownClause && !OPENS_ON_I.test(resolved)) return;
  if (!ruleFamilyOn('n', `n:cue:${cueIndex - cuesFrom}`, sentence.line)) return;
  // N14: the asker's own words left untrimmed ("Whatever happens, Ben, order …") are a quote, not the owner's:
  // the summary names who asked.
  const askedBy =
    cue.owner === 'addressee' && owner !== null && owner !== sentence.speaker && sentence.speaker !== null
      ? quotedRequest(resolved, owner, options.speakers)
        ? sentence.speaker
        : null
      : null;
  out.push({
    text: resolved,
    owner,
    due,
    speaker: sentence.speaker,
    line: sentence.line,
    source: 'transcript',
    ...(askedBy ? { askedBy } : {}),
  });
}

/**
 * E175: a short interjection said as a sentence of its own before the task, in every language the engine has cues for
 * ("Gut. Ich schicke …", "Bon. Je vais …", "OK. I'll …", "Na gut. …", "D'accord ! …"): acknowledgement, not the task.
 * Letters outside ASCII are escapes (one-byte bundles).
 */
const LEADING_INTERJECTION =
  /^(?:(?:ok(?:ay|ey)?|good|great|right|fine|alright|all\s+right|perfect|lovely|yes|yeah|well|sure|gut|na\s+gut|sehr\s+gut|prima|super|sch\u00f6n|genau|alles\s+klar|ja|klar|also|bon|bien|tr\u00e8s\s+bien|d'accord|d\u2019accord|parfait|oui|voil\u00e0|alors|entendu)\s*[.!]+\s+)+(?=\S)/iu;

/** The task without the interjections said before it ({@link LEADING_INTERJECTION}), first letter upper-cased. */
function withoutInterjection(text: string): string {
  const cut = text.replace(LEADING_INTERJECTION, '');
  if (cut === text || wordCount(cut) < 2) return text;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/**
 * Third-person assignments of an English sentence ({@link thirdPersonTasks}: "Bob will send the report by
 * Friday", "Dave to check the invoices") as next steps, each with its own due date; none when the sentence
 * is a question, hedge, joke or logistics, or a task does not say what is to be done.
 */
function namedTasks(sentence: TranscriptSentence, options: ExtractNextStepsOptions): NextStep[] {
  const tasks = thirdPersonTasks(sentence.clean, options.speakers, sentence.normal);
  if (tasks.length === 0 || notAnItem(sentence.normal, sentence.raw, 'en', tasks[0]!.at, sentence.wordBits))
    return [];
  // "Suzy to reply to the debate." conducts the meeting (E72).
  if (isFormalProcedure(sentence.normal)) return [];
  const out: NextStep[] = [];
  for (const task of tasks) {
    const own = new Set(sentenceTerms(task.text, 'en').filter((t) => !TASK_CUE_TERMS.has(t))).size;
    if (own < MIN_TASK_TERMS + (task.owner ? 0 : 1)) continue;
    out.push({
      text: task.text,
      owner: task.owner,
      due: findDue(task.text, options.meetingDate),
      speaker: sentence.speaker,
      line: sentence.line,
      source: 'transcript',
    });
  }
  return out;
}

/** A language's cue patterns, by the cue list (one array per list, so {@link gatedCues} keeps it). */
const patternLists = new WeakMap<readonly NextStepCue[], readonly RegExp[]>();

/**
 * The patterns of a language's next-step cues, the same array on every call with the same list (P118: a new array per
 * call missed {@link gatedCues}' memo, so every batch worked the literals and their 16,385-entry index out again).
 * Exported for its test.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 *
 * @param cues - the language's `nextStepCues`
 * @returns `cues.map((c) => c.pattern)`, the same array on every call with the same `cues`
 */
export function cuePatterns(cues: readonly NextStepCue[]): readonly RegExp[] {
  let patterns = patternLists.get(cues);
  if (patterns === undefined) {
    patterns = cues.map((c) => c.pattern);
    patternLists.set(cues, patterns);
  }
  return patterns;
}

/** A language's blockers followed by its cues' patterns, by the cue list (one array per list, so {@link gatedCues} keeps it). */
const joinedLists = new WeakMap<readonly NextStepCue[], readonly RegExp[]>();

/**
 * The next-step blockers followed by the cue patterns of a language, as one list for {@link markLiterals} (P113): the
 * same array for the same cue list, so {@link gatedCues} works its literals out once. Exported for its test.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 *
 * @param blockers - the language's `nextStepBlockers`
 * @param cues - the language's `nextStepCues` (the key: one joined list per cue list)
 * @returns `[...blockers, ...cues.map((c) => c.pattern)]`, the same array on every call with the same `cues`
 */
export function blockersAndCues(
  blockers: readonly RegExp[],
  cues: readonly NextStepCue[],
): readonly RegExp[] {
  let joined = joinedLists.get(cues);
  if (joined === undefined) {
    joined = [...blockers, ...cues.map((c) => c.pattern)];
    joinedLists.set(cues, joined);
  }
  return joined;
}

/** Per batch of sentences, {@link reportsOwnWork}'s answer by the index of the turn's first sentence (P320). */
const ownWorkByBatch = new WeakMap<readonly TranscriptSentence[], Map<number, boolean>>();

/**
 * Whether the speaker's turn (the sentences of the sentence's line) reports work of their own, done or under way
 * ({@link OWN_WORK_REPORTED}; E105).
 */
function reportsOwnWork(sentences: readonly TranscriptSentence[], sentence: TranscriptSentence): boolean {
  const first = lineStart(sentences, sentence);
  if (sentences[first]?.line !== sentence.line) return false;
  // The answer is the turn's, the same for each of its sentences: asked once per turn (P320), not once per sentence.
  let known = ownWorkByBatch.get(sentences);
  if (!known) {
    known = new Map();
    ownWorkByBatch.set(sentences, known);
  }
  let reports = known.get(first);
  if (reports === undefined) {
    reports = false;
    let i = first;
    for (; sentences[i]?.line === sentence.line; i++)
      if (OWN_WORK_REPORTED.test(sentences[i]!.normal)) {
        reports = true;
        break;
      }
    // A "no" for a turn running to the batch's end is not kept: sentences added to the batch later may still say it.
    if (reports || i < sentences.length) known.set(first, reports);
  }
  return reports;
}

/** A first-person remark too thin to be a task: few content terms, fewer still allowed when hedged. */
function isTrivialCommitment(clean: string, normal: string, language: string): boolean {
  const terms = sentenceTerms(clean, language).length;
  const hedged = nextStepHedges[language]?.test(normal) ?? false;
  return terms < (hedged ? MIN_HEDGED_COMMITMENT_TERMS : MIN_COMMITMENT_TERMS);
}

/** The sentence with the whole sentence before it on the same line, when there is one (context for "I'll send them"). */
function withContext(sentences: readonly TranscriptSentence[], sentence: TranscriptSentence): string {
  const previous = sentences[sentence.index - 1];
  return previous && previous.line === sentence.line && previous.complete
    ? `${previous.clean} ${sentence.clean}`
    : sentence.clean;
}

/**
 * The speaker's work on "these" things before the room (E200: "I'll disregard these numbers", "I'm gonna change a couple
 * of these"), not taken anywhere ("put these minutes in the folder", "send these round") nor held to a later time
 * ("check these figures tomorrow").
 */
/**
 * E428: a place after the work that is no place to take it to: the room's board, table, flip chart or screen ("I'll
 * put these on the board", "I'm gonna lay these on the table"), as regular-expression source (a negative lookahead).
 * E434: it follows "on / onto" only: work sent "to the board" ("I'll send these options to the board") goes somewhere.
 */
const NOT_IN_THE_ROOM = `(?!\\s+the\\s+${ROOM_SURFACE})`;

const HERE_AND_NOW = new RegExp(
  `\\bi(?:'ll|\\s+will|'m\\s+gonna|'m\\s+going\\s+to|\\s+have\\s+to|\\s+need\\s+to)\\s+${ACT_LEADS}[a-z]+(?:\\s+(?:off|out|up|over|through))?\\s+(?:(?:all|both|a\\s+couple\\s+of|some\\s+of|one\\s+of|each\\s+of|any\\s+of|all\\s+of)\\s+)?these\\b(?!(?:\\s+[a-z]+)?\\s+(?:(?:in|into|to|round|around|out)\\b|on(?:to)?\\b${NOT_IN_THE_ROOM}))(?![^.!?]*\\b(?:tomorrow|tonight|later|next|by|before|after|afterwards|this\\s+week)\\b)`,
);

/**
 * Words a request may open on before or after the addressee's name ("So, Ben, …", "Okay Ben, …"), and short
 * sentences said before it ("Good. Kofi, please …", "Thanks. Ben, could you …": at most four words each, N14).
 */
const REQUEST_OPENERS =
  "(?:(?:so|okay|ok|and|now|right|alright)[\\s,]+|(?:[\\p{L}'\u2019]+[\\s,]+){0,3}[\\p{L}'\u2019]+[.!]\\s+)*";
/**
 * How a request is put ("can/could/would/will you", "please", "please could you", "I need / I'd like you to"), with its
 * courtesy ("would you mind updating …", "would you be able to update …": E198, E202).
 */
const REQUEST_FORMS =
  "(?:please[\\s,]+)?(?:(?:can|could|would|will)\\s+you(?:,\\s*[^,]{1,40},)?\\s+(?:please\\s+)?(?:mind\\s+(?=\\p{L}+ing\\s)|be\\s+(?:able|willing|prepared|good\\s+enough|kind\\s+enough)\\s+to\\s+)?|i(?:\\s+need|\\s+want|['\u2019]d\\s+like|\\s+would\\s+like)\\s+you\\s+to\\s+|(?:please|kindly)\\s+)(?:(?:also|just|kindly|then|maybe)\\s+)?";

/** Whether a task still reads as the asker's words: it speaks to "you", says "please" or names its owner (N14). */
function quotedRequest(text: string, owner: string, people: readonly string[]): boolean {
  const forms = nameForms(owner, people).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    `(?:^|[^\\p{L}])(?:${[...forms, 'you', 'your', 'please'].join('|')})(?![\\p{L}])`,
    'iu',
  ).test(text);
}

/**
 * A request as a task: `"Priya, can you update the style guide by Friday?"` → `"Update the style guide by
 * Friday"`, `"Ben, please order the samples by Wednesday."` → `"Order the samples by Wednesday."` (openers, the
 * addressee's name, "can/could/would you", "please" and "I need you to" cut, the question mark dropped; words
 * are only deleted).
 */
function trimRequest(text: string, owner: string | null, people: readonly string[]): string {
  const forms = owner ? nameForms(owner, people).map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : [];
  const name = owner ? `(?:(?:${forms.join('|')})[\\s,]+)?` : '';
  const out = text
    .replace(new RegExp(`^${REQUEST_OPENERS}${name}${REQUEST_OPENERS}${REQUEST_FORMS}`, 'iu'), '')
    .replace(/\s*\?\s*$/, '');
  if (out === text || out.trim() === '') return text;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/**
 * The task as a self-contained item: as is when it names what is to be done; else preceded by the whole
 * sentence said just before it on the same line ("We need the revised figures. I'll send them."), or
 * `null` (left out) when there is none.
 */
function selfContained(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  task: string,
  language: string,
): string | null {
  const own = (t: string) => new Set(sentenceTerms(t, language).filter((x) => !TASK_CUE_TERMS.has(x))).size;
  if (own(task) >= MIN_TASK_TERMS) return task;
  const previous = sentences[sentence.index - 1];
  if (!previous || previous.line !== sentence.line || !previous.complete || /\?\s*$/.test(previous.clean))
    return null;
  return own(previous.clean) >= MIN_TASK_TERMS ? `${previous.clean} ${task}` : null;
}
