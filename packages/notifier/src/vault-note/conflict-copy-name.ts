/**
 * Sync tools' conflict-copy names, for the request notes: the notifier stands apart from core (it
 * imports nothing of ours), so it keeps this copy of core's rule (`conflictCopyOriginal` in
 * packages/core/src/vault/sync-conflict-copies.ts); test/conflict-copy-name-parity.test.ts holds
 * both to one list of names, OneDrive's `<name>-<host>` among them.
 * Spec: docs/approvals.md (Answers in a sync-conflict copy); docs/hostile-cases.md (sync-conflict copies).
 */

/**
 * The names sync tools give a conflict copy (stem without `.md`), the original's stem as group 1:
 * Dropbox `Name (conflicted copy 2026-12-01)` / `Name (Bob's conflicted copy 2026-12-01)`, Obsidian
 * Sync `Name (Conflicted copy <device> 202612011234)`, `Name (conflict 2026-12-01)`, Dropbox's
 * `Name (Case Conflict)`, Syncthing `Name.sync-conflict-20261201-123456-ABCDEFG`. Same as core's.
 */
const CONFLICT_NAMES: readonly RegExp[] = [
  /^(.+?) \([^()]*\bconflict(?:ed)?(?: copy)?\b[^()\d]*\d{4}[^()]*\)$/i,
  /^(.+?) \(Case Conflict(?: \d{1,3})?\)$/i,
  /^(.+?)\.sync-conflict-\d{8}-\d{6}(?:-[A-Z0-9]+)?$/i,
];
/** iCloud / file managers: `Name 2`, `Name (1)`: a copy only when the original is beside it. */
const NUMBERED_COPY = /^(.+?)(?: \((\d{1,3})\)| (\d{1,3}))$/;
/**
 * OneDrive: `Name-<host>` (the computer's name: letters, digits and hyphens, up to 63, a letter
 * among them; `Notes-DESKTOP-AB12CD`, `Notes-LAPTOP-1`), a copy only with its original beside it.
 * Core's `ONEDRIVE_HOST`.
 */
const ONEDRIVE_HOST = /^(?=[0-9-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;

/**
 * The stem of the note `name` (a file name, `.md` or not) is a sync-conflict copy of, or null;
 * a numbered name (`Standup 2.md`, `Standup (1).md`) only when `exists(stem)` says its original is
 * there, and so for OneDrive's `Standup-DESKTOP-AB12CD.md`. Core's `conflictCopyOriginal`, name for name.
 * @param name one file name, e.g. `Standup.sync-conflict-20261201-123456-ABC.md` → `Standup`.
 */
export function conflictCopyOriginal(name: string, exists: (stem: string) => boolean): string | null {
  const stem = name.replace(/\.md$/i, '');
  for (const pattern of CONFLICT_NAMES) {
    const m = pattern.exec(stem);
    if (m?.[1]) return m[1];
  }
  const numbered = NUMBERED_COPY.exec(stem);
  if (numbered?.[1] && exists(numbered[1])) return numbered[1];
  for (let i = stem.lastIndexOf('-'); i > 0; i = stem.lastIndexOf('-', i - 1)) {
    if (ONEDRIVE_HOST.test(stem.slice(i + 1)) && exists(stem.slice(0, i))) return stem.slice(0, i);
  }
  return null;
}

/** Names compared as Obsidian and case-insensitive disks do: NFC, any case. */
const nameKey = (s: string) => s.normalize('NFC').toLowerCase();

/**
 * Whether the file `name` (`.md`) is a sync tool's conflict copy of the note whose file name is
 * `original` (`.md`): any {@link conflictCopyOriginal} form naming it (OneDrive's
 * `<original stem>-<host>.md` among them). Names compared in NFC, any case; `original` itself is no copy.
 * Reads no file: the caller must still check the copy is of the same note (the vault-note
 * adapter asks for the request's own answer key, which no other note holds).
 */
export function isConflictCopyOf(name: string, original: string): boolean {
  if (!/\.md$/i.test(name)) return false;
  const want = nameKey(original.replace(/\.md$/i, ''));
  const stem = name.replace(/\.md$/i, '');
  if (nameKey(stem) === want) return false;
  const of = conflictCopyOriginal(name, (s) => nameKey(s) === want);
  return of !== null && nameKey(of) === want;
}
