import { findDueIn } from '../cues/find-due-de-fr.js';
import { mayHoldWords, WORD_BIT_PLAN } from '../cues/word-bits.js';
import type { NextStep } from '../extractive-summary.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import { inQuotation } from '../transcript/in-quotation.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { focusClause } from './focus-clause.js';
import { MONOLOGUE_WORDS } from './monologue-decisions.js';
import { withAntecedent } from './resolve-pronoun.js';
import { ruleFamilyOn } from './rule-families.js';
import { wordCount } from './word-count.js';

/**
 * A researcher's own next step said as a cleft (E287, session 43), on the lower-cased text with straight apostrophes:
 * "what I (kind of) need to do is …", "one / another / the next thing I wanted to try was …", "the way I want to
 * extend his work is …", "the next thing to do is (probably) to …", "my first stab / next step is to …". Not what
 * the speaker wants to say, show or stress to the room ("what I wanted to emphasise / float is …", "what I wanna do
 * here is show you …"): that is the meeting itself; nor a plan broken off ("one thing I want to do is oh, I think …").
 * Asked only of a sentence holding one of its words (`WORD_BIT_PLAN`, issue 13 P252).
 *
 * Spec: issue 15 (next steps said as a plan); issue 13 (1M lines ≤ 10 s: a necessary condition before the pattern).
 */
export const STATED_PLAN = new RegExp(
  [
    String.raw`\b(?:what|(?:the\s+)?(?:next|first)\s+thing|(?:an)?other\s+thing|one\s+thing|the\s+way)\s+(?:that\s+)?i\s+(?:(?:i|really|maybe|kind\s+of|sort\s+of|probably|just|still|would|'d)\s+)*(?:want(?:ed)?\s+to|wanna|like\s+to|need\s+to|plan(?:ned)?\s+to)\s+(?!(?:say|add|emphasi[sz]e|stress|show|mention|ask|point|talk|present|know|see|hear|float|propose|suggest|raise|bring|flag|note|discuss|do\s+(?:here|now|today))\b)[a-z]+\b[^.?!]{0,50}?\s(?:is|was)\s(?!(?:oh|um|uh|well|i\s+think)\b)`,
    String.raw`\b(?:the\s+)?(?:next|first)\s+(?:thing|step)s?\s+(?:to\s+do\s+)?(?:is|would\s+be)\s+(?:(?:probably|just|maybe)\s+)*to\s`,
    String.raw`\bmy\s+(?:first\s+stab|first\s+step|next\s+step|plan)\b[^.?!]{0,40}?\bis\s+(?:(?:probably|just|maybe)\s+)*to\s`,
  ].join('|'),
);

/**
 * The team's plan to find something out (E385, session 47), on the lower-cased text with straight apostrophes: "we'd
 * have to contact the company that makes them", "we might check with our R and D department to see if …", "we'll find
 * out more about cost afterwards", "we should do some research into what elderly people like": "we" with "will /
 * should / 'd (would) have to / might / are going to", then a verb of finding out. Not "we can / could …" (an option
 * weighed), "we need to / have to / must …" (most often a design need: "we need to check their specifications and do
 * their encryption"), nor "ask / test" alone ("we will ask your permission", read from a consent form).
 */
const TEAM_CHECK =
  /\bwe(?:'ll|\s+will|\s+should|'d\s+have\s+to|\s+would\s+have\s+to|'re\s+going\s+to|'re\s+gonna|\s+might)\s+(?:(?:also|just|probably|maybe|still|really|actually|then|definitely|again|perhaps|first)\s+)*(?:check|double[-\s]check|look\s+into|find\s+out|figure\s+out|research|investigate|contact|do\s+(?:some|a|more)\s+(?:research|measurements?|tests?|testing|experiments?|checking)|get\s+together)\b/;
/** A cleft that names a point to weigh, not a plan: "One thing we'd have to check though is what the users …". */
const THING_BEFORE = /\bthings?\s+(?:that\s+)?$/;
/** Content terms the team's check must name after its verb ("that" alone names nothing: "We would have to look into that."). */
const MIN_CHECKED_TERMS = 2;

