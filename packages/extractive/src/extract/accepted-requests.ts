import { findDue } from '../cues/find-due.js';
import { TASK_VERB } from '../cues/next-step-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { isFormalProcedure } from '../cues/own-presentation.js';
import { notAnItem } from '../cues/precision-cues.js';
import { mayHoldWords, WORD_BIT_REQUEST } from '../cues/word-bits.js';
import type { NextStep } from '../extractive-summary.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { withoutRestarts } from '../transcript/without-restarts.js';
import { withAntecedent } from './resolve-pronoun.js';

/**
 * Sentences after a request read for its answer. At most `SEAM` (8) of process-batch, so a batch boundary never
 * changes the result.
 */
const ANSWER_SENTENCES = 4;
/** What is asked must say at least this many content words ("provide the committee with a list …"). */
const MIN_TERMS = 2;

/**
 * A request put to whoever answers (E51), found at the start of a clause: "could you / can you / would you / will you
 * (please) …", "maybe you could …", "(do) you want to / wanna …", "would you like to …", "would you mind …", "I'd like
 * you to …" (E159: "would you mind" + the verb's -ing form, never "would you mind if …", which asks leave). Group 1 is
 * what is asked, from its verb ({@link TASK_VERB}: not "hear", "see", "say", "walk us through" …).
 */
const REQUEST = new RegExp(
  `(?:^|[,;:]\\s*|\\b(?:so|and|also|then|okay|ok|well|now|but)\\s+)(?:(?:maybe|perhaps|so|and|also|then)\\s+)*(?:(?:can|could|would|will)\\s+you(?!\\s+mind\\b)(?:\\s+please)?(?:\\s+(?:also|maybe|just|perhaps))?|(?:maybe|perhaps)\\s+you\\s+could|(?:do\\s+)?you\\s+(?:wanna|want\\s+to)|would\\s+you\\s+(?:like\\s+to|mind(?!\\s+(?:if|me|us|my|our|him|her|them)\\b))|i(?:'d|\\s+would)\\s+like\\s+you\\s+to)\\s+((?:${TASK_VERB})\\b.*)$`,
);

/** What is asked of a speaker for the meeting itself: "give us your presentation", "tell me …", "show everyone …". */
const TO_THE_ROOM =
  /^(?:give|tell|show|send|pass|hand|read)\s+(?:us|me|everyone|everybody|the\s+room)\s+(?:your|a|an|the|what|how|some|quick|brief)\b(?![^.?!]*\b(?:by|before|after|tomorrow|next|later|tonight)\b)/;

/**
 * What a witness is asked to answer there and then (E107): "give (us) an assurance / a commitment / an indication / a
 * sense / an update …", "confirm / clarify that / whether …", "outline …", "expand on …", "comment on …", "set out …",
 * "reassure …", "say whether …". The answer is the reply itself, no task, unless the request asks for it in writing
 * ({@link IN_WRITING}).
 */
const ANSWERED_IN_THE_ROOM =
  /^(?:(?:give|offer)\s+(?:(?:us|me|the\s+committee|members|people|parents|families|the\s+public)\s+)?(?:(?:an?|any|some|the|your|more|a\s+bit\s+of|a\s+little)\s+)?(?:[a-z-]+\s+)?(?:assurances?|reassurances?|commitments?|undertakings?|guarantees?|indications?|sense|idea|flavou?r|picture|overview|examples?|estimates?|views?|thoughts|opinion|explanation|update|answer|response|reflections?|comments?)\b|(?:confirm|clarify)\s+(?:that|whether|if|what|how|why|when|for\s+(?:us|me|the\s+committee)|to\s+(?:us|me|the\s+committee))\b|(?:outline|expand\s+on|elaborate|comment\s+on|set\s+out|reassure|reflect\s+on|update\s+(?:us|me|the\s+committee|members)|say\s+(?:whether|if|what|how|why|when|a\s+bit|a\s+little|something|more))\b)/;
/** A request for the answer in writing ("… in writing", "write to the committee", "send us a note"): a task. */
const IN_WRITING = /\b(?:in\s+writing|write|written|letter|note|send|email|e-mail)\b/;

/** Words without which {@link REQUEST} cannot match (its word, "you", is {@link WORD_BIT_REQUEST}'s). */
export const REQUEST_HINT =
  /\b(?:can|could|would|will)\s+you\b|\byou\s+(?:could|wanna|want)\b|\blike\s+you\b/;

/**
 * An answer that takes the request on: "Sure.", "Yes, sure. No problem at all.", "OK. I will.", "I'll put it online.",
 * "Will do.", "Of course.", "Fair enough.", "Happy to." — or a plain "Yes." / "Okay." to a request asked as a question.
 */
const TAKEN_ON =
  /^(?:(?:ok|okay|yes|yeah|yep|right|alright|fine|well|oh|um|uh|sure)[\s,.!]+)*(?:sure|certainly|of\s+course|absolutely|definitely|no\s+problem|will\s+do|happy\s+to|fair\s+enough|i\s+will|i'll|i\s+can|i\s+could\s+do\s+(?:that|it)|i'm\s+on\s+it|on\s+it)\b/;
