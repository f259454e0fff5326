import { findDueIn } from '../cues/find-due-de-fr.js';
import type { NextStep } from '../extractive-summary.js';
import { inQuotation } from '../transcript/in-quotation.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { focusClause } from './focus-clause.js';
import { withAntecedent } from './resolve-pronoun.js';
import { ruleFamilyOn } from './rule-families.js';
import { wordCount } from './word-count.js';

/**
 * A researcher's own next step said as a cleft (E287, session 43), on the lower-cased text with straight apostrophes:
 * "what I (kind of) need to do is …", "one / another / the next thing I wanted to try was …", "the way I want to
 * extend his work is …", "the next thing to do is (probably) to …", "my first stab / next step is to …". Not what
 * the speaker wants to say, show or stress to the room ("what I wanted to emphasise / float is …", "what I wanna do
 * here is show you …"): that is the meeting itself; nor a plan broken off ("one thing I want to do is oh, I think …").
 */
const STATED_PLAN = new RegExp(
  [
    String.raw`\b(?:what|(?:the\s+)?(?:next|first)\s+thing|(?:an)?other\s+thing|one\s+thing|the\s+way)\s+(?:that\s+)?i\s+(?:(?:i|really|maybe|kind\s+of|sort\s+of|probably|just|still|would|'d)\s+)*(?:want(?:ed)?\s+to|wanna|like\s+to|need\s+to|plan(?:ned)?\s+to)\s+(?!(?:say|add|emphasi[sz]e|stress|show|mention|ask|point|talk|present|know|see|hear|float|propose|suggest|raise|bring|flag|note|discuss|do\s+(?:here|now|today))\b)[a-z]+\b[^.?!]{0,50}?\s(?:is|was)\s(?!(?:oh|um|uh|well|i\s+think)\b)`,
    String.raw`\b(?:the\s+)?(?:next|first)\s+(?:thing|step)s?\s+(?:to\s+do\s+)?(?:is|would\s+be)\s+(?:(?:probably|just|maybe)\s+)*to\s`,
    String.raw`\bmy\s+(?:first\s+stab|first\s+step|next\s+step|plan)\b[^.?!]{0,40}?\bis\s+(?:(?:probably|just|maybe)\s+)*to\s`,
  ].join('|'),
);

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
 * docs/offline-engine-business.md session 43). Owner: the speaker; due date only when said in the task. The task is the sentence from its
 * clause on ({@link focusClause}), made self-contained ({@link withAntecedent}) or left out; recaps, quotations,
 * fragments and sentences with no speaker are skipped.
 *
 * Spec: issue 15 (next steps on real meetings: "what I want to do is …" is the researcher's own next step).
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
    const match = STATED_PLAN.exec(text);
    if (!match) continue;
    if (wordCount(text.slice(match.index + match[0].length)) < MIN_TASK_WORDS) continue;
    if (inQuotation(sentences, sentence, text, match.index)) continue;
    const at = text.length === sentence.clean.length ? match.index : 0;
    const task = withAntecedent(focusClause(sentence.clean, at), sentence, sentences, language);
    if (task === null || wordCount(task) < MIN_TASK_WORDS + 2) continue;
    if (!ruleFamilyOn('n', 'n:stated-plan', sentence.line)) continue;
    out.push({
      text: task,
      owner: sentence.speaker,
      due: findDueIn(task, language, options.meetingDate),
      speaker: sentence.speaker,
      line: sentence.line,
      source: 'transcript',
    });
  }
  return out;
}
