import { cueName } from './cue-name.js';
import type { NextStepCue } from './next-step-cues.js';

/**
 * Words without which no English next-step cue but {@link LOOKING_INTO}'s can match, on a sentence's `normal` text
 * (`normalizeForCues`: lower case, straight apostrophes, one space between words). The next-step stage tests it first,
 * so most complete sentences cost one test.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
export const EN_TASK_HINT =
  /\b(?:happy to|glad to|willing to|pleased to|we can|we could|i'll|i will|i shall|i should|i must|i'm going|i'm gonna|i am going|i can|i could|action|to-?do|homework|you'll|you will|you're|you are|you need|need to|have to|can you|could you|would you|please|need you|want you|like you|remember|don't forget|next (?:meeting|session|week|thing|step)|follow|wanna|want to|like to|plan|intend|hope to|hoping to|intention|write to|process of|progress of|currently|check with)/;

/**
 * {@link EN_TASK_HINT}, or one of the words {@link LOOKING_INTO} cannot match without ("i double-check the figures",
 * "i just should look into it", "i take a closer look": E85's plans need no hint word): a text failing it matches no
 * English next-step cue (P115; the proof is {@link EN_CUES_PROVEN}).
 */
const EN_ANY_TASK_CUE = new RegExp(`${EN_TASK_HINT.source}|check|look|research|investigate|find out`);

/**
 * The English next-step cues (`nextStepCues.en`) by their pattern's name (`cueName`, F102: a change of a pattern's
 * text keeps its entry, and P115's test proves the gate against the changed cue over the quality sets), each with why
 * it cannot match a `normal` text that {@link EN_ANY_TASK_CUE} does not: the words of {@link EN_TASK_HINT} it holds,
 * at a word boundary (a space, an apostrophe-free start or a punctuation mark before them in the cue). A cue not in
 * this table (a new one, or one without a name) turns the gate off: the count never depends on the table, only the
 * time does.
 */
export const EN_CUES_PROVEN: ReadonlyMap<string, string> = new Map([
  ['next.i-will-action-verb', "\\bi'll|i will|i shall|i'm going|i'm gonna|i am going + an action verb"],
  ['next.i-will-work-verb', "\\bi'll|i will|i shall|i'm going|i'm gonna|i am going + any work verb"],
  [
    'next.looking-into',
    'LOOKING_INTO: its last word is check|double-check|look|research|investigate|find out',
  ],
  [
    'next.i-should',
    'E192 (E320: its talk-verb check after the verb lead): \\bi should|i must, or have to|need to after a space',
  ],
  ['next.offer-of-work', '(i|we …) happy|glad|willing|pleased to after a space; or \\bwe can|we could'],
  ['next.i-can-send', '\\bi can|i could'],
  ['next.action-items', '\\baction|to-do|todo|homework'],
  ['next.you-will-be', "\\byou'll|you will|you're|you are"],
  ['next.you-need-to', 'need to after a space'],
  ['next.can-you-send', '\\bcan you|could you|would you'],
  ['next.can-you-work-verb', '\\bcan you|could you|would you'],
  [
    'next.please',
    '\\bplease, or i need|want|would like|d like you: need you|want you|like you after a space',
  ],
  ['next.can-you-by', '\\bcan you|could you|would you'],
  ['next.remember-to', "\\bplease|remember|don't forget"],
  ['next.by-next-meeting', 'next meeting|session|week after a space'],
  ['next.deadline-team-work', "E114 DEADLINE_TEAM_WORK: need to|have to after \\bwe('ll| will)? and a space"],
  ['next.follow-up', 'E114 FOLLOW_UP_VERB: \\bfollow'],
  [
    'next.status-plan',
    'STATUS_PLAN: plan(ning)|hoping to|intend|hope to after a space; next thing|step after a start, space or comma; my plan|intention; i wanna|want to|like to|plan to after a space',
  ],
  ['next.wanted-work', 'WANTED_WORK: wanna|want to after a space'],
  ['next.team-letter', 'E139 TEAM_LETTER: write to after a space'],
  ['next.work-under-way', 'E461 WORK_UNDER_WAY: process of|progress of|currently'],
  ['next.check-with', 'E462 CHECK_WITH: check with'],
  ['next.report-back', "E460 REPORT_BACK: \\bi'll|i will|i shall|i'm going|i'm gonna|i am going"],
]);

const gates = new WeakMap<readonly NextStepCue[], RegExp | null>();

/**
 * A pattern no sentence can fail while matching one of `cues` (P115): the fragments and recaps, read only to count cue
 * matches for the notices, are scanned with the cue list only when it matches (21,892 of 48,870 sentences on a 40k-line
 * transcript are fragments; 4 % of them hold a hint word). `null` (scan every sentence) for a language other than
 * English and for an English list holding a cue not in {@link EN_CUES_PROVEN}.
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage); review4
 * P26 (the notices count every sentence a cue matched, kept or not: the gate changes no count).
 *
 * @param cues - a language's `nextStepCues`
 * @param language - its base ISO 639-1 code
 * @returns the gate to test a sentence's `normal` text with, or `null`
 */
export function taskCueGate(cues: readonly NextStepCue[], language: string): RegExp | null {
  if (language !== 'en') return null;
  let gate = gates.get(cues);
  if (gate === undefined) {
    gate = cues.every((c) => EN_CUES_PROVEN.has(cueName(c.pattern) ?? '')) ? EN_ANY_TASK_CUE : null;
    gates.set(cues, gate);
  }
  return gate;
}
