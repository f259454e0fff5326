/**
 * API keys in the configuration never reach the settings agent's model: `read_settings config`
 * shows each `apiKey` as a placeholder that names where it is, and a proposed configuration
 * that keeps a placeholder gets the key back from the file before it is shown and written.
 * Spec: review R24 (a model endpoint is told no secret it does not need).
 */

const PLACEHOLDER = /"\(hidden by ma settings: ([^)"]*)\)"/g;

/** Every `apiKey` string of a parsed configuration, by JSON pointer (`/model/apiKey`). */
function apiKeys(data: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, value] of Object.entries(data)) {
    const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === 'apiKey' && typeof value === 'string') out.set(here, value);
    else apiKeys(value, here, out);
  }
  return out;
}

/**
 * `text` (the configuration file) with every `apiKey` value replaced by
 * `"(hidden by ma settings: /model/apiKey)"`; text that is not JSON is returned as it is.
 */
export function hideApiKeys(text: string): string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return text;
  }
  let out = text;
  for (const [pointer, key] of apiKeys(data)) {
    const literal = JSON.stringify(key);
    out = out.split(literal).join(`"(hidden by ma settings: ${pointer})"`);
  }
  return out;
}

/**
 * `content` with each placeholder of {@link hideApiKeys} replaced by the key it stands for in
 * `current` (the configuration file as it is).
 * @returns the content to write, or `{ missing }` naming a placeholder with no key behind it.
 */
export function restoreApiKeys(content: string, current: string | null): string | { missing: string } {
  let keys = new Map<string, string>();
  try {
    keys = current === null ? keys : apiKeys(JSON.parse(current));
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
