import { randomBytes } from 'node:crypto';
import { closeSync, constants, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '../audit/audit-entry.js';
import type { AuditJournal } from '../audit/audit-journal.js';
import { DEFAULT_DIFF_LIMITS, lineDiff } from '../audit/line-diff.js';
import { meetingKey } from '../lock/meeting-key.js';
import { JOURNALS_FOLDER } from '../lock/state-folder.js';
import type { Vault } from '../vault/vault.js';
import type { JournalHeader, JournalLine } from './journal-line.js';

/** Absolute paths of the journals this process is writing (a live run's journal is never adopted). */
const openJournals = new Set<string>();

/**
 * True when `abs` is the journal of a run of this process that has not ended (its journal was
 * not removed): such a journal is never adopted, even when its pid is this process's.
 * Spec: docs/run-journal.md (Liveness).
 */
export function isOwnOpenJournal(abs: string): boolean {
  return openJournals.has(abs);
}

/** What a run's journal header says about the run. */
export interface RunJournalInfo {
  /** Vault-relative meeting note of the run. */
  meeting: string;
  /** Vault-relative context note the run records into. */
  context: string;
  /** When the run started (default: now). */
  startedAt?: Date;
}

/**
 * The crash journal of one summary run (review9 V5): every external write the run's
 * {@link WriteAudit} records is appended to `<vault>/.meeting-assistant/journals/<meeting key>.<run
 * id>.jsonl` and fsync'd before the tool's result goes back to the model, so a run killed with
 * SIGKILL (or OOM, a crash, power loss) leaves the diffs of its writes on disk. The file is made at
 * the first write (a run that writes nothing leaves no file) and removed once the run's own record
 * (with the audit) is in the context note; a journal left by a dead run is turned into an
 * "interrupted" run record by the next run of the meeting, `ma doctor` or the daemon's start.
 *
 * Lines (JSON, one per line): a header `{journal, v, runId, meeting, context, pid, hostname,
 * startedAt}` written with the first write, then `{t: 'write', at, path, entry}` (the write's
 * {@link AuditEntry}; `before`: the previous text too when the diff was omitted, so it is never
 * lost) and `{t: 'kept', path, copy}`. Writes are synchronous (open, append, fsync, close): the
 * journal is complete whenever a tool call returns. A journal that cannot be written does not
 * fail the write; {@link RunJournal.problem} says why, for the run record.
 *
 * Never needed for a correct answer (issue #13): an unreadable journal is reported and ignored.
 * Spec: docs/run-journal.md; seed 003 (External project write is audited); review9 V5.
 */
export class RunJournal implements AuditJournal {
  /** Absolute path of the journal file. */
  readonly abs: string;
  /** This run's id (`<base36 ms>-<pid>-<8 hex>`). */
  readonly runId: string;
  readonly #header: JournalHeader;
  #created = false;
  #problem: string | null = null;
  #closed = false;

  private constructor(abs: string, header: JournalHeader) {
    this.abs = abs;
    this.runId = header.runId;
    this.#header = header;
  }

  /**
   * Prepares the journal of a run (the folder is checked now; it and the file are made only at the
   * first write, so a session that writes nothing leaves the vault as it was) and registers it as
   * this process's open journal.
   * @throws PathSafetyError when `.meeting-assistant/journals` is (or passes through) a symlink
   *   out of the vault or a non-folder; other I/O errors pass through.
   */
  static async open(vault: Vault, info: RunJournalInfo): Promise<RunJournal> {
    // Checked like every vault path (an existing part that is a symlink out of the vault is refused).
    const folder = (await vault.resolve(JOURNALS_FOLDER, { argument: 'run journal folder' })).abs;
    const runId = `${Date.now().toString(36)}-${process.pid}-${randomBytes(4).toString('hex')}`;
    const abs = path.join(folder, `${meetingKey(info.meeting)}.${runId}.jsonl`);
    const header: JournalHeader = {
      journal: 'meeting-assistant run journal',
      v: 1,
      runId,
      meeting: info.meeting,
      context: info.context,
      pid: process.pid,
      hostname: os.hostname(),
      startedAt: (info.startedAt ?? new Date()).toISOString(),
    };
    const journal = new RunJournal(abs, header);
    openJournals.add(abs);
    return journal;
  }

  /** Why the journal could not be written (null: every write is in it). */
  get problem(): string | null {
    return this.#problem;
  }

  /** Appends one write (see {@link AuditJournal.write}); never throws. */
  write(rel: string, before: string | null, after: string | null): void {
    const entry = lineDiff(rel, before, after, DEFAULT_DIFF_LIMITS);
    // The previous text is kept in the journal when the diff cannot restore it (U7).
    const line: JournalLine = {
      t: 'write',
      at: new Date().toISOString(),
      path: rel,
      entry,
      ...(entry.patch === null && before !== null ? { before } : {}),
    };
    this.#append(line);
  }

  /** Appends one write recorded by its entry alone (see {@link AuditJournal.entry}); never throws. */
  entry(entry: AuditEntry): void {
    this.#append({ t: 'write', at: new Date().toISOString(), path: entry.path, entry });
  }

  /** Appends that the previous text of `rel` was kept at `copy`; never throws. */
  kept(rel: string, copy: string): void {
    this.#append({ t: 'kept', path: rel, copy });
  }

  #append(line: JournalLine): void {
    if (this.#closed) return;
    const lines = this.#created ? [line] : [this.#header, line];
    const text = `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`;
    let fd: number | null = null;
    try {
      if (!this.#created) mkdirSync(path.dirname(this.abs), { recursive: true, mode: 0o700 });
      // O_NOFOLLOW: a link planted at the journal's name is not followed (not on Windows).
      fd = openSync(
        this.abs,
        constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0),
        0o600,
      );
      writeSync(fd, text);
      fsyncSync(fd);
      if (!this.#created) {
        this.#created = true;
        syncFolder(path.dirname(this.abs));
      }
    } catch (error) {
      this.#problem ??= `the run journal ${path.basename(this.abs)} could not be written (${(error as Error).message}): a crash would have lost this run's write audit`;
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }

  /**
   * Ends the journal once the run's record (with its audit) is in the context note: the file is
   * removed and later writes are not journaled. Idempotent; never throws.
   */
  async remove(): Promise<void> {
    this.#closed = true;
    await rm(this.abs, { force: true }).catch(() => {});
    openJournals.delete(this.abs);
  }

  /**
   * The writes journaled so far are in a record of the context note (see
   * {@link AuditJournal.recorded}): the file is removed and the next write starts a new one.
   * Never throws.
   */
  recorded(): void {
    if (this.#closed || !this.#created) return;
    try {
      rmSync(this.abs, { force: true });
      this.#created = false;
    } catch {
      // Left as it is: at worst its writes are recorded once more, as an interrupted run's.
    }
  }

  /**
   * Stops journaling without removing the file (the run's record could not be written: the next
   * run, `ma doctor` or the daemon's start records it). The journal counts as a dead run's from
   * now on. Idempotent.
   */
  abandon(): void {
    this.#closed = true;
    openJournals.delete(this.abs);
  }
}

/** fsync of a folder, so a new file's name survives power loss (not possible on Windows: ignored). */
function syncFolder(abs: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(abs, 'r');
    fsyncSync(fd);
  } catch {
    // Best effort.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
