/**
 * Spec: issue #10 item 1 (speaker turns, times).
 */

/** One piece of speech read from a source file, before turns are merged. Spec: issue #10 item 1. */
export interface SpokenCue {
  /** Start in seconds from the beginning of the recording; `null` when the source has no time. */
  start: number | null;
  /** Speaker name or diarization label; `null` when the source names none. */
  speaker: string | null;
  /** Plain text (markup removed), may hold line breaks. */
  text: string;
}
