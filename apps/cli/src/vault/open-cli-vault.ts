/**
 * Finding and opening the vault of a command. Spec: issue #6, "`ma`: summarize a real meeting end
 * to end from the command line"; docs/vault-format.md (Configuration).
 */
import { dirname, join, resolve } from 'node:path';
import {
  assertConfiguredPathKinds,
  CONFIG_FILE_NAME,
  ConfigError,
  expandHome,
  fsOps,
  loadConfig,
  type MaConfig,
  type ModelOverrides,
  modelOverridesFromEnv,
  openVault,
  parseConfig,
  pasteCommandText,
  STATE_FOLDER,
  type Vault,
  vaultRootProblem,
} from '@ma/core';
import type { CliIo } from '../io/cli-io.js';
import { ConfigFileError } from '../io/config-file-error.js';
import type { GlobalOptions, ModelFlagOptions } from '../io/global-options.js';
import { ModelOverrideError } from '../io/model-override-error.js';
import { UsageError } from '../io/usage-error.js';
import { findVaultRoot } from './find-vault-root.js';
import { vaultOfNote } from './vault-of-note.js';

/** Where a command's vault and configuration live (absolute paths). */
export interface VaultLocation {
  root: string;
  /** The `--config` file, absolute, or undefined for `<root>/meeting-assistant.json`. */
  configPath: string | undefined;
}

/**
 * Resolves `--vault` (against the working folder; default: {@link findVaultRoot})
 * and `--config`; a leading `~` or `~/` in either is the home folder (core `expandHome`: a quoted
 * tilde the shell did not expand, review4 P7).
 * @param requireVault when true (the default) and neither `--vault` nor `--config` is given,
 *   no `meeting-assistant.json` was found upward and the working folder has no `Meetings/`
 *   folder, the command is not run inside a vault: a usage error says so (`ma doctor` passes false
 *   and reports it as a check).
 * @param note L316: the command's `<meeting>` as typed: when it is a file path (absolute, `~/…`, or a file
 *   from the working folder) and neither `--vault` nor `--config` is given, the vault is the one its own
 *   path lies in (`vaultOfNote`); a file path in no vault, run outside a vault, is a usage error naming
 *   what was looked for.
 * @throws UsageError when the vault folder does not exist, names a file (said so, never "create
 *   one with `ma init <file>`", issue 9 H16), or no vault is found.
 */
export async function locateVault(
  opts: GlobalOptions,
  io: CliIo,
  requireVault = true,
  note?: string,
): Promise<VaultLocation> {
  // L316: a note given by its file path is in the vault its own path names (`ma summarize /abs/vault/Meetings/x.md`
  // from anywhere), found as the working folder's is; a path outside any vault says what was looked for.
  const ofNote =
    note !== undefined && !opts.vault && !opts.config ? await vaultOfNote(note, io.cwd, io.env) : null;
  if (ofNote !== null && ofNote.root === null && !(await looksLikeVault(await findVaultRoot(io.cwd))))
    throw new UsageError(
      `no vault found for ${note}: no ${CONFIG_FILE_NAME} or ${STATE_FOLDER}/ in ${ofNote.looked} or any folder above, and it is not in a ${defaultMeetingsFolder()}/ folder; ` +
        'pass --vault <dir> or give the meeting by its name from inside your vault',
    );
  // review4 P7: a quoted "~/vault" means the home folder, as the shell would have read it.
  const root = opts.vault
    ? resolve(io.cwd, expandHome(opts.vault, io.env).path)
    : (ofNote?.root ?? (await findVaultRoot(io.cwd)));
  let failure: unknown = null;
  const info = await fsOps.stat(root).catch((error: unknown) => {
    failure = error;
    return null;
  });
  const file = info === null ? await fileOnTheWay(root) : info.isDirectory() ? null : root;
  if (file !== null) {
    const given = opts.vault ? `--vault ${opts.vault}` : 'the working folder';
    const what = file === root ? `names a file (${root})` : `goes through a file (${file})`;
    throw new UsageError(
      `${given} ${what}, not a vault folder; pass the folder that holds ${defaultMeetingsFolder()}/ or ${CONFIG_FILE_NAME}` +
        ` (e.g. ${pasteCommandText(['--vault', dirname(file)])})`,
    );
  }
  // L113: a dangling or looping link, an unreadable folder: not "does not exist; create one".
  if (
    info === null &&
    ((failure as { code?: unknown } | null)?.code !== 'ENOENT' ||
      (await fsOps.lstat(root).catch(() => null))?.isSymbolicLink())
  ) {
    const given = opts.vault ? `--vault ${opts.vault}` : 'the working folder';
    throw new UsageError(`${given}: ${(await vaultRootProblem(root, failure)).message}`);
  }
  if (info === null) {
    throw new UsageError(
      `vault folder ${root} does not exist; create one with \`${pasteCommandText(['ma', 'init', ...((opts.vault ?? '.').startsWith('-') ? ['--'] : []), opts.vault ?? '.'])}\``,
    );
  }
  if (requireVault && !opts.vault && !opts.config && !ofNote?.root && !(await looksLikeVault(root))) {
    throw new UsageError(
      `no vault found: no ${CONFIG_FILE_NAME} in ${root} or any folder above, and no ${defaultMeetingsFolder()}/ folder in ${root}; ` +
        'pass --vault <dir>, cd into your vault, or create one with `ma init`',
    );
  }
  return {
    root,
    configPath: opts.config ? resolve(io.cwd, expandHome(opts.config, io.env).path) : undefined,
  };
}

