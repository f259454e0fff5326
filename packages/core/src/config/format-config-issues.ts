import type { z } from 'zod';
import { ConfigError } from '../errors/index.js';
import { plainNumber } from '../text/shown-number.js';
import { numberSourceAt, numberSourceNote } from './json-number-sources.js';
import { looksLikeSecret, namesSecret, secretKindOf, secretShape } from './secret-like.js';

const MAX_GOT = 60;

/**
 * Short, quoted rendering of a config value for error messages; a URL's user info, query and
 * fragment are written as `***` (`"http://***@host/v1"`, `"https://gw/v1?***"`). Secrets are
 * described, never quoted (review4 P10): a value whose key `path` passes through a secret's name
 * (`apiKey`, `apikey`, `token`, …) as its kind and size (`a list of 1 item (not shown: …)`), a string
 * that looks like a key (`sk-…`) as its start and length, and such members inside an object or list.
 * @param path the value's key path in the configuration (`['model', 'apiKey']`).
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export function describeValue(value: unknown, path: readonly PropertyKey[] = []): string {
  if (value === undefined) return 'nothing';
  // Secrets are described, never quoted (review4 P10).
  if (path.some((key) => namesSecret(String(key))))
    return `${secretKindOf(value)} (not shown: it is under a secret's name)`;
  if (typeof value === 'string' && looksLikeSecret(value))
    return `what looks like an API key or token itself (${secretShape(value)})`;
  // JSON.stringify writes these as `null` (review11 X3).
  // L64: a number the way every message shows one (`1e300`, never `1e+300`; digits up to 2^53).
  if (typeof value === 'number') return plainNumber(value);
  let text: string;
  try {
    text =
      JSON.stringify(value, (key, inner: unknown) => {
        if (key !== '' && namesSecret(key)) return `(${secretKindOf(inner)}, not shown)`;
        if (typeof inner === 'string' && looksLikeSecret(inner)) return `(${secretShape(inner)}, not shown)`;
        return inner;
      }) ?? String(value);
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
          got: describeValue(valueAt(input, [...issue.path, key]), [...issue.path, key]),
        });
      }
      continue;
    }
    const value = valueAt(input, issue.path);
    const last = String(issue.path.at(-1) ?? '');
    // The commonest mix-up: the key itself where its variable's NAME goes (review4 P10).
    if (/Env$/.test(last) && typeof value === 'string' && looksLikeSecret(value)) {
      const example = /secret/i.test(last) ? 'MA_WEBHOOK_SECRET' : 'OPENAI_API_KEY';
      const direct = last.replace(/Env$/, '');
      problems.push({
        key: prefix,
        expected: `the NAME of an environment variable (such as "${example}")`,
        got: `what looks like the ${/secret/i.test(last) ? 'secret' : 'API key'} itself (${secretShape(value)}): put it in that variable and its name here, or put it in "${direct}"`,
      });
      continue;
    }
    // A number the JSON parse could not keep is quoted as the file wrote it, not as `null` (review11 X3).
    const source = numberSourceAt(input, issue.path);
    problems.push({
      key: prefix || '(root)',
      expected: issue.message.startsWith('Invalid input') ? 'a JSON object' : issue.message,
      got:
        source === undefined
          ? describeValue(value, issue.path)
          : `${source}${numberSourceNote(value, source)}`,
    });
  }
  // Two rules of one key may say the same thing (an API key in `apiKeyEnv` breaks both the name's pattern and the
  // not-a-secret rule): each problem is said once (newcomer session 34 C1: the message was printed twice).
  const seen = new Set<string>();
  return problems.filter((p) => {
    const line = `${p.key}\n${p.expected}\n${p.got}`;
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
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
