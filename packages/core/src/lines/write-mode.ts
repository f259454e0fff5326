import { WriteModeError, type WriteModeReason } from '../errors/write-mode-error.js';
import { shownNumber } from '../text/shown-number.js';

/**
 * Arguments of the write tools (`write_projectfile`, `write_context`,
 * `write_summary`), as the model sends them; `null` means "not given" (B31).
 * Line numbers are 1-based and inclusive.
 * Spec: seed 001, Requirement: Agents can write files in existing projects; docs/tools.md, Rules shared by all tools (Write modes).
 */
export interface WriteArgs {
  content: string;
  replace_file?: boolean | null;
  from?: number | null;
  to?: number | null;
  insert?: number | null;
}

/**
 * How a write applies its content: `append` (the default), `replace_file` (the
 * whole file or body), `range` (replace lines `from..to`, 1-based inclusive) or
 * `insert` (before line `at`, 1-based; `at = lines + 1` appends).
 * Spec: seed 001, Requirement: Agents can write files in existing projects; docs/tools.md, Rules shared by all tools (Write modes).
 */
export type WriteMode =
  | { kind: 'append' }
  | { kind: 'replace_file' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'insert'; at: number };

const given = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * Picks the write mode from the arguments, refusing combinations that could
 * mean two things.
 *
 * @param lineCount the target file's current line count when the caller knows it: every
 *   refusal then carries it (`WriteModeError.lineCount`, and `; the file has N lines` in the
 *   message) so the model can correct its call in one step.
 * @throws WriteModeError `ambiguous` (`replace_file: true` with `from`/`to`/`insert`,
 *   or `insert` with `from`/`to`); `incomplete-range` (`from` without `to` or the
 *   reverse); `out-of-range` (a line number that is not a whole number >= 1, named:
 *   `from must be a whole number >= 1, got 0`); `reversed` (`from (5) is after to (2)`).
 * Spec: docs/tools.md, Write modes; seed 000/001 (append by default, explicit
 *   replace/range/insert, "Project file write mode is ambiguous"); seed 003
 *   "Assistant context write mode is ambiguous".
 */
export function parseWriteMode(args: WriteArgs, lineCount?: number): WriteMode {
  const hasFrom = given(args.from);
  const hasTo = given(args.to);
  const hasInsert = given(args.insert);
  const refuse = (reason: WriteModeReason, message?: string): never => {
    const base = message ?? new WriteModeError(reason).message;
    const count =
      lineCount === undefined ? '' : `; the file has ${lineCount} line${lineCount === 1 ? '' : 's'}`;
    throw new WriteModeError(reason, lineCount, `${base}${count}`);
  };
  if (args.replace_file === true) {
    if (hasFrom || hasTo || hasInsert) refuse('ambiguous');
    return { kind: 'replace_file' };
  }
  if (hasInsert && (hasFrom || hasTo)) refuse('ambiguous');
  if (hasFrom !== hasTo) refuse('incomplete-range');
  for (const [name, value] of [
    ['from', args.from],
    ['to', args.to],
    ['insert', args.insert],
  ] as const) {
    if (given(value) && (!Number.isInteger(value) || (value as number) < 1)) {
      refuse(
        'out-of-range',
        `${name} must be a whole number >= 1, got ${typeof value === 'number' ? shownNumber(value) : String(value)}`,
      );
    }
  }
  if (hasFrom && (args.from as number) > (args.to as number)) {
    refuse('reversed', reversedRangeMessage(args.from as number, args.to as number));
  }
  if (hasFrom) return { kind: 'range', from: args.from as number, to: args.to as number };
  if (hasInsert) return { kind: 'insert', at: args.insert as number };
  return { kind: 'append' };
}

/**
 * The one wording of a reversed range in every write (`from (5) is after to (2)`), in the
 * arguments' own names (`from`/`to` by default).
 * Spec: docs/tools.md, Write modes; issue V3.
 */
export function reversedRangeMessage(from: number, to: number, names = { from: 'from', to: 'to' }): string {
  return `${names.from} (${shownNumber(from)}) is after ${names.to} (${shownNumber(to)})`;
}
