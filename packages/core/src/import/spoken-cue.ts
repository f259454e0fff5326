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
  /**
   * Where the piece is in the source file, for messages: the 1-based line (WebVTT, SRT: the cue's
   * timing line; text: the spoken line) or segment (Whisper JSON); absent when unknown.
   */
  at?: number;
  /**
   * A turn of its own, never joined to the pieces around it (its speaker could not be read, so it
   * may be anyone's: review N1); default `false`.
   */
  alone?: boolean;
}
