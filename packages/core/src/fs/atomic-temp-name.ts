import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fitName, MAX_NAME_BYTES } from '../paths/check-name-bytes.js';

const TEMP_PATTERN = /^\.(.+)\.[0-9a-f]{12}\.ma-tmp$/;

/**
 * The temp file `writeFileAtomic` writes before renaming: a hidden sibling
 * `.<name>.<12 hex>.ma-tmp` in the same folder (same filesystem, so the rename
 * is atomic; hidden, so Obsidian does not index it). The name never exceeds 255 bytes of UTF-8:
 * for a long target name the `<name>` part is shortened. Core-internal.
 * Spec: docs/hostile-cases.md B36, B38; docs/architecture.md (Invariants: atomic writes).
 */
export function atomicTempPath(absPath: string): string {
  // The suffix never makes a legal name too long: the base is shortened instead (issue 9 H4).
  return join(
    dirname(absPath),
    // node:crypto is loaded here, on first use, not with this module (docs/startup.md).
    fitName(
      `.${basename(absPath)}`,
      `.${process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex')}.ma-tmp`,
    ),
  );
}

/**
 * True for a file name (not a path) that is one of our atomic-write temp files
 * (`.<name>.<12 hex>.ma-tmp`). Exported for the vault watcher (the daemon's
 * `status-ended` trigger), which must ignore our own temp files and react only
 * to the final rename (hostile cases B36, B38); nothing else uses it yet.
 * Spec: docs/hostile-cases.md B36, B38.
 */
export function isAtomicTempName(name: string): boolean {
  return TEMP_PATTERN.test(name);
}

/**
 * The file an atomic-write temp file (`.<name>.<12 hex>.ma-tmp`, from {@link atomicTempPath}) was
 * written for: the absolute path `<folder>/<name>`, or null when `absTemp`'s name is none of ours. A
 * long name shortened to fit the 255-byte limit (the temp name is then 252 to 255 bytes long: the name is
 * cut at a letter, of up to 4 bytes) is the file of exactly that name when there is one, else the one
 * file in the folder whose name starts with the shortened part, when there is exactly one; else the
 * shortened name as it stands. The one reading of the temp-name pattern (a message naming "the file
 * meant" rather than our temp file: the agent's run failures, review session 34 #5).
 * Spec: docs/hostile-cases.md B36, B38; issue 9 H4 (long names).
 */
export function atomicTempTarget(absTemp: string): string | null {
  const name = basename(absTemp);
  const found = TEMP_PATTERN.exec(name);
  if (!found) return null;
  const stem = found[1] as string;
  const folder = dirname(absTemp);
  // A name is cut at a letter (up to 4 bytes of UTF-8): a shortened temp name can end 1-3 bytes short
  // of the limit (a name of CJK letters or emoji; review session 36 V21).
  if (Buffer.byteLength(name, 'utf8') <= MAX_NAME_BYTES - 4) return join(folder, stem);
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((n) => n !== name && n.startsWith(stem) && !TEMP_PATTERN.test(n));
    // Not shortened after all: the file of exactly that name is the one meant.
    if (names.includes(stem)) names = [stem];
  } catch {
    // An unreadable folder: the shortened name is the best there is.
  }
  return join(folder, names.length === 1 ? (names[0] as string) : stem);
}
