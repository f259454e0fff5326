import { FrontmatterError } from '../errors/frontmatter-error.js';

/**
 * The spelling `key` has among `keys` (a note's top-level frontmatter keys, in the note's order),
 * matched without regard to case as Obsidian matches property names (`Status:` is the `status`
 * property; V220 for edits, V223 for reads); `undefined` when no key matches.
 * @throws FrontmatterError `ambiguous-key` when two keys differ only by case (`Status:` and
 *   `status:`), naming both: which one Obsidian shows is not ours to guess.
 * Spec: docs/frontmatter.md (V220, V223); docs/vault-format.md, Meeting note.
 */
export function propertySpelling(keys: Iterable<string | null>, key: string): string | undefined {
  const folded = key.toLowerCase();
  const found: string[] = [];
  for (const k of keys) if (k !== null && k.toLowerCase() === folded) found.push(k);
  if (found.length > 1)
    throw new FrontmatterError('ambiguous-key', undefined, undefined, undefined, {
      detail: `${found.map((k) => `"${k}"`).join(' and ')} are both the "${key}" property; keep one of them by hand first`,
    });
  return found[0];
}

/**
 * The value of property `key` in a note's frontmatter `data` (`parseNote(…).frontmatter.data`),
 * the key matched without regard to case (`Transcript:` is `transcript`; an exact key is found
 * the same way); `undefined` when the note has no such property. Every reader of a property goes
 * through this (or {@link frontmatterProperties}) so that reads agree with edits (V220).
 * @throws FrontmatterError `ambiguous-key` naming both keys when two differ only by case.
 * Spec: docs/frontmatter.md (V223).
 */
export function frontmatterProperty(data: Readonly<Record<string, unknown>>, key: string): unknown {
  if (Object.hasOwn(data, key) && !hasCaseTwin(data, key)) return data[key];
  const spelled = propertySpelling(Object.keys(data), key);
  return spelled === undefined ? undefined : data[spelled];
}

/**
 * The properties `keys` of frontmatter `data`, each looked up by {@link frontmatterProperty}:
 * a new plain object holding, under each of `keys` as given, the note's value for it (absent when
 * the note has none). Other keys of `data` are left out. Use it where a reader reads several
 * properties by the product's names (`status`, `attendees`, `transcript` …).
 * @throws FrontmatterError `ambiguous-key` when one of `keys` is written twice in different cases
 *   (keys the reader does not ask for are not checked).
 * Spec: docs/frontmatter.md (V223).
 */
export function frontmatterProperties<K extends string>(
  data: Readonly<Record<string, unknown>>,
  keys: readonly K[],
): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const value = frontmatterProperty(data, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Whether `data` holds another key that differs from `key` only by case. */
function hasCaseTwin(data: Readonly<Record<string, unknown>>, key: string): boolean {
  const folded = key.toLowerCase();
  for (const k of Object.keys(data)) if (k !== key && k.toLowerCase() === folded) return true;
  return false;
}
