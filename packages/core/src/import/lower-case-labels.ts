/**
 * Speakers whose display name is written in lower case (`jsmith: …`, `ann lee: …`: a Zoom or Teams
 * name is what its user typed), decided with the whole file: such a label is a speaker when it opens
 * piece after piece, never from one line's shape.
 * Spec: issue #10 item 1 (speakers imported as attendees); reviewA R20 (session 24).
 */
import { isNoteLabel, isSpeakerName } from '../transcript/speaker-name.js';
import type { SpokenCue } from './spoken-cue.js';

/** `label: text` (also the full-width colon of CJK text). */
const LABEL = /^([^:\uff1a\n]{1,60}?)(?::\s+|\uff1a\s*)(?=\S)/;
/** At most this many distinct labels are counted (a file of prose has many one-off "labels"). */
const MAX_LABELS = 50_000;

/**
 * The lower-case label a piece of text starts with, when it has a name's shape once capitalised
 * (`jsmith`, `ann lee`, `j.smith`; core `isSpeakerName` of `Jsmith`, `Ann Lee`), else null. Note
 * labels (`note`, `action items`) and labels starting with anything but a lower-case letter are
 * none: those the speaker-name rule already decides.
 */
function lowerCaseLabel(text: string): { label: string; length: number } | null {
  const m = LABEL.exec(text.trimStart());
  const label = m?.[1]?.trim() ?? '';
  if (!m || !/^\p{Ll}/u.test(label) || isNoteLabel(label)) return null;
  const capitalised = label.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, c: string) => space + c.toUpperCase(),
  );
  return isSpeakerName(capitalised)
    ? { label, length: text.length - text.trimStart().length + m[0].length }
    : null;
}

/**
 * Counts, over a whole transcript's pieces (a first reading), the lower-case labels that open pieces
 * without a speaker; {@link LowerCaseLabels.speakers} decides which are speakers.
 */
export class LowerCaseLabels {
  #labels = new Map<string, number>();
  /** Pieces read without a speaker. */
  #unnamed = 0;

  /** Counts one piece of speech (of the first reading). */
  add(cue: SpokenCue): void {
    if (cue.speaker !== null && cue.speaker !== undefined) return;
    this.#unnamed++;
    const found = lowerCaseLabel(cue.text);
    if (found === null) return;
    const known = this.#labels.get(found.label);
    if (known !== undefined) this.#labels.set(found.label, known + 1);
    else if (this.#labels.size < MAX_LABELS) this.#labels.set(found.label, 1);
  }

  /**
   * Whether the transcript names its speakers with lower-case labels: labels that each open at least
   * two pieces together open at least half of the pieces read without a speaker (a Zoom transcript
   * names the speaker of every cue; a sentence such as `so the answer is: yes` recurring now and then
   * never qualifies). Then every lower-case label of a name's shape is a speaker
   * ({@link castLowerCaseLabels}), also one who speaks once or after the pieces counted.
   */
  written(): boolean {
    const recurring = [...this.#labels].filter(([, n]) => n >= 2);
    const opened = recurring.reduce((sum, [, n]) => sum + n, 0);
    return opened > 0 && opened * 2 >= this.#unnamed;
  }
}

/**
 * The pieces of the second reading, when the file names its speakers with lower-case labels (see
 * {@link LowerCaseLabels.written}), with each such label (a name's shape, not a note label) taken as
 * its piece's speaker, as written (`jsmith`, `ann lee`), and removed from the text; every other piece
 * as it is.
 * Spec: issue #10 item 1; reviewA R20.
 * @param cues - the pieces, in file order
 * @param written - what {@link LowerCaseLabels.written} said of the first reading
 */
export async function* castLowerCaseLabels(
  cues: AsyncIterable<SpokenCue>,
  written: boolean,
): AsyncGenerator<SpokenCue> {
  for await (const cue of cues) {
    if (written && (cue.speaker === null || cue.speaker === undefined)) {
      const found = lowerCaseLabel(cue.text);
      if (found !== null) {
        yield { ...cue, speaker: found.label, text: cue.text.slice(found.length) };
        continue;
      }
    }
    yield cue;
  }
}
