import type { MaConfig } from './config-schema.js';
import { parseConfig } from './parse-config.js';

let sections: readonly string[] | undefined;

/** The top-level sections every parsed configuration has (`folders`, `files`, `model`, `limits`, …). */
function configSections(): readonly string[] {
  sections ??= Object.keys(parseConfig(undefined));
  return sections;
}

/**
 * A configuration a host gives a library function (`openVault(root, config)`, `summarizeMeeting({ config })`)
 * as a checked, complete `MaConfig`: one from `loadConfig` or `parseConfig` (deep-frozen, every section
 * present) as it is; anything else — a host's own object missing whole sections (`{ folders: { … } }`
 * without `limits` or `files`), a spread copy of a loaded one with the host's own `model: { baseURL,
 * model }` — checked and completed with the configuration file's defaults through {@link parseConfig}.
 * A host's `model` object is the model (`models.main` of a spread copy names the old one and is dropped:
 * R61); `undefined` is the defaults.
 *
 * Before, `openVault` kept such an object as it was and the tools failed at their first call with a
 * TypeError ("Cannot read properties of undefined (reading 'readChars')"): R64.
 *
 * @throws ConfigError naming the key (`limits.readChars: expected …`), as for the configuration file.
 * Spec: docs/contracts.md (@ma/core, Config; Vault model); review R61, R64.
 */
export function completeConfig(config: unknown): MaConfig {
  if (config === undefined) return parseConfig(undefined);
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return parseConfig(config);
  const given = config as Record<string, unknown>;
  if (Object.isFrozen(config) && configSections().every((key) => key in given)) return config as MaConfig;
  const models = given.models;
  if (
    given.model !== null &&
    typeof given.model === 'object' &&
    models !== null &&
    typeof models === 'object'
  ) {
    const { main: _main, ...others } = models as Record<string, unknown>;
    return parseConfig({ ...given, models: others });
  }
  return parseConfig({ ...given });
}
