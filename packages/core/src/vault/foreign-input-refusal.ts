import path from 'node:path';
import { MaError } from '../errors/index.js';
import { readChunks } from '../fs/read-chunks.js';
import { formatLink, frontmatterLink, nameKey } from '../names/index.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { splitFrontmatter } from '../notes/split-frontmatter.js';
import { readMeetingDate } from './meeting-date.js';
import { isUnderMeetingsFolder } from './meeting-stem.js';
import { meetingLinkOwner } from './note-owner.js';
import { conflictCopyOriginal, syncConflictAdvice } from './sync-conflict-copies.js';
import type { Vault, VaultPath } from './vault.js';

/** How much of a linked note is read for its frontmatter (bytes): a transcript can be megabytes. */
const HEAD_BYTES = 64 * 1024;

/** Days apart beyond which a transcript's date contradicts the meeting's (a meeting may cross midnight or a time zone). */
const MAX_DAYS_APART = 1;

/** The meeting whose `transcript:`/`usernotes:` input is checked. */
export interface ForeignInputMeeting {
  /** The meeting note (vault path as `readMeeting` read it). */
  path: VaultPath;
  /** Its frontmatter `date:` value as parsed (any form `readMeetingDate` reads), or undefined. */
  date: unknown;
}

/**
 * The frontmatter of the note at `abs`, from its first {@link HEAD_BYTES} bytes; {} when none can be
 * read there. One positioned read (`readChunks`' first chunk), so after `useBlockingFs` (a one-shot
 * `ma tool`) a blocking one, without libuv's thread pool (P84; docs/startup.md).
 */
async function headFrontmatter(abs: string): Promise<Record<string, unknown>> {
  let head = '';
  for await (const chunk of readChunks(abs, { chunkBytes: HEAD_BYTES })) {
    head = chunk.toString('utf8');
    break;
  }
  try {
    const split = splitFrontmatter(head);
    if (split.block === null) return {};
    return frontmatterProperties(parseNote(split.content.slice(0, split.block.end)).frontmatter?.data ?? {}, [
      'meeting',
      'date',
    ]);
  } catch (error) {
    if (MaError.isMaError(error)) return {};
    throw error;
  }
}

/** The calendar day (`YYYY-MM-DD`) a value reads as, or null. */
function dayOf(value: unknown): string | null {
  const read = readMeetingDate(value);
  return read.state === 'read' ? read.day : null;
}

/** The day a note's name starts with (`2026-05-04 Sync A` → `2026-05-04`), or null. */
function nameDay(rel: VaultPath): string | null {
  const found = /^(\d{4}-\d{2}-\d{2})/.exec(path.posix.basename(rel));
  return found ? dayOf(found[1]) : null;
}

const daysApart = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/**
 * Whether the meeting note `meeting` is, by its name, a copy of `owner` in the same folder:
 * `certain` for a sync tool's conflict-copy name (`(conflicted copy …)`, `.sync-conflict-…`),
 * `numbered` for `owner 2.md` / `owner (1).md` (maybe a second meeting), else null.
 */
function copyOf(meeting: VaultPath, owner: VaultPath): 'certain' | 'numbered' | null {
  const dir = (p: string) => nameKey(p.slice(0, p.lastIndexOf('/') + 1));
  if (dir(meeting) !== dir(owner)) return null;
  const ownerStem = nameKey(path.posix.basename(owner).replace(/\.md$/i, ''));
  const same = (stem: string) => nameKey(stem) === ownerStem;
  const name = path.posix.basename(meeting);
  const certain = conflictCopyOriginal(name, () => false);
  if (certain !== null) return same(certain) ? 'certain' : null;
  return conflictCopyOriginal(name, same) !== null ? 'numbered' : null;
}

