import { isDeepStrictEqual } from 'node:util';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { type FrontmatterDoc, parseNote } from '../notes/index.js';
import type { Vault, VaultPath } from '../vault/index.js';
import { editMeetingNote } from './edit-meeting-note.js';

/**
 * One write a run made to the meeting note through its tools (an approved `projects:` entry, an
 * attendee added or removed): the note's text right before it and right after it (`null`: no file).
 * The agent's `WriteAudit.changesOf(meetingPath)` gives them in order.
 */
export interface RunNoteWrite {
  before: string | null;
  after: string | null;
}

/** Keys the summary commit sets by rules of its own (N21, P19): never re-merged here. */
const COMMIT_KEYS = new Set(['summary', 'status']);

/** The note's frontmatter data, `{}` when it has none or cannot be read. */
function dataOf(text: string | null): Readonly<Record<string, unknown>> {
  if (text === null) return {};
  try {
    return parseNote(text).frontmatter?.data ?? {};
  } catch {
    return {};
  }
}

/** `key`'s value in `data` (case-insensitive, V220); `undefined` when absent or ambiguous. */
function propertyValue(data: Readonly<Record<string, unknown>>, key: string): unknown {
  try {
    return frontmatterProperty(data, key);
  } catch {
    return undefined;
  }
}

/**
 * Applies again to a meeting note's frontmatter `doc` every property the run's own writes set
 * (`writes`, oldest first) that a save from an editor buffer older than those writes took back:
 * for each key a write changed (compared case-insensitively; `summary` and `status` excluded, the
 * commit sets them by its own rules), `from` is its value before the first write that changed it
 * and `to` its value after the last; when `doc` holds `from` again (the stale save), the key is set
 * to `to` (`undefined`: removed). A key holding anything else is the user's later edit and wins;
 * one already at `to` is left. Only changed keys are touched (core `editFrontmatter` keeps every
 * other byte). A user who sets a key back to exactly its value before the run during the run is
 * read as a stale save: the run's value returns (the two cannot be told apart from the text).
 * @returns the keys set again (in the note's lower case spelling), empty when none.
 * @throws FrontmatterError from `doc` (`ambiguous-key`, `not-a-list`): the caller's edit is refused.
 * Spec: seed 003 (the summary linked to the meeting note; approved associations and attendee edits
 *   land in the meeting note); seed 004 (Project approval); docs/stale-writes.md (leftovers L449,
 *   L466).
 */
export function reapplyRunProperties(doc: FrontmatterDoc, writes: readonly RunNoteWrite[]): string[] {
  const set: Record<string, { from: unknown; to: unknown }> = {};
  for (const { before, after } of writes) {
    const old = dataOf(before);
    const now = dataOf(after);
    const keys = new Set([...Object.keys(old), ...Object.keys(now)].map((k) => k.toLowerCase()));
    for (const key of keys) {
      if (COMMIT_KEYS.has(key)) continue;
      const from = propertyValue(old, key);
      const to = propertyValue(now, key);
      if (isDeepStrictEqual(from, to)) continue;
      const seen = set[key];
      if (seen) seen.to = to;
      else set[key] = { from, to };
    }
  }
  const kept: string[] = [];
  for (const [key, { from, to }] of Object.entries(set)) {
    const current = doc.get(key);
    if (isDeepStrictEqual(current, to) || !isDeepStrictEqual(current, from)) continue;
    doc.set(key, to);
    kept.push(key);
  }
  return kept;
}

/**
 * {@link reapplyRunProperties} on the meeting note on disk (re-read, edited under core
 * `editFileAtomic`: a save meanwhile is redone on; nothing written when nothing is set again). A run
 * calls it before it reads the note's `projects:` for its summary, so an approved project a stale
 * save took back is in the summary too; `commitSummary` (`SummaryInput.runWrites`) does it again
 * as it links the summary.
 * @param meetingPath the meeting note's vault-relative path.
 * @param writes the run's own writes to that note, oldest first.
 * @returns the keys set again (lower case), empty when none.
 * @throws NotFoundError('meeting') when the note is gone; PathSafetyError; FrontmatterError;
 *   TemplateNoteError; ConcurrentEditError (core `editMeetingNote`).
 * Spec: seed 003; seed 004; docs/stale-writes.md (leftovers L466).
 */
export async function keepRunProperties(
  vault: Vault,
  meetingPath: VaultPath,
  writes: readonly RunNoteWrite[],
): Promise<string[]> {
  let kept: string[] = [];
  if (writes.length === 0) return kept;
  await editMeetingNote(vault, meetingPath, (doc) => {
    kept = reapplyRunProperties(doc, writes);
  });
  return kept;
}
