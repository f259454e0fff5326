/**
 * Which paths the vault watcher never looks at. Spec: issue 12 (watch: ignore `.trash`,
 * `.meeting-assistant`, `.obsidian` and dot folders); docs/hostile-cases.md B36, B37, B39.
 */
import { isAtomicTempName } from '@ma/core';
import { isEditorTempName } from './editor-temp-name.js';

/**
 * True when the watcher must ignore `rel` (a vault-relative, `/`-separated path; `''` is the
 * vault itself, never ignored): any segment starting with a dot (`.trash`, `.obsidian`,
 * `.meeting-assistant`, `.git`, hidden swap files and our own `.…ma-tmp` temp files), a segment
 * equal to the configured trash folder's, and — unless `isFile` is `false` — editor temp/backup
 * names ({@link isEditorTempName}: `*.tmp`, `*.tmp<hex>`, `*~`, `.*.swp`, `.goutputstream-*`,
 * `*.crswap`, `*.icloud`; never a name ending in `.md`) and — when `isFile` — every file not
 * ending in `.md`. Folders are kept unless hidden or the trash (whatever their name, as the
 * catch-up scan walks them), so chokidar can descend (chokidar 4+ has no globs, B39: the filter
 * is this function). A `.md` file is thus ignored only when hidden or in the trash, as the scan
 * (`listMeetings`) skips it (W10: the live watcher and the scan agree).
 * @param isFile `true` for a file, `false` for a folder, `undefined` when not known yet.
 * @param trashFolder the configured trash folder, vault-relative (`folders.trash`).
 * Spec: issue 12; docs/hostile-cases.md B36, B37, B38, B39; review10 W10.
 */
export function isIgnoredPath(rel: string, isFile: boolean | undefined, trashFolder: string): boolean {
  if (rel === '') return false;
  const segments = rel.split('/');
  if (segments.some((s) => s.startsWith('.') || isAtomicTempName(s))) return true;
  const trash = trashFolder.toLowerCase();
  if (rel.toLowerCase() === trash || rel.toLowerCase().startsWith(`${trash}/`)) return true;
  const name = segments.at(-1) ?? '';
  if (isFile !== false && isEditorTempName(name)) return true;
  return isFile === true && !name.toLowerCase().endsWith('.md');
}
