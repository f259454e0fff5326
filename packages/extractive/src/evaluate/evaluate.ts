/**
 * The ROUGE evaluation of the offline engine on the sample vault, shared by the bench (`bench/rouge.ts`)
 * and the quality-floor test. Internal: not re-exported from `src/index.ts`, not part of the build.
 */
import { stripSummaryMarkdown } from '../render/strip-summary-markdown.js';
import { type RougeResult, rouge } from '../rouge/rouge.js';
import { summarizeExtractive } from '../summarize-extractive.js';
import { parseTranscript } from '../transcript/parse-transcript.js';
import { splitSentences } from '../transcript/split-sentences.js';
import { loadSampleMeetings, type SampleMeeting } from './sample-vault.js';

/**
 * ROUGE of the engine and of the lead baseline on one meeting.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export interface MeetingScore {
  name: string;
  /** Words in the engine's Summary text (citations and Markdown stripped). */
  words: number;
  engine: RougeResult;
  /** The engine without user notes: the transcript key points alone (no "From your notes:" lines). */
  transcriptOnly: RougeResult;
  lead: RougeResult;
  /** Lead at the length of the transcript-only Summary (the fair baseline for `transcriptOnly`). */
  leadTranscriptOnly: RougeResult;
}

/**
 * Text under one `## <title>` heading of a body, or `""`.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export function sectionOf(body: string, title: string): string {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^#{1,6}\\s+${title}\\s*$`, 'i').test(l));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^#{1,6}\s/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/**
 * Lead baseline: the first transcript sentences (disfluencies removed, empty ones skipped) until at least
 * `words` words are taken, so it has about the engine summary's length.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export function leadBaseline(transcript: string, words: number): string {
  const taken: string[] = [];
  let count = 0;
  for (const sentence of splitSentences(parseTranscript(transcript), 'en')) {
    if (count >= words) break;
    if (sentence.clean === '') continue;
    taken.push(sentence.clean);
    count += sentence.clean.split(/\s+/).length;
  }
  return taken.join('\n');
}

/**
 * Runs the engine on one meeting and scores its Summary section and the lead baseline against the reference.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export function scoreMeeting(meeting: SampleMeeting): MeetingScore {
  const result = summarizeExtractive({
    transcript: meeting.transcript,
    userNotes: meeting.userNotes,
    meetingDate: meeting.date,
    lineOffset: meeting.transcriptBodyStartLine - 1,
  });
  const summary = stripSummaryMarkdown(sectionOf(result.body, 'Summary'));
  const withoutNotes = summarizeExtractive({
    transcript: meeting.transcript,
    meetingDate: meeting.date,
    lineOffset: meeting.transcriptBodyStartLine - 1,
  });
  const words = summary.split(/\s+/).filter(Boolean).length;
  const transcriptOnly = stripSummaryMarkdown(sectionOf(withoutNotes.body, 'Summary'));
  const transcriptOnlyWords = transcriptOnly.split(/\s+/).filter(Boolean).length;
  return {
    name: meeting.name,
    words,
    engine: rouge(summary, meeting.reference),
    transcriptOnly: rouge(transcriptOnly, meeting.reference),
    lead: rouge(leadBaseline(meeting.transcript, words), meeting.reference),
    leadTranscriptOnly: rouge(leadBaseline(meeting.transcript, transcriptOnlyWords), meeting.reference),
  };
}

/**
 * Scores every sample-vault meeting; `mean` averages the F1 of each variant.
 *
 * Spec: issue #5 "Offline summarizer" (ROUGE quality figure, on the sample vault; README, "ROUGE on the
 * sample vault").
 */
export function evaluateSampleVault(): {
  meetings: MeetingScore[];
  mean: {
    engine: { r1: number; r2: number; rL: number };
    transcriptOnly: { r1: number; r2: number; rL: number };
    lead: { r1: number; r2: number; rL: number };
    leadTranscriptOnly: { r1: number; r2: number; rL: number };
  };
} {
  const meetings = loadSampleMeetings().map(scoreMeeting);
  const avg = (pick: (m: MeetingScore) => number) =>
    meetings.reduce((a, m) => a + pick(m), 0) / meetings.length;
  return {
    meetings,
    mean: {
      engine: {
        r1: avg((m) => m.engine.rouge1.f),
        r2: avg((m) => m.engine.rouge2.f),
        rL: avg((m) => m.engine.rougeL.f),
      },
      transcriptOnly: {
        r1: avg((m) => m.transcriptOnly.rouge1.f),
        r2: avg((m) => m.transcriptOnly.rouge2.f),
        rL: avg((m) => m.transcriptOnly.rougeL.f),
      },
      lead: {
        r1: avg((m) => m.lead.rouge1.f),
        r2: avg((m) => m.lead.rouge2.f),
        rL: avg((m) => m.lead.rougeL.f),
      },
      leadTranscriptOnly: {
        r1: avg((m) => m.leadTranscriptOnly.rouge1.f),
        r2: avg((m) => m.leadTranscriptOnly.rouge2.f),
        rL: avg((m) => m.leadTranscriptOnly.rougeL.f),
      },
    },
  };
}
