import { duplicateJsonKey } from '../text/json-duplicate-key.js';
import { jsonNumberProblem } from '../text/json-number-problem.js';
import { plainNumber, refuseDeepJson } from '../text/shown-number.js';

/** Per parsed object: the JSON text of each member whose number did not survive parsing. */
const SOURCES = new WeakMap<object, Map<string, string>>();

/** True for number text that means zero (`0`, `-0.0`, `0e5`), as opposed to one too small for a double. */
const ZERO = /^-?0*(?:\.0*)?(?:[eE][+-]?\d+)?$/;

/**
 * `JSON.parse(text)` that remembers, for every number the parse cannot keep (beyond the double range, `1e309`
 * → `Infinity`; or too small, `1e-400` → `0`), the number as the text wrote it, so a message can quote it
 * (review11 X3: `limits.readChars: 1e309` was reported as `got null`). Read it back with {@link numberSourceAt}.
 * A key given twice in one object is refused (reviewA T7): `JSON.parse` keeps the last one in silence, so a
 * second `"model"` or `"approvals"` section pasted below the first (README: "Add a `model` section") replaced
 * it without a word.
 * @throws SyntaxError as `JSON.parse` does; for text nested too deep (L522: core `refuseDeepJson`); for a repeated key `Duplicate key "limits" in JSON at line 2
 *   column 1 (JSON keeps only the last one; merge the two into one)`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); review11 X3; reviewA T7.
 */
export function parseJsonKeepingNumberText(text: string): unknown {
  refuseDeepJson(text);
  const parsed = parseJsonOnce(text);
  const twice = duplicateJsonKey(text);
  if (twice !== null)
    throw new SyntaxError(
      `Duplicate key ${JSON.stringify(twice.key)} in JSON at line ${twice.line} column ${twice.column} (JSON keeps only the last one; merge the two into one)`,
    );
  return parsed;
}

/** `JSON.parse` with the number-text reviver of {@link parseJsonKeepingNumberText}. */
function parseJsonOnce(text: string): unknown {
  return JSON.parse(text, function (
    this: object,
    key: string,
    value: unknown,
    context?: { source?: string },
  ) {
    const source = context?.source;
    if (
      typeof value === 'number' &&
      source !== undefined &&
      // L64: also every number a message would show otherwise than written (`1e300`, `2.0`, `9007199254740993`).
      (!Number.isFinite(value) || (value === 0 && !ZERO.test(source)) || source !== plainNumber(value))
    ) {
      const members = SOURCES.get(this) ?? new Map<string, string>();
      SOURCES.set(this, members);
      members.set(key, source);
    }
    return value;
  } as Parameters<typeof JSON.parse>[1]);
}

/**
 * The JSON text of the number at `path` inside `root` (a value of {@link parseJsonKeepingNumberText}) when the
 * parse could not keep that number, else `undefined`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); review11 X3.
 */
export function numberSourceAt(root: unknown, path: readonly PropertyKey[]): string | undefined {
  let holder: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (holder === null || typeof holder !== 'object') return undefined;
    holder = (holder as Record<PropertyKey, unknown>)[key];
  }
  if (holder === null || typeof holder !== 'object' || path.length === 0) return undefined;
  return SOURCES.get(holder)?.get(String(path.at(-1)));
}

/**
 * What a message adds to a number quoted as the file wrote it ({@link numberSourceAt}): that it is too
 * large or too small for a number, or nothing when the number was kept (only written otherwise; L64).
 */
export function numberSourceNote(value: unknown, source: string): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return ' (too large for a number)';
  if (value === 0 && !ZERO.test(source)) return ' (too small for a number: it reads as 0)';
  return '';
}

/**
 * The first number in configuration JSON text written with a fraction that the parse drops
 * (`1.0000000000000001` reads as 1), which no whole-number setting may take in silence (L499), or null.
 * One beyond the double range (`1e400`) or too small (`1e-400`) is left to the schema, which quotes it
 * as written (review11 X3). `loadConfig` and a proposed settings change both refuse it (L522), so no
 * change is written that every later run would refuse.
 * @param text configuration JSON text (parsed by {@link parseJsonKeepingNumberText}).
 * @returns `where` (`summary.debounceMs`), the number as written (cut to 60 characters), what JSON
 *   reads, and `message`: `summary.debounceMs: expected a whole number, got 1.0000000000000001 (JSON reads it as 1)`.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); L499.
 */
export function configNumberProblem(
  text: string,
): { where: string; written: string; reads: number; message: string } | null {
  const number = jsonNumberProblem(text);
  if (number === null || !Number.isFinite(number.reads) || number.reads === 0) return null;
  const { where, written, reads } = number;
  return {
    where,
    written,
    reads,
    message: `${where}: expected a whole number, got ${written} (JSON reads it as ${reads})`,
  };
}
