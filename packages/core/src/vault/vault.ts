import { completeConfig, type MaConfig } from '../config/index.js';
import { realpath, stat } from '../fs/blocking-fs.js';
import { resolveSafePath, type SafePath, type SafePathOptions } from '../paths/index.js';
import { spellConfiguredPaths } from './spell-configured-paths.js';
import { unreadableVaultRoot, vaultRootProblem } from './vault-root-problem.js';

/**
 * A vault-relative path with `/` separators (e.g. `Meetings/2026-03-09 Remote control kickoff.md`).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export type VaultPath = string;

/**
 * Options of `Vault.resolve`: those of `resolveSafePath`; the trash folder defaults to the configured one.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export type VaultResolveOptions = SafePathOptions;

/**
 * An opened vault: its canonical root, its configuration and the bound path
 * check every file access uses.
 * Spec: docs/contracts.md, Vault model; docs/paths.md.
 */
export interface Vault {
  /** Realpath of the vault folder (B19). */
  readonly root: string;
  readonly config: MaConfig;
  /**
   * `resolveSafePath` bound to `root` and the configured trash folder.
   * @throws PathSafetyError / NotFoundError as `resolveSafePath`.
   */
  resolve(rel: string, opts: VaultResolveOptions): Promise<SafePath>;
}

/**
 * Opens a vault: canonicalises `root` with realpath once (so a root behind a
 * symlink, such as macOS `/tmp`, works, B19) and binds the path check. The configured folders and
 * files are spelled as the existing entries they name (`spellConfiguredPaths`: `folders.meetings:
 * "meetings"` is the folder `Meetings/`, as in Obsidian; review4 P25), so `vault.config` may differ
 * from `config` in those names only. A `config` that `loadConfig` or `parseConfig` did not return (a
 * host's own object missing whole sections, a spread copy with its own `model`) is checked and
 * completed with the configuration file's defaults first (`completeConfig`, R64).
 * @throws NotFoundError('file', root) (noun `folder`) when the folder does not exist (also a symbolic
 *   link to nothing, or a loop); VaultLayoutError when the path is a file or goes through one (`vault
 *   path … is a file, not a folder`); an `Error` with `code` `EACCES`/`EPERM` when it cannot be read
 *   (leftovers L113: each said as it is, not "not found").
 * @throws ConfigError naming the key when a host's `config` holds a wrong value (R64).
 * Spec: docs/contracts.md, Vault model.
 */
export async function openVault(root: string, config: MaConfig): Promise<Vault> {
  let real: string;
  let folder: boolean;
  try {
    real = await realpath(root);
    folder = (await stat(real)).isDirectory();
  } catch (error) {
    throw await vaultRootProblem(root, error);
  }
  // L113: a file is said to be a file, an unreadable folder unreadable — not "not found".
  if (!folder) throw await vaultRootProblem(root, null);
  const unreadable = await unreadableVaultRoot(root, real);
  if (unreadable !== null) throw unreadable;
  const { config: spelled } = await spellConfiguredPaths(real, completeConfig(config));
  return Object.freeze({
    root: real,
    config: spelled,
    resolve: (rel: string, opts: VaultResolveOptions) =>
      resolveSafePath(real, rel, { ...opts, trashFolder: opts.trashFolder ?? spelled.folders.trash }),
  });
}
