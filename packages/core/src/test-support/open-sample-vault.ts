import { parseConfig } from '../config/index.js';
import { openVault, type Vault } from '../vault/vault.js';
import { copySampleVault, type TempDir } from './temp-vault.js';

/**
 * Test helper: a temp copy of the sample vault, opened with default config.
 * Spec: docs/contributing.md (Rules: tests use real parts, the sample vault on a temp copy).
 */
export async function openSampleVault(): Promise<{ vault: Vault; dir: TempDir }> {
  const dir = await copySampleVault();
  return { vault: await openVault(dir.root, parseConfig(undefined)), dir };
}
