import {
  type Document,
  isAlias,
  isCollection,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Pair,
  Scalar,
  visit,
  YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { FRONTMATTER_LIMITS } from './frontmatter-limits.js';
import { propertySpelling } from './frontmatter-property.js';

/**
 * The editing handle `editFrontmatter` passes to its callback. Keys are
 * top-level frontmatter keys, matched without regard to case as Obsidian matches property
 * names (`Attendees:` is `attendees`; an edit keeps the note's spelling; V220); values are plain
 * JSON-like data (strings, numbers, booleans, null, arrays, plain objects). Reads see earlier edits.
 * Every method throws FrontmatterError `ambiguous-key` (nothing changed) when two keys differ only
 * by case (`Status:` and `status:`), naming both.
 * Spec: docs/contracts.md (@ma/core, `editFrontmatter`).
 */
export interface FrontmatterDoc {
  /** The key's value as plain data (a fresh copy), or `undefined` when absent. */
  get(key: string): unknown;
  /**
   * Sets a key (new keys go last). Setting an equal value is a no-op; `undefined` deletes.
   * With `{ flow: true }` an array or plain-object value is written as ONE flow-style line
   * (`speaker_overrides: [{speaker: Speaker 2, name: Marketing}]`), quoting only where YAML
   * needs it: an existing one-line value is replaced on its line (a trailing comment stays),
   * an existing block-style value becomes that one line (the frontmatter gets shorter:
   * callers that track line numbers must account for it), a new key is appended as one line.
   * An equal value already in flow style is a no-op; an equal block-style value is converted.
   * `flow` is ignored for scalar values.
   */
  set(key: string, value: unknown, options?: FrontmatterSetOptions): void;
  /** Removes a key if present. */
  delete(key: string): void;
  has(key: string): boolean;
  /** Top-level keys in file order. */
  keys(): string[];
  /**
   * Appends `item` to the list under `key` unless an item with the same trimmed,
   * case-insensitive text is already there; creates the list when the key is
   * absent or empty; a single scalar value becomes a two-item list.
   * @throws FrontmatterError `not-a-list` when the key holds a mapping or a YAML alias
   *   ({@link FrontmatterDoc.assertListable}); nothing is changed.
   */
  addToList(key: string, item: string): void;
  /**
   * Removes every item whose trimmed text equals `item`'s case-insensitively.
   * @throws FrontmatterError `not-a-list` as {@link FrontmatterDoc.addToList} does.
   */
  removeFromList(key: string, item: string): void;
  /**
   * Checks that a list edit can change `key`: it is absent, empty, a scalar (a comma-separated
   * string) or a YAML list written under this key.
   * @throws FrontmatterError `not-a-list` (path unset; `withNotePath` adds it) when it holds a
   *   mapping (`lead: Ann`, a `!!set {Ann, Bob}`) or a YAML alias (`*team`: the items belong to
   *   the key holding the anchor, so an edit here would change that one too or break the alias),
   *   or a value carrying an anchor another key's alias reuses (`attendees: &x [Ann]` with
   *   `other: *x`: the edit would change `other` too; M3), or a key given only through a YAML merge
   *   key (`<<: *defaults` whose anchor holds it: `merge-key`, L622), `detail` naming the key and what
   *   it holds. Review12 Y1.
   */
  assertListable(key: string): void;
}

/**
 * Options of {@link FrontmatterDoc.set}.
 * Spec: docs/tools.md (`override_speaker`: `speaker_overrides` kept on one line); docs/vault-format.md.
 */
export interface FrontmatterSetOptions {
  /** Render an array / plain-object value as one flow-style line (`[a, b]`, `{k: v}`). Default false. */
  flow?: boolean;
}

/** The keys of the mapping(s) a `<<` merge key's value holds (one mapping or a list of them). */
function mergedKeys(data: unknown): string[] {
  const maps = Array.isArray(data) ? data : [data];
  return maps.flatMap((m) =>
    m !== null && typeof m === 'object' && !Array.isArray(m) ? Object.keys(m) : [],
  );
}

/** A scalar-only JSON-like value. */
type Primitive = string | number | boolean | null;

/**
 * Internal: the doc plus what the edits touched, for the surgical renderer.
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export interface TrackedFrontmatterDoc extends FrontmatterDoc {
  readonly yaml: Document;
  readonly map: YAMLMap<unknown, unknown>;
  /** Top-level keys touched by an edit that changed something. */
  readonly touched: Set<string>;
  /** Original item nodes of sequences, captured before their first edit (keyed by key). */
  readonly originalItems: Map<string, unknown[]>;
}

/**
 * Trimmed, case-insensitive text used to compare list items.
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export function itemKey(value: unknown): string {
  return String(value ?? '')
    .trim()
    .toLowerCase();
}

function isPrimitive(value: unknown): value is Primitive {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * Key text of a top-level pair (`null` for complex keys).
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export function pairKey(pair: Pair<unknown, unknown>): string | null {
  const key = pair.key;
  if (isScalar(key)) return String(key.value);
  if (isPrimitive(key)) return String(key);
  return null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Makes a new scalar node that copies the quoting style of `like` when that was quoted. */