/** The nearest existing ancestor of a missing `abs` when it is a file (`notes.md/vault`), else null. */
async function fileOnTheWay(abs: string): Promise<string | null> {
  for (let dir = dirname(abs); dir !== dirname(dir); dir = dirname(dir)) {
    const info = await fsOps.stat(dir).catch(() => null);
    if (info !== null) return info.isDirectory() ? null : dir;
  }
  return null;
}

/** The meetings folder of a vault without a configuration file: core's default (`Meetings`). */
function defaultMeetingsFolder(): string {
  return parseConfig(undefined).folders.meetings;
}

/**
 * True when `root` holds `meeting-assistant.json` or, lacking one (so core's defaults apply), the
 * default meetings folder.
 */
async function looksLikeVault(root: string): Promise<boolean> {
  const [config, meetings] = await Promise.all([
    fsOps.stat(join(root, CONFIG_FILE_NAME)).catch(() => null),
    fsOps.stat(join(root, defaultMeetingsFolder())).catch(() => null),
  ]);
  return config?.isFile() === true || meetings?.isDirectory() === true;
}

/**
 * The model overrides of a command: flags (`--base-url`, `--model`, `--api-key-env`,
 * `--max-steps`) win over the environment (`MA_BASE_URL`, `MA_MODEL`, `MA_API_KEY_ENV`).
 * Commands without model flags pass `{}` and still get the environment's values.
 */
export function modelOverridesFrom(flags: ModelFlagOptions, io: CliIo): ModelOverrides {
  const env = modelOverridesFromEnv(io.env);
  return {
    baseURL: flags.baseUrl ?? env.baseURL,
    model: flags.model ?? env.model,
    apiKeyEnv: flags.apiKeyEnv ?? env.apiKeyEnv,
    maxSteps: flags.maxSteps,
  };
}

/**
 * The model overrides actually given, named as the user gave them: a flag (`--base-url`,
 * `--model`, `--api-key-env`, `--max-steps`) when set, else its environment variable
 * (`MA_BASE_URL`, `MA_MODEL`, `MA_API_KEY_ENV`) when non-empty. Commands without model flags pass
 * `{}`, so only the variables are named.
 */
export function givenOverrides(flags: ModelFlagOptions, io: CliIo): string[] {
  const given: string[] = [];
  const set = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');
  const pairs = [
    ['--base-url', flags.baseUrl, 'MA_BASE_URL'],
    ['--model', flags.model, 'MA_MODEL'],
    ['--api-key-env', flags.apiKeyEnv, 'MA_API_KEY_ENV'],
  ] as const;
  for (const [flag, value, variable] of pairs) {
    if (set(value)) given.push(flag);
    else if (set(io.env[variable])) given.push(variable);
  }
  if (set(flags.maxSteps)) given.push('--max-steps');
  return given;
}

/** True when an override would change something (core ignores empty strings). */
function anyOverride(overrides: ModelOverrides): boolean {
  return Object.values(overrides).some(
    (v) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== ''),
  );
}

/**
 * Loads a command's configuration with core's `loadConfig`, the model overrides (flags/env) merged
 * into the file's raw `model` section before validation, so a partial section completed by
 * them is valid and an incomplete one names the missing key.
 * @param given the overrides as the user gave them ({@link givenOverrides}), named in the error.
 * @throws UsageError `config file not found: <file>; check the --config path` (exit 2);
 *   ConfigFileError (invalid configuration, naming the file); ModelOverrideError when overrides
 *   are in play and the problem is in the `model` section (the file or the overrides may be at
 *   fault: the message's hint names the file and the overrides actually given).
 */
export async function loadCliConfig(
  where: VaultLocation,
  overrides: ModelOverrides,
  given: readonly string[] = [],
): Promise<MaConfig> {
  const file = where.configPath ?? join(where.root, CONFIG_FILE_NAME);
  try {
    return await loadConfig({ vault: where.root, configPath: where.configPath, modelOverrides: overrides });
  } catch (error) {
    if (!ConfigError.isInstance(error)) throw error;
    if (where.configPath && error.expected === 'an existing JSON file') {
      const what = error.got === 'a folder' ? 'config file is a folder' : 'config file not found';
      throw new UsageError(`${what}: ${where.configPath}; check the --config path`);
    }
    if (anyOverride(overrides) && error.key.startsWith('model.'))
      throw new ModelOverrideError(file, given, error);
    throw new ConfigFileError(file, error);
  }
}

/**
 * Opens the vault of a command: locate it, load its configuration with the model overrides
 * (`flags` when given, the environment always; see {@link loadCliConfig}), `openVault`, and check
 * that no configured folder is a file (nor a configured file a folder).
 * @throws UsageError (no such folder, no vault here, no `--config` file), ConfigFileError (invalid
 *   configuration, naming the file), ModelOverrideError (model flags/env that leave the model
 *   section invalid), core's VaultLayoutError (`Meetings is a file, not a folder; …: rename or move
 *   …`, exit 1; review4 P7).
 */
export async function openCliVault(
  opts: GlobalOptions,
  io: CliIo,
  flags?: ModelFlagOptions,
  note?: string,
): Promise<Vault> {
  const where = await locateVault(opts, io, true, note);
  const config = await loadCliConfig(
    where,
    modelOverridesFrom(flags ?? {}, io),
    givenOverrides(flags ?? {}, io),
  );
  const vault = await openVault(where.root, config);
  await assertConfiguredPathKinds(vault);
  return vault;
}
