/**
 * One transcript segment (one line of a transcript note body).
 *
 * Spec: shared vault format, Transcript note: one segment per line `[HH:MM:SS] **<speaker>:** <text>`.
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
