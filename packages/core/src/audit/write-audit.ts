import type { AppendedFile } from '../fs/append-file-atomic.js';
import { appendEntry } from './append-entry.js';
import type { AuditEntry } from './audit-entry.js';
import type { AuditJournal } from './audit-journal.js';
import { DEFAULT_DIFF_LIMITS, type DiffLimits, lineDiff } from './line-diff.js';

/** One net change of a file: its text before the first write of the change and after the last. */
interface AuditChange {
  path: string;
  before: string | null;
  after: string | null;
  entry?: AuditEntry;
  kept?: string;
  /** The entry was given (`recordEntry`), not computed from `before`/`after`. */
  fixed?: boolean;
}

/**
 * Collects the writes an agent run makes outside the summary and context notes
 * and renders them for the context note. Several writes to one path are merged
 * into one net change (first `before` → last `after`) while each starts from the text the
 * previous one left (a file another program changed in between gets a change per stretch:
 * reviewA R33); files whose net change is nothing are left out.
 *
 * Spec: seed 003 "External project write is audited" (changed removed and added
 *   lines, appended to the assistant context after the run); docs/tools.md
 *   (Audit: whole-file rewrites reduced to the changed lines); hostile cases
 *   B40 (size guard), B41 (round-trips with `applyPatch`), B42 (CRLF vs LF).
 */
export class WriteAudit {
  /**
   * The changes in the order they began: one per file while each write starts from the text the
   * previous one left; a new one when the file changed in between (reviewA R33).
   */
  private changes: AuditChange[] = [];
  /** The change each file's next write may extend (the last one of that file). */
  private readonly open = new Map<string, AuditChange>();
  private readonly limits: DiffLimits;
  private drained = 0;
  private readonly journal: AuditJournal | null;
  /** Paths whose changes {@link WriteAudit.changesOf} still gives after a drain (L488). */
  private readonly keptPaths = new Set<string>();
  /** The drained changes of those paths, in the order they began. */
  private history: AuditChange[] = [];

  /**
   * @param limits diff limits (B40).
   * @param journal told of every write and kept copy as it is recorded (a summary run's
   *   `RunJournal`, review9 V5); none by default.
   */
  constructor(limits: Partial<DiffLimits> = {}, journal: AuditJournal | null = null) {
    this.limits = { ...DEFAULT_DIFF_LIMITS, ...limits };
    this.journal = journal;
  }

  /**
   * Records one write. It extends the file's net change when it starts from the text the
   * previous write of the file left; when the file changed in between (the user in Obsidian,
   * another `ma mcp` or `ma tool` process, a sync client), it begins a change of its own, so that
   * no diff shows another program's lines as written here (reviewA R33).
   * @param path vault-relative path (`/` separators).
   * @param before the text before the write; null when the file was created.
   * @param after the text after the write; null when the file was removed (trashed).
   */
  record(path: string, before: string | null, after: string | null): void {
    this.journal?.write(path, before, after);
    const previous = this.open.get(path);
    if (previous && previous.after === before) {
      previous.after = after;
      delete previous.entry;
      return;
    }
    const change: AuditChange = { path, before, after };
    this.changes.push(change);
    this.open.set(path, change);
  }

  /**
   * The diff limits this audit's entries are computed with (B40), for an entry computed without
   * the texts ({@link WriteAudit.recordEntry}: a streamed range rewrite's core `rangeEntry`).
   */
  get diffLimits(): Readonly<DiffLimits> {
    return this.limits;
  }

  /**
   * Records one write whose entry was computed without the texts: a streamed append to a big file
   * (core `appendEntry`). It is a change of its own (never merged with the file's other writes, whose
   * texts it does not hold); a later write of the file begins a new one.
   * Spec: issue #13 (an append's audit is its appended lines); seed 003 "External project write is audited".
   */
  recordEntry(entry: AuditEntry): void {
    this.journal?.entry?.(entry);
    this.changes.push({ path: entry.path, before: null, after: null, entry, fixed: true });
    this.open.delete(entry.path);
  }

  /**
   * Records a streamed append (core `appendFileAtomic`) by its appended text alone: the entry is
   * {@link appendEntry} with this audit's limits, recorded as {@link WriteAudit.recordEntry} does.
   * @param path vault-relative path (`/` separators).
   * Spec: issue #13 (an append's audit is its appended lines, the whole file never diffed).
   */
  recordAppend(path: string, appended: AppendedFile): void {
    this.recordEntry(appendEntry(path, appended, this.limits));
  }

  /**
   * The net previous text of `path` when its audit entry cannot hold the diff that would restore
   * it (diff omitted) and no copy of it was kept yet; null otherwise (no change, a created file,
   * a diff shown, or a copy already named by {@link WriteAudit.kept}).
   * Spec: review8 U7 (an omitted diff must not lose the old text).
   */
  unrestorable(path: string): string | null {
    const change = this.open.get(path);
    if (!change || change.before === null || change.kept || change.before === change.after) return null;
    change.entry ??= lineDiff(path, change.before, change.after, this.limits);
    return change.entry.patch === null ? change.before : null;
  }

  /**
   * Names the copy of the previous text of `path` kept in the trash (vault-relative, `/`
   * separators); the audit entry then carries it as `keptCopy` and the Markdown names it.
   * Spec: review8 U7.
   */
  kept(path: string, copy: string): void {
    this.journal?.kept(path, copy);
    const change = this.open.get(path);
    if (change) change.kept = copy;
  }
  /**
   * The entries drained so far are in a record of the context note (`ma mcp`'s per-write records):
   * the journal, if any, forgets them (review9 V5; R7: each write recorded once). Never throws.
   */
  recorded(): void {
    this.journal?.recorded?.();
  }

