/**
 * One-line YAML flow rendering of plain data, for frontmatter values that must stay on a
 * single line (`speaker_overrides: [{speaker: Speaker 2, name: Marketing}]`) so that an
 * edit never moves the lines below it.
 * Spec: docs/tools.md (`override_speaker`, record under `speaker_overrides`); docs/vault-format.md.
 */

/** Words a YAML parser would read as booleans or null when unquoted (1.1 and 1.2 forms). */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~)$/i;
/** Text safe as a plain flow scalar: starts with a letter, then letters, digits, space, `_ . ' -`. */
const PLAIN = /^[\p{L}_][\p{L}\p{N}_ .'-]*$/u;

function scalar(text: string): string {
  const plain = PLAIN.test(text) && !text.endsWith(' ') && !RESERVED.test(text);
  // JSON string syntax is valid YAML double-quoted syntax (escapes included).
  return plain ? text : JSON.stringify(text);
}

/**
 * Renders `value` as YAML flow syntax on one line: mappings `{k: v, …}`, sequences `[a, …]`,
 * strings plain when unambiguous (letters first, no `,:[]{}#"` or reserved words such as `yes`)
 * and double-quoted otherwise, numbers/booleans/null as YAML literals.
 * @returns text without line breaks (line breaks inside strings are escaped as `\n`).
 * @throws TypeError for values YAML cannot hold (functions, symbols, non-finite numbers).
 */
export function renderFlowYaml(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return scalar(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`cannot render ${value} as YAML`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(renderFlowYaml).join(', ')}]`;
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${scalar(k)}: ${renderFlowYaml(v)}`,
    );
    return `{${pairs.join(', ')}}`;
  }
  throw new TypeError(`cannot render a ${typeof value} as YAML`);
}
