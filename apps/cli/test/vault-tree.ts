import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file of the vault at `root` with its bytes (a Buffer each, never decoded: two different
 * non-UTF-8 byte runs would both decode to U+FFFD and compare equal, L530), by vault path (`/`
 * separators); the product's own state folder (`.meeting-assistant/`) aside. For tests that check a
 * refused call left every file as it was (`expect(await vaultTree(root)).toEqual(before)` compares
 * the bytes).
 */
export async function vaultTree(root: string): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!rel.startsWith('.meeting-assistant/')) out[rel] = await readFile(path.join(root, rel));
  }
  return out;
}
