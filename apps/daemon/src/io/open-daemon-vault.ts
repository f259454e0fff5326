/**
 * Opening the vault an `ma-daemon` command names. Spec: issue 12 (`--vault V`).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  assertConfiguredPathKinds,
  expandHome,
  loadConfig,
  modelOverridesFromEnv,
  openVault,
  type Vault,
  vaultRootProblem,
} from '@ma/core';
import { type DaemonIo, UsageError } from './daemon-io.js';

/** `--vault` and `--config` of every command. */
export interface VaultOptions {
  vault?: string;
  config?: string;
}

/**
 * Loads the configuration (`--config`, else `<vault>/meeting-assistant.json`, else defaults) with
 * the model overrides of the environment (`MA_BASE_URL`, `MA_MODEL`, `MA_API_KEY_ENV`: core
 * `modelOverridesFromEnv`, as every `ma` command; review4 P2) and opens the vault `--vault` names
 * (relative to the working folder).
 * @throws UsageError when `--vault` is not given, or names no usable folder (missing, a file, a
 *   dangling link, unreadable: said which, L113); ConfigError from `loadConfig`;
 *   VaultLayoutError when a configured folder is a file (or a configured file a folder; review4 P7).
 * Spec: issue 12.
 */
export async function openDaemonVault(opts: VaultOptions, io: DaemonIo): Promise<Vault> {
  if (!opts.vault) throw new UsageError('--vault <dir> is required: the vault folder to watch');
  // review4 P7: a quoted "~/vault" (a service file, a launcher) is the home folder.
  const root = path.resolve(io.cwd, expandHome(opts.vault, io.env).path);
  const s = await stat(root).catch((error: unknown) => ({ error }));
  // L113: missing, a file, a dangling link, unreadable: each said as it is (core's vaultRootProblem).
  if ('error' in s || !s.isDirectory())
    throw new UsageError(
      `--vault ${opts.vault}: ${(await vaultRootProblem(root, 'error' in s ? s.error : null)).message}`,
    );
  // P2: MA_BASE_URL / MA_MODEL / MA_API_KEY_ENV count here as for every other `ma` command.
  const config = await loadConfig({
    vault: root,
    modelOverrides: modelOverridesFromEnv(io.env),
    ...(opts.config ? { configPath: path.resolve(io.cwd, expandHome(opts.config, io.env).path) } : {}),
  });
  const vault = await openVault(root, config);
  await assertConfiguredPathKinds(vault);
  return vault;
}
