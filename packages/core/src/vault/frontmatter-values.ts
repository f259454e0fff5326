/**
 * A frontmatter value as a string: strings as is, numbers/booleans stringified, dates as `YYYY-MM-DD…`; else null.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export function asString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  return null;
}

/**
 * A frontmatter list as strings: a single string becomes a one-item list; non-string items are dropped.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export function asStringList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.map(asString).filter((v): v is string => v !== null && v.trim() !== '');
}

/**
 * The target of a wikilink-ish string: surrounding quotes and `[[ ]]` removed,
 * `|alias`, `#heading` and `^block` stripped, trimmed. `"[[Projects/x|X]]"` → `Projects/x`.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export function linkTarget(value: string): string {
  let s = value.trim();
  if (s.length >= 2 && (s[0] === '"' || s[0] === "'") && s.endsWith(s[0])) s = s.slice(1, -1).trim();
  if (s.startsWith('[[') && s.endsWith(']]')) s = s.slice(2, -2);
  s = s.split('|')[0] ?? '';
  s = s.split('#')[0] ?? '';
  s = s.split('^')[0] ?? '';
  return s.trim();
}
