import { type AuditEntry, auditMarkdown, type JournalHeader } from '@ma/core';
import { stamp } from './run-records.js';

/**
 * The `## Run interrupted <time>` record made from a dead run's journal (review9 V5): the run of
 * `<time>` was interrupted (its process ended without recording its end: killed, crashed, the
 * machine stopped), who found it, then `## External writes` with one entry per journaled write in
 * the order made (diff, or hashes and the kept copy when the diff was omitted).
 * @param header the journal's header (run start, pid, host).
 * @param entries the journaled writes' audit entries.
 * @param foundBy who turned the journal into this record, e.g. `the next run of the meeting`.
 * @param unreadableLines journal lines that could not be read (a write torn by the crash).
 * Spec: docs/run-journal.md (The record); seed 003 (External project write is audited).
 */
export function interruptedRunRecord(
  header: JournalHeader,
  entries: readonly AuditEntry[],
  foundBy: string,
  unreadableLines: number,
  now: Date = new Date(),
): string {
  const started = new Date(header.startedAt);
  const at = Number.isNaN(started.getTime()) ? header.startedAt : stamp(started);
  const lines = [
    `## Run interrupted ${at}`,
    '',
    `run of ${at} was interrupted: its process (pid ${header.pid} on ${header.hostname}) ended before it recorded its end (killed, crashed or the machine stopped), so no summary was written by it; ${entries.length === 0 ? 'its journal holds no readable external write' : `these external writes were made (${entries.length === 1 ? 'one write' : `${entries.length} writes, one entry each, in the order made`})`}.`,
    '',
    `- found in its run journal by ${foundBy} at ${stamp(now)} (run ${header.runId})`,
  ];
  if (unreadableLines > 0)
    lines.push(
      `- warning: ${unreadableLines} line${unreadableLines === 1 ? '' : 's'} of the journal could not be read (a write torn by the crash): a write made at that moment may be missing below; compare the files it names with your copies`,
    );
  const audit = auditMarkdown(entries);
  return audit === '' ? lines.join('\n') : `${lines.join('\n')}\n\n${audit}`;
}
