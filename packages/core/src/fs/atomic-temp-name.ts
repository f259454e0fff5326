import { basename, dirname, join } from 'node:path';
import { fitName } from '../paths/check-name-bytes.js';

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
