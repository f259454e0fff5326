import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

const TEMP_PATTERN = /^\.(.+)\.[0-9a-f]{12}\.ma-tmp$/;

/**
 * The temp file `writeFileAtomic` writes before renaming: a hidden sibling
 * `.<name>.<12 hex>.ma-tmp` in the same folder (same filesystem, so the rename
 * is atomic; hidden, so Obsidian does not index it).
 */
export function atomicTempPath(absPath: string): string {
  return join(dirname(absPath), `.${basename(absPath)}.${randomBytes(6).toString('hex')}.ma-tmp`);
}

/**
 * True for a file name (not a path) that is one of our atomic-write temp files,
 * so a watcher can ignore it (hostile cases B36, B38).
 */
export function isAtomicTempName(name: string): boolean {
  return TEMP_PATTERN.test(name);
}