  /**
   * The net changes, in the order they began (diffs computed once, lazily): one per file, or
   * several for a file another program changed between this audit's writes (reviewA R33).
   */
  get entries(): AuditEntry[] {
    const entries: AuditEntry[] = [];
    for (const change of this.changes) {
      if (!change.fixed && change.before === change.after) continue;
      change.entry ??= lineDiff(change.path, change.before, change.after, this.limits);
      const entry = structuredClone(change.entry);
      if (change.kept) entry.keptCopy = change.kept;
      entries.push(entry);
    }
    return entries;
  }

  /**
   * The recorded texts of `path` (vault-relative), one `{ before, after }` per net change in the order
   * they began (writes that each started from the text the previous one left are one change; a file
   * another program changed in between gets a change per stretch, R33); changes entered by entry
   * alone ({@link WriteAudit.recordEntry}) are not among them, nor drained ones unless `path` was
   * named to {@link WriteAudit.keepChangesOf} before the drain. For a run's own meeting-note edits
   * (core `keepRunProperties`, L466; over `ma mcp`, which drains after each call, L488).
   */
  changesOf(path: string): { before: string | null; after: string | null }[] {
    return [...this.history, ...this.changes]
      .filter((change) => change.path === path && !change.fixed)
      .map(({ before, after }) => ({ before, after }));
  }

  /**
   * Keeps the changes of `path` (vault-relative) for {@link WriteAudit.changesOf} through every
   * later {@link WriteAudit.drain}: a host that records writes as they are made (`ma mcp`) still
   * knows the session's own meeting-note edits when it commits (core `keepRunProperties`, L466, L488).
   * Only the paths named here are kept (their texts stay in memory: a meeting note, not a project file).
   */
  keepChangesOf(path: string): void {
    this.keptPaths.add(path);
  }

  /** True when a write to `path` (vault-relative) was recorded, drained or not. */
  touched(path: string): boolean {
    return this.open.has(path);
  }

  /** How many entries {@link WriteAudit.drain} has handed out so far. */
  get drainedCount(): number {
    return this.drained;
  }

  /**
   * Takes the net changes recorded since the last drain (or since the start) and starts afresh
   * from each file's current text: afterwards `entries`, `toMarkdown()` and the next `drain()`
   * show only what is written later. For hosts that record writes as they happen instead of at
   * the end of a run (`ma mcp`, `ma tool`).
   * @returns the drained entries (files whose net change is nothing are left out), as `entries`.
   * Spec: docs/mcp.md (Audit); issue R7.
   */
  drain(): AuditEntry[] {
    const entries = this.entries;
    this.drained += entries.length;
    for (const { path, before, after, fixed } of this.changes)
      if (!fixed && before !== after && this.keptPaths.has(path)) this.history.push({ path, before, after });
    this.changes = [];
    for (const [path, change] of this.open) {
      const fresh: AuditChange = { path, before: change.after, after: change.after };
      this.changes.push(fresh);
      this.open.set(path, fresh);
    }
    return entries;
  }

  /**
   * Markdown for the context note: `## External writes`, then per file
   * `### <path>`, a one-line summary and a ```` ```diff ```` block of hunks
   * (`@@ -a,b +c,d @@`, `-`/`+` lines, `\ No newline at end of file` markers).
   * Returns `''` when nothing changed. Spec: docs/vault-format.md (Assistant context note).
   */
  toMarkdown(): string {
    return auditMarkdown(this.entries);
  }
}

/**
 * The Markdown of audit entries, as {@link WriteAudit.toMarkdown} renders them: `## <heading>`
 * (default `External writes`), then per file `### <path>`, its summary and a diff block (or, when
 * the diff was omitted, both SHA-256 hashes and why), then `- previous text kept at: <trash path>`
 * when the previous text was moved or copied to the trash (`keptCopy`: a deleted identity, an
 * emptied file, a speaker merge, an omitted diff; C23); `''` for no entries.
 * Spec: docs/vault-format.md (Assistant context note); docs/mcp.md (Audit).
 */
export function auditMarkdown(entries: readonly AuditEntry[], heading = 'External writes'): string {
  if (entries.length === 0) return '';
  const parts = [`## ${heading}`, ''];
  for (const entry of entries) {
    parts.push(`### ${entry.path}`, '', `${entry.summary}.`);
    if (entry.patch) {
      const fence = fenceFor(entry.patch.hunks.flatMap((hunk) => hunk.lines));
      parts.push('', `${fence}diff`);
      for (const hunk of entry.patch.hunks) {
        parts.push(
          `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
          ...hunk.lines,
        );
      }
      parts.push(fence);
    } else {
      parts.push(
        '',
        `- before sha256: ${entry.beforeSha256 ?? '(none)'}`,
        `- after sha256: ${entry.afterSha256 ?? '(none)'}`,
      );
      if (entry.omitted) parts.push(`- why: ${entry.omitted}`);
    }
    // C23: the copy in the trash is named whether or not the diff is shown: a deleted identity
    // (`delete_identity` moves it), an emptied file or two speakers merged (the previous text is
    // moved or copied there) read "deleted (8 lines)" with their diff, and nothing said where it went.
    if (entry.keptCopy)
      parts.push(...(entry.patch ? [''] : []), `- previous text kept at: ${entry.keptCopy}`);
    parts.push('');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

/** A backtick fence longer than any backtick run at the start of a diff line. */
function fenceFor(lines: string[]): string {
  let longest = 2;
  for (const line of lines) {
    const run = /^[-+ ]?(`+)/.exec(line)?.[1]?.length ?? 0;
    if (run > longest) longest = run;
  }
  return '`'.repeat(longest + 1);
}