function scalarLike(value: Primitive, like: unknown): Scalar {
  const node = new Scalar(value);
  if (
    typeof value === 'string' &&
    isScalar(like) &&
    (like.type === 'QUOTE_DOUBLE' || like.type === 'QUOTE_SINGLE')
  ) {
    node.type = like.type;
  }
  return node;
}

/**
 * Wraps a parsed (or new, empty) frontmatter document for editing and records
 * which top-level keys changed.
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 * @throws nothing itself; the returned doc's `addToList` throws TypeError when
 *   the key holds a mapping, and `get` rethrows the `yaml` library's error when
 *   expanding aliases exceeds `FRONTMATTER_LIMITS.maxAliasCount` (B13).
 */
export function trackFrontmatterDoc(yaml: Document): TrackedFrontmatterDoc {
  if (!isMap(yaml.contents)) yaml.contents = new YAMLMap();
  const map = yaml.contents as YAMLMap<unknown, unknown>;
  const touched = new Set<string>();
  const originalItems = new Map<string, unknown[]>();

  /**
   * V220: the pair of `key` matched without regard to case, as Obsidian matches property names
   * (`Attendees:` is the `attendees` property), so an edit changes the user's key in its own spelling
   * instead of adding a second one. Two keys differing only by case: refused, naming both.
   */
  const findPair = (key: string) => {
    const spelling = propertySpelling(map.items.map(pairKey), key);
    return spelling === undefined ? undefined : map.items.find((pair) => pairKey(pair) === spelling);
  };
  /** The spelling `key` has in the note (V220), or `key` itself when the note has no such property. */
  const spelled = (key: string): string => {
    const pair = findPair(key);
    return pair ? (pairKey(pair) ?? key) : key;
  };
  const toData = (node: unknown): unknown =>
    isNode(node) ? node.toJS(yaml, { maxAliasCount: FRONTMATTER_LIMITS.maxAliasCount }) : node;
  const touch = (key: string, node?: unknown) => {
    if (isSeq(node) && !originalItems.has(key)) originalItems.set(key, [...node.items]);
    touched.add(key);
  };
  /** New items copy the quoting of the list's last item. */
  /**
   * The quoting a new item of `seq` follows (M4): a quoted item (its style copied) when every item
   * of the list is quoted, else nothing (plain; the library quotes a name only when YAML needs it).
   */
  const listQuoteStyle = (seq: YAMLSeq<unknown>): unknown => {
    const quoted = (node: unknown) =>
      isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE');
    return seq.items.length > 0 && seq.items.every(quoted) ? seq.items[seq.items.length - 1] : undefined;
  };
  /** The keys whose value is a YAML alias of `anchor` (`other: *x`), in document order. */
  const aliasUsers = (anchor: string): string[] =>
    map.items.flatMap((pair) => {
      let uses = false;
      if (!isNode(pair.value)) return [];
      visit(pair.value, {
        Alias(_, node) {
          if (node.source === anchor) uses = true;
        },
      });
      const key = pairKey(pair);
      return uses && key !== null ? [key] : [];
    });

  const doc: TrackedFrontmatterDoc = {
    yaml,
    map,
    touched,
    originalItems,
    get: (key) => toData(findPair(key)?.value),
    has: (key) => findPair(key) !== undefined,
    keys: () => map.items.map(pairKey).filter((key): key is string => key !== null),
    delete(wanted) {
      const key = spelled(wanted);
      const pair = findPair(key);
      if (!pair) return;
      map.items.splice(map.items.indexOf(pair), 1);
      touch(key);
    },
    set(wanted, value, options) {
      const key = spelled(wanted);
      if (value === undefined) return doc.delete(key);
      const pair = findPair(key);
      if (options?.flow && value !== null && typeof value === 'object') {
        if (pair && isCollection(pair.value) && pair.value.flow && deepEqual(toData(pair.value), value))
          return;
        const node = yaml.createNode(value, { flow: true });
        // A line break inside a flow scalar would otherwise be written as a folded plain scalar.
        visit(node, {
          Scalar(_key, scalar) {
            if (typeof scalar.value === 'string' && /[\r\n]/.test(scalar.value)) scalar.type = 'QUOTE_DOUBLE';
          },
        });
        if (pair) pair.value = node;
        else map.items.push(yaml.createPair(key, node));
        touch(key);
        return;
      }
      if (!pair) {
        map.items.push(yaml.createPair(key, value));
        touch(key);
        return;
      }
      if (deepEqual(toData(pair.value), value)) return;
      const old = pair.value;
      if (isScalar(old) && isPrimitive(value)) {
        pair.value = scalarLike(value, old);
      } else if (isSeq(old) && Array.isArray(value) && value.every(isPrimitive)) {
        touch(key, old);
        // Reuse the original item nodes (in order) so untouched items keep their bytes.
        const pool = [...old.items];
        const like = listQuoteStyle(old);
        old.items = value.map((item) => {
          const at = pool.findIndex((node) => isScalar(node) && node.value === item);
          if (at === -1) return scalarLike(item, like);
          const [reused] = pool.splice(0, at + 1).slice(-1);
          return reused;
        });
      } else {
        pair.value = yaml.createNode(value);
      }
      touch(key);
    },
    addToList(wanted, item) {
      const key = spelled(wanted);
      doc.assertListable(key);
      const pair = findPair(key);
      const value = pair?.value;
      if (
        !pair ||
        value === null ||
        value === undefined ||
        // review V132: a blank text (`attendees: '  '`) is empty too, never a list item of its own.
        (isScalar(value) &&
          (value.value === null || (typeof value.value === 'string' && value.value.trim() === '')))
      ) {
        return doc.set(key, [item]);
      }
      if (isSeq(value)) {
        if (value.items.some((node) => itemKey(toData(node)) === itemKey(item))) return;
        touch(key, value);
        value.items.push(scalarLike(item, listQuoteStyle(value)));
        return;
      }
      if (isScalar(value)) {
        if (itemKey(value.value) === itemKey(item)) return;
        return doc.set(key, [value.value as Primitive, item]);
      }
    },
    assertListable(wanted) {
      const key = spelled(wanted);
      const value = findPair(key)?.value;
      // L622: a key the note gives only through a YAML merge key (`<<: *defaults`, the anchor holding
      // `attendees:`) is not read (YAML 1.2 has no merge keys: `<<` is a key of its own); a list added
      // here would stand beside the merged one, and override it where merge keys are read.
      const merge = value === undefined ? map.items.find((pair) => pairKey(pair) === '<<') : undefined;
      if (merge && mergedKeys(toData(merge.value)).some((k) => propertySpelling([k], key) !== undefined))
        throw new FrontmatterError('not-a-list', undefined, undefined, undefined, {
          listProblem: 'merge-key',
          detail: `"${key}" is given only through the YAML merge key "<<"${isAlias(merge.value) ? ` (<<: *${merge.value.source})` : ''}, which is not read (YAML 1.2 has no merge keys): a "${key}" list added here would stand beside the merged one`,
        });
      // A list (or value) carrying an anchor other keys reuse (`attendees: &x [Ann]`, `other: *x`):
      // an edit here would change those keys too, or leave their alias without its anchor (M3).
      const anchor = isNode(value) && !isAlias(value) ? value.anchor : undefined;
      const users = anchor ? aliasUsers(anchor).filter((user) => user !== key) : [];
      if (anchor && users.length > 0)
        throw new FrontmatterError('not-a-list', undefined, undefined, undefined, {
          listProblem: 'shared-anchor',
          detail: `"${key}" holds the YAML anchor &${anchor} that ${users.map((u) => `"${u}"`).join(', ')} reuse${users.length === 1 ? 's' : ''} (*${anchor}): an edit here would change ${users.length === 1 ? 'it' : 'them'} too; give "${key}" its own list by hand first`,
        });
      // V190: a value with an explicit tag the core schema does not define (`!!js/function "f"`,
      // `!!python/object …`, `!foo Ann`, `!!timestamp …`) is no text and no list: joining a name
      // into it (`!!js/function "f, Bob"`) would keep calling it a function.
      const tag = (isScalar(value) || isSeq(value)) && value.tag ? value.tag : undefined;
      if (tag && !CORE_TAGS.has(tag))
        throw new FrontmatterError('not-a-list', undefined, undefined, undefined, {
          listProblem: 'no-list',
          detail: `"${key}" holds a value tagged ${shownTag(tag)}, a YAML type that is neither text nor a list; remove the tag by hand first`,
        });
      if (value === null || value === undefined || isScalar(value) || isSeq(value)) return;
      const holds = isAlias(value)
        ? `is a YAML alias (*${value.source}) of another key's value: its items are edited where the anchor &${value.source} is`
        : 'holds key: value pairs (a mapping), not a list of items';
      throw new FrontmatterError('not-a-list', undefined, undefined, undefined, {
        listProblem: isAlias(value) ? 'alias' : 'no-list',
        detail: `"${key}" ${holds}`,
      });
    },
    removeFromList(wanted, item) {
      const key = spelled(wanted);
      doc.assertListable(key);
      const value = findPair(key)?.value;
      if (isSeq(value)) {
        const kept = value.items.filter((node) => itemKey(toData(node)) !== itemKey(item));
        if (kept.length === value.items.length) return;
        touch(key, value);
        value.items = kept;
      } else if (isScalar(value) && value.value !== null && itemKey(value.value) === itemKey(item)) {
        doc.set(key, []);
      }
    },
  };
  return doc;
}

/** The YAML 1.2 core schema's own tags: a value tagged with one is still text, a number or a list (V190). */
const CORE_TAGS = new Set(
  ['str', 'seq', 'int', 'float', 'bool', 'null'].map((name) => `tag:yaml.org,2002:${name}`),
);

/** `tag:yaml.org,2002:js/function` as it is written in a note, `!!js/function`; other tags as they are. */
function shownTag(tag: string): string {
  return tag.startsWith('tag:yaml.org,2002:') ? `!!${tag.slice('tag:yaml.org,2002:'.length)}` : tag;
}
