/**
 * Shared read path of the read tools: resolve a vault file, read a clamped line
 * range with core (`readLines` streams, so a 10,000-line transcript costs only
 * the range), and format it with the per-tool character budget.
 * Spec: docs/tools.md, Line ranges and Read output.
 */
import path from 'node:path';
import { readLines, readTextLines, STATE_FOLDER, type Vault, type VaultPath } from '@ma/core';
import { type FormattedLines, formatLines, type ReadOn } from '../output/format-lines.js';
import { ToolRefusal } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';

/** 1-based inclusive range as the model sent it, and `from_char` in line `from`; null/undefined = not given. */
export interface LineRangeInput {
  from?: number | null | undefined;
  to?: number | null | undefined;
  from_char?: number | null | undefined;
}

/**
 * The range rule shared with the write tools (N13): a negative or fractional `from`, `to` or
 * `from_char`, and `from` > `to`, are refused naming the argument, as writes refuse them. `0` is a
 * filler value small models send for "not given" (B31): reads take it as not given (writes, which
 * need exact lines, refuse it). Bounds past the end of the file are clamped (reads only).
 * @throws ToolRefusal for a malformed range.
 * Spec: docs/tools.md, Line ranges; newcomer report N13 (reads and writes handle ranges alike);
 *   docs/hostile-cases.md B31.
 */
export function checkReadRange(range: LineRangeInput): void {
  for (const key of ['from', 'to', 'from_char'] as const) {
    const value = range[key];
    if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 0))
      throw new ToolRefusal(
        `${key} must be a whole number >= 1, got ${value}`,
        'line and character numbers are 1-based; omit from/to to read the whole file',
      );
  }
  const { from, to } = range;
  if (typeof from === 'number' && typeof to === 'number' && from >= 1 && to >= 1 && from > to)
    throw new ToolRefusal(`from must be <= to (got from ${from}, to ${to})`, 'pass from <= to');
}

/** `call <tool> with <args>from=<n>` (`, from_char=<c>` inside a long line) — the read-on hint of a cut result. */
export function continueHint(tool: string, args = ''): (next: ReadOn) => string {
  return ({ line, char }) => `call ${tool} with ${args}from=${line}${char ? `, from_char=${char}` : ''}`;
}

/**
 * Reads lines of a vault file and formats them (`<path> · lines A–B of N`, `<n>│<text>`).
 * @throws ToolRefusal for a malformed range ({@link checkReadRange}); PathSafetyError,
 *   NotFoundError('file') (core) — mapped to refusals by the tool wrapper.
 */
export async function readNumberedFile(
  session: ToolSession,
  rel: VaultPath,
  range: LineRangeInput,
  continueWith: (next: ReadOn) => string,
): Promise<FormattedLines & { path: VaultPath }> {
  checkReadRange(range);
  const { abs, rel: path } = await session.vault.resolve(rel, {
    argument: 'path',
    mustExist: true,
    kind: 'file',
  });
  const slice = await readLines(abs, { from: range.from, to: range.to }, lineIndexOf(session.vault));
  const fromChar = range.from_char;
  return {
    ...formatLines(path, slice, { maxChars: session.limits.readChars, continueWith, fromChar }),
    path,
  };
}

/**
 * The options that let core's `readLines` use the vault's line index
 * (`<vault>/.meeting-assistant/line-index.sqlite`): a range of a big file costs the range only.
 */
export function lineIndexOf(vault: Vault): { indexFolder: string } {
  return { indexFolder: path.join(vault.root, STATE_FOLDER) };
}

/** The same on text already in memory (the meeting note, a note body); `label` marks body lines. */
export function readNumberedText(
  session: ToolSession,
  path: VaultPath,
  text: string,
  range: LineRangeInput,
  continueWith: (next: ReadOn) => string,
  label?: string,
): string {
  checkReadRange(range);
  const slice = readTextLines(text, { from: range.from, to: range.to });
  return formatLines(path, slice, {
    maxChars: session.limits.readChars,
    continueWith,
    fromChar: range.from_char,
    ...(label ? { label } : {}),
  }).text;
}
