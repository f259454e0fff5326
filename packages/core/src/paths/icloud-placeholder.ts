import path from 'node:path';
import { lstat } from '../fs/blocking-fs.js';

/**
 * An iCloud Drive placeholder standing for a file that is not on this device: macOS's "Optimize Mac
 * Storage" evicts a file it thinks unused and leaves `.<name>.icloud` in its folder (`Transcripts/
 * Standup.md` becomes `Transcripts/.Standup.md.icloud`) until the file is opened in Finder or
 * downloaded.
 * Spec: docs/hostile-cases.md (iCloud placeholders); reviewA R37.
 */
export interface ICloudPlaceholder {
  /** Vault path of the file that is not here, e.g. `Transcripts/Standup.md`. */
  file: string;
  /** Vault path of its placeholder, e.g. `Transcripts/.Standup.md.icloud`. */
  placeholder: string;
}

/**
 * The iCloud placeholder of the note `target` names, or null when there is none: `target` is a vault
 * path or a link target (`Transcripts/Standup`, `Standup.md`, `Standup`; `.md` added when it has no
 * extension), looked for in its own folder when it has one, else at the vault root and in each of
 * `folders` (vault paths: where a bare name would be, e.g. the transcripts folder). Reads only
 * (`lstat`); a name that cannot be a file name (empty, `..`, absolute) gives null.
 * @param root the vault's root folder (absolute).
 * Spec: reviewA R37 (a file evicted to iCloud read as "names no file" / "not found", with another
 *   meeting's transcript offered as the closest).
 */
export async function iCloudPlaceholder(
  root: string,
  target: string,
  folders: readonly string[] = [],
): Promise<ICloudPlaceholder | null> {
  const clean = target.replace(/\\/g, '/').replace(/^\.\//, '');
  const name = path.posix.basename(clean);
  if (name === '' || name === '.' || name === '..' || path.posix.isAbsolute(clean)) return null;
  const file = path.posix.extname(name) === '' ? `${name}.md` : name;
  const dir = path.posix.dirname(clean);
  const places = clean.includes('/') ? [dir] : ['.', ...folders];
  for (const place of places) {
    if (place.split('/').includes('..')) continue;
    const placeholder = path.posix.normalize(path.posix.join(place, `.${file}.icloud`));
    const info = await lstat(path.join(root, ...placeholder.split('/'))).catch(() => null);
    if (info?.isFile()) return { file: path.posix.normalize(path.posix.join(place, file)), placeholder };
  }
  return null;
}

/**
 * What to tell the user about a file evicted to iCloud, after its name: `is not on this device: only
 * iCloud Drive's placeholder <placeholder> is here (macOS "Optimize Mac Storage" moved the file to
 * iCloud); download it (Finder: right-click it, Download Now; or brctl download "<file>"), then try
 * again`.
 * Spec: reviewA R37.
 */
export function iCloudPlaceholderAdvice(found: ICloudPlaceholder): string {
  return `is not on this device: only iCloud Drive's placeholder ${found.placeholder} is here (macOS "Optimize Mac Storage" moved the file to iCloud); download it (Finder: right-click it, Download Now; or \`brctl download "${found.file}"\` in the vault), then try again`;
}
