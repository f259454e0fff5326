import { findSyncConflictCopies, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: sync-conflict copies in every configured folder but the trash — meetings,
 * transcripts, notes, summaries, projects, identities, the assistant's notes (newcomer review F4b:
 * Projects/ was not looked at) — (core's
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
  // F4b: every folder the vault's configuration names (projects, identities, the assistant's notes
  // too), but the trash; nested folders (`folders.summaries` inside `folders.context`) named once.
  const { trash, ...folders } = vault.config.folders;
  const seen = new Set<string>();
  const found = (await findSyncConflictCopies(vault, Object.values(folders))).filter(
    (c) => !seen.has(c.copy) && seen.add(c.copy) !== undefined,
  );
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
