/**
 * Which paths the vault watcher never looks at. Spec: issue 12 (watch: ignore `.trash`,
 * `.meeting-assistant`, `.obsidian` and dot folders); docs/hostile-cases.md B36, B37, B39.
 */
import { isAtomicTempName } from '@ma/core';

/** Editor and sync leftovers that are never notes (B36 swap/backup/temp names, B37 placeholders). */
const TEMP_NAME = /(^\.goutputstream-|~$|\.sw[a-z]$|\.tmp[^/]*$|\.crswap$|\.icloud$|^#.*#$)/i;

/**
 * True when the watcher must ignore `rel` (a vault-relative, `/`-separated path; `''` is the
 * vault itself, never ignored): any segment starting with a dot (`.trash`, `.obsidian`,
 * `.meeting-assistant`, `.git`, hidden swap files and our own `.…ma-tmp` temp files), a segment
 * equal to the configured trash folder's, editor temp/backup names (`*.tmp*`, `*~`, `.*.swp`,
 * `.goutputstream-*`, `*.crswap`), iCloud placeholders (`*.icloud`), and — when `isFile` — every
 * file not ending in `.md`. Folders are kept unless hidden or the trash, so chokidar can descend
 * (chokidar 4+ has no globs, B39: the filter is this function).
 * @param trashFolder the configured trash folder, vault-relative (`folders.trash`).
 * Spec: issue 12; docs/hostile-cases.md B36, B37, B38, B39.
 */
export function isIgnoredPath(rel: string, isFile: boolean | undefined, trashFolder: string): boolean {
  if (rel === '') return false;
  const segments = rel.split('/');
  if (segments.some((s) => s.startsWith('.') || isAtomicTempName(s))) return true;
  const trash = trashFolder.toLowerCase();
  if (rel.toLowerCase() === trash || rel.toLowerCase().startsWith(`${trash}/`)) return true;
  const name = segments.at(-1) ?? '';
  if (TEMP_NAME.test(name)) return true;
  return isFile === true && !name.toLowerCase().endsWith('.md');
}
