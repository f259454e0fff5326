import { ConfigError } from '../errors/index.js';
import type { ModelConfig } from './config-schema.js';
import { envVariableProblem } from './env-variable-problem.js';

/** What an HTTP `Authorization` header may carry: printable ASCII without spaces (RFC 9110 token68 and friends). */
const KEY_CHARACTER = /^[\x21-\x7e]$/;

/** How a character that cannot be in a key reads in a message (never the key itself). */
function describeCharacter(ch: string): string {
  if (ch === '\n' || ch === '\r') return 'a line break';
  if (ch === '\t' || ch === ' ') return 'a space';
  const code = ch.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code < 0x20 || (code >= 0x7f && code < 0xa0)
    ? `a control character (${hex})`
    : `the character ${hex}`;
}

/**
 * The key checked to be sendable in an `Authorization` header: surrounding white space (the line break a key file
 * ends with) is dropped; a line break, space, control or non-ASCII character inside (a comment line in the key file,
 * two keys pasted, an invisible character copied from a web page) is refused by its 1-based position and kind, so
 * the key never reaches a request whose error would quote it (review8 U13).
 * @throws ConfigError(`setting`, …) naming where the key came from, never the key.
 */
function checkedKey(value: string, setting: 'model.apiKey' | 'model.apiKeyEnv', source: string): string {
  const key = value.trim();
  const chars = [...key];
  // A line break is named first: it is what a key file with a comment line or two pasted keys holds.
  const lineBreak = chars.findIndex((ch) => ch === '\n' || ch === '\r');
  const bad = lineBreak !== -1 ? lineBreak : chars.findIndex((ch) => !KEY_CHARACTER.test(ch));
  if (bad === -1) return key;
  const what = describeCharacter(chars[bad] as string);
  throw new ConfigError(
    setting,
    'an API key of printable ASCII characters without spaces',
    `${what} at character ${bad + 1}`,
    `${setting}: ${source} holds ${what} at character ${bad + 1} of the key; put only the key in it (one line, no comment, no spaces; retype characters copied from a web page)`,
  );
}

/**
 * The API key to send: `model.apiKey` when set, else the value of the
 * environment variable named by `model.apiKeyEnv`, else `undefined` (local
 * servers need none). A variable that is empty (or only white space) gives no key either, said as
 * empty, not unset (L95). Surrounding white
 * space is dropped.
 * @throws ConfigError('model.apiKeyEnv', …) naming the variable when it is named but unset or empty; ConfigError
 *   ('model.apiKey' / 'model.apiKeyEnv', …) when the key holds a line break, a space, a control or a non-ASCII
 *   character (by position, never quoting the key: review8 U13).
 * Spec: docs/vault-format.md, Configuration (`apiKeyEnv`); README, "Connecting a model" (the key is never shown).
 */
export function resolveApiKey(
  model: ModelConfig,
  env: Record<string, string | undefined>,
): string | undefined {
  if (model.apiKey !== undefined) return checkedKey(model.apiKey, 'model.apiKey', 'the configured key');
  if (model.apiKeyEnv === undefined) return undefined;
  // L95: set but empty is said as such, not as unset (the user looks in the right place).
  const problem = envVariableProblem(env, model.apiKeyEnv);
  if (problem !== null) {
    throw new ConfigError(
      'model.apiKeyEnv',
      `the environment variable ${model.apiKeyEnv} to hold the API key`,
      problem === 'is not set' ? 'it is unset' : 'it is empty',
      `model.apiKeyEnv: the environment variable ${model.apiKeyEnv} ${problem} (it should hold the API key)`,
    );
  }
  return checkedKey(
    env[model.apiKeyEnv] as string,
    'model.apiKeyEnv',
    `the environment variable ${model.apiKeyEnv}`,
  );
}
