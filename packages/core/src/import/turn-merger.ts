/**
 * Speaker turns: consecutive cues of one speaker become one transcript line.
 * Spec: issue #10 item 1 (one line per turn; times become `[hh:mm:ss]`); review N18 (the file's
 * order is the meeting's order: never sorted by time; times that go back are reported);
 * docs/vault-format.md, Transcript note.
 */
import { markdownName } from '../names/markdown-name.js';
import { formatClock } from '../transcript/clock.js';
import { speakerWithoutRole } from '../transcript/speaker-name.js';
import type { SpokenCue } from './spoken-cue.js';

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
  /** Nothing more joins this turn (a cue with `alone`). */
  sealed: boolean;
}

/** Where the times of a source go back (review N18). Spec: review N18. */
export interface TimeJumps {
  /** How many cues start before the cue read just before them. */
  count: number;
  /** The first such cue: its place in the source (`SpokenCue.at`), the earlier cue's start and its own (seconds). */
  first: { at: number | undefined; from: number; to: number } | null;
}

/**
 * Turns a stream of cues into transcript lines `[hh:mm:ss] **Name:** text` (the time left out when
 * the source has none, the label when the cue names no speaker), in the order the cues come: the
 * file's order is the meeting's order and is never changed by the times (two recordings joined,
 * a restarted recorder or chunked Whisper output restart their times; sorting would put a later
 * "we cancel it" before "we decided to ship"). Consecutive cues of one speaker are joined into one
 * line, except across a time that goes back (a new recording starts a new turn) and for a cue
 * marked `alone`; a turn over 4,000 characters continues on the next line. Cues without a speaker
 * are joined until a sentence ends. Whitespace is collapsed; speaker names lose `*` and line
 * breaks (they would break the `**Name:**` label). Times that go back are counted in
 * {@link TurnMerger.timeJumps}. Memory: the current turn.
 * Spec: issue #10 item 1 (speaker turns merged, `[hh:mm:ss]` times); review N18 (file order kept).
 */
export class TurnMerger {
  #turn: Turn | null = null;
  #speakers = new Set<string>();
  #lines = 0;
  #last: number | null = null;
  #jumps: TimeJumps = { count: 0, first: null };

  /** Speakers in order of first appearance (at most 200). */
  get speakers(): string[] {
    return [...this.#speakers];
  }

  /** Transcript lines produced so far. */
  get lineCount(): number {
    return this.#lines;
  }

  /** Cues whose start is before the start of the timed cue read before them (review N18). */
  get timeJumps(): TimeJumps {
    return { count: this.#jumps.count, first: this.#jumps.first };
  }

  /** Adds a cue. @returns the transcript lines it completed (without line breaks) */
  push(cue: SpokenCue): string[] {
    const out: string[] = [];
    let back = false;
    if (cue.start !== null) {
      if (this.#last !== null && cue.start < this.#last) {
        back = true;
        if (this.#jumps.count++ === 0) this.#jumps.first = { at: cue.at, from: this.#last, to: cue.start };
      }
      this.#last = cue.start;
    }
    this.#merge(cue, back, out);
    return out;
  }

  /** Ends the stream. @returns the remaining lines */
  end(): string[] {
    const out: string[] = [];
    if (this.#turn) out.push(this.#render(this.#turn));
    this.#turn = null;
    return out;
  }

  #merge(cue: SpokenCue, back: boolean, out: string[]): void {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    if (text === '') return;
    // L323: `Ann Lee (Host)`, `Dr. Ann Lee`, `Ann Lee - Host` are Ann Lee, in every format.
    const named = cue.speaker === null ? null : speakerWithoutRole(cue.speaker);
    const speaker =
      named
        ?.replace(/[*\r\n]+/g, ' ')
        // A Templater tag in a name (attendees, labels) must not run on the new notes either (review8 U18).
        .replace(/<%/g, '<\\%')
        .replace(/\s+/g, ' ')
        .trim()
        // R172: a name typed on a Mac (NFD `Ju\u0308rgen`) is the same person as its NFC spelling: one
        // attendee, one speaker of the transcript, never `Jürgen Müller` listed twice.
        .normalize('NFC') || null;
    const turn = this.#turn;
    const alone = cue.alone === true;
    if (turn && !turn.sealed && !alone && !back && turn.speaker === speaker) {
      const room = speaker ? MAX_TURN_CHARS : MAX_ANONYMOUS_CHARS;
      const open = speaker !== null || !/[.!?…]["')\]]?$/.test(turn.text);
      if (open && turn.text.length + text.length < room) {
        turn.text += ` ${text}`;
        return;
      }
    }
    if (turn) out.push(this.#render(turn));
    this.#turn = { start: cue.start, speaker, text, sealed: alone };
    if (speaker && this.#speakers.size < MAX_ATTENDEES) this.#speakers.add(speaker);
  }

  #render(turn: Turn): string {
    this.#lines++;
    const time = turn.start === null ? '' : `[${formatClock(turn.start)}] `;
    // A Templater command tag in an outside party's captions must not run when the new note appears (review8 U18).
    const said = turn.text.replace(/<%/g, '<\\%');
    // A name is plain text in the note (`#general` no tag, `Anna ^2` no block id, `Q|A` no table cell;
    // `[[Bob]]` stays a link): core's one escape (L157); the transcript reader undoes it, so the speaker
    // read back is the one imported.
    return `${time}${turn.speaker ? `**${markdownName(turn.speaker)}:** ` : ''}${said}`;
  }
}
