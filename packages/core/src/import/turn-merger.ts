/**
 * Speaker turns: consecutive cues of one speaker become one transcript line.
 * Spec: issue #10 item 1 (one line per turn; times become `[hh:mm:ss]`; overlapping cues keep
 * their order by start time); docs/vault-format.md, Transcript note.
 */
import { formatClock } from '../transcript/clock.js';
import type { SpokenCue } from './spoken-cue.js';

/** Cues held back to put slightly out-of-order (overlapping) cues in start order. */
const REORDER_WINDOW = 64;
/** A turn longer than this (characters) continues on a new line, so no line grows without bound. */
const MAX_TURN_CHARS = 4000;
/** Without a speaker, cues join until a sentence ends or the line reaches this length. */
const MAX_ANONYMOUS_CHARS = 600;
/** At most this many distinct speakers are listed as attendees. */
const MAX_ATTENDEES = 200;

interface Turn {
  start: number | null;
  speaker: string | null;
  text: string;
}

/**
 * Turns a stream of cues into transcript lines `[hh:mm:ss] **Name:** text` (the time left out when
 * the source has none, the label when the cue names no speaker). Cues are put in start order
 * within a window of 64 (overlapping cues, e.g. two people talking at once), then consecutive
 * cues of one speaker are joined into one line; a turn over 4,000 characters continues on the next
 * line. Cues without a speaker are joined until a sentence ends. Whitespace is collapsed;
 * speaker names lose `*` and line breaks (they would break the `**Name:**` label).
 * Memory: the window and the current turn.
 * Spec: issue #10 item 1 (speaker turns merged, `[hh:mm:ss]` times, order by start time).
 */
export class TurnMerger {
  #window: SpokenCue[] = [];
  #turn: Turn | null = null;
  #speakers = new Set<string>();
  #lines = 0;

  /** Speakers in order of first appearance (at most 200). */
  get speakers(): string[] {
    return [...this.#speakers];
  }

  /** Transcript lines produced so far. */
  get lineCount(): number {
    return this.#lines;
  }

  /** Adds a cue. @returns the transcript lines it completed (without line breaks) */
  push(cue: SpokenCue): string[] {
    const out: string[] = [];
    if (cue.start === null) {
      for (const held of this.#window.splice(0)) this.#merge(held, out);
      this.#merge(cue, out);
      return out;
    }
    const start = cue.start;
    let at = this.#window.length;
    while (at > 0 && (this.#window[at - 1]?.start ?? 0) > start) at--;
    this.#window.splice(at, 0, cue);
    if (this.#window.length > REORDER_WINDOW) this.#merge(this.#window.shift() as SpokenCue, out);
    return out;
  }

  /** Ends the stream. @returns the remaining lines */
  end(): string[] {
    const out: string[] = [];
    for (const held of this.#window.splice(0)) this.#merge(held, out);
    if (this.#turn) out.push(this.#render(this.#turn));
    this.#turn = null;
    return out;
  }

  #merge(cue: SpokenCue, out: string[]): void {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    if (text === '') return;
    const speaker =
      cue.speaker
        ?.replace(/[*\r\n]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || null;
    const turn = this.#turn;
    if (turn && turn.speaker === speaker) {
      const room = speaker ? MAX_TURN_CHARS : MAX_ANONYMOUS_CHARS;
      const open = speaker !== null || !/[.!?…]["')\]]?$/.test(turn.text);
      if (open && turn.text.length + text.length < room) {
        turn.text += ` ${text}`;
        return;
      }
    }
    if (turn) out.push(this.#render(turn));
    this.#turn = { start: cue.start, speaker, text };
    if (speaker && this.#speakers.size < MAX_ATTENDEES) this.#speakers.add(speaker);
  }

  #render(turn: Turn): string {
    this.#lines++;
    const time = turn.start === null ? '' : `[${formatClock(turn.start)}] `;
    return `${time}${turn.speaker ? `**${turn.speaker}:** ` : ''}${turn.text}`;
  }
}
