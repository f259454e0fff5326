/**
 * One transcript segment (one line of a transcript note body).
 *
 * Spec: docs/vault-format.md, Transcript note: one segment per line `[HH:MM:SS] **<speaker>:** <text>`;
 * issue #5 "Offline summarizer" (attendees from speakers).
 */
export interface TranscriptSegment {
  /** Speaker label as written (`"Project Manager"`, `"Speaker 2"`); `null` for a line without one. */
  speaker: string | null;
  /** `HH:MM:SS` timestamp as written, `null` when the line has none. */
  timestamp: string | null;
  /** The spoken text, trimmed, as written (disfluencies kept). */
  text: string;
  /** 1-based line number of the segment (within the transcript text, plus `lineOffset`). */
  line: number;
}
