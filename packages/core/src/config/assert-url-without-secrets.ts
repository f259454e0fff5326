import { ConfigError } from '../errors/index.js';
import { urlSecretPart } from './config-schema.js';
import { describeValue } from './format-config-issues.js';

/**
 * Refuses a model (or webhook) URL that holds a secret, for library callers whose configuration
 * never went through the config check (`parseConfig` refuses the same): user info
 * (`http://user:password@host`), a query or a fragment would be sent with every request and written
 * into run records and messages. The message shows the URL with those parts as `***`.
 * @param key the dotted config key the URL came from (`model.baseURL`, `models.small.baseURL`).
 * @throws ConfigError(key, …) naming the part and where the secret goes instead.
 * Spec: review 3 M7 (the library entry refuses what the config check refuses); README.
 */
export function assertUrlWithoutSecrets(key: string, url: string): void {
  const part = urlSecretPart(url);
  if (part === null) return;
  throw new ConfigError(
    key,
    `an http(s) URL without ${part}`,
    describeValue(url),
    `${key}: expected an http(s) URL without ${part}, got ${describeValue(url)}: it would be sent in every request and written to run records and messages; put the key in "apiKeyEnv" (or "apiKey")`,
  );
}
