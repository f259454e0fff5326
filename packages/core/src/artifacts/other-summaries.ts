import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FrontmatterError } from '../errors/index.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import { frontmatterLink, nameKey } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import type { Vault, VaultPath } from '../vault/index.js';
import { meetingLinkOwner } from '../vault/note-owner.js';
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
    const text = await readTextOrNull(abs).catch(() => null);
    if (text === null || !nameKey(text).includes(stem)) continue;
    let data: Record<string, unknown>;
    try {
      data = parseNote(text).frontmatter?.data ?? {};
    } catch (error) {
      if (FrontmatterError.isInstance(error)) continue;
      throw error;
    }
    if (data.generated_by !== 'meeting-assistant' && typeof data[SUMMARY_HASH_KEY] !== 'string') continue;
    const link = frontmatterLink(data.meeting);
    if (link === null || link.trim() === '') continue;
    if ((await meetingLinkOwner(vault, link, meetingPath)).whose === 'this') found.push(rel);
  }
  return found.sort();
}
