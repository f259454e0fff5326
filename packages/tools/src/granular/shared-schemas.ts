/**
 * Argument shapes shared by several tools, so their wording cannot drift.
 * Optional arguments are `.nullish()`: `null` means "not given" (B31).
 * Spec: docs/tools.md (Line ranges, Write modes); docs/hostile-cases.md B31.
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';

/**
 * A whole number whose JSON Schema is just `{"type":"integer"}`: zod adds
 * ±(2^53−1) bounds to every integer, ~50 characters of noise per argument in
 * every request to the model. Range rules (clamping, ≥ 1) live in core.
 */
export function wholeNumber() {
  return z.number().int().meta({ minimum: undefined, maximum: undefined });
}

/** `from`/`to` of read tools: 1-based, inclusive, clamped to the file. */
export const lineRangeShape = lazySchema(() => ({
  from: wholeNumber().nullish().describe('First line, 1-based; default 1; clamped.'),
  to: wholeNumber().nullish().describe('Last line, inclusive; default last; clamped.'),
}));

/**
 * `from`/`to` of read tools plus `from_char`: where to start inside line `from`, so a line longer
 * than the output budget can be read to its end (issue 9 H11).
 */
export const readRangeShape = lazySchema(() => ({
  ...lineRangeShape(),
  from_char: wholeNumber()
    .nullish()
    .describe('Start at this character (1-based) of line from; to read on in a long line.'),
}));

/** `content` plus the write-mode arguments of `write_projectfile`, `write_context`, `write_summary`. */
export const writeModeShape = lazySchema(() => ({
  content: z.string().describe('Markdown to write.'),
  replace_file: z.boolean().nullish().describe('true: replace everything with content.'),
  from: wholeNumber().nullish().describe('With to: replace lines from–to (1-based, inclusive).'),
  to: wholeNumber().nullish().describe('Last line replaced (inclusive).'),
  insert: wholeNumber().nullish().describe('Insert before this line (1-based; lines+1 appends).'),
}));

/** Sentence appended to write tool descriptions. */
export const WRITE_MODES_HELP = 'Appends unless replace_file, from+to or insert is given.';
