import type { AppendedFile } from '../fs/append-file-atomic.js';
import type { AuditEntry } from './audit-entry.js';
import { type DiffLimits, lineDiff } from './line-diff.js';

const plural = (n: number) => `${n} line${n === 1 ? '' : 's'}`;

/**
 * The audit entry of a streamed append (core `appendFileAtomic`), without the file's text: the
 * entry {@link lineDiff} gives for the whole file before and after, computed on its last line
 * (when the append changes it: the file lacked a final line break) and the appended text only,
 * with the hunks moved to their place in the file and both SHA-256 hashes from the copy. The same
 * limits apply (`maxEditLength`, `maxChars`); a diff omitted says that the previous text is the
 * file's first bytes (an append keeps them), so no copy of a big file is needed to restore it.
 * A last line longer than the 64 KiB tail the copy keeps cannot be shown: the diff is omitted, saying so.
 * Spec: seed 003 "External project write is audited"; docs/audit-diffs.md (Appends); issue #13
 *   (audit diffs exact; an append's diff is the appended lines, not a diff of the whole file).
 */
export function appendEntry(path: string, file: AppendedFile, limits: DiffLimits): AuditEntry {
  const { target, added } = file;
  const changesLastLine = !target.empty && !target.endsWithBreak;
  const lastBreak = target.tail.lastIndexOf('\n');
  // The tail starts at a line start (it is empty when the last line did not fit in it), so its
  // text after its last line break is the file's last line.
  const known = !changesLastLine || target.tail !== '';
  const lastLine = changesLastLine ? target.tail.slice(lastBreak + 1) : '';
  const base = {
    path,
    kind: 'modified' as const,
    linesBefore: target.lines,
    beforeSha256: file.beforeSha256,
    afterSha256: file.afterSha256,
  };
  const offset = target.lines - (changesLastLine ? 1 : 0);
  const small = lineDiff(path, lastLine, lastLine + added, limits);
  const linesAfter = offset + small.linesAfter;
  if (!known || small.patch === null) {
    const why = known ? (small.omitted ?? 'too large') : 'the last line is longer than 64 KiB';
    return {
      ...base,
      linesAfter,
      removed: null,
      added: null,
      patch: null,
      summary: `replaced ${plural(target.lines)} with ${plural(linesAfter)}; diff omitted: ${known ? 'too large' : why} (an append: the previous text is the file's first ${target.bytes} bytes)`,
      omitted: why,
    };
  }
  const hunks = small.patch.hunks.map((h) => ({
    ...h,
    oldStart: h.oldStart + offset,
    newStart: h.newStart + offset,
  }));
  return { ...small, ...base, linesAfter, patch: { ...small.patch, hunks } };
}
