import path from 'node:path';
import { ConfigError } from '../errors/index.js';
import { readFile } from '../fs/blocking-fs.js';
import type { ModelOverrides } from './apply-model-overrides.js';
import type { MaConfig } from './config-schema.js';
import { parseJsonKeepingNumberText } from './json-number-sources.js';
import { parseConfig } from './parse-config.js';

/**
 * File name of the configuration inside a vault.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export const CONFIG_FILE_NAME = 'meeting-assistant.json';

function jsonPosition(text: string, message: string): string {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return `line ${lc[1]}, column ${lc[2]}`;
  const pos = /position (\d+)/.exec(message);
  if (!pos) return text.trim() === '' ? 'line 1, column 1 (empty file)' : 'unknown position';
  const before = text.slice(0, Number(pos[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/**
 * What a user who copied a JSONC example (the docs' configuration examples carry `//` comments) or left a trailing
 * comma should read after the parser's own words, or `''`: the JSON error at `message`'s position is a comment or
 * a comma before a closing bracket (review5 Q6).
 */
function jsonHint(text: string, message: string): string {
  const pos = /position (\d+)/.exec(message);
  if (!pos) return '';
  const at = Number(pos[1]);
  if (text.startsWith('//', at) || text.startsWith('/*', at))
    return ' (comments are not allowed: meeting-assistant.json is plain JSON, not JSONC — remove the // and /* */ parts copied from the docs)';
  if ((text[at] === '}' || text[at] === ']') && /,\s*$/.test(text.slice(0, at)))
    return ' (a trailing comma before a closing bracket is not allowed in JSON — remove it)';
  return '';
}

/**
 * Reads `<vault>/meeting-assistant.json` (or `configPath`, resolved against the
 * current directory), validates it and applies defaults. A missing implicit
 * `<vault>/meeting-assistant.json` gives the defaults; an explicitly given
 * `configPath` must exist. A UTF-8 BOM is tolerated. `modelOverrides` (CLI flags and
 * environment: `--base-url`/`MA_BASE_URL`, `--model`, `--api-key-env`, `--max-steps`) are merged
 * into the file's raw `model` section BEFORE validation (see `parseConfig`), so a partial section
 * (`{ "retry": …, "timeoutMs": 3000 }`) is valid when the overrides complete it; without them an
 * incomplete section is an error naming the missing key.
 * @returns a deep-frozen `MaConfig`: change a copy (`{ ...config, model: { ...config.model, … } }`);
 *   an assignment to it is ignored without an error in CommonJS sloppy mode (it throws in ESM).
 * @throws ConfigError `config file not found: <absolute path>` when `configPath` is given but
 *   missing (or is a folder); for invalid JSON (message names the file, line and column)
 *   or an invalid value (`model.retry.attempts: expected a whole number >= 0, got "three"`,
 *   `model.baseURL: expected a base URL (config "model.baseURL" or --base-url), got nothing`).
 * Spec: docs/contracts.md, Config; docs/vault-format.md, Configuration.
 */
export async function loadConfig(opts: {
  vault: string;
  configPath?: string | undefined;
  modelOverrides?: ModelOverrides | undefined;
}): Promise<MaConfig> {
  const parseOpts = opts.modelOverrides ? { modelOverrides: opts.modelOverrides } : {};
  const file = opts.configPath ? path.resolve(opts.configPath) : path.join(opts.vault, CONFIG_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR') throw error;
    // Only the implicit `<vault>/meeting-assistant.json` may be absent; a named file must exist.
    if (opts.configPath)
      throw new ConfigError(
        file,
        'an existing JSON file',
        code === 'EISDIR' ? 'a folder' : 'nothing',
        `config file not found: ${file}`,
      );
    if (code === 'EISDIR')
      throw new ConfigError(file, 'a JSON file', 'a folder', `${file}: is a folder, not a JSON file`);
    return parseConfig(undefined, parseOpts);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let data: unknown;
  try {
    data = parseJsonKeepingNumberText(text);
  } catch (error) {
    const detail = (error as Error).message;
    const where = jsonPosition(text, detail);
    throw new ConfigError(
      file,
      'valid JSON',
      detail,
      `${file}: invalid JSON at ${where}: ${detail}${jsonHint(text, detail)}`,
    );
  }
  // S13: a file holding only `null` is refused as `[]` or `true` are, not read as no configuration at all.
  if (data === null) throw new ConfigError('(root)', 'a JSON object', 'null');
  return parseConfig(data, parseOpts);
}
