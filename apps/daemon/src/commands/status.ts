/**
 * `ma-daemon status`. Spec: issue 12 (`ma-daemon status --vault V`: queued, running, failed with
 * the last error per meeting, the time of the last scan).
 */
import { compareNames, findSyncConflictCopies, showHiddenCharacters, syncConflictOriginal } from '@ma/core';
import { type DaemonIo, ExitCode, writeLine } from '../io/daemon-io.js';
import { openDaemonVault, type VaultOptions } from '../io/open-daemon-vault.js';
import { leftAloneReason, leftAloneWords } from '../notify/left-alone-summary.js';
import { readDaemonStatuses } from '../state/daemon-status.js';
import { type MeetingRecord, MeetingRecords, noteExists } from '../state/meeting-records.js';

/** Options of `ma-daemon status`. */
export interface StatusOptions extends VaultOptions {
  json?: boolean;
}

/**
 * Prints what the daemons on this vault are doing: for each running daemon its pid, start time
 * and last catch-up scan, the meetings queued, running (since when) and waiting for a retry;
 * a configuration problem that holds every summary back (`paused`, with the meetings waiting);
 * the ended meetings not summarized for want of a usable transcript (`waiting for a transcript`,
 * `transcript link to fix`, `waiting for a transcript to be downloaded from iCloud`, `waiting for a
 * transcript to settle` — one that keeps changing: `noTranscript`, N16, L111, L362);
 * then, from the daemon's records, every meeting whose last run failed (reason and message),
 * is being retried, or whose summary was edited by hand and left alone — of the meeting notes that
 * still exist (a deleted one is not listed, U53); then the sync-conflict copies of meeting notes
 * the daemon leaves alone (`Name (conflicted copy …).md`, `Name.sync-conflict-….md`,
 * `Name (Case Conflict).md`: core `syncConflictOriginal`), each with its original, for the user to
 * merge and delete (L333; read from the meetings folder, so listed with no daemon running too).
 * A daemon killed without a chance to clean up is reported as not running, with what its status
 * file says it was running (`interrupted`) and had queued, which the next start catches up (L446;
 * the file stays until then). With `--json`: one object `{ daemons: [...], stopped: [{ pid,
 * hostname, startedAt, running: [{ meeting, startedAt }], queued: [...] }], failed: [...],
 * retrying: [...], handEdited: [...], conflicts: [{ copy, original, originalExists }] }`.
 * @returns 0 (also when no daemon runs: that is reported, not an error).
 * @throws UsageError / ConfigError when the vault cannot be opened.
 * Spec: issue 12.
 */
