import { recordInterruptedRuns } from '@ma/agent';
import type { Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: journals of summary runs that died before recording their external writes
 * (SIGKILL, OOM, a crash, power loss; review9 V5). Each one of a dead run is turned into a
 * `## Run interrupted` record (with the diffs) in its meeting's context note and removed; those of
 * a run still going (its process alive, its run lock held) are left and listed.
 * @returns `ok` when there is none, `warn` naming what was recorded (and where) and what was left.
 * Spec: docs/run-journal.md; review9 V5.
 */
export async function checkRunJournals(vault: Vault): Promise<CheckResult> {
  const label = 'interrupted runs';
  let found: Awaited<ReturnType<typeof recordInterruptedRuns>>;
  try {
    found = await recordInterruptedRuns(vault, 'ma doctor');
  } catch (error) {
    return {
      status: 'warn',
      label,
      detail: `the run journals could not be read: ${(error as Error).message}`,
      fix: 'make .meeting-assistant/journals a plain folder inside the vault (or remove it)',
    };
  }
  const { recorded, left } = found;
  if (recorded.length === 0 && left.length === 0)
    return { status: 'ok', label, detail: 'none: no run died before recording its external writes' };
  const parts: string[] = [];
  if (recorded.length > 0) {
    const list = recorded
      .map((r) => `${r.meeting} (${r.writes} write${r.writes === 1 ? '' : 's'}, recorded in ${r.context})`)
      .join(', ');
    parts.push(
      `${recorded.length} run${recorded.length === 1 ? '' : 's'} had died before recording its external writes; now recorded as "## Run interrupted": ${list}`,
    );
  }
  if (left.length > 0)
    parts.push(
      `left: ${left.map((l) => `${l.journal}${l.meeting ? ` (${l.meeting})` : ''}: ${l.why}`).join('; ')}`,
    );
  return {
    status: 'warn',
    label,
    detail: parts.join('; '),
    fix: 'read the "## Run interrupted" records: the files they name were changed by a run that was killed or crashed; keep or undo the changes',
  };
}
