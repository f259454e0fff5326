import { FORMAL_OUTCOME } from '../cues/decision-cues.js';
import {
  HELD_TO_TIME,
  I_WILL_ACTION_VERB,
  I_WILL_WORK_VERB,
  LOOKING_INTO,
  TEAM_LETTER,
  WORK_UNDER_WAY,
} from '../cues/next-step-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { Decision, NextStep } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { MONOLOGUE_WORDS } from './monologue-decisions.js';

/**
 * How much of a meeting was said in long turns: words of every sentence, and words of the sentences whose line holds
 * more than `MONOLOGUE_WORDS` (80) words. Additive over disjoint runs of sentences, so a transcript's figure is the
 * same however it was cut into batches.
 *
 * Spec: issue 15 (precision of decisions in committee hearings); issue 13 (batches give the whole result).
 */
export interface TalkShare {
  /** Words of the sentences counted (`TranscriptSentence.words`). */
  words: number;
  /** Of those, words said in a turn (line) of more than `MONOLOGUE_WORDS` words. */
  longWords: number;
}

/** A share of zero words: the start of a sum. */
export function noTalk(): TalkShare {
  return { words: 0, longWords: 0 };
}

/**
 * Adds the words of `sentences[from, to)` to `into` (each sentence once: count only the sentences a batch owns).
 *
 * @param into - the running sum, changed in place
 * @param sentences - a batch's sentences
 * @param from - first owned index
 * @param to - end of the owned range (exclusive)
 */
export function addTalk(
  into: TalkShare,
  sentences: readonly TranscriptSentence[],
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) {
    const s = sentences[i]!;
    into.words += s.words.length;
    if (s.segmentWords > MONOLOGUE_WORDS) into.longWords += s.words.length;
  }
}

/**
 * Share of a meeting's words said in long turns from which it is a hearing (E131): witnesses answering a committee's
 * questions at length. On the real meetings measured (sample vault, bench/blind8–blind15) every Senedd committee
 * session is at 0.69–0.86, every design, research or made-up meeting at 0.55 or less.
 */
export const HEARING_SHARE = 0.6;
/** Fewer words than this say nothing about the kind of meeting (a short excerpt keeps its decisions). */
const MIN_WORDS = 1000;

/**
 * Leaves out a hearing's decisions that the committee did not take (E131). In a meeting held mostly in long turns —
 * an evidence session, where witnesses answer a committee's questions at length ({@link HEARING_SHARE}) — what sounds
 * like a decision is a witness's account of their organisation's practice ("We don't publish that; we publish
 * numbers."), another body's decision ("students … have decided to go home"), a Minister's policy ("We will take these
 * issues into consideration …") or a member's point put to a witness ("Let's be clear: …"). The committee itself
 * decides by its recorded result (E69, `FORMAL_OUTCOME`: "Amendment 3 is therefore agreed."): those, and decisions
 * from user notes, stay. E132: a proposal one speaker puts and another agrees to ("I think that's a good idea", read
 * by E50 and cited with its `decidedLine`) is conversation between a member and a witness there, not the committee's
 * decision, so it goes too. Tasks are not touched: a witness's promise to write to the committee is work.
 *
 * Spec: issue 15 (precision: decisions and next steps about the work, the outcome of this meeting).
 *
 * @param decisions - the meeting's decisions, in order
 * @param talk - how much of the whole transcript was said in long turns ({@link TalkShare})
 * @returns `decisions` when the meeting is no hearing, else those that stay, in the same order
 */
export function withoutHearingDecisions<T extends Decision>(decisions: readonly T[], talk: TalkShare): T[] {
  if (!isHearing(talk)) return [...decisions];
  return decisions.filter((d) => d.source !== 'transcript' || FORMAL_OUTCOME.test(normalizeForCues(d.text)));
}

/** Whether a meeting's talk makes it a hearing: enough words, {@link HEARING_SHARE} of them in long turns. */
function isHearing(talk: TalkShare): boolean {
  return talk.words >= MIN_WORDS && talk.longWords >= HEARING_SHARE * talk.words;
}

/**
 * The first first-person subject of a task and its verb: "we" (an organisation) or "I" (the speaker). Only the first
 * counts, so "I'll check whether we can do that" is the speaker's own task.
 */