export async function statusCommand(opts: StatusOptions, io: DaemonIo): Promise<number> {
  const vault = await openDaemonVault(opts, io);
  const statuses = await readDaemonStatuses(vault);
  const records = await new MeetingRecords(vault).all();
  // U53: a meeting whose note was deleted (or renamed away) is not listed: nothing about it can
  // be fixed by changing the note; the daemon drops such records at its next catch-up scan.
  const entries: [string, MeetingRecord][] = [];
  for (const [meeting, record] of Object.entries(records))
    if (await noteExists(vault.root, meeting)) entries.push([meeting, record]);
  // L445: in Obsidian's file-explorer order (core `compareNames`: any case, numbers by value, letters
  // in the machine's locale as Obsidian's own sort, then code points between equals), as `ma projects`
  // and `list_meetings`.
  entries.sort(([a], [b]) => compareNames(a, b));
  const pick = (state: string) =>
    entries.filter(([, r]) => r.state === state).map(([meeting, r]) => ({ meeting, ...r }));
  const failed = pick('failed');
  const retrying = pick('retrying');
  const handEdited = pick('hand-edited');
  const live = statuses.filter((s) => s.alive);
  // L446: a daemon killed mid-run (SIGKILL, a crash) left its status file: the meetings it was
  // running or had queued are said, with the fact that the next start catches them up.
  const stopped = statuses
    .filter((s) => !s.alive)
    .map((s) => ({
      pid: s.pid,
      hostname: s.hostname,
      startedAt: s.startedAt,
      running: s.running ?? [],
      queued: s.queued ?? [],
    }));
  // L333: a numbered `Name 2.md` may be a second meeting (the daemon summarises it): not listed.
  const conflicts = (
    await findSyncConflictCopies(vault, [vault.config.folders.meetings]).catch(() => [])
  ).filter((c) => syncConflictOriginal(c.copy) !== null);
  if (opts.json) {
    writeLine(io.stdout, JSON.stringify({ daemons: live, stopped, failed, retrying, handEdited, conflicts }));
    return ExitCode.ok;
  }
  if (live.length === 0) writeLine(io.stdout, `daemon: not running on ${vault.root}`);
  for (const s of stopped) {
    writeLine(
      io.stdout,
      `stopped without cleaning up: the daemon of pid ${s.pid} on ${s.hostname} (started ${s.startedAt}) was killed or crashed; the next start catches up what it left`,
    );
    if (s.running.length > 0) writeLine(io.stdout, 'interrupted (summarized again at the next start):');
    for (const r of s.running) writeLine(io.stdout, `  ${r.meeting} (running since ${r.startedAt})`);
    if (s.queued.length > 0) writeLine(io.stdout, 'queued when it stopped (summarized at the next start):');
    for (const m of s.queued) writeLine(io.stdout, `  ${m}`);
  }
  for (const s of live) {
    writeLine(io.stdout, `daemon: running (pid ${s.pid} on ${s.hostname}, started ${s.startedAt})`);
    writeLine(io.stdout, `last scan: ${s.lastScanAt ?? 'not finished yet'}`);
    writeLine(io.stdout, `queued: ${s.queued.length === 0 ? 'none' : ''}`);
    for (const m of s.queued) writeLine(io.stdout, `  ${m}`);
    writeLine(io.stdout, `running: ${s.running.length === 0 ? 'none' : ''}`);
    for (const r of s.running) writeLine(io.stdout, `  ${r.meeting} (since ${r.startedAt})`);
    for (const r of s.retrying)
      writeLine(io.stdout, `retry: ${r.meeting} (run ${r.attempt} at ${r.nextRunAt})`);
    if (s.paused) {
      writeLine(
        io.stdout,
        `paused: configuration problem since ${s.paused.since}: ${showHiddenCharacters(s.paused.message)} (fix it; summaries resume when meeting-assistant.json changes or at the next start)`,
      );
      writeLine(io.stdout, `waiting for the configuration: ${s.paused.waiting.length === 0 ? 'none' : ''}`);
      for (const m of s.paused.waiting) writeLine(io.stdout, `  ${m}`);
    }
    // N16: ended meetings without a usable transcript, with why and what to do.
    for (const [kind, title] of [
      ['missing', 'waiting for a transcript'],
      ['icloud', 'waiting for a transcript to be downloaded from iCloud'],
      ['link', 'transcript link to fix'],
      ['settling', 'waiting for a transcript to settle'],
    ] as const) {
      const waits = (s.noTranscript ?? []).filter((w) => w.kind === kind);
      if (waits.length === 0) continue;
      writeLine(io.stdout, `${title}:`);
      for (const w of waits)
        writeLine(io.stdout, `  ${w.meeting} (since ${w.since}): ${showHiddenCharacters(w.message)}`);
    }
  }
  writeLine(io.stdout, `failed: ${failed.length === 0 ? 'none' : ''}`);
  for (const f of failed) {
    writeLine(
      io.stdout,
      `  ${f.meeting} (${f.at}, ${f.reason ?? 'error'}, ${f.reason === 'unreadable' ? 'not run' : `after ${f.attempts ?? 1} run(s)`}): ${showHiddenCharacters(f.error ?? '')}`,
    );
  }
  for (const r of retrying) {
    writeLine(
      io.stdout,
      `retrying: ${r.meeting} (${r.at}, run ${r.attempts ?? 1} failed): ${showHiddenCharacters(r.error ?? '')}`,
    );
  }
  for (const h of handEdited) {
    writeLine(
      io.stdout,
      `left alone (summary ${leftAloneWords(leftAloneReason(h.reason)).status}): ${h.meeting}`,
    );
  }
  if (conflicts.length > 0)
    writeLine(
      io.stdout,
      'sync-conflict copies (not summarized; merge each into its original, then delete it):',
    );
  for (const c of conflicts)
    writeLine(
      io.stdout,
      `  ${c.copy} (copy of ${c.original}${c.originalExists ? '' : ', which is gone: rename the copy to it'})`,
    );
  return ExitCode.ok;
}
