import path from 'node:path';
import { readdir } from '../fs/blocking-fs.js';
import { nameKey } from '../names/name-key.js';
import { linksAnotherMeeting } from './numbered-own-meeting.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The name patterns sync tools give the copy they leave when two devices changed one note (stem
 * without `.md`), each with the original's stem as group 1:
 * - Dropbox: `Name (conflicted copy 2026-12-01)`, `Name (Bob's conflicted copy 2026-12-01)`;
 * - Obsidian Sync / others: `Name (Conflicted copy <device> 202612011234)`, `Name (conflict 2026-12-01)`;
 * - Syncthing: `Name.sync-conflict-20261201-123456-ABCDEFG`;
 * - iCloud / file managers: `Name (1)`, `Name 2` — only counted when the original is beside it.
 * The parenthesised forms carry the date or time the tool wrote (4 digits at least after the word):
 * a meeting a user named `Team sync (conflict resolution)` is no copy (leftovers L140: copies are
 * left out of the meeting list, so a false match would hide a real meeting).
 * - Dropbox on a case-insensitive disk: `Name (Case Conflict)`, `Name (Case Conflict 1)` (the exact
 *   words, no date: leftovers2 L333).
 * - OneDrive: `Name-<host>` — see {@link ONEDRIVE_HOST}; only counted when the original is beside it.
 */
const CONFLICT_NAMES: readonly RegExp[] = [
  /^(.+?) \([^()]*\bconflict(?:ed)?(?: copy)?\b[^()\d]*\d{4}[^()]*\)$/i,
  /^(.+?) \(Case Conflict(?: \d{1,3})?\)$/i,
  /^(.+?)\.sync-conflict-\d{8}-\d{6}(?:-[A-Z0-9]+)?$/i,
];
const NUMBERED_COPY = /^(.+?)(?: \((\d{1,3})\)| (\d{1,3}))$/;
/**
 * What OneDrive appends to the local copy it keeps when a file changed on two devices: `-` and the
 * computer's name, e.g. `Notes-DESKTOP-AB12CD`, `Notes-LAPTOP-1` (the OneDrive client for Linux
 * follows it: `file5-onedrive-client-dev`, then `-2`, `-3`, and `-<host>-safeBackup-0001` since
 * v2.5.3; abraunegg/onedrive docs "File conflict handling", issues skilion/onedrive#265, #338,
 * abraunegg/onedrive#207). A host name is letters, digits and hyphens, up to 63, and holds a letter
 * (Windows refuses an all-digit computer name; `Notes-2` is no OneDrive copy). A person may name a
 * note `Sprint-Review` as well, so such a name is a copy only with its original (`Sprint.md`) beside
 * it, and even then only by its name, as `Name 2` is (`numbered` in {@link syncConflictCopyOf}).
 */