const FIRST_SUBJECT =
  /\b(i|we)(?:'ll|'m|'re|'d| will| shall| am| are| were| would| should| need to| have to| must| want to| can| could| intend to| plan to| aim to| hope to| expect to)\b/;
/**
 * What hands a witness's answer over to the committee: writing, sending, sharing or coming back to "you" or the
 * committee ("we can get you that analysis", "we'll write to the committee", "we can share the review with you"), or
 * the committee as the one that acts.
 */
const TO_THE_COMMITTEE =
  /\b(?:(?:write|send|get|provide|give|share|copy|forward|pass|circulate|update|brief|inform)\s+(?:(?:that|this|it|them|those|(?:an?|the|our|some|more|further) (?:[\w-]+ ){0,3}?)\s*)?(?:(?:on\s+|across\s+|over\s+)?(?:to|with)\s+)?(?:you|the committee|committee|members)\b|\b(?:come|get|report|write)\s+back\b|\blet (?:you|the committee|members) (?:know|have|see)\b|\bkeep (?:you|the committee|members) (?:informed|updated|posted)\b|\b(?:as a|the) committee\b)/;

/**
 * Leaves out a hearing's tasks that are a witness's account of their own organisation's plans (E135): "we will
 * publish the guidance in the spring", "we're going to review the formula", "we need to send a clear message". In
 * an evidence session ({@link HEARING_SHARE}) the witnesses speak for a government, a regulator or a health board, and
 * their "we will …" is that body's programme, not work this meeting gave anyone. What a witness hands the committee
 * stays ("we can get you that analysis", "we'll write to the committee", "we'll share the review with you"), as do the
 * speaker's own commitments ("I will write to the committee", "I shall be making a statement") and requests put to a
 * witness ("could you provide the committee with a list …"), which have no "we" as their subject. E421 (session 49):
 * the speaker's "I'll / I will" and a verb only the open cue reads ({@link I_WILL_WORK_VERB}: "I will expand the age
 * range of the campaign") is said in the answer too and goes, unless it hands something to the committee, opens on an
 * action verb ("I'll check …", "I will write …"), plans to find something out, or is held to a time or a due date.
 * E461 (session 51): so does the speaker's account of work under way ({@link WORK_UNDER_WAY}: "I'm currently reviewing
 * the guidance"), unless it hands something to the committee.
 *
 * Spec: issue 15 (precision: next steps are about the work of this meeting).
 *
 * @param steps - the meeting's next steps, in order
 * @param talk - how much of the whole transcript was said in long turns ({@link TalkShare})
 * @returns `steps` when the meeting is no hearing, else those that stay, in the same order
 */
export function withoutHearingTasks<T extends NextStep>(steps: readonly T[], talk: TalkShare): T[] {
  if (!isHearing(talk)) return [...steps];
  return steps.filter((s) => {
    if (s.source !== 'transcript') return true;
    const text = normalizeForCues(s.text);
    if (TO_THE_COMMITTEE.test(text) || TEAM_LETTER.test(text)) return true;
    // E139: the committee's own letter ("we will have to write to the Minister") is its work, as a reply to it is.
    const subject = FIRST_SUBJECT.exec(text)?.[1];
    if (subject === 'we') return false;
    // E461: the speaker's work under way ("I'm currently reviewing the guidance") is an account given in the answer.
    if (subject === 'i' && WORK_UNDER_WAY.test(text)) return false;
    // E421: the speaker's "I'll" and a verb no task list names is said in the answer, unless held to a time.
    return subject !== 'i' || s.due !== null || !isOpenFirstPerson(text);
  });
}

/**
 * Whether a task is a first-person "I'll / I will / I'm going to" and a verb only the open cue reads ({@link
 * I_WILL_WORK_VERB}: not one of the action verbs, {@link I_WILL_ACTION_VERB}, nor a plan to find something out, {@link
 * LOOKING_INTO}), held to no time ({@link HELD_TO_TIME}).
 */
function isOpenFirstPerson(text: string): boolean {
  return (
    I_WILL_WORK_VERB.test(text) &&
    !I_WILL_ACTION_VERB.test(text) &&
    !LOOKING_INTO.test(text) &&
    !HELD_TO_TIME.test(text)
  );
}
