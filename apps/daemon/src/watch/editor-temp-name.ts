/**
 * Names editors and sync clients give their temporary files. Spec: docs/hostile-cases.md B36, B37;
 * review10 W10.
 */
import { isSyncLockName } from '@ma/core';

/**
 * Editor and sync leftovers: `.goutputstream-*` (GNOME), `*~` (backup), `*.sw?` (Vim swap),
 * `*.tmp` with an optional numeric or hex tail (`x.md.tmp`, `x.tmp123`, `x.md.tmp.4f2a`,
 * `x.tmp-12`), `*.crswap` (Chrome), `*.icloud` (iCloud placeholder) and `#*#` (Emacs autosave).
 * Each is anchored at the end of the name, so `.tmp` inside a title is no temp name.
 */
const TEMP_NAME = /(^\.goutputstream-|~$|\.sw[a-z]$|\.tmp(?:[.\-_]?[0-9a-f]+)*$|\.crswap$|\.icloud$|^#.*#$)/i;

/**
 * True when `name` (one path segment, not a path) is an editor or sync temp/backup name (B36
 * swap, backup and temp names, B37 placeholders), and the lock names of core `isSyncLockName`
 * (`~$x.md`, `~syncthing~x`, L333; `~Retro.md` is a note, L354). Else a name ending in `.md` is never one: a note
 * called `Cleanup of .tmp folders.md`, `config.tmpl.md` or `v2.tmp.md` is a note (W10), and the
 * catch-up scan lists it too, so the live watcher and the scan agree.
 * Spec: docs/hostile-cases.md B36, B37; review10 W10.
 */
export function isEditorTempName(name: string): boolean {
  // L333: `~$x.md` (Office lock), `~syncthing~x` (sync temp copy) are no notes however they end; core
  // `listMeetings` skips them too, so the watcher and the scan still agree.
  if (isSyncLockName(name)) return true;
  if (name.toLowerCase().endsWith('.md')) return false;
  return TEMP_NAME.test(name);
}
