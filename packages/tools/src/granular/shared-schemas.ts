/**
 * Argument shapes shared by several tools, so their wording cannot drift.
 * Optional arguments are `.nullish()`: `null` means "not given" (B31).
 * Spec: docs/tools.md (Line ranges, Write modes); docs/hostile-cases.md B31.
 */
import { z } from 'zod';

/** `from`/`to` of read tools: 1-based, inclusive, clamped to the file. */
export const lineRangeShape = {
  from: z.number().int().nullish().describe('First line, 1-based; default 1; clamped.'),
  to: z.number().int().nullish().describe('Last line, inclusive; default last; clamped.'),
};

/** `content` plus the write-mode arguments of `write_projectfile`, `write_context`, `write_summary`. */
export const writeModeShape = {
  content: z.string().describe('Markdown to write.'),
  replace_file: z.boolean().nullish().describe('true: replace everything with content.'),
  from: z.number().int().nullish().describe('With to: replace lines from–to (1-based, inclusive).'),
  to: z.number().int().nullish().describe('Last line replaced (inclusive).'),
  insert: z.number().int().nullish().describe('Insert before this line (1-based; lines+1 appends).'),
};

/** Sentence appended to write tool descriptions. */
export const WRITE_MODES_HELP =
  'Default appends. Modes (pick one): replace_file:true | from+to | insert:n. Lines are 1-based.';
