import path from 'node:path';
import { readdir } from '../fs/blocking-fs.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The name patterns sync tools give the copy they leave when two devices changed one note (stem
 * without `.md`), each with the original's stem as group 1:
 * - Dropbox: `Name (conflicted copy 2026-12-01)`, `Name (Bob's conflicted copy 2026-12-01)`;
 * - Obsidian Sync / others: `Name (Conflicted copy <device> 202612011234)`, `Name (conflict 2026-12-01)`;
 * - Syncthing: `Name.sync-conflict-20261201-123456-ABCDEFG`;
 * - iCloud / file managers: `Name (1)`, `Name 2` — only counted when the original is beside it.
 */
const CONFLICT_NAMES: readonly RegExp[] = [
  /^(.+?) \([^()]*\bconflict(?:ed)?(?: copy)?\b[^()]*\)$/i,
  /^(.+?)\.sync-conflict-\d{8}-\d{6}(?:-[A-Z0-9]+)?$/i,
];
const NUMBERED_COPY = /^(.+?)(?: \((\d{1,3})\)| (\d{1,3}))$/;

/**
 * The stem of the note `name` (a file name, `.md` or not) is a sync-conflict copy of — `Standup`
 * for `Standup (conflicted copy 2026-12-01).md` or `Standup.sync-conflict-20261201-123456-ABC.md`;
 * for a numbered copy (`Standup (1).md`, `Standup 2.md`) only when `exists(original)` says the
 * original is there (`Sprint 2.md` alone is a note of its own). Null when it is no copy.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117.
 */
export function conflictCopyOriginal(name: string, exists: (stem: string) => boolean): string | null {
  const stem = name.replace(/\.md$/i, '');
  for (const pattern of CONFLICT_NAMES) {
    const m = pattern.exec(stem);
    if (m?.[1]) return m[1];
  }
  const numbered = NUMBERED_COPY.exec(stem);
  if (numbered?.[1] && exists(numbered[1])) return numbered[1];
  return null;
}

/**
 * A sync-conflict copy found in the vault: its vault path and the original note's, both `.md`.
 * Spec: leftovers L117.
 */
export interface SyncConflictCopy {
  copy: VaultPath;
  original: VaultPath;
  /** Whether the original note is there (a Dropbox/Syncthing copy may outlive it). */
  originalExists: boolean;
}

/**
 * The sync-conflict copies ({@link conflictCopyOriginal}) among the `.md` notes of `folders`
 * (vault paths, each read recursively; hidden entries and symlinks skipped), sorted by path. Reads
 * folder listings only. A missing folder gives nothing.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117.
 */
export async function findSyncConflictCopies(
  vault: Vault,
  folders: readonly string[],
): Promise<SyncConflictCopy[]> {
  const found: SyncConflictCopy[] = [];
  for (const folder of folders) {
    const abs = path.join(vault.root, ...folder.split('/'));
    const entries = await readdir(abs, { recursive: true, withFileTypes: true }).catch(() => []);
    const byDir = new Map<string, Set<string>>();
    for (const e of entries)
      if (e.isFile() && /\.md$/i.test(e.name)) {
        const names = byDir.get(e.parentPath) ?? new Set<string>();
        names.add(e.name.replace(/\.md$/i, '').toLowerCase());
        byDir.set(e.parentPath, names);
      }
    for (const [dir, names] of byDir) {
      const rel = path.relative(vault.root, dir).split(path.sep).join('/');
      if (rel.split('/').some((s) => s.startsWith('.'))) continue;
      for (const e of entries.filter((x) => x.parentPath === dir && x.isFile() && /\.md$/i.test(x.name))) {
        const original = conflictCopyOriginal(e.name, (stem) => names.has(stem.toLowerCase()));
        if (original === null) continue;
        found.push({
          copy: `${rel}/${e.name}`,
          original: `${rel}/${original}.md`,
          originalExists: names.has(original.toLowerCase()),
        });
      }
    }
  }
  return found.sort((a, b) => (a.copy < b.copy ? -1 : a.copy > b.copy ? 1 : 0));
}
