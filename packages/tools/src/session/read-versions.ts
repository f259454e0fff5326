/**
 * What the model last read of each file in one tool session, so a write that rests on those lines
 * (`from`+`to`, `insert`, `replace_file`, a ranged `override_speaker`) is refused when the file
 * changed since (another program: Obsidian, a recorder, a sync), instead of landing on other lines.
 * Spec: docs/stale-writes.md; docs/tools.md (Write modes); review4 P22.
 */
import { stat } from 'node:fs/promises';
import { countLines, type FileVersion, readTextOrNull, sameVersion, sha256Text, statVersion } from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * One read version: the SHA-256 (hex) of the text read (UTF-8 of the decoded text; a context note's
 * notes only), its length in UTF-16 units, its line count, and whether it ended with a line break
 * (then text added after it moves no line the model saw). `changed` = the file changed while it
 * was being read: what was shown cannot be trusted, any write resting on it is refused.
 */
type Seen = { hash: string; length: number; lines: number; closed: boolean } | 'changed';

/** How a stale write is named in its refusal. */
export interface StaleCheck {
  /** Vault-relative path shown to the model. */
  rel: string;
  /** The read tool that shows the lines again (granular name; compact wording maps it). */
  reread: string;
}

/**
 * Per-session memory of the versions the model read (keyed by a string the tools choose: the
 * file's absolute path, `#notes` appended for the context note's notes). Writes of one session
 * run one at a time (the mutation queue); reads may run beside them, which is safe: a read
 * records the version it showed, a write checks and updates under the file lock.
 * Spec: docs/stale-writes.md; review4 P22.
 */
export interface ReadVersions {
  /** Records that the model was shown `text` of `key` (replacing an older record). */
  remember(key: string, text: string): void;
  /** Records that `key` changed while it was read: the next write resting on it is refused. */
  changedWhileRead(key: string): void;
  /**
   * Refuses (throws) when `key` was read in this session and `current` (its text now; null: gone)
   * is not that text or that text with lines added after its final line break. A key never read
   * passes (docs/stale-writes.md: such a write is applied as asked).
   * @throws ToolRefusal `<rel> changed since you read it (by another program?): now N lines, was M; nothing was written`.
   */
  check(key: string, current: string | null, how: StaleCheck): void;
  /**
   * After the session's own write `before` → `after`: when `key` was read and `before` was still
   * what was read (or grew after it), the model now knows `after`; else the record is kept (a
   * later write resting on the old read is still refused). A key never read stays unrecorded.
   */
  wrote(key: string, before: string | null, after: string): void;
}

/** Creates an empty {@link ReadVersions} (one per tool session). Spec: docs/stale-writes.md. */
export function createReadVersions(): ReadVersions {
  const seen = new Map<string, Seen>();
  const matches = (entry: Seen, current: string | null): boolean => {
    if (entry === 'changed' || current === null) return false;
    if (sha256Text(current) === entry.hash) return true;
    // Lines added after the last line break read move none of the lines the model saw.
    return (
      entry.closed &&
      current.length > entry.length &&
      sha256Text(current.slice(0, entry.length)) === entry.hash
    );
  };
  const remember = (key: string, text: string): void => {
    seen.set(key, {
      hash: sha256Text(text) as string,
      length: text.length,
      lines: countLines(text),
      closed: text === '' || text.endsWith('\n'),
    });
  };
  return {
    remember,
    changedWhileRead: (key) => seen.set(key, 'changed'),
    check(key, current, how) {
      const entry = seen.get(key);
      if (entry === undefined || matches(entry, current)) return;
      const now = current === null ? 'it no longer exists' : `now ${lineCount(countLines(current))}`;
      const was =
        entry === 'changed' ? 'it changed while it was being read' : `was ${lineCount(entry.lines)}`;
      refuse(
        `${how.rel} changed since you read it (by another program?): ${now}, ${was}; nothing was written`,
        `read it again (${how.reread}) and retry with the line numbers you see then`,
      );
    },
    wrote(key, before, after) {
      const entry = seen.get(key);
      if (entry !== undefined && matches(entry, before)) remember(key, after);
    },
  };
}

function lineCount(n: number): string {
  return `${n} line${n === 1 ? '' : 's'}`;
}

/**
 * Runs `read` (a read of the file at `abs` that shows its lines) and records in `reads` the text
 * it showed: the file's version (size, mtime, inode) is taken before and after, and the text hashed
 * in between; a file that changed meanwhile is recorded as changed while read. Returns `read`'s result.
 * @throws what `read` throws (nothing is recorded then).
 * Spec: docs/stale-writes.md; review4 P22.
 */
export async function recordRead<T>(reads: ReadVersions, abs: string, read: () => Promise<T>): Promise<T> {
  const before = await versionOf(abs);
  const out = await read();
  const text = await readTextOrNull(abs).catch(() => null);
  const after = await versionOf(abs);
  if (before && after && text !== null && sameVersion(before, after)) reads.remember(abs, text);
  else reads.changedWhileRead(abs);
  return out;
}

async function versionOf(abs: string): Promise<FileVersion | null> {
  return stat(abs).then(statVersion, () => null);
}
