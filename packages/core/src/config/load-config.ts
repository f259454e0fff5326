import path from 'node:path';
import { ConfigError, NotTextError } from '../errors/index.js';
import { readFile } from '../fs/blocking-fs.js';
import { checkTextChunk, decodeTextLine } from '../fs/decode-text.js';
import { jsonNestingProblem, MAX_JSON_NESTING } from '../text/json-nesting.js';
import type { ModelOverrides } from './apply-model-overrides.js';
import type { MaConfig } from './config-schema.js';
import { foreignConfigFormat } from './foreign-config-format.js';
import { configNumberProblem, parseJsonKeepingNumberText } from './json-number-sources.js';
import { parseConfig } from './parse-config.js';

/**
 * File name of the configuration inside a vault.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export const CONFIG_FILE_NAME = 'meeting-assistant.json';

/**
 * The offset in `text` where `JSON.parse` stopped, from its message (`… at position 12 …`), or, when the
 * message names none (Node 22: `Unexpected end of JSON input`; `Unexpected token '/', "// c…" is not valid
 * JSON` for a comment on the first line), the end of the longest start of `text` that is still the start of
 * some JSON value (found by parsing starts of `text`: a start that only lacks its end fails at its own end).
 * Null for an empty text. reviewA R4 (session 22): such errors were "at unknown position", with no hint.
 */
function jsonErrorOffset(text: string, message: string): number | null {
  const pos = /position (\d+)/.exec(message);
  if (pos) return Number(pos[1]);
  if (text.trim() === '') return null;
  const viable = (end: number): boolean => {
    const start = text.slice(0, end);
    try {
      JSON.parse(start);
      return true;
    } catch (error) {
      const m = (error as Error).message;
      if (/Unexpected end of JSON input/.test(m)) return true;
      const at = /position (\d+)/.exec(m);
      return at !== null && Number(at[1]) >= start.length;
    }
  };
  // Binary search: every start of a viable start is viable.
  let lo = 0;
  let hi = text.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (viable(mid)) lo = mid;
    else hi = mid;
  }
  return viable(hi) ? text.length : lo;
}

function jsonPosition(text: string, message: string): string {
  const lc = /line (\d+) column (\d+)/.exec(message);
  // Our own errors (a duplicate key, T7) name their line and column only: the text parses to its end.
  if (lc && !/position \d+/.test(message)) return `line ${lc[1]}, column ${lc[2]}`;
  const at = jsonErrorOffset(text, message);
  if (at === null) return 'line 1, column 1 (empty file)';
  const before = text.slice(0, at);
  const where = lc
    ? `line ${lc[1]}, column ${lc[2]}`
    : `line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
  // reviewA R4: a file cut off (or lacking its last brackets) fails at its end, said in words.
  const end =
    text.slice(at).trim() === '' ? ' (the end of the file: a closing } or ] or a value is missing)' : '';
  return `${where}${end}`;
}

/**
 * `JSON.parse`'s message without the stretch of the file it quotes (Node 22: `Unexpected token 's',
 * ..."apiKey": sk-live-AB"... is not valid JSON`; a file holding only a key is quoted whole): the file
 * may carry an API key, and the message reaches terminals and logs (review s37 V27; the line and column
 * are said beside it). Other messages (`… at position 12 (line 1 column 13)`) are returned as they are.
 */
function withoutQuotedText(message: string): string {
  return message.replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '');
}

/**
 * The configuration file's bytes as text. A file that is not UTF-8 — UTF-16 with its byte-order mark
 * (Windows PowerShell 5's `>` and `Out-File`, Notepad's "Unicode"), NUL bytes, Latin-1 bytes — is refused
 * naming its encoding and the fix, never decoded with U+FFFD into a JSON error quoting mojibake or a value
 * holding it (reviewA R3, session 22). A UTF-8 byte-order mark stays (the caller drops it).
 * @throws ConfigError `<file>: not a UTF-8 text file (it is UTF-16 …); save it as UTF-8 …`.
 */
function configText(bytes: Buffer, file: string): string {
  try {
    checkTextChunk(bytes, file, true);
    return decodeTextLine(bytes, file);
  } catch (error) {
    if (!NotTextError.isInstance(error)) throw error;
    const reason = error.message.slice(path.basename(file).length + 2);
    throw new ConfigError(
      file,
      'UTF-8 JSON text',
      reason,
      `${file}: ${reason}; save it as UTF-8 (an editor's "Save with Encoding: UTF-8"; PowerShell: Set-Content -Encoding utf8)`,
    );
  }
}

/**
 * What a user who copied a JSONC example (the docs' configuration examples carry `//` comments) or left a trailing
 * comma should read after the parser's own words, or `''`: the JSON error at `message`'s position is a comment or
 * a comma before a closing bracket (review5 Q6).
 */
function jsonHint(text: string, message: string): string {
  const at = jsonErrorOffset(text, message);
  if (at === null) return '';
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
 *   missing (or is a folder); for invalid JSON (message names the file, line and column; a file
 *   in YAML or TOML is named so, with its first such line: L260)
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
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
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
  let text = configText(bytes, file);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // L498: JSON nested past MAX_JSON_NESTING is refused before the parse, whose reviver recurses per level.
  const deep = jsonNestingProblem(text);
  if (deep !== null)
    throw new ConfigError(
      file,
      `JSON nested at most ${MAX_JSON_NESTING} levels deep`,
      deep,
      `${file}: the JSON is ${deep}`,
    );
  let data: unknown;
  try {
    data = parseJsonKeepingNumberText(text);
  } catch (error) {
    const detail = (error as Error).message;
    // L260: a YAML or TOML file is named as such, with the line that shows it and the format expected.
    const foreign = foreignConfigFormat(text, file);
    if (foreign)
      throw new ConfigError(
        file,
        'JSON',
        foreign.format,
        `${file}: line ${foreign.line} ("${foreign.text}") is ${foreign.format}, but the configuration is read as JSON only: write the same keys as one JSON object ({"model": {"baseURL": "\u2026", "model": "\u2026"}})`,
      );
    const where = jsonPosition(text, detail);
    const said = withoutQuotedText(detail);
    throw new ConfigError(
      file,
      'valid JSON',
      said,
      `${file}: invalid JSON at ${where}: ${said}${jsonHint(text, detail)}`,
    );
  }
  // L499: every number setting is a whole number: one written with a fraction that the parse drops
  // (`1.0000000000000001` reads as 1) is refused as written, never taken as the whole number in silence.
  const number = configNumberProblem(text);
  if (number !== null) throw new ConfigError(number.where, 'a whole number', number.written, number.message);
  // S13: a file holding only `null` is refused as `[]` or `true` are, not read as no configuration at all.
  if (data === null) throw new ConfigError('(root)', 'a JSON object', 'null');
  return parseConfig(data, parseOpts);
}
