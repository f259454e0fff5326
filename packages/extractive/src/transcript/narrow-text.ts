import { Buffer } from 'node:buffer';

/** A character beyond Latin-1: a text holding one can only be stored two bytes a character. */
const WIDE = /[^\u0000-\u00ff]/;
/** Shorter texts are copied, not sliced, by V8, and a copy is already stored one byte a character when it can be. */
const SLICED_LENGTH = 13;

/**
 * The same text, stored one byte a character (V8's one-byte representation) when every character of it is Latin-1
 * (U+0000–U+00FF); else the text itself.
 *
 * Why (P107): a line is a slice of the text it was read from, and keeps that text's representation. A transcript
 * decoded in chunks (core's `streamLines`, 64 KiB) or read whole (`summarizeExtractive`) is stored two bytes a character
 * as soon as one character of the chunk is beyond Latin-1 (an em dash, a curly quote; in the generated 1M-line bench file
 * one line in 200 holds one, so nearly every chunk): then every line, sentence, cleaned text and word derived from it
 * is two-byte too, and V8's string work on it (lower-casing, which has a fast path for one-byte text only, regular
 * expressions, hashing, copying) is slower. The engine's result does not depend on the representation, only its time:
 * on 60,000 lines of the generated file, one-byte lines took 11 % less CPU than the same lines two-byte (paired in one
 * process); the copy costs about 0.3 µs a line.
 *
 * Spec: issue 13 (offline engine, 1M lines ≤ 10 s; the same output byte for byte).
 *
 * @param text - any text (a transcript line)
 * @returns a string equal to `text` (`===`), stored one byte a character when it can be
 */
export function narrowText(text: string): string {
  if (text.length < SLICED_LENGTH || WIDE.test(text)) return text;
  return Buffer.from(text, 'latin1').toString('latin1');
}
