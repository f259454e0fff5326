import { join, relative } from 'node:path';
import type { Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: approval request notes (`<context folder>/Requests`) still `status: pending`
 * though nobody waits for their answer — the process that asked was killed or crashed, or their
 * deadline passed — are marked `abandoned` / `expired` (`@ma/notifier` `sweepOrphanedRequests`:
 * a last line says nothing was changed and ticking a box changes nothing).
 * @returns `null` when there was none (no line), else a `warn` naming each note and why.
 * @throws I/O errors reading or writing the requests folder.
 * Spec: docs/approvals.md (An asker that died); review4 P21.
 */
export async function checkRequestNotes(vault: Vault): Promise<CheckResult | null> {
  // @ma/notifier is loaded only here: doctor starts without it.
  const { sweepOrphanedRequests } = await import('@ma/notifier');
  const folder = join(vault.root, vault.config.folders.context, 'Requests');
  const swept = await sweepOrphanedRequests(folder);
  if (swept.length === 0) return null;
  const list = swept
    .map((s) => `${relative(vault.root, s.path).split('\\').join('/')} (${s.status}: ${s.reason})`)
    .join(', ');
  return {
    status: 'warn',
    label: 'request notes',
    detail: `${swept.length} left pending by a process that no longer waits for the answer, now marked: ${list}`,
    fix: 'nothing was changed by them; run the meeting again (or ask again) if the change is still wanted',
  };
}