/** Words a task must say after its cue: "is to take this one and the old one and merge them". */
const MIN_TASK_WORDS = 3;

/** Options of {@link statedPlans}: as {@link acceptedRequests}'. */
export interface StatedPlansOptions {
  /** Report only sentences in `[from, to)`; default all. */
  owned?: { from: number; to: number };
  /** 1 for a sentence inside a recap of the last meeting (skipped). */
  recaps?: Uint8Array;
  /** Meeting date `YYYY-MM-DD` for due dates, or `null`. */
  meetingDate?: string | null;
}

/**
 * Next steps a speaker states as their own plan without a task cue word (English; issue 15, session 43): a plan said
 * as a cleft ({@link STATED_PLAN}, family `n:stated-plan`; "I'm in the process of …" was measured and not kept,
 * docs/offline-engine-business.md session 43), owned by the speaker; and the team's plan to find something out
 * ({@link TEAM_CHECK}, family `n:team-check`, E385), owned by the team (`null`). Due date only when said in the task. The task is the sentence from its
 * clause on ({@link focusClause}), made self-contained ({@link withAntecedent}) or left out; recaps, quotations,
 * fragments and sentences with no speaker are skipped.
 *
 * Spec: issue 15 (next steps on real meetings: "what I want to do is …" is the researcher's own next step; "we'd have
 * to contact the company that makes them" is the team's).
 *
 * @param sentences - transcript sentences in order
 * @param language - base ISO 639-1 code; other than English gives `[]`
 * @param options - batch bounds, recap flags, meeting date
 * @returns next steps in transcript order, each citing its 1-based line
 */
export function statedPlans(
  sentences: readonly TranscriptSentence[],
  language: string,
  options: StatedPlansOptions = {},
): NextStep[] {
  if (language !== 'en') return [];
  const from = options.owned?.from ?? 0;
  const to = options.owned?.to ?? sentences.length;
  const out: NextStep[] = [];
  for (let k = from; k < Math.min(to, sentences.length); k++) {
    const sentence = sentences[k]!;
    if (!sentence.complete || sentence.speaker === null || options.recaps?.[k] === 1) continue;
    const text = sentence.normal;
    // P252: the cleft cannot match a sentence without one of its opening words (the word index, P223); E385's team
    // check has words of its own, so only the cleft is skipped.
    const plan = mayHoldWords(sentence, WORD_BIT_PLAN) ? STATED_PLAN.exec(text) : null;
    const team = plan === null ? teamCheck(sentence, language) : null;
    const match = plan ?? team;
    if (!match) continue;
    if (plan && wordCount(text.slice(match.index + match[0].length)) < MIN_TASK_WORDS) continue;
    if (inQuotation(sentences, sentence, text, match.index)) continue;
    const at = text.length === sentence.clean.length ? match.index : 0;
    const task = withAntecedent(focusClause(sentence.clean, at), sentence, sentences, language);
    if (task === null || wordCount(task) < MIN_TASK_WORDS + 2) continue;
    if (!ruleFamilyOn('n', team ? 'n:team-check' : 'n:stated-plan', sentence.line)) continue;
    out.push({
      text: task,
      owner: team ? null : sentence.speaker,
      due: findDueIn(task, language, options.meetingDate),
      speaker: sentence.speaker,
      line: sentence.line,
      source: 'transcript',
    });
  }
  return out;
}

/**
 * The {@link TEAM_CHECK} match of a sentence that states the team's check as a plan, or `null`: not a question, not in a
 * turn that holds the floor, not a cleft naming a point ({@link THING_BEFORE}), and naming what is found out in
 * {@link MIN_CHECKED_TERMS} content terms after the verb.
 */
function teamCheck(sentence: TranscriptSentence, language: string): RegExpExecArray | null {
  const match = TEAM_CHECK.exec(sentence.normal);
  if (!match || /\?\s*$/.test(sentence.raw.trim()) || sentence.segmentWords > MONOLOGUE_WORDS) return null;
  if (THING_BEFORE.test(sentence.normal.slice(0, match.index))) return null;
  const checked = sentence.normal.slice(match.index + match[0].length);
  return sentenceTerms(checked, language).length >= MIN_CHECKED_TERMS ? match : null;
}
