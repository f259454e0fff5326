import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ModelOverrideError } from '../io/model-override-error.js';
import { UsageError } from '../io/usage-error.js';

/** The flag and the variable that can set each model key (apps/cli `givenOverrides`). */
const OVERRIDE_SOURCES: Record<string, readonly string[]> = {
  'model.baseURL': ['--base-url', 'MA_BASE_URL'],
  'model.model': ['--model', 'MA_MODEL'],
  'model.apiKeyEnv': ['--api-key-env', 'MA_API_KEY_ENV'],
  'model.maxSteps': ['--max-steps'],
};

/**
 * The `fix:` line of `ma doctor`'s failed configuration check, pointing where the bad value came
 * from: the `--config` path (a `UsageError`), a model flag or `MA_*` variable that overrides the
 * file (`ModelOverrideError`: `fix the --base-url flag …`), else the configuration file, naming
 * `meeting-assistant.README.md` only when it is there (a vault not made by `ma init` has none).
 * @param error what loading the configuration threw.
 * @param configFile the configuration file's absolute path.
 * @returns one line; never throws.
 * Spec: docs/vault-format.md, Configuration; review9 V14 (the fix names where the value came from).
 */
export async function configFix(error: unknown, configFile: string): Promise<string> {
  if (UsageError.isInstance(error))
    return "pass an existing file to --config, or leave it out to use the vault's meeting-assistant.json";
  if (ModelOverrideError.isInstance(error)) {
    const sources = OVERRIDE_SOURCES[error.configError.key] ?? [];
    const source = error.given.find((g) => sources.includes(g));
    if (source !== undefined)
      return `fix ${source.startsWith('--') ? `the ${source} flag` : `the ${source} environment variable`} (it overrides ${error.configError.key} of ${configFile})`;
    return `fix ${error.describeGiven()} (they override the model settings of ${configFile})`;
  }
  const readme = join(dirname(configFile), 'meeting-assistant.README.md');
  const explained = (await stat(readme).catch(() => null))?.isFile() === true;
  return `edit ${configFile}${explained ? ' (meeting-assistant.README.md beside it explains each key)' : ''}`;
}
