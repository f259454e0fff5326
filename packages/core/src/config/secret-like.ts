/**
 * Recognising secrets in configuration values so messages never quote them (review4 P10, the M7
 * rule applied to the config check's own messages: a key there would reach terminals, CI logs,
 * a service's journal and screen shares).
 */

const SECRET_NAME =
  /^(?:token|password|passphrase|authorization|secret|credentials?)$|(?:Key|Secret|Token|Password)$/i;

/**
 * Whether a configuration key names a secret (`apiKey`, `apikey`, `secret`, `token`, `password`,
 * `authorization`, any name ending in `Key`/`Secret`/`Token`/`Password`), never a `…Env` key (it
 * only names an environment variable).
 * Spec: review4 P10; review R24 (the same names `ma settings` hides).
 */
export function namesSecret(key: string): boolean {
  return SECRET_NAME.test(key) && !/Env$/i.test(key);
}

const KNOWN_PREFIX =
  /^(?:sk|rk|pk|xox[abeprs]|ghp|gho|ghs|ghu|github_pat|glpat|hf|whsec|gsk|key)[-_][A-Za-z0-9_-]{6,}/;

/**
 * Whether a string looks like an API key or token itself: a known key prefix (`sk-…`, `sk_live_…`,
 * `xoxb-…`, `ghp_…`, `github_pat_…`, `glpat-…`, `hf_…`, `whsec_…`, `AIza…`), a `Bearer …` header
 * value, or a run of at least 32 token characters mixing letters and digits with no `/`, `:` or
 * space (not a model name, path or URL).
 * Spec: review4 P10.
 */
export function looksLikeSecret(value: string): boolean {
  const v = value.trim();
  if (KNOWN_PREFIX.test(v) || /^AIza[0-9A-Za-z_-]{20,}/.test(v) || /^Bearer\s+\S{8,}/i.test(v)) return true;
  return v.length >= 32 && /^[A-Za-z0-9_\-+=.]+$/.test(v) && /[0-9]/.test(v) && /[A-Za-z]/.test(v);
}

/**
 * How a secret-looking string is named in a message: its recognisable start and its length, never
 * the rest — `sk-proj-…, 25 characters`.
 * Spec: review4 P10.
 */
export function secretShape(value: string): string {
  const v = value.trim();
  const start =
    /^Bearer\s+/i.exec(v)?.[0] ?? /^[A-Za-z]{2,10}[-_](?:[A-Za-z]{2,6}[-_])?/.exec(v)?.[0] ?? v.slice(0, 3);
  return `${start.length < v.length ? start : ''}…, ${v.length} characters`;
}

/**
 * A short description of a value that must not be quoted (under a secret's name): its kind and
 * size only — `a string of 25 characters`, `a list of 1 item`, `an object`.
 * Spec: review4 P10.
 */
export function secretKindOf(value: unknown): string {
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
