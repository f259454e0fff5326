/**
 * One spoken line of a transcript as the transcript reader sees it.
 * Spec: docs/vault-format.md, Transcript note; issue #10 item 2.
 */

/**
 * Where a speaker's name is written: a file line and a character span in it (0-based, end exclusive).
 * Spec: docs/tools.md (`override_speaker` relabels it); issue #10 item 2.
 */
export interface SpeakerLabel {
  /** 1-based line (plus the reader's line offset) holding the name; for text-export headings the heading line. */
  line: number;
  /** Index of the name's first character in that line (BOM excluded on line 1). */
  start: number;
  /** Index after the name's last character. */
  end: number;
}

/**
 * One line with spoken text: its speaker (when one is written on it or on the heading above it),
 * its time and its text with markup removed.
 * Spec: docs/vault-format.md, Transcript note; issue #10 item 2.
 */
export interface TranscriptLine {
  /** Speaker name or diarization label as written (`Ana Lima`, `Speaker 2`) without control characters; `null` when none. */
  speaker: string | null;
  /** The time as written (`00:01:23`, `0:03`, `00:00:01.500`), `null` when the line has none. */
  timestamp: string | null;
  /** The same time in seconds from the start, `null` when none. */
  seconds: number | null;
  /** The spoken text, trimmed, without speaker label, time, cue markup, control characters or bidi overrides. */
  text: string;
  /** 1-based line number of the text (plus the reader's line offset). */
  line: number;
  /** Where the speaker's name is written (for relabelling), `null` when there is no speaker. */
  label: SpeakerLabel | null;
}
