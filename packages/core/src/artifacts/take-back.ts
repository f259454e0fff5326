import { rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import type { Meeting, MeetingLinks, Vault } from '../vault/index.js';
import { readMeeting } from '../vault/read-meeting.js';
import { isBlankLink } from './set-link-if-blank.js';

/**
 * The outermost folder on the way to the file at `abs` (absolute) that does not exist yet, or null when
 * its folder exists: what creating the file's folder (`ensureParentFolder`) will make, and so what a
 * take-back ({@link takeBackNote}) removes again. `root` (absolute, the vault) is never climbed past.
 * Spec: docs/atomic-writes.md (a refused call changes no file); review session 34 V4.
 */
export async function missingFolderOf(root: string, abs: string): Promise<string | null> {
  let missing: string | null = null;
  for (let dir = path.dirname(abs); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
    if (
      await stat(dir).then(
        () => true,
        () => false,
      )
    )
      break;
    missing = dir;
  }
  return missing;
}

/**
 * Takes back a note this call wrote at `abs` (absolute) as `text` when a later step of the same call was
 * refused (a read-only meeting note would not take its link: newcomer session 33 N2, review session 34
 * V2), so that the refusal's "nothing was written" is true: `restore` (the previous note put back over
 * ours) when given, else the note is removed, with the folders `madeFrom` (from {@link missingFolderOf},
 * null: none) made for it when they are empty. A note someone saved over ours meanwhile stays, and so
 * does one that cannot be read (the caller's own error is the one to report), and one that another
 * call linked meanwhile (`linked`, asked last, just before the note goes: see {@link linkedSince}).
 * Never throws, but for what `restore` throws (L366: a previous note that could not be put back).
 * Spec: docs/atomic-writes.md (a refused call changes no file); seed 003; review session 34 #3.
 */
export async function takeBackNote(
  abs: string,
  text: string,
  madeFrom: string | null,
  opts: { restore?: (() => Promise<void>) | undefined; linked?: () => Promise<boolean> } = {},
): Promise<void> {
  if ((await readTextOrNull(abs).catch(() => null)) !== text) return;
  // Review session 34 #3: two calls for one meeting — this one made the note, the other found it and
  // linked it; this call's failure must not take away the note the meeting note now links.
  if (opts.linked && (await opts.linked().catch(() => false))) return;
  if (opts.restore) return opts.restore();
  await rm(abs, { force: true }).catch(() => undefined);
  if (madeFrom === null) return;
  // Innermost first; a folder that holds anything else (another call's note) stops the climb.
  for (let dir = path.dirname(abs); dir.length >= madeFrom.length; dir = path.dirname(dir)) {
    if (
      !(await rmdir(dir).then(
        () => true,
        () => false,
      ))
    )
      return;
    if (dir === madeFrom) return;
  }
}

/**
 * Whether the meeting note's `key` property links `rel` now (the note read again: core `readMeeting`)
 * and did not when `meeting` was read: another call (a second `ma tool`, an MCP host's concurrent call)
 * linked the note this call made while this call failed, so {@link takeBackNote} leaves it. A note the
 * meeting already linked before (a re-run's summary at the same path) is not counted: its take-back
 * stays; a blank property (the default path used) links nothing. Paths compare in NFC and without
 * regard to case, as Obsidian resolves links.
 * @throws what `readMeeting` throws (the take-back then goes ahead).
 * Spec: docs/atomic-writes.md (a refused call changes no file); review session 34 #3.
 */
export async function linkedSince(
  vault: Vault,
  meeting: Meeting,
  key: keyof MeetingLinks,
  rel: string,
): Promise<boolean> {
  const wanted = rel.normalize('NFC').toLowerCase();
  const links = (m: Meeting) =>
    !isBlankLink(frontmatterProperty(m.note.frontmatter?.data ?? {}, key)) &&
    m.links[key]?.normalize('NFC').toLowerCase() === wanted;
  if (links(meeting)) return false;
  return links(await readMeeting(vault, meeting.path));
}
