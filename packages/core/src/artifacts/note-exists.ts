import { stat } from '../fs/blocking-fs.js';
import type { Vault } from '../vault/index.js';

/**
 * True when `rel` (vault-relative) names an existing regular file the vault may read (checked
 * with `vault.resolve`, so an unsafe path, one in the trash or a symlink leading out is `false`).
 * Used so the product's own notes link only notes that exist (H15).
 *
 * Spec: issue 9, H15 ("link only what exists"); docs/contracts.md, Artifacts.
 */
export async function noteExists(vault: Vault, rel: string): Promise<boolean> {
  try {
    const { abs } = await vault.resolve(rel, { argument: 'link', kind: 'file' });
    return (await stat(abs)).isFile();
  } catch {
    return false;
  }
}
