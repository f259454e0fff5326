/**
 * Which labels of a text transcript are its speakers, decided with the whole file: a one-word label
 * such as `Revenue:` written inside a turn is a note, not a person (review T12, L1).
 * Spec: issue #10 item 1 (`Name: text` lines imported with their speakers as attendees).
 */
import { isDiarizationLabel, isNoteLabel } from '../transcript/speaker-name.js';
import type { SpokenCue } from './spoken-cue.js';

/** The label in front of a line's text (`Note: …`, `决定：…`). */
const NOTE_LABEL = /^([^:\uff1a\n]{1,60}?)[:\uff1a]/;
/** At most this many distinct labels are counted (later new ones stay speakers). */
const MAX_LABELS = 50_000;

interface LabelCount {
  /** Lines the label names as their speaker. */
  lines: number;
  /** Of them, lines whose text starts with a capital letter. */
  capitalised: number;
  /** The text after its first line's label starts as a fragment: a lower-case letter, a digit or a sign. */
  fragment: boolean;
  /**
   * The line before the label's first line, or the one after it, names it as a word, as written
   * (`Ann Lee: Dave, can you book it?` / `Dave: Sure.`, `Dave: Bye.` / `Ann Lee: Thanks, Dave.`): a
   * person spoken to or of (reviewA R39).
   */
  named: boolean;
}

/** Characters of a neighbouring line searched for a label's name (a turn may be long). */
const NEIGHBOUR_CHARS = 4000;

/** True when `text` holds `name` as a whole word, as written (letters and digits around it end it). */
function namesWord(text: string, name: string): boolean {
  let at = text.indexOf(name);
  while (at !== -1) {
    const before = text.slice(Math.max(0, at - 2), at);
    const after = text.slice(at + name.length, at + name.length + 2);
    if (!/[\p{L}\p{N}]$/u.test(before) && !/^[\p{L}\p{N}]/u.test(after)) return true;
    at = text.indexOf(name, at + 1);
  }
  return false;
}

/** How often each label speaks in a text transcript; {@link TextCast.notSpeakers} decides. */
export class TextCast {
  #labels = new Map<string, LabelCount>();
  /** The text of the line before (its first {@link NEIGHBOUR_CHARS} characters). */
  #previous = '';
  /** A one-word label first seen on the line before, whose name the next line may say (R39). */
  #pending: { name: string; count: LabelCount } | null = null;

