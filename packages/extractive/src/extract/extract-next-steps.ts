import { findAddressee } from '../cues/find-addressee.js';
import { findDue } from '../cues/find-due.js';
import { nextStepBlockers, nextStepCues } from '../cues/next-step-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { NextStep } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { focusClause } from './focus-clause.js';
import { trimLeadIn } from './trim-lead-in.js';
import { wordCount } from './word-count.js';

/** Options of {@link extractNextSteps}. */
export interface ExtractNextStepsOptions {
  /** Known speakers (for addressees), in first-appearance order. */
  speakers: readonly string[];
  /** Meeting date `YYYY-MM-DD` for resolving weekdays; optional. */
  meetingDate?: string | null;
  /** Cap, keeping the earliest; default 15. */
  maxItems?: number;
}

/**
 * Finds next steps by cue patterns ({@link nextStepCues}): first-person commitments (owner = speaker),
 * requests and assignments to a named known speaker (owner = that speaker), and team follow-ups
 * (owner only when a known speaker is named). Due dates come from {@link findDue} and only when stated;
 * long sentences are cut to the clause holding the cue ({@link focusClause}).
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
  const maxItems = options.maxItems ?? 15;
  const out: NextStep[] = [];
  for (const sentence of sentences) {
    if (out.length >= maxItems) break;
    const text = normalizeForCues(sentence.clean);
    if (text === '' || wordCount(sentence.clean) < 4 || blockers.some((b) => b.test(text))) continue;
    const cue = cues.find((c) => c.pattern.test(text));
    if (!cue) continue;
    const owner =
      cue.owner === 'speaker'
        ? sentence.speaker
        : findAddressee(sentence.clean, options.speakers, sentence.speaker);
    const due = language === 'en' ? findDue(sentence.clean, options.meetingDate) : isoDueOnly(sentence.clean);
    if (cue.owner === 'addressee' && owner === null && due === null) continue;
    const at = text.length === sentence.clean.length ? (cue.pattern.exec(text)?.index ?? 0) : 0;
    out.push({
      text: trimLeadIn(focusClause(sentence.clean, at), cue.pattern),
      owner,
      due,
      speaker: sentence.speaker,
      line: sentence.line,
      source: 'transcript',
    });
  }
  return out;
}

function isoDueOnly(text: string): string | null {
  return /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1] ?? null;
}
