/**
 * The notes of a summaries listing looked up by name key, for the numbered-copy check of
 * `pastSummaries` (s35 F5, review s38 V52): a `Map` of every note's `nameKey` cost one `normalize`
 * and one `toLowerCase` call per note on every search (5,000 calls for 5,000 summaries, most of them
 * outside the scope); here all paths are keyed at once, on the first look-up (docs/startup.md,
 * "Session 49 — search").
 * Spec: issue #13, goal (f) (cost independent of the summaries outside the scope).
 */
import { nameKey } from '../names/index.js';

/** Joins the paths (a vault path never holds NUL). */
const SEPARATOR = '\0';

/**
 * The vault paths `notes` by their {@link nameKey}, as `new Map(notes.map((n) => [nameKey(n), n]))`
 * answers `has` and `get` (for a key several notes share, the last of them). Made with one `nameKey`
 * of the paths joined by NUL, which is the paths' keys joined by NUL: NUL is a starter that composes
 * with nothing (NFC stops at it), and it is neither cased nor case-ignorable (lower-casing's
 * final-sigma context stops at it too).
 * Spec: issue #13, goal (f); newcomer s35 F5 (numbered copies), review s38 V52 (NFD beside NFC).
 */
export class ListedNameKeys {
  readonly #notes: readonly string[];
  #text: string | undefined;
  #keys: string[] | undefined;

  /** @param notes vault paths (`Summaries/X.md`), in listing order. */
  constructor(notes: readonly string[]) {
    this.#notes = notes;
  }

  /** True when some note's `nameKey` is `key` (a `nameKey` itself: NFC, lower case). */
  has(key: string): boolean {
    if (key.includes(SEPARATOR)) return false;
    // An empty key would match between two separators: only an empty path has it.
    if (key === '') return this.#notes.includes('');
    return this.#joined().includes(`${SEPARATOR}${key}${SEPARATOR}`);
  }

  /** The last note whose `nameKey` is `key`, undefined when none is. */
  get(key: string): string | undefined {
    if (!this.has(key)) return undefined;
    this.#keys ??= this.#joined().slice(1, -1).split(SEPARATOR);
    return this.#notes[this.#keys.lastIndexOf(key)];
  }

  /** Every note's key, each between two separators (made on first use). */
  #joined(): string {
    this.#text ??= `${SEPARATOR}${nameKey(this.#notes.join(SEPARATOR))}${SEPARATOR}`;
    return this.#text;
  }
}
