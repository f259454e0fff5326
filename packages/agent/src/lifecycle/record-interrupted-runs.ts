import {
  appendToContext,
  BusyError,
  copyToTrash,
  ensureContextNote,
  type FoundJournal,
  lockMeeting,
  noteExists,
  readMeeting,
  readRunJournals,
  removeRunJournal,
  type Vault,
} from '@ma/core';
import { interruptedRunRecord } from './interrupted-run-record.js';

/** An unreadable journal older than this (ms) is removed (it never can be recorded). */
const UNREADABLE_KEEP_MS = 60 * 60 * 1000;

/**
 * What {@link recordInterruptedRuns} did: journals turned into records (with the context note they
 * went to and their write count) and journals left as they are, with why.
 * Spec: docs/run-journal.md.
 */
export interface InterruptedRuns {
  recorded: { journal: string; meeting: string; context: string; writes: number }[];
  left: { journal: string; meeting: string | null; why: string }[];
}

/**
 * Turns the journal of every dead run of `meetingPath` into a `## Run interrupted` record in
 * `contextPath`, then removes it. For a run that holds the meeting's run lock (so no other run of
 * the meeting is live, except a host session of a running process: `alive`, left alone). With
 * `includeOpen` (the crash handler of the dying process), this process's own open journals too.
 * Never throws: a journal that cannot be recorded stays for the next try.
 * @returns how many journals were recorded.
 * Spec: docs/run-journal.md; review9 V5.
 */
export async function recordInterruptedRunsOf(
  vault: Vault,
  meetingPath: string,
  contextPath: string,
  foundBy: string,
  options: { includeOpen?: boolean } = {},
): Promise<number> {
  const journals = await readRunJournals(vault, { meeting: meetingPath }).catch(() => []);
  let recorded = 0;
  for (const journal of journals) {
    const adoptable =
      journal.owner === 'dead' ||
      journal.owner === 'elsewhere' ||
      (options.includeOpen === true && journal.owner === 'open');
    if (!adoptable || journal.header?.meeting.toLowerCase() !== meetingPath.toLowerCase()) continue;
    if (await adopt(vault, journal, contextPath, foundBy)) recorded++;
  }
  return recorded;
}

/**
 * Turns every journal of a dead run in the vault into a `## Run interrupted` record (`ma doctor`,
 * the daemon's start): per meeting, under its run lock (a journal whose meeting's lock is held is
 * a live run's and is left), into the meeting's context note (created when missing), or, when the
 * meeting note is gone, into the context note the journal names if it still exists. Journals of
 * a running process on this host are left; unreadable ones are left (removed once an hour old).
 * Never throws for one journal; each one left is listed with why.
 * @param foundBy who is recording, e.g. `ma doctor`.
 * @throws PathSafetyError when `.meeting-assistant/journals` is a symlink out of the vault or a
 *   non-folder.
 * Spec: docs/run-journal.md; review9 V5.
 */
export async function recordInterruptedRuns(vault: Vault, foundBy: string): Promise<InterruptedRuns> {
  const result: InterruptedRuns = { recorded: [], left: [] };
  const byMeeting = new Map<string, FoundJournal[]>();
  for (const journal of await readRunJournals(vault)) {
    const { header } = journal;
    if (header === null) {
      const old = Date.now() - journal.mtimeMs >= UNREADABLE_KEEP_MS;
      if (old) await removeRunJournal(journal);
      result.left.push({
        journal: journal.rel,
        meeting: null,
        why: old ? 'unreadable (no journal header): removed' : 'unreadable (no journal header): ignored',
      });
    } else if (journal.owner === 'open' || journal.owner === 'alive') {
      result.left.push({
        journal: journal.rel,
        meeting: header.meeting,
        why: `its run is still going (pid ${header.pid}${journal.owner === 'open' ? ', this process' : ''})`,
      });
    } else {
      byMeeting.set(header.meeting, [...(byMeeting.get(header.meeting) ?? []), journal]);
    }
  }
  for (const [meeting, journals] of byMeeting) {
    const leave = (why: string) => {
      for (const j of journals) result.left.push({ journal: j.rel, meeting, why });
    };
    let lock: Awaited<ReturnType<typeof lockMeeting>>;
    try {
      lock = await lockMeeting(vault, meeting);
    } catch (error) {
      leave(
        BusyError.isInstance(error)
          ? 'its run lock is held: the run may still be going'
          : `the run lock could not be taken: ${(error as Error).message}`,
      );
      continue;
    }
    try {
      const context = await contextFor(vault, meeting, journals[0]?.header?.context ?? null);
      if (context === null) {
        leave(
          'the meeting note and the context note it names are both gone: kept (read it, or delete it when the writes need no record)',
        );
        continue;
      }
      for (const journal of journals) {
        if (await adopt(vault, journal, context, foundBy))
          result.recorded.push({ journal: journal.rel, meeting, context, writes: journal.writes.length });
        else
          result.left.push({
            journal: journal.rel,
            meeting,
            why: `its record could not be written to ${context}`,
          });
      }
    } finally {
      await lock.release().catch(() => {});
    }
  }
  return result;
}

/** The context note for a dead run's record: the meeting's (made when missing), else the journal's if it exists. */
async function contextFor(
  vault: Vault,
  meetingPath: string,
  journaled: string | null,
): Promise<string | null> {
  try {
    return await ensureContextNote(vault, await readMeeting(vault, meetingPath));
  } catch {
    if (journaled !== null && (await noteExists(vault, journaled))) return journaled;
    return null;
  }
}

/**
 * Appends the journal's record to `contextPath` and removes the journal. A write whose diff was
 * omitted and whose previous text was not kept yet gets it kept in the trash now (U7).
 * @returns false when the record could not be appended (the journal is kept).
 */
async function adopt(
  vault: Vault,
  journal: FoundJournal,
  contextPath: string,
  foundBy: string,
): Promise<boolean> {
  if (journal.header === null) return false;
  const entries = [];
  for (const write of journal.writes) {
    if (write.entry.patch === null && write.before !== undefined && write.entry.keptCopy === undefined) {
      const copy = await copyToTrash(vault, write.entry.path, write.before).catch(() => null);
      if (copy !== null) write.entry.keptCopy = copy;
    }
    entries.push(write.entry);
  }
  try {
    await appendToContext(
      vault,
      contextPath,
      interruptedRunRecord(journal.header, entries, foundBy, journal.unreadableLines),
    );
  } catch {
    return false;
  }
  await removeRunJournal(journal);
  return true;
}
