/**
 * Argument shapes shared by several tools, so their wording cannot drift.
 * Optional arguments are `.nullish()`: `null` means "not given" (B31).
 * Spec: docs/tools.md (Line ranges, Write modes); docs/hostile-cases.md B31.
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';

/** What every whole-number argument says when it gets something else (the shared describer adds what was given). */
export const WHOLE_NUMBER_EXPECTED = 'expected a whole number';

/**
 * A whole number of any size (`1e300` included; reads clamp it, writes refuse it as outside the
 * file), whose JSON Schema is just `{"type":"integer"}`: zod's `.int()` adds ±(2^53−1) bounds,
 * ~50 characters of noise per argument in every request, and refused `1e300` with "Too big".
 * Anything else — `2.5`, a string (`"3"`), `true`, `NaN`, `Infinity` — fails validation with
 * {@link WHOLE_NUMBER_EXPECTED} (the tools' refusal names the argument and what was given).
 * Range rules (clamping for reads, ≥ 1 and inside the file for writes) live in core and the tools.
 * Spec: docs/tools.md, Rules shared by all tools (Numeric arguments); issue V3.
 */
export function wholeNumber() {
  return z
    .number({ error: WHOLE_NUMBER_EXPECTED })
    .check(z.refine((v) => Number.isInteger(v), { error: WHOLE_NUMBER_EXPECTED }))
    .meta({ type: 'integer' });
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

/**
 * Most bytes (UTF-8) of `content` one write call takes: 1 MiB (1,048,576 bytes). Longer text is
 * written in parts (append, `insert`). Spec: docs/tools.md (Write modes, Input limit); review L2.
 */
export const MAX_CONTENT_BYTES = 1024 * 1024;

/**
 * The one wording of content over {@link MAX_CONTENT_BYTES} (L66), in the write tools' refusal and
 * the agent's refusal of a final reply over the limit (R53), in the "expected …, got …" form of every
 * argument refusal: `expected at most 1048576 bytes (1 MiB) a write call, got 12582912 bytes`.
 * @param bytes the content's size in bytes of UTF-8.
 */
export function overContentLimitText(bytes: number): string {
  return `expected at most ${MAX_CONTENT_BYTES} bytes (1 MiB) a write call, got ${bytes} bytes`;
}

/**
 * The `content` argument of the write tools: a string of at most {@link MAX_CONTENT_BYTES} bytes
 * (UTF-8). A longer one fails validation, so every host (a model's tool call, `ma mcp`, `ma tool`,
 * `apply_changes` ops) refuses it before anything runs, saying the limit and its size:
 * `content: expected at most 1048576 bytes (1 MiB) a write call, got 12582912 bytes; write it in parts`.
 * Spec: docs/tools.md (Write modes, Input limit); review L2.
 */
export function writeContent() {
  return (
    z
      .string()
      .check((ctx) => {
        // Three bytes a UTF-16 unit at most: short text needs no count.
        if (ctx.value.length * 3 <= MAX_CONTENT_BYTES) return;
        const bytes = Buffer.byteLength(ctx.value, 'utf8');
        if (bytes <= MAX_CONTENT_BYTES) return;
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: `${overContentLimitText(bytes)}; write it in parts (append, insert)`,
        });
      })
      // The limit is not in the description: every tool definition's tokens count against small
      // context windows (not-run-events.test.ts has one token to spare), and no model writes 1 MiB.
      .describe('Markdown to write.')
  );
}

/** `content` plus the write-mode arguments of `write_projectfile`, `write_context`, `write_summary`. */
export const writeModeShape = lazySchema(() => ({
  content: writeContent(),
  replace_file: z.boolean().nullish().describe('true: replace everything with content.'),
  from: wholeNumber().nullish().describe('With to: replace lines from–to (1-based, inclusive).'),
  to: wholeNumber().nullish().describe('Last line replaced (inclusive).'),
  insert: wholeNumber().nullish().describe('Insert before this line (1-based; lines+1 appends).'),
}));

/** Sentence appended to write tool descriptions. */
export const WRITE_MODES_HELP = 'Appends unless replace_file, from+to or insert is given.';
