/**
 * The one way a message shows a number the user gave (a range bound, a limit, an offset): as they
 * wrote it when it came as text (`1e300`, `100000000000000000000`, `9007199254740993` in `ma tool
 * --args` or an MCP call), plainly otherwise — digits for a whole number a JavaScript number holds
 * exactly (up to 2^53), exponent form (`1e300`, `9.007199254740992e15`) beyond, so no message shows
 * a run of digits that looks exact but is not (L64).
 * Spec: docs/tools.md, Numeric arguments (L64).
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { JsonNestingError, jsonNestingProblem } from './json-nesting.js';

/**
 * Numbers of the call being run, each with its text as written (first writing of a value wins).
 * Made on the first call that has written numbers (`ma tool --args`, MCP): `node:async_hooks` is a
 * built-in module a one-shot `ma search` or `ma tool` with flags never needs (P193, session 42).
 */
let writtenNumbers: AsyncLocalStorage<ReadonlyMap<number, string>> | undefined;

/**
 * The key under which {@link parseJsonKeepingNumbers} keeps the written numbers on the parsed
 * object (not enumerable: JSON.stringify, Object.keys and schema checks do not see it).
 */
export const WRITTEN_NUMBERS: unique symbol = Symbol.for('ma.writtenNumbers') as never;

/**
 * `value` as a message shows it: its text as written when the running call parsed it from text
 * ({@link withWrittenNumbers}); else digits for a safe integer or a short decimal, exponent form
 * without `+` (`1e21`, `1.5e-7`) where JavaScript would use one or where the digits of a whole
 * number past 2^53 would not be the number given.
 */
export function shownNumber(value: number): string {
  const written = writtenNumbers?.getStore()?.get(value);
  return written ?? plainNumber(value);
}

/** {@link shownNumber} without written text: `42`, `1.5`, `1e300`, `9.007199254740992e15`, `NaN`. */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text =
    Number.isInteger(value) && !Number.isSafeInteger(value) ? value.toExponential() : String(value);
  return text.replace('e+', 'e');
}

/**
 * Parses JSON text as `JSON.parse` does, keeping the text of each number as written on the parsed
 * object or array under {@link WRITTEN_NUMBERS} (a `Map` from value to text; the first writing of a
 * value wins). Needs Node 21 or later for the texts (the reviver's `context.source`); on older Node
 * the map is empty and messages show numbers plainly.
 * @throws SyntaxError as `JSON.parse` does; for text nested deeper than core `MAX_JSON_NESTING`
 *   (the reviver recurses per level) a `JsonNestingError`: `JSON nested 5000 levels deep (…); at most
 *   1000 are read` (L522), checked before anything is parsed.
 */
export function parseJsonKeepingNumbers(text: string): unknown {
  refuseDeepJson(text);
  const written = new Map<number, string>();
  const value = JSON.parse(text, (_key, v: unknown, context?: { source?: string }) => {
    if (typeof v === 'number' && typeof context?.source === 'string' && !written.has(v))
      written.set(v, context.source);
    return v;
  });
  return keepWrittenNumbers(value, written);
}

/** Puts `written` on `value` (an object or array) under {@link WRITTEN_NUMBERS}; other values as they are. */
export function keepWrittenNumbers<T>(value: T, written: ReadonlyMap<number, string>): T {
  if (value !== null && typeof value === 'object' && written.size > 0)
    Object.defineProperty(value, WRITTEN_NUMBERS, { value: written, enumerable: false, configurable: true });
  return value;
}

/** The written numbers {@link parseJsonKeepingNumbers} kept on `value`, or undefined. */
export function writtenNumbersOf(value: unknown): ReadonlyMap<number, string> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return (value as { [WRITTEN_NUMBERS]?: ReadonlyMap<number, string> })[WRITTEN_NUMBERS];
}

/**
 * Runs `run` with `written` as the running call's numbers, so {@link shownNumber} shows them as
 * written (through every `await` of the call); with no map, runs it as it is.
 */
export function withWrittenNumbers<T>(written: ReadonlyMap<number, string> | undefined, run: () => T): T {
  if (written === undefined) return run();
  writtenNumbers ??= new (
    process.getBuiltinModule('node:async_hooks') as typeof import('node:async_hooks')
  ).AsyncLocalStorage();
  return writtenNumbers.run(written, run);
}

/**
 * Throws when `text` nests deeper than core `MAX_JSON_NESTING`, before a parse with a reviver (which
 * recurses once per level and would fail with "Maximum call stack size exceeded") reads it (L522).
 * @throws JsonNestingError (a SyntaxError) `JSON nested 5000 levels deep (arrays and objects inside each
 *   other); at most 1000 are read`.
 */
export function refuseDeepJson(text: string): void {
  const deep = jsonNestingProblem(text);
  if (deep !== null) throw new JsonNestingError(deep);
}
