import {
  agreementProposals,
  decisionBlockers,
  decisionCues,
  explicitAssent,
  plainAssent,
  proposals,
} from '../cues/decision-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { Decision } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { focusClause } from './focus-clause.js';
import { trimLeadIn } from './trim-lead-in.js';
import { wordCount } from './word-count.js';

/** Sentences this short are too thin to stand as a decision on their own. */
const MIN_WORDS = 5;
/** How far back (in sentences) a bare "Agreed." looks for the proposal it agrees to. */
const AGREEMENT_LOOKBACK = 4;
/** How far ahead (in sentences) a proposal looks for the reply that accepts it. */
const REPLY_LOOKAHEAD = 4;

/**
 * Finds decisions by cue patterns ({@link decisionCues}) in transcript sentences, dropping negated,
 * hypothetical and question forms ({@link decisionBlockers}); long sentences are cut to the clause
 * holding the cue ({@link focusClause}). A bare agreement (`"Agreed."`) stands for the
 * preceding sentence by another speaker when that one is a proposal (`"let's …"`, `"we should …"`), cited instead. Nothing is paraphrased.
 *
 * Spec: issue #5 "Offline summarizer" (decisions by cue patterns); seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (decisions).
 *
 * @param sentences - transcript sentences in order
 * @param language - base ISO 639-1 code; a language without cues gives `[]`
 * @param maxItems - cap, keeping the earliest; default 12
 * @returns decisions in transcript order, each citing its 1-based line, without duplicates
 */
export function extractDecisions(
  sentences: readonly TranscriptSentence[],
  language: string,
  maxItems = 12,
): Decision[] {
  const cues = decisionCues[language] ?? [];
  const blockers = decisionBlockers[language] ?? [];
  if (cues.length === 0) return [];
  const out: Decision[] = [];
  const seen = new Set<number>();
  for (const sentence of sentences) {
    if (out.length >= maxItems) break;
    const text = normalizeForCues(sentence.clean);
    const cue = cues.find((c) => c.test(text));
    if (text === '' || !cue || blockers.some((b) => b.test(text))) {
      const accepted = acceptedProposal(sentences, sentence, language);
      if (accepted && !seen.has(sentence.index)) {
        seen.add(sentence.index);
        out.push({
          text: trimLeadIn(focusClause(sentence.clean, accepted.exec(text)?.index ?? 0), accepted),
          speaker: sentence.speaker,
          line: sentence.line,
          source: 'transcript',
        });
      }
      continue;
    }
    let chosen: TranscriptSentence | undefined = sentence;
    if (wordCount(sentence.clean) < MIN_WORDS) {
      chosen = undefined;
      if (/^agreed\b/.test(text)) {
        for (let i = sentence.index - 1; i >= Math.max(0, sentence.index - AGREEMENT_LOOKBACK); i--) {
          const previous = sentences[i];
          if (!previous || previous.speaker === sentence.speaker || wordCount(previous.clean) < MIN_WORDS)
            continue;
          if (proposals[language]?.test(normalizeForCues(previous.clean))) chosen = previous;
          break;
        }
      }
    }
    if (!chosen || seen.has(chosen.index)) continue;
    seen.add(chosen.index);
    const at =
      chosen === sentence && text.length === sentence.clean.length ? (cue.exec(text)?.index ?? 0) : 0;
    const focused = focusClause(chosen.clean, at);
    out.push({
      text: chosen === sentence ? trimLeadIn(focused, cue) : focused,
      speaker: chosen.speaker,
      line: chosen.line,
      source: 'transcript',
    });
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

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
  const text = normalizeForCues(sentence.clean);
  if (wordCount(sentence.clean) < MIN_WORDS) return null;
  const agree = agreementProposals[language];
  const propose = proposals[language];
  const kind = agree?.test(text) ? agree : propose?.test(text) ? propose : null;
  if (!kind) return null;
  for (let i = sentence.index + 1; i <= sentence.index + REPLY_LOOKAHEAD; i++) {
    const next = sentences[i];
    if (!next) break;
    if (next.speaker === sentence.speaker) {
      if (next.clean === '') continue;
      break;
    }
    const reply = normalizeForCues(next.raw).replace(/^(?:(?:um|uh|er|erm|oh)[\s,.!]+)+/, '');
    if (explicitAssent[language]?.test(reply)) return kind;
    if (kind === agree && plainAssent[language]?.test(reply)) return kind;
    if (next.clean !== '') break;
  }
  return null;
}
