/**
 * Atomic text writes for the vault-note adapter: temp file in the same folder, then rename,
 * via the `write-file-atomic` library (core's `writeFileAtomic` cannot be used: `@ma/notifier`
 * depends on no other `@ma` package). A crash or a failed write never leaves a half-written note.
 * Spec: docs/architecture.md, Invariants 2 (every write to a user's note is atomic).
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/**
 * Writes `text` (UTF-8) to `absPath` through a temp file + rename, creating the folder.
 * @throws the file system error when the folder cannot be created or the rename fails.
 */
export async function writeTextAtomic(absPath: string, text: string): Promise<void> {
  await mkdir(dirname(absPath), { recursive: true });
  await writeFileAtomic(absPath, text, { encoding: 'utf8' });
}
