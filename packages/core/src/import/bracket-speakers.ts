/**
 * SDH speaker labels in square brackets opening a caption (`[Bob] I will write the doc`, `- [Ann] Yes.`)
 * and the sound tags that share their shape (`[Laughter]`, `[music]`, `[inaudible]`, `[BLANK_AUDIO]`).
 * Spec: docs/transcript-import.md (R104).
 */
import { isSpeakerName } from '../transcript/speaker-name.js';

/** A bracketed label opening a line, without a colon after it (with one it is `BRACKETED_LABEL`). */
export const BRACKET_OPENER = /^\[([^[\]\n]{1,60})\]\s*(?=\S|$)/;

/** First words of a sound or scene description in brackets (lower case). */
const SOUND_WORDS = new Set(
  (
    'laughter laughs laughing laugh chuckles chuckling chuckle giggles giggling music musical applause ' +
    'applauding clapping claps inaudible unintelligible indistinct indiscernible crosstalk silence pause ' +
    'pauses noise noises static coughs coughing cough clears sighs sigh sighing cheering cheers groans ' +
    'groaning beep beeps beeping ringing rings foreign murmuring murmurs whispers whispering gasps gasping ' +
    'sniffs sniffling muffled garbled typing footsteps overlapping sound sounds humming hums whistling ' +
    'sneezes sneezing yawns screams screaming shouting crying sobbing snoring breathing background ' +
    'blank silent crowd audience thunder chime chimes bell bells buzzing knocking knock door phone'
  ).split(' '),
);

/**
 * True when a bracketed label is a sound or scene description, not a speaker: its first word (or the
 * whole label, `_` read as a space: `BLANK_AUDIO`) is a sound word in any case (`[Laughter]`,
 * `[music playing]`, `[Phone rings]`), or it holds a music sign (`[♪]`, `[♪ la la ♪]`).
 * @param label the text between the brackets.
 */
export function isSoundTag(label: string): boolean {
  if (/[\u266a\u266b\u266c]/.test(label)) return true;
  const words = label.replace(/_/g, ' ').toLowerCase().trim().split(/\s+/);
  return SOUND_WORDS.has((words[0] ?? '').replace(/[^\p{L}]+$/u, ''));
}

/** A sound tag anywhere in a line, with the spaces before it (never inside a `[[wikilink]]`). */
const SOUND_TAG = /\s*(?<!\[)\[([^[\]\n]{1,60})\](?!\])/g;

/**
 * `line` without its sound tags (`[Laughter] Okay [music]` → `Okay`); other bracketed text (`[sic]`,
 * a speaker label) is kept as written.
 */
export function withoutSoundTags(line: string): string {
  if (!line.includes('[')) return line;
  return line.replace(SOUND_TAG, (tag, label: string) => (isSoundTag(label) ? '' : tag)).trim();
}

/**
 * Learns, cue by cue, which bracketed labels opening a caption are speakers: a label that is a name
 * (`isSpeakerName`: capitalised words) and no sound tag, seen opening a line of at least two cues.
 * One description (`[Door slams]` once) or a lower-case one stays text. `ma import` learns over the
 * whole file's first reading, then {@link BracketSpeakers.settle}s it for the second (L325: learned
 * chunk by chunk, a label once in each 256 KB chunk was missed the first time; the rule is the file's).
 */
export class BracketSpeakers {
  readonly #seen = new Map<string, number>();
  #settled = false;

  /** Ends learning: later {@link BracketSpeakers.learn} calls count nothing (the whole file was read). */
  settle(): this {
    this.#settled = true;
    return this;
  }

  /** Counts the labels opening the lines of `cueTexts` (one entry a cue); nothing once settled. */
  learn(cueTexts: readonly string[]): void {
    if (this.#settled) return;
    for (const text of cueTexts) {
      const labels = new Set<string>();
      for (const raw of text.split('\n')) {
        const line = withoutSoundTags(raw.replace(/^\s*(?:>>\s*|[-\u2013]\s*)/, ''));
        const label = BRACKET_OPENER.exec(line)?.[1]?.trim();
        if (label && isSpeakerName(label) && !isSoundTag(label)) labels.add(keyOf(label));
      }
      for (const key of labels) this.#seen.set(key, (this.#seen.get(key) ?? 0) + 1);
    }
  }

  /** True when a label that is a name (no sound tag) opened a line of one cue or more so far (L341). */
  seenAny(): boolean {
    return this.#seen.size > 0;
  }

  /** True when `label` (the text between the brackets) opened a line of two cues or more. */
  has(label: string): boolean {
    return (this.#seen.get(keyOf(label)) ?? 0) >= 2;
  }
}

function keyOf(label: string): string {
  return label.normalize('NFC').trim().toLowerCase();
}
