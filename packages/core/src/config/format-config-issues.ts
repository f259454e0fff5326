import type { z } from 'zod';
import { ConfigError } from '../errors/index.js';

const MAX_GOT = 60;

/**
 * Short, quoted rendering of a config value for error messages; a URL's user info, query and
 * fragment are written as `***` (`"http://***@host/v1"`, `"https://gw/v1?***"`).
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  // A URL's user info, query and fragment may hold a secret (review M7): never shown.
  text = text.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"]*/gi, (url) =>
    url.replace(/^([^:]+:\/\/)[^/?#]*@/, '$1***@').replace(/([?#]).*$/, '$1***'),
  );
  return text.length > MAX_GOT ? `${text.slice(0, MAX_GOT - 1)}…` : text;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of [...path, null]) {
    // Unwrap defaults/nullables/pipes until an object shape appears.
    for (let i = 0; i < 8; i++) {
      const def = (current as { def?: { innerType?: unknown; in?: unknown; shape?: unknown } }).def;
      if (def?.shape) break;
      const next = def?.innerType ?? def?.in;
      if (!next) break;
      current = next;
    }
    if (key === null) break;
    const shape = (current as { def?: { shape?: Record<string, unknown> } }).def?.shape;
    current = shape?.[String(key)];
    if (!current) return [];
  }
  const shape = (current as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * One readable line per problem: `<key path>: expected <what>, got <value>`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export interface ConfigProblem {
  key: string;
  expected: string;
  got: string;
}

/**
 * Turns zod issues into config problems that name the dotted key path, what
 * was expected and what was found (`model.retry.attempts: expected a whole
 * number >= 0, got "three"`). Unknown keys become `<path>.<key>: expected no
 * such key (did you mean "model"?)`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export function configProblems(
  schema: z.ZodType,
  input: unknown,
  issues: readonly z.core.$ZodIssue[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const close = known.filter((k) => editDistance(k.toLowerCase(), key.toLowerCase()) <= 2);
        const hint = close.length > 0 ? `did you mean "${close[0]}"?` : `known keys: ${known.join(', ')}`;
        problems.push({
          key: prefix ? `${prefix}.${key}` : key,
          expected: `no such key (${hint})`,
          got: describeValue(valueAt(input, [...issue.path, key])),
        });
      }
      continue;
    }
    problems.push({
      key: prefix || '(root)',
      expected: issue.message.startsWith('Invalid input') ? 'a JSON object' : issue.message,
      got: describeValue(valueAt(input, issue.path)),
    });
  }
  return problems;
}

/**
 * Builds the `ConfigError` for a failed parse: key/expected/got of the first
 * problem; the message lists every problem, one per line.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export function configErrorFrom(problems: readonly ConfigProblem[]): ConfigError {
  const lines = problems.map((p) => `${p.key}: expected ${p.expected}, got ${p.got}`);
  const first = problems[0] ?? { key: '(root)', expected: 'a valid configuration', got: 'nothing' };
  return new ConfigError(first.key, first.expected, first.got, lines.join('\n'));
}
