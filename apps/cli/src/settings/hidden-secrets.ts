/**
 * Secrets in the configuration never reach the settings agent's model: `read_settings config`
 * shows each secret as a placeholder that names where it is, and a proposed configuration that
 * keeps a placeholder gets the secret back from the file before it is shown and written.
 * A secret is a string under a key that names one (`apiKey`, the webhook's `secret`, and any
 * `token`, `password`, `authorization`, or key ending in `Key`, `Secret`, `Token`, `Password`;
 * never a `…Env` key, which only names a variable), and the webhook's `url` (Slack, Teams,
 * Discord and automation webhooks are capability URLs: whoever has one can post).
 * Spec: review R24, N10 (a model endpoint is told no secret it does not need).
 */

const PLACEHOLDER = /"\(hidden by ma settings: ([^)"]*)\)"/g;

const SECRET_KEY = /^(?:token|password|passphrase|authorization|secret)$|(?:Key|Secret|Token|Password)$/i;
const SECRET_POINTER = /^\/daemon\/hooks\/webhook\/url$/;

/** Whether the string at `pointer` (last key `key`) is a secret. */
function isSecret(key: string, pointer: string): boolean {
  return (SECRET_KEY.test(key) && !/Env$/.test(key)) || SECRET_POINTER.test(pointer);
}

/** Every secret string of a parsed configuration, by JSON pointer (`/model/apiKey`). */
function secrets(data: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, value] of Object.entries(data)) {
    const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (typeof value === 'string' && isSecret(key, here)) out.set(here, value);
    else secrets(value, here, out);
  }
  return out;
}

/**
 * `text` (the configuration file) with every secret value replaced by
 * `"(hidden by ma settings: /model/apiKey)"` (its JSON pointer); text that is not JSON is
 * returned as it is.
 * Spec: review R24, N10.
 */
export function hideSecrets(text: string): string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  let out = text;
  for (const [pointer, key] of secrets(data)) {
    const literal = JSON.stringify(key);
    out = out.split(literal).join(`"(hidden by ma settings: ${pointer})"`);
  }
  return out;
}

/**
 * `content` with each placeholder of {@link hideSecrets} replaced by the secret it stands for in
 * `current` (the configuration file as it is).
 * @returns the content to write, or `{ missing }` naming a placeholder with no secret behind it.
 * Spec: review R24, N10.
 */
export function restoreSecrets(content: string, current: string | null): string | { missing: string } {
  let keys = new Map<string, string>();
  try {
    keys = current === null ? keys : secrets(JSON.parse(current));
  } catch {
    // An unreadable current file has no keys to restore.
  }
  let missing: string | null = null;
  const out = content.replace(PLACEHOLDER, (whole, pointer: string) => {
    const key = keys.get(pointer);
    if (key === undefined) missing ??= pointer;
    return key === undefined ? whole : JSON.stringify(key);
  });
  return missing === null ? out : { missing };
}
