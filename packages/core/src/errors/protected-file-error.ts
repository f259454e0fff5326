import { MaError, markerGuard } from './ma-error.js';
import { type NothingWritten, sayWritten } from './nothing-written.js';

const marker = Symbol.for('ma.error.ProtectedFileError');

/** The last part of a path (either separator). */
const baseName = (file: string): string => file.split(/[\\/]/).pop() ?? file;

/**
 * Why {@link ProtectedFileError} refused a write: `read-only`, the file has no owner write bit (the
 * user locked it, e.g. `chmod 444` or the read-only attribute); `hard-linked`, the file has more than
 * one hard link (the same file under other names), which replacing it by temp file + rename would split;
 * `folder-not-writable`, the system refused to create the new text's temp file (or a missing folder) in
 * the file's folder (permission denied: EACCES/EPERM — the folder is read-only for this user);
 * `read-only-file-system`, the same refused because the file system is mounted read-only (EROFS);
 * `not-on-this-device`, the file is missing here but its iCloud Drive placeholder `.<name>.icloud` is in
 * its folder: the file is in iCloud ("Optimize Mac Storage" evicted it), so writing the name anew would
 * collide with it when it downloads (newcomer session 35 F1).
 * Spec: review7 T6; docs/atomic-writes.md (Read-only and hard-linked files; Folders this user may not
 * write; Files evicted to iCloud); newcomer session 33 N1, N6; newcomer session 35 F1.
 */
export type ProtectedFileReason =
  | 'read-only'
  | 'hard-linked'
  | 'folder-not-writable'
  | 'read-only-file-system'
  | 'not-on-this-device'
  | 'vault-read-only'
  | 'vault-not-writable';

const SAID: Record<ProtectedFileReason, (links: number, file: string) => string> = {
  'read-only': () => 'is read-only',
  'hard-linked': (links) =>
    `has ${links} hard links (the same file under other names), which replacing it would split`,
  'folder-not-writable': () =>
    'cannot be written: its folder does not let this user create files there (permission denied)',
  'read-only-file-system': () => 'cannot be written: its file system is read-only',
  'vault-read-only': () =>
    'the vault is read-only (its file system is mounted read-only): no note, status or run lock (in .meeting-assistant/) can be written',
  'vault-not-writable': () =>
    'the vault is read-only to this user (permission denied on its folder): no note, status or run lock (in .meeting-assistant/) can be written',
  'not-on-this-device': (_links, file) =>
    `is not on this device: only iCloud Drive's placeholder .${baseName(file)}.icloud is here (macOS "Optimize Mac Storage" moved the file to iCloud), and a new file of that name would collide with it when it downloads`,
};

/** The fix of a vault-wide refusal (newcomer s35 F6), part of its message. */
const VAULT_FIX: Partial<Record<ProtectedFileReason, string>> = {
  'vault-read-only': 'mount it writable (or copy the vault to a writable place), then run again',
  'vault-not-writable':
    'give this user write permission on the vault folder (or run as its owner), then run again',
};

/**
 * A write (or a replacement through the trash) was refused before anything changed, because the
 * existing file at `path` (absolute) is read-only or hard-linked, or its folder or file system does
 * not let this user write; see {@link ProtectedFileReason}. `links` is the file's hard link count
 * (≥ 1). Every file is left as it was. The message names `path` (the file meant, never a temp file):
 * `<path> is read-only; nothing was written`, `<path> cannot be written: its folder does not let this
 * user create files there (permission denied); nothing was written`.
 * Spec: review7 T6 (a file the user made read-only is never rewritten; a hard-linked file never
 * silently stops being shared); docs/atomic-writes.md; seed 004 (write to a temp file and replace the
 * note only after the write completes: a shared file cannot be replaced that way, so it is refused);
 * newcomer session 33 N1, N6 (a read-only folder was "cannot reach the model endpoint: EACCES").
 */
export class ProtectedFileError extends MaError {
  readonly [marker] = true;
  /** L280: the message in parts around its "nothing was written" ({@link NothingWritten}). */
  readonly nothingWritten: NothingWritten;
  constructor(
    readonly path: string,
    readonly reason: ProtectedFileReason,
    readonly links = 1,
  ) {
    // F6: a vault-wide refusal is said in the vault's words, with its fix: no caller has a file to name.
    const said = SAID[reason](links, path);
    const fix = VAULT_FIX[reason];
    const parts =
      fix === undefined
        ? { before: `${path} ${said}; `, after: '' }
        : { before: `${said}; `, after: `; ${fix}` };
    super(sayWritten(parts));
    this.nothingWritten = parts;
  }
  static override isInstance = markerGuard<ProtectedFileError>(marker);
}
