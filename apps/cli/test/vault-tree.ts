import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file of the vault at `root` with its bytes as UTF-8 text, by vault path (`/` separators); the
 * product's own state folder (`.meeting-assistant/`) aside. For tests that check a refused call left
 * every file as it was.
 */
export async function vaultTree(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!rel.startsWith('.meeting-assistant/')) out[rel] = await readFile(path.join(root, rel), 'utf8');
  }
  return out;
}
