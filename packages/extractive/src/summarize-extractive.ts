import { extractDecisions } from './extract/extract-decisions.js';
import { extractKeyPoints } from './extract/extract-key-points.js';
import { extractNextSteps } from './extract/extract-next-steps.js';
import type { ExtractiveInput, ExtractiveSummary } from './extractive-summary.js';
import { baseLanguage } from './language/base-language.js';
import { detectLanguage } from './language/detect-language.js';
import { selectNotePoints } from './notes/select-note-points.js';
import { userNoteItems } from './notes/user-note-items.js';
import { renderBody } from './render/render-body.js';
import { parseTranscript } from './transcript/parse-transcript.js';
import { splitSentences } from './transcript/split-sentences.js';

/**
 * The offline summary engine, used when no model is configured: deterministic, no LLM, no network,
 * no file access. It returns the summary BODY and its structured parts; the caller writes the note.
 *
 * 1. Parses transcript segments (`[HH:MM:SS] **Speaker:** text`, 1-based lines + `lineOffset`).
 * 2. Splits sentences (`sbd`), removes disfluencies for scoring and display.
 * 3. Key points: TextRank over TF-IDF cosine similarity (stopwords removed), MMR against redundancy,
 *    in transcript order.
 * 4. Decisions and next steps: cue patterns (English; a few German/French cues), owners from first-person
 *    commitments or named addressees, due dates only when stated.
 * 5. User notes: decision/action bullets added to Decisions / Next steps, labelled "(from user notes)";
 *    the other substantive lines shown in the Summary under "From your notes:" (repeats of key points
 *    dropped, at most 8), never with a line citation.
 *
 * Every item cites its transcript line; nothing is invented. An empty transcript yields
 * `- No transcript content.`; other languages degrade to key points only. Never throws on any string input.
 *
 * Spec: issue #5 "Offline summarizer" (the built-in default when no model is configured); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next steps);
 * docs/contracts.md, @ma/extractive.
 *
 * @param input - transcript body, optional user notes, language, caps, line offset, meeting date, template
 * @returns body and structured parts; same input → same output, byte for byte
 */
export function summarizeExtractive(input: ExtractiveInput): ExtractiveSummary {
  const transcript = typeof input.transcript === 'string' ? input.transcript : '';
  const userNotes = typeof input.userNotes === 'string' ? input.userNotes : '';
  const lineOffset = Number.isInteger(input.lineOffset) ? (input.lineOffset as number) : 0;
  const segments = parseTranscript(transcript, lineOffset);
  const language = baseLanguage(
    input.language?.trim() || detectLanguage(segments.map((s) => s.text).join('\n') || userNotes),
  );
  const sentences = splitSentences(segments, language);

  const attendees: string[] = [];
  for (const segment of segments) {
    if (segment.speaker && !attendees.includes(segment.speaker)) attendees.push(segment.speaker);
  }

  const keyPoints = extractKeyPoints(sentences, language, input.maxKeyPoints);
  const notes = userNoteItems(userNotes, attendees, input.meetingDate);
  const notePoints = selectNotePoints(notes.points, keyPoints, language);
  const decisions = [...extractDecisions(sentences, language), ...notes.decisions];
  const nextSteps = [
    ...extractNextSteps(sentences, language, { speakers: attendees, meetingDate: input.meetingDate }),
    ...notes.nextSteps,
  ];
  const body = renderBody(
    { keyPoints, notePoints, decisions, nextSteps, attendees, emptyTranscript: segments.length === 0 },
    input.template,
  );
  return { body, keyPoints, notePoints, decisions, nextSteps, attendees, language };
}
