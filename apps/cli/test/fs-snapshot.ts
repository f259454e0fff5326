/** Test helper: every file under a folder (relative path → bytes), for before/after comparisons. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Reads every file under `root` recursively; folders are recorded as `<path>/` → empty buffer. */
export async function snapshot(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      const rel = relative(root, abs).split('\\').join('/');
      if (entry.isDirectory()) {
        out.set(`${rel}/`, Buffer.alloc(0));
        await walk(abs);
      } else {
        out.set(rel, await readFile(abs));
      }
    }
  };
  await walk(root);
  return out;
}

/** {@link snapshot} of a vault without the product's own logs (`.meeting-assistant/`), which every `ma` run may add to. */
export async function vaultSnapshot(root: string): Promise<Map<string, Buffer>> {
  const all = await snapshot(root);
  for (const key of [...all.keys()]) if (key.startsWith('.meeting-assistant/')) all.delete(key);
  return all;
}
