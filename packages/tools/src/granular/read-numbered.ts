/**
 * Shared read path of the read tools: resolve a vault file, read a clamped line
 * range with core (`readLines` streams, so a 10,000-line transcript costs only
 * the range), and format it with the per-tool character budget.
 * Spec: docs/tools.md, Line ranges and Read output.
 */
import path from 'node:path';
import { readLines, readTextLines, STATE_FOLDER, type Vault, type VaultPath } from '@ma/core';
import { type FormattedLines, formatLines, type ReadOn } from '../output/format-lines.js';
import { recordRead } from '../session/read-versions.js';
import type { ToolSession } from '../session/tool-session.js';

/**
 * 1-based inclusive range as the model sent it, and `from_char` in line `from`; null/undefined/0 =
 * not given. Never refused: clamped by core's `clampRange` (lines) and `formatLines` (characters).
 */
export interface LineRangeInput {
  from?: number | null | undefined;
  to?: number | null | undefined;
  from_char?: number | null | undefined;
}

/** `call <tool> with <args>from=<n>` (`, from_char=<c>` inside a long line) — the read-on hint of a cut result. */
export function continueHint(tool: string, args = ''): (next: ReadOn) => string {
  return ({ line, char }) => `call ${tool} with ${args}from=${line}${char ? `, from_char=${char}` : ''}`;
}

/**
 * Reads lines of a vault file and formats them (`<path> · lines A–B of N`, `<n>│<text>`).
 * The range is never refused: core's `clampRange` clamps it (docs/tools.md, Line ranges).
 * `opts.comments`: see {@link readNumberedAbs}.
 * @throws PathSafetyError, NotFoundError('file') (core) — mapped to refusals by the tool wrapper.
 */
export async function readNumberedFile(
  session: ToolSession,
  rel: VaultPath,
  range: LineRangeInput,
  continueWith: (next: ReadOn) => string,
  opts: { comments?: boolean } = {},
): Promise<FormattedLines & { path: VaultPath; hiddenComments: number; version: string | null }> {
  const { abs, rel: path } = await session.vault.resolve(rel, {
    argument: 'path',
    mustExist: true,
    kind: 'file',
  });
  return readNumberedAbs(session, { abs, rel: path }, range, continueWith, opts);
}

/**
 * {@link readNumberedFile} on a file already checked by the path check (`abs`, shown as `rel`):
 * the one read path of every file read tool, so ranges behave alike everywhere (newcomer review R9).
 * The text shown is recorded in `session.reads` (stale-write check, docs/stale-writes.md).
 * `opts.countAll: false` (read_projectfile): a big file the line index does not know yet is read only up to
 * the range, its header saying the line count is not known (core `readLines`, issue #13).
 * `opts.comments`: leave out the user's private comments (`%% … %%`, `<!-- -->`, as core `readLines`
 * with `comments`: lines kept, emptied), and count in `hiddenComments` the lines shown that held one
 * (review 6 S15: a transcript). `version`: the hash of the file version shown (`ReadVersions.version`, review U8).
 * @throws NotTextError (core) for a binary or non-UTF-8 file; the fs error when it cannot be read.
 */
export async function readNumberedAbs(
  session: ToolSession,
  file: { abs: string; rel: VaultPath },
  range: LineRangeInput,
  continueWith: (next: ReadOn) => string,
  opts: { comments?: boolean; countAll?: boolean } = {},
): Promise<FormattedLines & { path: VaultPath; hiddenComments: number; version: string | null }> {
  // The version shown is remembered: a later write resting on these lines checks it (P22).
  const index = lineIndexOf(session.vault);
  const slice = await recordRead(
    session.reads,
    file.abs,
    () =>
      readLines(
        file.abs,
        { from: range.from, to: range.to },
        {
          ...index,
          comments: opts.comments === true,
          // Issue #13: no more lines are kept than the budget shows; a big file may stop after the range.
          maxChars: session.limits.readChars,
          ...(opts.countAll === false ? { countAll: false } : {}),
          // An in-place save caught empty is waited for (core), never shown as "lines 0–0 of 0".
          wait: session.saveWait,
        },
      ),
    index.indexFolder,
    (read) => (read.counted === false ? { rangeEnd: read.rangeEnd ?? 0, lines: read.to } : null),
    session.saveWait,
  );
  const fromChar = range.from_char;
  const shown = formatLines(file.rel, slice, { maxChars: session.limits.readChars, continueWith, fromChar });
  // Lines that held a comment, counted among the lines shown (a cut result shows fewer).
  const hiddenComments =
    'hiddenLines' in slice
      ? (slice.hiddenLines as number[]).filter((n) => n >= shown.shownFrom && n <= shown.shownTo).length
      : 0;
  // U8: the version of the whole file these lines were shown from (null: it changed while read).
  return { ...shown, path: file.rel, hiddenComments, version: session.reads.version(file.abs) };
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
  const slice = readTextLines(text, { from: range.from, to: range.to });
  return formatLines(path, slice, {
    maxChars: session.limits.readChars,
    continueWith,
    fromChar: range.from_char,
    ...(label ? { label } : {}),
  }).text;
}
