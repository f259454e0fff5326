/**
 * Why an environment variable the configuration names gives no value (L95): `is not set` when it
 * is absent, `is set but empty` when it holds nothing or only white space (`export MA_API_KEY=`,
 * a service file's `Environment=MA_API_KEY=`), so the user looks in the right place. `null` when it
 * holds a value.
 * @param env the environment (`process.env` or a host's own).
 * @param name the variable's name.
 * @returns `is not set`, `is set but empty`, or null.
 * Spec: docs/vault-format.md, Configuration (`apiKeyEnv`, `daemon.hooks.webhook.secretEnv`).
 */
export function envVariableProblem(
  env: Record<string, string | undefined>,
  name: string,
): 'is not set' | 'is set but empty' | null {
  const value = env[name];
  if (value === undefined) return 'is not set';
  return value.trim() === '' ? 'is set but empty' : null;
}
