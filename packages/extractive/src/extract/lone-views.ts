import { FORMAL_OUTCOME } from '../cues/decision-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { Decision } from '../extractive-summary.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/**
 * A speaker label that names the meeting's chair by role: an AMI "Project Manager", a "Chair" / "Chairman" /
 * "Chairperson", an ICSI "Professor B". Names carry no role, so a meeting whose labels are names has no chair here.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal).
 */
export const CHAIR_LABEL = /\b(?:project\s+manager|chair(?:man|person|woman)?|professor)\b/i;

/**
 * Lines after a decision's line in which it must be taken up: the immediate replies. Chosen on dev (session 49): 2 lines
 * lost a right decision, 4 and 6 kept one or two more wrong ones.
 */
export const AGREEMENT_LINES = 3;
/** Sentences after the decision's last sentence read at most (the batch's seam: no batch cut changes a result). */
const LOOKAHEAD_SENTENCES = 8;

/** A line that opens on agreement ("okay", "yeah", "sure", "sounds good", "mm-hmm") and holds no "but". */
const AGREES =
  /^(?:okay|ok|'kay|yeah|yes|yep|yup|sure|right|alright|all right|sounds good|good|great|fine|cool|exactly|absolutely|definitely|agreed?|true|mm-hmm|uh-huh|mm|perfect|that's (?:fine|good|great|right)|i agree)\b/;
/** A line that opens on doubt or objection ("no", "but", "wait", "well", "I don't", "actually"). */
const OBJECTS = /^(?:no|nah|but|wait|well|hmm|i don't|i'm not sure|not really|actually)\b/;
/** Words saying the outcome was reached, not put forward: "we decided …", "it was agreed", "we've settled on …". */
const SETTLED_WORDS = /\b(?:decided|agreed|settled)\b/;
/** Fillers before a reply's first word. */
const FILLER = /^(?:(?:um|uh|oh)[\s,.!]+)+/;

/**
 * Leaves out a decision said by a member who is not the chair when nobody takes it up over the next
 * {@link AGREEMENT_LINES} lines (session 49, E403). Where a label names the chair ({@link CHAIR_LABEL}), an outcome is
 * the chair's to state or the room's to accept: a member's "We'll put price up at the top." that no other speaker answers
 * with "okay" / "yeah" / "sure" and the chair does not answer at all (or answers "well …", "no …") is a view put
 * forward, not what the meeting settled. Taken up: another speaker's line opening on agreement with no "but" (unless
 * that speaker objected first), or any line of the chair's that does not open on doubt or objection. A line of the
 * decision's own speaker is no reply. Decisions of the chair, of a meeting whose labels name no chair, with no speaker,
 * and from user notes stay; so does one whose words say it was reached ("we decided …", "it was agreed", a recorded
 * result) and one the transcript ends after before {@link AGREEMENT_LINES} lines could answer it. Replies are read within the batch's seam (8 sentences), so no batch cut changes a result.
 * English only (the agreement words are English); other languages get `decisions` back as they are.
 *
 * Measured (bench/rule-families.ts, D+NS): dev .853 (145/170) / .354 → .868 (145/167) / .354, validation .437 (45/103)
 * / .194 → .455 (45/99) / .194, made-up blind2-7 unchanged (docs/offline-engine-business.md, session 49).
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal; drop hedges and views).
 *
 * @param decisions - the batch's decisions, in order
 * @param sentences - the batch's sentences (carry included): each decision's sentence and the replies after it
 * @param speakers - the speakers known so far (a chair who has spoken before this batch counts)
 * @param language - base ISO 639-1 code of the batch
 * @param final - the batch is the transcript's last (its end is the transcript's end)
 * @returns the decisions that stay, in the same order
 */
export function withoutLoneViews(
  decisions: readonly Decision[],
  sentences: readonly TranscriptSentence[],
  speakers: readonly string[],
  language: string,
  final: boolean,
): Decision[] {
  if (decisions.length === 0 || language !== 'en') return [...decisions];
  const chaired =
    speakers.some((s) => CHAIR_LABEL.test(s)) ||
    sentences.some((s) => s.speaker !== null && CHAIR_LABEL.test(s.speaker));
  if (!chaired) return [...decisions];
  // Each line's last sentence, taken in one pass (P320: not a pass over every sentence per decision).
  const lastOfLine = new Map<number, number>();
  for (const s of sentences) lastOfLine.set(s.line, s.index);
  return decisions.filter((d) => {
    if (d.source !== 'transcript' || d.line === null) return true;
    const last = lastOfLine.get(d.line) ?? -1;
    const speaker = last < 0 ? null : sentences[last]!.speaker;
    if (speaker === null || CHAIR_LABEL.test(speaker)) return true;
    const normal = normalizeForCues(d.text);
    if (SETTLED_WORDS.test(normal) || FORMAL_OUTCOME.test(normal)) return true;
    return takenUp(sentences, last, speaker, final);
  });
}

/**
 * Whether, within {@link AGREEMENT_LINES} lines after sentence `last`, another speaker opens a line on agreement or the
 * chair replies without doubt or objection.
 */
function takenUp(
  sentences: readonly TranscriptSentence[],
  last: number,
  speaker: string,
  final: boolean,
): boolean {
  const objected = new Set<string>();
  let lines = 0;
  let line = sentences[last]!.line;
  const end = Math.min(sentences.length, last + 1 + LOOKAHEAD_SENTENCES);
  for (let i = last + 1; i < end; i++) {
    const s = sentences[i]!;
    if (s.line === line) continue;
    line = s.line;
    if (++lines > AGREEMENT_LINES) break;
    if (s.speaker === null || s.speaker === speaker || objected.has(s.speaker)) continue;
    let said = s.raw;
    for (let j = i + 1; j < end && sentences[j]!.line === line; j++) said += ` ${sentences[j]!.raw}`;
    const reply = normalizeForCues(said).replace(FILLER, '').trim();
    if (AGREES.test(reply) && !/\bbut\b/.test(reply)) return true;
    if (OBJECTS.test(reply)) objected.add(s.speaker);
    else if (CHAIR_LABEL.test(s.speaker)) return true;
  }
  // The transcript ends before the replies could be read: nobody was heard not taking it up.
  return final && end === sentences.length && lines < AGREEMENT_LINES;
}
