/**
 * A configuration file written in another format than JSON: YAML (`model:` / `  baseURL: …`, a `---`
 * line, `# comments`, `- items`) or TOML (`[model]`, `baseURL = "…"`), as people write the
 * configuration of other tools. `JSON.parse` calls such a file "Unexpected token 'm'" at line 1, column
 * 1, naming neither the format found nor the one expected (leftovers L260).
 * Spec: docs/vault-format.md, Configuration (the file is JSON).
 */

/** The format a configuration file that is not JSON is written in, and the first line that shows it. */
export interface ForeignConfigFormat {
  /** `YAML` or `TOML`. */
  format: 'YAML' | 'TOML';
  /** 1-based line number of the first line in that format. */
  line: number;
  /** That line as written (trimmed, at most 60 characters). */
  text: string;
}

const YAML_LINE = /^(?:---\s*$|[A-Za-z_][\w.-]*\s*:(?:\s|$)|-\s+\S|#)/;
const TOML_LINE = /^(?:\[\[?[A-Za-z_][\w.-]*\]\]?\s*$|[A-Za-z_][\w.-]*\s*=\s*\S)/;

/**
 * The format `text` (the bytes of `file`, which `JSON.parse` refused) is written in, when its first line
 * that is not blank reads as YAML or TOML, or `file` is named `.yaml`/`.yml`/`.toml` and does not start
 * like JSON (`{`, `[`). Null otherwise (a broken JSON file keeps JSON's own message). Never throws.
 * @param text the file's text (BOM removed).
 * @param file its path, for the name's extension.
 */
export function foreignConfigFormat(text: string, file: string): ForeignConfigFormat | null {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => l.trim() !== '');
  if (at < 0) return null;
  // `# notes` above a JSON object is JSON with comments, not YAML: JSON's own message says where.
  const body = lines.find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  // A TOML table header (`[model]`) opens with `[` too; a JSON array never holds a bare name.
  if (body !== undefined && /^\s*[{[]/.test(body) && !TOML_LINE.test(body.trim())) return null;
  const first = lines[at]!.trim();
  const shown = keyOnly(first.length > 60 ? `${first.slice(0, 59)}\u2026` : first);
  const found = (format: 'YAML' | 'TOML'): ForeignConfigFormat => ({ format, line: at + 1, text: shown });
  if (TOML_LINE.test(first)) return found('TOML');
  if (YAML_LINE.test(first)) return found('YAML');
  if (/^[{[]/.test(first)) return null;
  if (/\.ya?ml$/i.test(file)) return found('YAML');
  if (/\.toml$/i.test(file)) return found('TOML');
  return null;
}

/**
 * The line as shown in the message: a `key: value` / `key = value` line keeps its key only, with the value
 * replaced by `\u2026`, since a configuration's first line may carry an API key (`apiKey: sk-…`) and
 * messages reach logs and terminals; so does a quoted key (`"apiKey": "sk-…"`), a list item's
 * (`- apiKey: sk-…`) and a commented-out one (`# apiKey: sk-…`; review s37 V30: those were quoted whole).
 * A comment, a list item or a bare line keeps its mark only (`# …`, `- …`, `…`): its text may be the key
 * itself (`- sk-…`, `# sk-…`, a `.yaml` file holding only the key; review s38 V60). A key without a value
 * (`model:`), `---` and a TOML table header (`[model]`) hold none and are shown as written.
 */
function keyOnly(line: string): string {
  const pair = /^((?:#+\s*|-\s+)?(?:"[^"]*"|'[^']*'|[A-Za-z_][\w.-]*)\s*(?::|=))\s*\S/.exec(line);
  if (pair) return `${pair[1]} \u2026`;
  const bareKey = /^(?:#+\s*|-\s+)?(?:"[^"]*"|'[^']*'|[A-Za-z_][\w.-]*)\s*(?::|=)$/;
  if (bareKey.test(line) || /^---\s*$/.test(line) || /^\[\[?[A-Za-z_][\w.-]*\]\]?$/.test(line)) return line;
  const mark = /^(?:#+|-)(?=\s|$)/.exec(line)?.[0] ?? /^#+/.exec(line)?.[0];
  return mark === undefined ? '\u2026' : `${mark} \u2026`;
}