/**
 * Whether the note `rel` a meeting's `transcript:` (or `usernotes:`) link resolved to belongs to
 * ANOTHER meeting (review3 M6: a meeting note duplicated from last week's keeps last week's
 * `transcript:` link, and the run would summarize the old meeting under the new date, or
 * `override_speaker` rewrite the old meeting's transcript). Refused, in this order:
 * 1. its frontmatter `meeting:` link (what `ma import` writes into every transcript note, and how
 *    users tie notes to a meeting) resolves to another existing meeting note (a note in the
 *    meetings folder): `Transcripts/x.md belongs to Meetings/y.md (its meeting: link) …`;
 * 2. with `checkDate` (a transcript named by an explicit link), when its `meeting:` does not name
 *    this meeting: the dates it carries (its `date:`, the `YYYY-MM-DD` its name starts with) are
 *    all more than one day from every date of the meeting (its `date:`, the date its name starts
 *    with): `Transcripts/x.md is dated 2026-05-04 (its name), this meeting 2026-05-11 (its date:) …`.
 * A `meeting:` link naming this meeting (or a missing note) is no refusal, and without any date on
 * either side there is nothing to contradict. Only the note's first 64 KB are read (its
 * frontmatter); an unreadable or unparsable head counts as no frontmatter.
 * @param rel the canonical vault path the link resolved to (an existing file).
 * @returns why the note is not this meeting's (one clause with the fix, for `UnresolvedLink.refusal`), or null.
 * @throws only I/O errors other than the vault's typed ones.
 * Spec: review3 M6; docs/vault-format.md, Transcript note (`meeting:` back link); docs/contracts.md,
 *   Where a meeting note's links may lead.
 */
export async function foreignInputRefusal(
  vault: Vault,
  rel: VaultPath,
  meeting: ForeignInputMeeting,
  checkDate: boolean,
): Promise<string | null> {
  let data: Record<string, unknown>;
  try {
    const { abs } = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
    data = await headFrontmatter(abs);
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
  const ownLink = `meeting: "${formatLink(meeting.path)}"`;
  const link = frontmatterLink(data.meeting);
  if (link !== null && link.trim() !== '') {
    const owner = await meetingLinkOwner(vault, link, meeting.path, rel);
    if (owner.whose === 'this') return null;
    if (owner.owner !== null && isUnderMeetingsFolder(vault.config, owner.owner)) {
      const copy = copyOf(meeting.path, owner.owner);
      // F2: this meeting note is a sync tool's copy of the owner: never advise linking the copy.
      if (copy === 'certain')
        return `${syncConflictAdvice(meeting.path, owner.owner)} (${rel} belongs to ${owner.owner})`;
      if (copy === 'numbered')
        return `${rel} belongs to ${owner.owner} (its meeting: link); is ${meeting.path} a copy of that note (a sync tool or a file manager names a copy \`Name 2\`, \`Name (1)\`, OneDrive \`Name-<PC name>\`)? Then keep what you want in ${owner.owner} and delete the copy; if it is a meeting of its own, link its own transcript instead`;
      return `${rel} belongs to ${owner.owner} (its meeting: link); was this meeting note copied from that one? Link this meeting's own note instead; if it really is this meeting's, change its ${ownLink}`;
    }
  }
  if (!checkDate) return null;
  const noteDays = [
    [dayOf(data.date), 'its date:'],
    [nameDay(rel), 'its name'],
  ].filter((d): d is [string, string] => d[0] !== null);
  const meetingDays = [
    [dayOf(meeting.date), 'its date:'],
    [nameDay(meeting.path), 'its name'],
  ].filter((d): d is [string, string] => d[0] !== null);
  if (noteDays.length === 0 || meetingDays.length === 0) return null;
  if (noteDays.some(([a]) => meetingDays.some(([b]) => daysApart(a, b) <= MAX_DAYS_APART))) return null;
  const [noteDay, noteWhere] = noteDays[0]!;
  const [meetingDay, meetingWhere] = meetingDays[0]!;
  return `${rel} is dated ${noteDay} (${noteWhere}), this meeting ${meetingDay} (${meetingWhere}); was this meeting note copied from another meeting's? Link this meeting's own note instead; if it really is this meeting's, add ${ownLink} to its frontmatter`;
}
