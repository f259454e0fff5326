import { findSyncConflictCopies, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: sync-conflict copies of meetings, transcripts, notes and summaries (core's
 * `findSyncConflictCopies`: Dropbox `Name (conflicted copy …).md`, Obsidian Sync `(Conflicted copy
 * …)`, Syncthing `Name.sync-conflict-….md`, and `Name (1).md` / `Name 2.md` beside `Name.md`), each
 * named beside its original, with what to do: compare the two, keep what is wanted in the original,
 * delete the copy (a copy of a meeting note is another meeting to the daemon; a summary's copy is
 * not taken for a second summary).
 * @returns `ok` when there are none, else `warn` listing them with a `fix:`.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117.
 */
export async function checkSyncConflicts(vault: Vault): Promise<CheckResult> {
  const label = 'sync-conflict copies';
  const { meetings, transcripts, notes, summaries } = vault.config.folders;
  const found = await findSyncConflictCopies(vault, [meetings, transcripts, notes, summaries]);
  if (found.length === 0) return { status: 'ok', label, detail: 'none' };
  const list = found
    .map((c) => `${c.copy} (copy of ${c.original}${c.originalExists ? '' : ', which is gone'})`)
    .join(', ');
  return {
    status: 'warn',
    label,
    detail: `${found.length} left by a sync tool: ${list}`,
    fix: 'open each copy beside its original, keep what you want in the original (or rename the copy to the original name when the original is gone), then delete the copy; until then a copy of a meeting note is one more meeting',
  };
}