const ONEDRIVE_HOST = /^(?=[0-9-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;

/**
 * True when `name` (one file name, not a path) is a lock or temp file an editor or sync client
 * keeps beside a note while it writes, even when it ends in `.md`: Office/Word owner lock files
 * (`~$Standup.md`) and Syncthing's Windows temp copies (`~syncthing~Standup.md.tmp`); a meeting list
 * or watcher that took one would summarise a half-written copy as a meeting (leftovers2 L333). Any
 * other `~` name is a note (leftovers L354): Obsidian names a note `~Retro` as the user typed it, and
 * no sync client documents a `~x.md` temp copy (`x.md~` backups and `.x.md.tmp` copies are caught by
 * the other temp rules). Dot names (`.#x.md`, `.syncthing.x.md.tmp`) are hidden and skipped by every
 * walk already.
 * Spec: docs/hostile-cases.md B36, B37.
 */
export function isSyncLockName(name: string): boolean {
  return name.startsWith('~$') || name.toLowerCase().startsWith('~syncthing~');
}

/**
 * The stem of the note `name` (a file name, `.md` or not) is a sync-conflict copy of — `Standup`
 * for `Standup (conflicted copy 2026-12-01).md` or `Standup.sync-conflict-20261201-123456-ABC.md`;
 * for a numbered copy (`Standup (1).md`, `Standup 2.md`) or OneDrive's `Standup-DESKTOP-AB12CD.md`
 * only when `exists(original)` says the original is there (`Sprint 2.md`, `Sprint-Review.md` alone
 * are notes of their own). Null when it is no copy.
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
  return oneDriveOriginal(stem, exists);
}

/**
 * The original's stem when `stem` is OneDrive's `<original>-<host>` ({@link ONEDRIVE_HOST}) and
 * `exists(original)`; the longest such original (`Sprint-Review-DESKTOP-AB12CD` beside both
 * `Sprint.md` and `Sprint-Review.md` is a copy of `Sprint-Review`). Null when none.
 */
function oneDriveOriginal(stem: string, exists: (stem: string) => boolean): string | null {
  for (let i = stem.lastIndexOf('-'); i > 0; i = stem.lastIndexOf('-', i - 1)) {
    if (ONEDRIVE_HOST.test(stem.slice(i + 1)) && exists(stem.slice(0, i))) return stem.slice(0, i);
  }
  return null;
}

/**
 * The vault path (`/`-separated, `.md`) of the note `rel` is a sync tool's conflict copy of, in the
 * same folder, or `null` when it is none. Only the names sync tools alone give (`(conflicted copy
 * …)`, `(Conflicted copy …)`, `(conflict …)` with a date, `.sync-conflict-…`): a numbered name
 * (`Standup 2.md` beside `Standup.md`) may be a second meeting of the day and is not judged here
 * (`ma doctor` names it as a possible copy). Reads no file. The one recogniser the meeting list,
 * search, `ma summarize`, `ma doctor` and the daemon use (leftovers L140).
 * @param rel a vault path, e.g. `Meetings/Standup (conflicted copy 2026-12-01).md` →
 *   `Meetings/Standup.md`.
 * Spec: docs/hostile-cases.md (sync-conflict copies); newcomer review (session 29) F1, F2, F4.
 */
export function syncConflictOriginal(rel: string): VaultPath | null {
  const slash = rel.lastIndexOf('/');
  const stem = conflictCopyOriginal(rel.slice(slash + 1), () => false);
  if (stem === null) return null;
  return `${rel.slice(0, slash + 1)}${stem}.md`;
}

/**
 * Whether the vault file `rel` is a sync-conflict copy, by the rule `ma doctor` uses
 * ({@link findSyncConflictCopies}: `.md` files only; a numbered name counts only with its original
 * beside it, names compared in any case): the original's vault path, whether it is there, and
 * whether only the name beside the original says so (`numbered`: `Notes 2.md` or OneDrive's
 * `Notes-DESKTOP-AB12CD.md` beside `Notes.md` may also be a second note a person made). Null when it is none. Reads the folder's listing only when the name
 * could be a copy; `folders` caches those listings across calls (absolute folder → each stem's
 * {@link nameKey} → the stem as the file names it: review s38 V52, an NFD-named copy beside an NFC
 * original, as macOS writes names, is a copy too, and the original is named as it is spelled).
 * For listings that show every file (a project's files: leftovers, `list_projectfiles`).
 * @param rel a vault path, e.g. `Projects/p/decisions (conflicted copy 2026-12-01).md`.
 * Spec: docs/hostile-cases.md (sync-conflict copies); docs/tools.md (list_projectfiles).
 */
export async function syncConflictCopyOf(
  vault: Vault,
  rel: string,
  folders: Map<string, Map<string, string>> = new Map(),
): Promise<{ original: VaultPath; originalExists: boolean; numbered: boolean } | null> {
  const slash = rel.lastIndexOf('/');
  const name = rel.slice(slash + 1);
  if (!/\.md$/i.test(name)) return null;
  const named = syncConflictOriginal(rel);
  const stem = name.replace(/\.md$/i, '');
  if (named === null && !NUMBERED_COPY.test(stem) && !stem.includes('-')) return null;
  const abs = path.join(
    vault.root,
    ...rel
      .slice(0, Math.max(slash, 0))
      .split('/')
      .filter((x) => x !== ''),
  );
  let stems = folders.get(abs);
  if (stems === undefined) {
    const entries = await readdir(abs, { withFileTypes: true }).catch(() => []);
    stems = new Map(
      entries
        .filter((e) => e.isFile() && /\.md$/i.test(e.name))
        .map((e) => [nameKey(e.name.replace(/\.md$/i, '')), e.name.replace(/\.md$/i, '')]),
    );
    folders.set(abs, stems);
  }
  const has = stems;
  const original = conflictCopyOriginal(name, (s) => has.has(nameKey(s)));
  if (original === null) return null;
  return {
    original: `${rel.slice(0, slash + 1)}${has.get(nameKey(original)) ?? original}.md`,
    originalExists: has.has(nameKey(original)),
    numbered: named === null,
  };
}

/**
 * What to tell a user about the conflict copy `copy` of `original` (vault paths), one clause:
 * `Meetings/x (conflicted copy 2026-12-01).md is a sync-conflict copy of Meetings/x.md (…): it is no
 * meeting of its own; open both, keep what you want in Meetings/x.md, then delete the copy`; with
 * `originalExists: false`, to rename the copy to the original's name instead. Never advises to
 * link anything to the copy (newcomer review F2: doctor offered to rebind the transcript to it).
 * Spec: docs/hostile-cases.md (sync-conflict copies); newcomer review (session 29) F2, F3.
 */
export function syncConflictAdvice(copy: string, original: string, originalExists = true): string {
  const what = `${copy} is a sync-conflict copy of ${original} (the name a sync tool such as Dropbox, Obsidian Sync or Syncthing gives the copy it leaves when two devices changed a note): it is no meeting of its own`;
  return originalExists
    ? `${what}; open both, keep what you want in ${original}, then delete the copy`
    : `${what}, and ${original} is gone: rename the copy to ${original.slice(original.lastIndexOf('/') + 1)}`;
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
 * folder listings, and the `meeting:` link of a numbered note and its original (a numbered note
 * linking another meeting is no copy: {@link linksAnotherMeeting}, breaker L419). A missing folder gives nothing.
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
    // Each folder's stems by nameKey (NFC, any case) → the stem as the file spells it: a Mac writes an
    // NFD `Café.md`, another device's sync client its copy `Café (Conflicted copy …).md` in NFC, and
    // the original was said to be gone, with advice to rename the copy over it (obsidian R203).
    const byDir = new Map<string, Map<string, string>>();
    for (const e of entries)
      if (e.isFile() && /\.md$/i.test(e.name)) {
        const names = byDir.get(e.parentPath) ?? new Map<string, string>();
        const stem = e.name.replace(/\.md$/i, '');
        names.set(nameKey(stem), stem);
        byDir.set(e.parentPath, names);
      }
    for (const [dir, names] of byDir) {
      const rel = path.relative(vault.root, dir).split(path.sep).join('/');
      if (rel.split('/').some((s) => s.startsWith('.'))) continue;
      for (const e of entries.filter((x) => x.parentPath === dir && x.isFile() && /\.md$/i.test(x.name))) {
        const original = conflictCopyOriginal(e.name, (stem) => names.has(nameKey(stem)));
        if (original === null) continue;
        // L419: a numbered note linking another meeting than its original is a note of its own.
        const numbered = conflictCopyOriginal(e.name, () => false) === null;
        const originalRel = `${rel}/${names.get(nameKey(original)) ?? original}.md`;
        if (numbered && (await linksAnotherMeeting(vault, `${rel}/${e.name}`, originalRel))) continue;
        found.push({
          copy: `${rel}/${e.name}`,
          original: originalRel,
          originalExists: names.has(nameKey(original)),
        });
      }
    }
  }
  return found.sort((a, b) => (a.copy < b.copy ? -1 : a.copy > b.copy ? 1 : 0));
}
