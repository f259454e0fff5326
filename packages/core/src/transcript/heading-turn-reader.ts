/**
 * A transcript note's reader that also knows turns written as heading lines (`### Anna Smith — 00:03`,
 * `## Anna (00:00:05)`, `> [!quote] Anna Smith 00:03`, `**Anna Smith** 00:03` over the text): the
 * rule `ma import` reads them by (core `writesNameHeadings`, `headingTurnAt`), applied to a note in the
 * vault. Spec: session 33 leftovers (newcomer N6: such a transcript note lost its speakers silently);
 * docs/vault-format.md (Transcript note); docs/transcript-import.md (Markdown heading turns).
 */
import { headingTurnAt, timedHeadingNames, writesNameHeadings } from './name-headings.js';
import type { TranscriptLine } from './transcript-line.js';
import { TranscriptReader } from './transcript-reader.js';

/** The lines read before deciding whether the text writes its turns as headings (as `ma import`'s head). */
export const HEADING_RULE_LINES = 400;
/** Most blank lines held back for the first filled line after a line (a heading's paragraph). */
const AHEAD_MAX_BLANKS = 100;

/**
 * Reads transcript lines one at a time as {@link TranscriptReader} does, and, when the text's first
 * {@link HEADING_RULE_LINES} lines write its turns as heading lines ({@link writesNameHeadings}), gives
 * each heading's speaker (and time) to the lines below it; a Markdown heading or callout naming no
 * speaker (`## Action items`) ends the turn above (its lines are read as lines without a speaker).
 * A text without such headings reads exactly as with {@link TranscriptReader}. Lines are held back
 * until it is decided (the first {@link HEADING_RULE_LINES} lines), then, in a text of heading turns,
 * until the next filled line is known (at most 100 blank lines): memory stays bounded.
 * Line numbers, spans and times are the reader's (a heading line counts as a line without speech).
 * Spec: session 33 leftovers (newcomer N6); issue #10 item 2.
 */
export class HeadingTurnReader {
  readonly #reader: TranscriptReader;
  /** The first lines, until it is decided whether the text writes heading turns; null after. */
  #head: string[] | null = [];
  #headings = false;
  /** The head's speakers named in timed headings, when most are: another untimed heading is a section (`## Summary`). */
  #timedNames: ReadonlySet<string> | null = null;
  /** Lines waiting for the next filled line (a text of heading turns). */
  #queue: string[] = [];
  #blankBefore = true;

  /**
   * @param lineOffset - added to every line number (pass `bodyStartLine - 1` for a note body); default 0
   * @param options - passed to {@link TranscriptReader} (`fastPaths`)
   */
  constructor(lineOffset = 0, options: { fastPaths?: boolean } = {}) {
    this.#reader = new TranscriptReader(lineOffset, options);
  }

  /** Whether the text writes its turns as heading lines (known after the first lines, or at the end). */
  get headingTurns(): boolean {
    return this.#headings;
  }

  /**
   * Reads the next line (without its line break).
   * @returns the spoken lines completed so far, in order (none while lines are held back)
   */
  push(raw: string): TranscriptLine[] {
    if (this.#head !== null) {
      this.#head.push(raw);
      return this.#head.length < HEADING_RULE_LINES ? [] : this.#decide();
    }
    return this.#headings ? this.#hold(raw) : this.#reader.push(raw);
  }

  /** Ends the text. @returns the spoken lines still held back, in order */
  end(): TranscriptLine[] {
    const out = this.#head !== null ? this.#decide() : [];
    for (let i = 0; i < this.#queue.length; i++)
      out.push(...this.#feed(this.#queue[i] as string, this.#queue[i + 1], undefined));
    this.#queue = [];
    out.push(...this.#reader.end());
    return out;
  }

  #decide(): TranscriptLine[] {
    const head = this.#head ?? [];
    this.#head = null;
    this.#headings = writesNameHeadings(head);
    this.#timedNames = this.#headings ? timedHeadingNames(head) : null;
    const out: TranscriptLine[] = [];
    for (const line of head) out.push(...(this.#headings ? this.#hold(line) : this.#reader.push(line)));
    return out;
  }

  /** Queues a line until the next filled one is known, then feeds what waited (core `textCues`' way). */
  #hold(line: string): TranscriptLine[] {
    this.#queue.push(line);
    const filled = line.trim() !== '';
    if (!filled && this.#queue.length <= AHEAD_MAX_BLANKS + 1) return [];
    const out: TranscriptLine[] = [];
    const queue = this.#queue;
    for (let i = 0; i < queue.length - 1; i++)
      out.push(...this.#feed(queue[i] as string, queue[i + 1], filled ? line : undefined));
    this.#queue = [line];
    return out;
  }

  #feed(line: string, next: string | undefined, ahead: string | undefined): TranscriptLine[] {
    const turn = headingTurnAt(line, next, ahead, this.#blankBefore, this.#timedNames);
    this.#blankBefore = line.trim() === '';
    return turn === null ? this.#reader.push(line) : this.#reader.heading(line, turn.name, turn.time);
  }
}
