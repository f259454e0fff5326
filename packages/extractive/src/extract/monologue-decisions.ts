import { FORMAL_OUTCOME } from '../cues/decision-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { Decision } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/**
 * A segment (one line, one speaker) of more than this many words is a monologue: a presentation, a witness's answer,
 * a lecture, a long report. Chosen on the pooled real meetings (sample vault, bench/blind8–blind12) by
 * leave-one-set-out: see the package README, "Quality", E67.
 */
export const MONOLOGUE_WORDS = 80;

/**
 * Leaves out the decisions that only a monologue states (E67). A decision is an outcome the meeting reached; a
 * sentence found by its cue words ("we will …", "we must …", "let's …") in the middle of one speaker's long turn — a
 * designer presenting how the device will work, a witness describing what the institution does, a professor thinking
 * aloud — describes or proposes, and nobody has taken it up yet. Such a decision is kept when the room's agreement
 * was read for it (`evidenced`: a proposal agreed over the next turns, E50; an option ruled in or out and not
 * disputed, E64; a proposal cited with the line where it was decided) or when its own words say it is settled ("the
 * company has decided that …", "we've agreed …", or a chair's recorded result, E69: "So, there voted two in favour,
 * four against, and amendment 1C is not agreed."). Decisions from user notes are kept. English only (the settling
 * words are English and only English meetings were measured); other languages get `decisions` back as they are.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal; decisions that are outcomes, not talk).
 *
 * @param decisions - the batch's decisions, in order
 * @param sentences - the batch's sentences (carry included), for each decision's segment length
 * @param evidenced - lines whose decision rests on replies read by another reader (E50, E64)
 * @param language - base ISO 639-1 code of the batch
 * @returns the decisions that stay, in the same order
 */
export function withoutMonologueDecisions(
  decisions: readonly Decision[],
  sentences: readonly TranscriptSentence[],
  evidenced: ReadonlySet<number>,
  language: string,
): Decision[] {
  if (decisions.length === 0 || language !== 'en') return [...decisions];
  const lines = new Set<number>();
  for (const d of decisions) if (d.source === 'transcript' && d.line !== null) lines.add(d.line);
  const long = new Set<number>();
  for (const s of sentences) if (lines.has(s.line) && s.segmentWords > MONOLOGUE_WORDS) long.add(s.line);
  if (long.size === 0) return [...decisions];
  return decisions.filter(
    (d) =>
      d.line === null ||
      !long.has(d.line) ||
      evidenced.has(d.line) ||
      d.decidedLine !== undefined ||
      settledInWords(normalizeForCues(d.text)),
  );
}

/** Words saying an outcome was reached: "… has decided", "we've agreed", "it was decided", "we settled on". */
const SETTLED =
  /\b(?:has|have|'s|'ve|was|were|had|'d)\s+(?:now\s+|already\s+|just\s+)?(?:decided|agreed|settled)\b/;

/** Whether a decision's words say it was reached: {@link SETTLED}, or a chair's recorded result (E69, `FORMAL_OUTCOME`). */
function settledInWords(normal: string): boolean {
  return SETTLED.test(normal) || FORMAL_OUTCOME.test(normal);
}