  /** Counts one line of the text reader (a spoken line, or one without a label). */
  add(cue: SpokenCue): void {
    const text = cue.text.slice(0, NEIGHBOUR_CHARS);
    if (this.#pending !== null) {
      if (cue.speaker !== this.#pending.name && namesWord(text, this.#pending.name))
        this.#pending.count.named = true;
      this.#pending = null;
    }
    const previous = this.#previous;
    this.#previous = text;
    if (cue.speaker === null) return;
    const first = cue.text.trimStart();
    const capital = /^\p{Lu}/u.test(first) ? 1 : 0;
    const known = this.#labels.get(cue.speaker);
    if (known) {
      known.lines++;
      known.capitalised += capital;
    } else if (this.#labels.size < MAX_LABELS) {
      const count: LabelCount = {
        lines: 1,
        capitalised: capital,
        fragment: !/^[\p{Lu}\p{Lo}"'\u201c\u2018([]/u.test(first),
        named: false,
      };
      this.#labels.set(cue.speaker, count);
      // R39: a one-word label the line before or after names (`Dave, can you …?`) is a person.
      if (!/\s/.test(cue.speaker)) {
        count.named = namesWord(previous, cue.speaker);
        if (!count.named) this.#pending = { name: cue.speaker, count };
      }
    }
  }

  /**
   * The labels that are not speakers, read as text of the turn they stand in. A label is a speaker
   * when it recurs or fits the file's speakers; these are not:
   * - a one-word label (`Revenue`, `Costs`, `URL`) that names one line only, when the file's speakers
   *   (the labels of two lines or more, at least two of them) all have names of two words or more or
   *   are diarization labels (`Ann Lee`, `Speaker 2`): it does not fit the file's speaker pattern;
   * - such a one-line label whose text is a fragment, starting with a lower-case letter, a digit or a
   *   sign (`Revenue: up 5 percent`, `Revenue: 5 million`), in a file whose speakers' lines (those of
   *   the labels of two lines or more) start with a capital (at least 80 %): people's speech is
   *   written as sentences, notes are not;
   * - a single letter (`Q:`, `A:`), whether it recurs or not, when at least two speakers with longer
   *   names recur (a file of `Q:`/`A:` lines alone keeps them as its speakers).
   * A one-word label of one line whose text is a sentence and whose name the line before or after it
   * says as a word, as written (`Ann Lee: Dave, can you book the venue?` / `Dave: Sure, I'll book it.`;
   * `Ann Lee: Thanks, Dave.`), is a person spoken to or of: a speaker, also among full names (reviewA
   * R39: Dave's answer was glued into Ann's turn, Dave no attendee).
   * A one-word label of one line in a file of one-word names (`Ann`, `Bob`) whose text is a sentence
   * stays a speaker: a person who spoke once (`Carl: Thanks, bye.`) cannot be told from a note label
   * by its shape. Diarization labels are always speakers.
   * Spec: issue #10 item 1; review T12 (L1).
   * @returns the labels to read as text (as the reader gave them)
   */
  notSpeakers(): Set<string> {
    const out = new Set<string>();
    const counts = [...this.#labels].filter(([, count]) => count.lines >= 2);
    const recurring = counts.map(([name]) => name);
    const fullNames =
      recurring.length >= 2 && recurring.every((name) => /\s/.test(name) || isDiarizationLabel(name));
    const longNames = recurring.filter((name) => [...name].length > 1).length >= 2;
    const lines = counts.reduce((sum, [, count]) => sum + count.lines, 0);
    const capitalised =
      lines > 0 && counts.reduce((sum, [, count]) => sum + count.capitalised, 0) >= 0.8 * lines;
    for (const [name, count] of this.#labels) {
      if (isDiarizationLabel(name)) continue;
      if (/^\p{L}$/u.test(name) && /^[\p{Lu}\p{Ll}]$/u.test(name) && longNames) {
        out.add(name);
        continue;
      }
      if (count.lines !== 1 || /\s/.test(name)) continue;
      // R39: named by the line before or after it (`Ann Lee: Dave, can you book it?` / `Dave: Sure.`).
      if (count.named && !count.fragment) continue;
      if (fullNames || (count.fragment && capitalised)) out.add(name);
    }
    return out;
  }
}

/**
 * The cues of a text transcript with the labels that are not speakers (see {@link TextCast.notSpeakers})
 * put back into their text (`Revenue: up 5 percent`) and the line given to the speaker of the turn it
 * stands in (the spoken line before it; none when that line named none). A line the reader already
 * read as a note label (`Note: …`, `Decision: …`, `Action items: …`) goes to that turn too.
 * Spec: issue #10 item 1; review T12 (L1).
 * @param cues - the text reader's cues, in file order
 * @param notSpeakers - labels to read as text
 */
export async function* castCues(
  cues: AsyncIterable<SpokenCue>,
  notSpeakers: ReadonlySet<string>,
): AsyncGenerator<SpokenCue> {
  let speaker: string | null = null;
  for await (const cue of cues) {
    if (cue.speaker !== null && notSpeakers.has(cue.speaker)) {
      yield { ...cue, speaker, text: `${cue.speaker}: ${cue.text}` };
      continue;
    }
    if (cue.speaker === null && speaker !== null && isNoteLabel(NOTE_LABEL.exec(cue.text)?.[1] ?? '')) {
      yield { ...cue, speaker };
      continue;
    }
    speaker = cue.speaker;
    yield cue;
  }
}
