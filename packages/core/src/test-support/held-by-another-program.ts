/**
 * Test helper: makes the system refuse to unlink or rename a file, as Windows does while another
 * program holds it open (hostile case B43), with a real lock of the file system, no mocked fs.
 * As root, `chattr +i` (EPERM: the file, or the folder's entries, immutable); as another user, the
 * folder made read-only (EACCES on unlink and rename out of it). Spec: docs/hostile-cases.md B43.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';

/**
 * Locks `abs` (a file: link, rename and unlink refused; a folder: its entries cannot be unlinked or
 * renamed away, a link to them elsewhere still works, as for a file open without delete sharing).
 * As another user than root a file is locked through its folder, so pass the folder for both forms.
 * @returns the function that lifts the lock (call it in `finally`, or the temp folder stays).
 */
export function holdLocked(abs: string): () => void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', abs]);
    return () => execFileSync('chattr', ['-i', abs]);
  }
  chmodSync(abs, 0o555);
  return () => chmodSync(abs, 0o755);
}
