import path from 'node:path';
import { FrontmatterError } from '../errors/index.js';
import { readdir } from '../fs/blocking-fs.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { frontmatterLink, nameKey } from '../names/index.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import type { Meeting, Vault, VaultPath } from '../vault/index.js';
import { meetingLinkOwner } from '../vault/note-owner.js';
import { conflictCopyOriginal } from '../vault/sync-conflict-copies.js';
import { artifactPaths } from './artifact-paths.js';
import { noteExists } from './note-exists.js';
import { SUMMARY_HASH_KEY } from './summary-edit-state.js';

/**
 * The product's other summary notes of one meeting: `.md` notes under the summaries folder
 * (recursive; symlinks are not followed) other than `summaryRel`, written by the product
 * (`generated_by: meeting-assistant` or a `content_hash`) and whose `meeting:` link names
 * `meetingPath` (as `meetingLinkOwner` reads it). Such a note is this meeting's summary renamed or
 * moved outside Obsidian (a file manager, a sync): the meeting note's `summary:` link no longer
 * leads to it, so a run writes a second summary, and later meetings would see both as two past
 * meetings (review11 X18). Reads only notes whose text names the meeting's file name; a note that
 * cannot be read or parsed is skipped. Writes nothing.
 * @param meetingPath the meeting note's vault path.
 * @param summaryRel the summary note the run writes (vault path): never listed.
 * @returns vault paths, sorted; empty when none (or no summaries folder).
 * @throws nothing but I/O errors other than a missing or unreadable note or folder.
 * Spec: docs/vault-format.md, Summary note (one summary per meeting); review11 X18.
 */
export async function otherSummariesOf(
  vault: Vault,
  meetingPath: VaultPath,
  summaryRel: VaultPath,
): Promise<VaultPath[]> {
  const folder = vault.config.folders.summaries.replace(/^\/+|\/+$/g, '');
  const root = await vault.resolve(folder, { argument: 'summaries folder' }).catch(() => null);
  if (root === null) return [];
  const entries = await readdir(root.abs, { recursive: true, withFileTypes: true }).catch(() => []);
  const stem = nameKey(meetingPath.replace(/\.md$/i, '').split('/').pop() ?? '');
  const found: VaultPath[] = [];
  for (const entry of entries) {
    // Security: only regular files (a symlinked note may lead out of the vault).
    if (!entry.isFile() || !/\.md$/i.test(entry.name)) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = [root.rel, ...path.relative(root.abs, abs).split(path.sep)].join('/') as VaultPath;
    if (nameKey(rel) === nameKey(summaryRel)) continue;
    // L117: a sync-conflict copy of the summary (`… (conflicted copy …).md`) is no second summary.
    const own = nameKey(summaryRel.split('/').pop()?.replace(/\.md$/i, '') ?? '');
    if (conflictCopyOriginal(entry.name, (stem) => nameKey(stem) === own) !== null) continue;
    const text = await readTextOrNull(abs).catch(() => null);
    // A Markdown link spells the name URL-encoded (`Meetings/2026-03-10%20Kickoff.md`).
    if (text === null || !nameKey(percentDecoded(text)).includes(stem)) continue;
    let data: Record<string, unknown>;
    try {
      data = parseNote(text).frontmatter?.data ?? {};
    } catch (error) {
      if (FrontmatterError.isInstance(error)) continue;
      throw error;
    }
    const prop = (key: string) => frontmatterProperty(data, key);
    if (prop('generated_by') !== 'meeting-assistant' && typeof prop(SUMMARY_HASH_KEY) !== 'string') continue;
    const link = frontmatterLink(prop('meeting'));
    if (link === null || link.trim() === '') continue;
    if ((await meetingLinkOwner(vault, link, meetingPath, rel)).whose === 'this') found.push(rel);
  }
  return found.sort();
}

/** `text` with its runs of `%XX` escapes decoded where they are valid UTF-8 (the rest kept as written). */
function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Which note a run writes the meeting's summary to, when the meeting note's `summary:` link (or
 * the default path without one) names no existing note (review11 X18, leftover of session 17):
 * - `linked`: the linked (or default) note exists: it is the summary, as before;
 * - `none`: it does not, and no product summary claims the meeting: a new note there;
 * - `renamed`: it does not, and exactly one product summary elsewhere in the summaries folder
 *   names this meeting in its `meeting:` link (any spelling {@link otherSummariesOf} reads: case,
 *   NFC/NFD, alias, heading, Markdown link, URL-encoded): the user renamed or moved it without
 *   the meeting note's link following (a file manager, a sync, Obsidian without link updates);
 *   that note is the summary (`path`), replaced in place and linked from the meeting note;
 * - `several`: two or more claim it (`paths`, sorted): none is chosen, the caller reports them.
 * Writes nothing.
 * @throws nothing but I/O errors other than a missing or unreadable note or folder.
 * Spec: docs/vault-format.md, Summary note (one summary per meeting); review11 X18.
 */
export async function locateSummary(
  vault: Vault,
  meeting: Meeting,
): Promise<
  | { kind: 'linked' | 'none'; path: VaultPath }
  | { kind: 'renamed'; path: VaultPath }
  | { kind: 'several'; path: VaultPath; paths: VaultPath[] }
> {
  const path = artifactPaths(vault, meeting).summary as VaultPath;
  if (await noteExists(vault, path)) return { kind: 'linked', path };
  const claims = await otherSummariesOf(vault, meeting.path, path);
  if (claims.length === 0) return { kind: 'none', path };
  if (claims.length === 1) return { kind: 'renamed', path: claims[0] as VaultPath };
  return { kind: 'several', path, paths: claims };
}
