import { cp, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the repository's sample vault (read-only: tests copy it).
 * Spec: docs/contributing.md (Rules: tests use real parts, the sample vault on a temp copy).
 */
export const sampleVaultPath = fileURLToPath(new URL('../../../../examples/sample-vault', import.meta.url));

/**
 * A temp folder for one test; `root` is a realpath.
 * Spec: docs/contributing.md (Rules: tests use real parts, the sample vault on a temp copy).
 */
export interface TempDir {
  root: string;
  cleanup(): Promise<void>;
}

/**
 * Creates an empty temp folder (realpath, so macOS `/private/tmp` does not surprise tests).
 * Spec: docs/contributing.md (Rules: tests use real parts, the sample vault on a temp copy).
 */
export async function makeTempDir(prefix = 'ma-core-'): Promise<TempDir> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), prefix)));
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * Copies `examples/sample-vault` into a fresh temp folder (test-only helper, not exported).
 * Spec: docs/contributing.md (Rules: tests use real parts, the sample vault on a temp copy).
 */
export async function copySampleVault(): Promise<TempDir> {
  const dir = await makeTempDir('ma-vault-');
  await cp(sampleVaultPath, dir.root, { recursive: true });
  return dir;
}
