/**
 * One-line write results.
 * Spec: docs/tools.md, Write modes ("Result: one compact line").
 */
import { NOTHING_CHANGED } from './result-outcome.js';

/** The parts of core's `applyWrite` result that the line needs. */
export interface WriteOutcome {
  /** `appended 3 lines`, `replaced lines 4–6 with 2 lines`, `inserted 2 lines before line 7`, `replaced the whole file (12 lines)`. */
  summary: string;
  /** Line count after the write. */
  linesAfter: number;
}

/**
 * `appended 3 lines to Projects/x/decisions.md (now 41 lines)`; other modes say
 * `in <path>`; a file that did not exist says `created <path> (3 lines)`.
 * `target` is a vault-relative path, optionally followed by a qualifier (`… body`).
 */
export function formatWrite(target: string, outcome: WriteOutcome, created = false): string {
  const lines = `${outcome.linesAfter} line${outcome.linesAfter === 1 ? '' : 's'}`;
  if (created) return `created ${target} (${lines})`;
  const prep = outcome.summary.startsWith('appended') ? 'to' : 'in';
  return `${outcome.summary} ${prep} ${target} (now ${lines})`;
}

/**
 * The result of a write whose text `target` already held (a `replace_file` or range of the same
 * text): `Projects/x/decisions.md already holds that text; nothing changed`, with `notes` (`; …`)
 * before the last words. Nothing was written, audited or touched (L485); hosts read it as
 * `unchanged` (`isUnchangedResult`), and `apply_changes` lists the op under `unchanged`.
 * `target` is a vault-relative path, optionally followed by a qualifier (`… body`), or `the summary draft`.
 * Spec: docs/tools.md (Write modes: Result).
 */
export function formatUnchanged(target: string, notes = ''): string {
  return `${target} already holds that text${notes}${NOTHING_CHANGED}`;
}
