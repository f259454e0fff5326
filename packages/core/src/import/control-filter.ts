/**
 * What `ma import` never copies from a transcript export into the vault (review M4): C0 and C1
 * control characters (ESC of ANSI/OSC sequences, BEL, NUL, …) and the Unicode bidi embeddings,
 * overrides and isolates. A participant's display name or chat text, or an ASR engine's output,
 * is foreign text: written into a note it would run in a terminal (`cat`, `less -r`, the dry-run
 * output, a summary quoting it) or reorder what a reader sees. Tabs and line breaks are ordinary
 * whitespace (the importer collapses it), and bidi marks (U+200E, U+200F, U+061C) and zero-width
 * joiners are ordinary in right-to-left and Indic text: they stay.
 * Spec: review N17 (a note never holds control characters: `firstControlCharacter`); review M4;
 * docs/paths.md item 2 (controls and bidi overrides); docs/transcript-import.md.
 */
import { OTHER_CONTROLS, SPACE_LIKE_CONTROLS } from '../text/control-characters.js';
import type { SpokenCue } from './spoken-cue.js';

/**
 * Cleans the text of one import and counts what it dropped, for one warning. Memory: constant.
 * Spec: review M4.
 */
export class ControlFilter {
  #count = 0;
  #first: { code: string; where: string } | null = null;

  /**
   * `text` without the dropped characters (space-like controls become spaces).
   * @param where - where `text` is, for the warning (`at line 4 of call.vtt`, `in the title`);
   *   only asked for the first dropped character
   */
  clean(text: string, where: () => string): string {
    const spaced = text.replace(SPACE_LIKE_CONTROLS, ' ');
    OTHER_CONTROLS.lastIndex = 0;
    if (!OTHER_CONTROLS.test(spaced)) return spaced;
    return spaced.replace(OTHER_CONTROLS, (c) => {
      if (this.#count++ === 0) {
        const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        this.#first = { code, where: where() };
      }
      return '';
    });
  }

  /** The lines of a line-based source (WebVTT, SRT, text), each cleaned; `label` names the file in the warning. */
  async *lines(lines: AsyncIterable<string>, label: string): AsyncGenerator<string> {
    let n = 0;
    for await (const line of lines) {
      n++;
      yield this.clean(line, () => `at line ${n} of ${label}`);
    }
  }

  /** Cues with their text and speaker cleaned (Whisper JSON: `at` is the segment number). */
  *cues(cues: Iterable<SpokenCue>, label: string): Generator<SpokenCue> {
    for (const cue of cues) {
      const where = () => (cue.at === undefined ? `in ${label}` : `at segment ${cue.at} of ${label}`);
      const speaker = cue.speaker === null ? null : this.clean(cue.speaker, where);
      yield { ...cue, speaker, text: this.clean(cue.text, where) };
    }
  }

  /**
   * The warning, e.g. `6 control or bidi characters dropped (the first, U+001B, at line 4 of
   * call.vtt): a note never holds terminal escapes or bidi overrides`; empty when none was dropped.
   */
  warnings(): string[] {
    const first = this.#first;
    if (this.#count === 0 || first === null) return [];
    const what = this.#count === 1 ? 'control or bidi character' : 'control or bidi characters';
    return [
      `${this.#count} ${what} dropped (the first, ${first.code}, ${first.where}): a note never holds terminal escapes or bidi overrides`,
    ];
  }
}
