import path from 'node:path';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/**
 * Files under `folderRel` whose name is `name` or `name.md` (exact first; when
 * none, case-insensitive), sorted by path.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export async function findByBasename(vault: Vault, folderRel: string, name: string): Promise<VaultPath[]> {
  const files = await walkFiles(vault, folderRel);
  const wanted = [name, `${name}.md`];
  const exact = files.filter((f) => wanted.includes(path.posix.basename(f)));
  if (exact.length > 0) return exact;
  const lower = wanted.map((w) => w.toLowerCase());
  return files.filter((f) => lower.includes(path.posix.basename(f).toLowerCase()));
}
