/**
 * A text a compact `apply_changes` preview read whole, handed to the granular tool that applies
 * the same op right after it in the same session, so the tool does not read the file once more
 * (issue #13: a merge-free `override_speaker` read the transcript twice, once in the preview to
 * learn that it is no merge). One text per session, taken once; `apply_changes` drops what an op
 * left untaken. The tool uses it only through core `editFileAtomic`'s `known`: when the file's
 * settled `stat` shows it is still that version, and its bytes are compared before the rename.
 */
import type { BigIntStats } from 'node:fs';

/** The file's whole text and the `stat` taken after `askedAtMs` and before it was read. */
export interface KnownText {
  text: string;
  stats: BigIntStats;
  askedAtMs: number;
}

const offered = new WeakMap<object, { abs: string; known: KnownText }>();

/** Keeps `known`, the text of the file at `abs`, for the next {@link takeKnownText} of `session`. */
export function offerKnownText(session: object, abs: string, known: KnownText): void {
  offered.set(session, { abs, known });
}

/** The text offered for the file at `abs` in `session`, once (then forgotten), or undefined. */
export function takeKnownText(session: object, abs: string): KnownText | undefined {
  const entry = offered.get(session);
  if (entry?.abs !== abs) return undefined;
  offered.delete(session);
  return entry.known;
}

/** Forgets any text offered in `session` (the op that could use it is over). */
export function dropKnownText(session: object): void {
  offered.delete(session);
}
