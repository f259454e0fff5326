import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Options for {@link copySampleVault}.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface CopySampleVaultOptions {
  /** Name of the vault folder inside the temp dir (default `sample-vault`). */
  name?: string;
}

/**
 * A temporary copy of the sample vault.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface SampleVaultCopy {
  /** Absolute, symlink-resolved path of the copied vault root (contains `meeting-assistant.json`). */
  root: string;
  /** Removes the whole temp dir (idempotent). */
  cleanup(): Promise<void>;
}

/**
 * Finds `examples/sample-vault` by walking up from this module's directory (works from `src/` under
 * vitest and from `dist/`).
 *
 * @throws Error when no ancestor contains `examples/sample-vault`.
 * Spec: docs/contracts.md, @ma/testkit.
 */
export function sampleVaultPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'examples', 'sample-vault');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`@ma/testkit: examples/sample-vault not found above ${fileURLToPath(import.meta.url)}`);
    }
    dir = parent;
  }
}

async function makeWritable(path: string): Promise<void> {
  const info = await stat(path);
  await chmod(path, info.mode | (info.isDirectory() ? 0o700 : 0o600));
  if (!info.isDirectory()) return;
  for (const entry of await readdir(path)) await makeWritable(join(path, entry));
}

/**
 * Copies `examples/sample-vault` recursively into a fresh temp dir (`<tmp>/ma-vault-XXXXXX/<name>`),
 * makes every file and folder owner-writable, and returns its root plus a `cleanup()` that removes
 * the temp dir. Tests must always work on such a copy, never on the original.
 *
 * @example
 * const vault = await copySampleVault();
 * try { await readFile(join(vault.root, 'meeting-assistant.json'), 'utf8'); } finally { await vault.cleanup(); }
 * @throws Error when the sample vault cannot be found or copied.
 *
 * Spec: docs/contracts.md, @ma/testkit; docs/contributing.md (tests use the real sample vault on a temp copy).
 */
export async function copySampleVault(options: CopySampleVaultOptions = {}): Promise<SampleVaultCopy> {
  const source = sampleVaultPath();
  const tmp = await realpath(await mkdtemp(join(tmpdir(), 'ma-vault-')));
  const root = join(tmp, options.name ?? 'sample-vault');
  try {
    await cp(source, root, { recursive: true, preserveTimestamps: true });
    await makeWritable(root);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
  return { root, cleanup: () => rm(tmp, { recursive: true, force: true }) };
}
