/**
 * Test helper: a hash of every file, folder and symlink under a root (paths,
 * bytes, link targets), to prove that a refused call changed nothing.
 */
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

/** SHA-256 over the sorted tree under `root` (symlinks are hashed by target, never followed). */
export async function hashTree(root: string): Promise<string> {
  const hash = createHash('sha256');
  async function walk(dir: string): Promise<void> {
    const entries = (await readdir(dir)).sort();
    for (const name of entries) {
      const abs = path.join(dir, name);
      const rel = path.relative(root, abs);
      const st = await lstat(abs);
      if (st.isSymbolicLink()) hash.update(`L ${rel} -> ${await readlink(abs)}\n`);
      else if (st.isDirectory()) {
        hash.update(`D ${rel}\n`);
        await walk(abs);
      } else {
        hash.update(`F ${rel} ${st.size}\n`);
        hash.update(await readFile(abs));
      }
    }
  }
  await walk(root);
  return hash.digest('hex');
}
