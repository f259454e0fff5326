import type { AuditEntry } from '../audit/audit-entry.js';

/**
 * The first line of a run journal: which run, of which meeting, in which process.
 * Spec: docs/run-journal.md (Format).
 */
export interface JournalHeader {
  journal: 'meeting-assistant run journal';
  v: 1;
  runId: string;
  /** Vault-relative meeting note. */
  meeting: string;
  /** Vault-relative context note of the run. */
  context: string;
  pid: number;
  hostname: string;
  /** ISO time the run started. */
  startedAt: string;
}

/**
 * A line of a run journal after the header: one write (its audit entry, at an ISO time; `before`
 * the previous text when the entry's diff was omitted) or a kept copy of a previous text.
 * Spec: docs/run-journal.md (Format).
 */
export type JournalLine =
  | { t: 'write'; at: string; path: string; entry: AuditEntry; before?: string }
  | { t: 'kept'; path: string; copy: string };
