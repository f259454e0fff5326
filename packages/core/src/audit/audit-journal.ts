import type { AuditEntry } from './audit-entry.js';

/**
 * Where a {@link WriteAudit} reports each write as it is recorded, so the write is on disk even if
 * the run never finishes (core `RunJournal`). Both calls are synchronous and must not throw: they
 * run inside a tool's write, after the file was written.
 * Spec: docs/run-journal.md; review9 V5 (a run killed mid-way keeps the audit of its writes).
 */
export interface AuditJournal {
  /**
   * One write of `path` (vault-relative, `/` separators) from `before` to `after` (null: the file
   * did not exist / was removed).
   */
  write(path: string, before: string | null, after: string | null): void;
  /**
   * One write recorded by its entry alone (a streamed append to a big file, core `appendEntry`).
   * Optional (a journal without it does not keep such writes); never throws.
   */
  entry?(entry: AuditEntry): void;
  /** The previous text of `path` was kept in the trash at `copy` (vault-relative; review8 U7). */
  kept(path: string, copy: string): void;
  /**
   * Every write told so far is now in a record of the context note (a host that records each
   * write as it is made, `ma mcp`, `ma tool`): the journal forgets them, so they are not recorded
   * a second time as an interrupted run's. Optional; never throws.
   */
  recorded?(): void;
}
