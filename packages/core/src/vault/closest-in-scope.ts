import path from 'node:path';
import { closestNames, nameKey, parseLink } from '../names/index.js';
import type { MeetingLinks } from './meeting.js';
import { syncConflictOriginal } from './sync-conflict-copies.js';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/**
 * Why a resolved path may not be used as a meeting's link (`linkPlaceRefusal` bound to the
 * meeting and its bound projects), or null when it may.
 */
export type MeetingPlaceCheck = (rel: VaultPath, key: keyof MeetingLinks) => Promise<string | null>;

/**
 * The notes a meeting's `key` link may be pointed at and that the meeting may read, for the
 * hints of a broken link (V1): `.md` files under the transcripts folder, the notes folder and the
 * folders of the meeting's bound projects, each also accepted by `place` (so never a hidden file,
 * a project's PROJECT.md/AGENTS.md, a product note, …). Another project's files, the summaries,
 * meetings and identities folders and arbitrary vault notes are never among them, so a hint never
 * names a file outside the meeting's scope; nor is a sync tool's conflict copy (`syncConflictOriginal`:
 * newcomer review F2, a copy is never a fix target). Folders that are missing or refused give nothing.
 * @param bound the meeting's bound project IDs (canonical spelling).
 * @returns vault paths, sorted, without duplicates.
 * Spec: docs/tools.md (Bound projects; Paths); docs/contracts.md, Names and links (Broken links,
 *   Did you mean); hostile review V1.
 */
export async function meetingScopeNotes(
  vault: Vault,
  key: keyof MeetingLinks,
  place: MeetingPlaceCheck,
  bound: readonly string[],
): Promise<VaultPath[]> {
  const { folders } = vault.config;
  const roots = [folders.transcripts, folders.notes, ...bound.map((id) => `${folders.projects}/${id}`)];
  const files = new Set<VaultPath>();
  // F2: a sync tool's conflict copy is never offered as the note to link.
  for (const root of roots)
    for (const f of await walkFiles(vault, root).catch(() => [] as VaultPath[]))
      if (f.toLowerCase().endsWith('.md') && syncConflictOriginal(f) === null) files.add(f);
  const out: VaultPath[] = [];
  for (const f of files) if ((await place(f, key)) === null) out.push(f);
  return out.sort();
}

/**
 * The notes among `scope` closest to a link's target, best first (`closestNames`): by vault path
 * when the target has a folder (`[[Transcripts/Sprint 3]]`), else by file name; `.md`, alias,
 * heading and block parts ignored (`parseLink`). Only files of `scope` are ever named (V1).
 * @param link the link as written (any form `parseLink` reads).
 * @param scope the files the meeting may read (`meetingScopeNotes`).
 * @returns at most 3 names' files (a name shared by several files gives all of them).
 * Spec: issue 9 H6 (a broken link names the closest existing notes); hostile review V1.
 */
export function closestInScope(link: string, scope: readonly VaultPath[]): VaultPath[] {
  const target = parseLink(link).target.replace(/\\/g, '/').replace(/\.md$/i, '');
  const byPath = target.includes('/');
  const names = new Map<string, VaultPath[]>();
  for (const f of scope) {
    const name = byPath ? f.replace(/\.md$/i, '') : path.posix.basename(f).replace(/\.md$/i, '');
    names.set(name, [...(names.get(name) ?? []), f]);
  }
  const wanted = byPath ? target : path.posix.basename(target);
  return closestNames(wanted, [...names.keys()]).flatMap((n) => names.get(n) ?? []);
}

/**
 * The notes a broken `key` link most likely means because they were moved: `.md` files anywhere in the vault (outside
 * hidden folders, the trash and dependency folders) with the link's file name (compared as names are: NFC/NFD, any
 * case), each accepted by `place` — a transcript moved from `Transcripts/` to `Archive/2026/` is found, another
 * project's file or a product note never is. The scope of {@link meetingScopeNotes} is only the usual folders, so
 * such a note was never suggested (L101, session 28). Walks the vault only on this failure path.
 * @param link the link as written (any form `parseLink` reads).
 * @returns vault paths, sorted; empty when the vault cannot be listed.
 * Spec: docs/contracts.md, Names and links (Broken links, Did you mean); leftovers L101; hostile review V1.
 */
export async function movedNotes(
  vault: Vault,
  link: string,
  key: keyof MeetingLinks,
  place: MeetingPlaceCheck,
): Promise<VaultPath[]> {
  const target = parseLink(link).target.replace(/\\/g, '/');
  const wanted = nameKey(path.posix.basename(target).replace(/\.md$/i, ''));
  if (wanted === '') return [];
  const out: VaultPath[] = [];
  for (const f of await walkFiles(vault, '.', { skipDependencyFolders: true }).catch(() => [] as VaultPath[]))
    if (
      f.toLowerCase().endsWith('.md') &&
      nameKey(path.posix.basename(f).slice(0, -3)) === wanted &&
      (await place(f, key)) === null
    )
      out.push(f);
  return out.sort();
}