const PLAIN_YES = /^(?:(?:ok|okay|yes|yeah|yep|alright|fine)[\s,.!]*)+$/;
/** An answer that turns it down or hedges: "no", "not", "can't", "but", "maybe", "I don't know", a question back. */
const TURNED_DOWN =
  /\b(?:no(?!\s+problem)|not|nope|can't|cannot|won't|don't|but|maybe|perhaps|dunno|busy|rather|unless)\b|\?/;

/**
 * Options of {@link acceptedRequests}.
 *
 * Spec: issue 15 (precision and recall of next steps on real meetings).
 */
export interface AcceptedRequestsOptions {
  /** Report only sentences in `[from, to)` (the rest is context from a neighbouring batch); default all. */
  owned?: { from: number; to: number };
  /** {@link recapFlags} of `sentences`: a request inside a recap is none of this meeting's; default none. */
  recaps?: Uint8Array;
  /** The meeting date `YYYY-MM-DD`, for a due date stated in the request. */
  meetingDate?: string | null;
}

/**
 * Tasks handed over in an exchange (E51): a request to "you" with no name ("maybe you could provide the committee with a
 * list of the new innovation schools", "could you put the minutes on the shared folder?", "you wanna volunteer to send
 * out the agenda request?") that the next other speaker takes on ("Yes, sure. No problem at all.", "I'll put it
 * online.", "Sure."). The cue patterns of `extractNextSteps` need the addressee named; in real meetings the addressee
 * is whoever answers. Read per exchange: the request ({@link REQUEST}) and the first answer of another speaker within
 * {@link ANSWER_SENTENCES} sentences ({@link TAKEN_ON}, or a plain yes to a question; never one with "but", "not",
 * "maybe" or a question back: {@link TURNED_DOWN}). The task is what was asked, from its verb, owned by who took it on,
 * cited on the request's line; a due date only when the request states one. An "it / that" the line does not name
 * leaves it out (`withAntecedent`). English only (`[]` for other languages).
 *
 * Spec: issue 15 (next steps: precision and recall on real meetings; a due date only when one is stated); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps, with owner).
 *
 * @param sentences - transcript sentences in order (one batch, carry included)
 * @param language - base ISO 639-1 code
 * @param options - the reported range, recap flags and meeting date
 * @returns next steps in transcript order
 */
export function acceptedRequests(
  sentences: readonly TranscriptSentence[],
  language: string,
  options: AcceptedRequestsOptions = {},
): NextStep[] {
  if (language !== 'en') return [];
  const from = options.owned?.from ?? 0;
  const to = options.owned?.to ?? sentences.length;
  const out: NextStep[] = [];
  for (let k = from; k < to; k++) {
    const sentence = sentences[k]!;
    if (!sentence.complete || sentence.speaker === null || options.recaps?.[k] === 1) continue;
    // Cheap gate: no request form matches without one of these (most sentences stop here).
    if (!mayHoldWords(sentence, WORD_BIT_REQUEST) || !REQUEST_HINT.test(sentence.normal)) continue;
    const asked = requestOf(sentence);
    if (asked === null) continue;
    const owner = takenOnBy(sentences, sentence);
    if (owner === null) continue;
    const text = withAntecedent(asked, sentence, sentences, language);
    if (text === null) continue;
    out.push({
      text,
      owner,
      due: findDue(text, options.meetingDate),
      speaker: sentence.speaker,
      line: sentence.line,
      source: 'transcript',
    });
  }
  return out;
}

/** What a sentence asks to be done, as a task ("Provide the committee with a list …"), or `null`. */
function requestOf(sentence: TranscriptSentence): string | null {
  const clean = withoutRestarts(sentence.clean);
  const normal = normalizeForCues(clean);
  const match = REQUEST.exec(normal);
  if (!match || TO_THE_ROOM.test(match[1]!)) return null;
  // E107: "can you give an assurance that …?" "Yes." is answered in the room, no task (unless asked for in writing).
  if (ANSWERED_IN_THE_ROOM.test(match[1]!) && !IN_WRITING.test(match[1]!)) return null;
  const why = notAnItem(normal, sentence.raw, 'en', match.index);
  if (why === 'logistics' || why === 'joke') return null;
  // "Deputy Minister, do you want to proceed to a vote on amendment 5?" "Yes." conducts the meeting (E72).
  if (isFormalProcedure(normal)) return null;
  const what = clean
    .slice(clean.length - match[1]!.length)
    .replace(/\s*[?!.,]+\s*$/, '')
    .trim();
  if (new Set(sentenceTerms(what, 'en')).size < MIN_TERMS) return null;
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}.`;
}

/** Who took the request on: the first other speaker's answer within {@link ANSWER_SENTENCES}, or `null`. */
function takenOnBy(sentences: readonly TranscriptSentence[], request: TranscriptSentence): string | null {
  const asked = /\?\s*$/.test(request.raw.trim());
  for (let i = request.index + 1; i <= request.index + ANSWER_SENTENCES; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.speaker === request.speaker) {
      // The asker's own words in the same turn (the rest of the request) are read past; a new turn ends the wait.
      if (next.line === request.line) continue;
      return null;
    }
    if (next.speaker === null) return null;
    const answer = normalizeForCues(next.raw.trim()).replace(
      /^(?:(?:um|uh|er|erm|mm|mm-hmm|mhm|uh-huh|hmm)[\s,.!]+)+/,
      '',
    );
    if (answer === '') continue;
    // The whole answering turn: "I can patch it, yeah. But honestly, that whole run wants replacing." is no yes.
    let turn = answer;
    for (let j = i + 1; sentences[j]?.line === next.line; j++)
      turn += ` ${normalizeForCues(sentences[j]!.raw)}`;
    if (TURNED_DOWN.test(turn)) return null;
    if (TAKEN_ON.test(answer) || (asked && PLAIN_YES.test(answer))) return next.speaker;
    return null;
  }
  return null;
}
