/**
 * The ONE describer of tool arguments that fail validation, shared by every host: the tools'
 * own `execute` (so `ma tool` and `ma mcp`), `apply_changes` per op, and the agent for calls the
 * AI SDK rejected before running them. Each problem names the field by its path (`from`,
 * `filters.from`, `ops[2].to`), what was expected and what was given (type and a short value):
 * `ops[2].to: expected a whole number, got string "3"`. Unknown fields are named too.
 * Spec: docs/tools.md, Rules shared by all tools (Invalid arguments); issue V4.
 */
import { cutText, jsonNestingProblem, jsonNumberProblem, shownNumber } from '@ma/core';
import { refusalText } from '../output/refusal.js';

/** A validation problem as zod (v4) reports it; only these fields are read. */
export interface ArgumentIssue {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  expected?: unknown;
  values?: readonly unknown[];
  keys?: readonly string[];
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  errors?: readonly (readonly ArgumentIssue[])[];
}

/** At most this many problems are named (then `and N more`). */
const MAX_PROBLEMS = 5;
/** A given string value is shown up to this many characters. */
const MAX_VALUE_CHARS = 40;
/** A field path is shown up to this many characters. */
const MAX_PATH_CHARS = 60;

/**
 * A field path as a model writes it: `from`, `filters.from`, `ops[2].to` (`prefix` in front, e.g.
 * `ops[2]`); the empty path is `arguments` (or the prefix itself).
 */
export function argumentPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  if (out === '') return 'arguments';
  return cutText(out, MAX_PATH_CHARS);
}

/**
 * What was given, as `<type> <short value>`: `number 2.5`, `string "3"`, `boolean true`, `null`,
 * `array of 3 items`, `object`, `nothing` (missing). Strings are cut to 40 characters (`…`), so a
 * refusal never repeats a long input.
 */
export function describeGiven(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  switch (typeof value) {
    case 'string': {
      // Whole characters only: never half a surrogate pair (review R22).
      const cut = cutText(value, MAX_VALUE_CHARS + 1);
      return `string ${JSON.stringify(cut)}`;
    }
    case 'number':
    case 'boolean':
    case 'bigint':
      // L499: a number as the call wrote it (`1e400`, not `Infinity`) when it came as text (core shownNumber).
      return typeof value === 'number' ? `number ${shownNumber(value)}` : `${typeof value} ${String(value)}`;
    default:
      return typeof value;
  }
}

/** The value at `path` inside `input` (undefined when any step is missing). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const A_TYPE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** "expected …" for one issue (a schema's own `expected …` message is used as it is). */
function expectation(issue: ArgumentIssue): string {
  if (typeof issue.message === 'string' && issue.message.startsWith('expected ')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${A_TYPE[String(issue.expected)] ?? String(issue.expected)}`;
    case 'invalid_value':
      return `expected ${(issue.values ?? []).length === 1 ? '' : 'one of '}${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string')
        return `expected at least ${String(issue.minimum)} character${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'array')
        return `expected at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
      return `expected ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `expected at most ${String(issue.maximum)} characters`;
      if (issue.origin === 'array') return `expected at most ${String(issue.maximum)} items`;
      return `expected ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}`;
    default:
      return `expected ${issue.message ?? 'something else'}`;
  }
}

/** One issue as problem lines (an unknown-keys issue names each key; a union its closest branch). */
function problemsOf(issue: ArgumentIssue, input: unknown, prefix: string): string[] {
  const path = issue.path ?? [];
  if (issue.code === 'unrecognized_keys') {
    return (issue.keys ?? []).map((key) => `${argumentPath([...path, key], prefix)}: unknown field`);
  }
  if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
    const given = valueAt(input, path);
    // A value that is no object cannot be any branch: say so once. Else the branch closest to it.
    if (given !== null && typeof given === 'object' && !Array.isArray(given)) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return closest.flatMap((inner) =>
        problemsOf({ ...inner, path: [...path, ...(inner.path ?? [])] }, input, prefix),
      );
    }
  }
  const given = valueAt(input, path);
  const expected = issue.code === 'invalid_union' ? 'expected an object' : expectation(issue);
  // A check that says what it got (`got 12582912 bytes`) needs no echo of the value.
  if (/, got /.test(expected)) return [`${argumentPath(path, prefix)}: ${expected}`];
  return [`${argumentPath(path, prefix)}: ${expected}, got ${describeGiven(given)}`];
}

/**
 * Describes validation problems: `<path>: expected <what>, got <type> <short value>` for each (at
 * most 5, then `and N more`), joined by `; `, with each `unknownFields` name as
 * `<path>: unknown field`. `input` is the arguments as given (a parsed object), read only to show
 * what was given at each path; `prefix` goes in front of every path (`ops[2]`).
 * Spec: docs/tools.md, Rules shared by all tools (Invalid arguments); issue V4.
 */
export function describeArgumentIssues(
  issues: readonly ArgumentIssue[],
  input: unknown,
  options: { prefix?: string; unknownFields?: readonly string[] } = {},
): string {
  const prefix = options.prefix ?? '';
  const problems = [
    ...(options.unknownFields ?? []).map((key) => `${argumentPath([key], prefix)}: unknown field`),
    ...issues.flatMap((issue) => problemsOf(issue, input, prefix)),
  ];
  const unique = [...new Set(problems)];
  const more = unique.length > MAX_PROBLEMS ? `; and ${unique.length - MAX_PROBLEMS} more` : '';
  return `${unique.slice(0, MAX_PROBLEMS).join('; ')}${more}`;
}

/**
 * The refusal for arguments that fail validation, the same text on every path (agent, `ma tool`,
 * `ma mcp`): `refused: invalid arguments (<describeArgumentIssues>); nothing was run; call again
 * with arguments matching the schema`.
 * Spec: docs/tools.md, Rules shared by all tools (Invalid arguments); issue V4.
 */
export function invalidArgumentsRefusal(
  issues: readonly ArgumentIssue[],
  input: unknown,
  options: { prefix?: string; unknownFields?: readonly string[] } = {},
): string {
  return refusalText(
    `invalid arguments (${describeArgumentIssues(issues, input, options)}); nothing was run`,
    'call again with arguments matching the schema',
  );
}

/** How every refusal of argument text that cannot be read as written ends. */
const CALL_AGAIN = 'call again with arguments matching the schema';

/**
 * The refusal for tool-argument JSON nested deeper than core `MAX_JSON_NESTING` (1000) levels (L498:
 * 5,000 levels crashed the parse with "Maximum call stack size exceeded"), the same on every path:
 * `refused: the arguments are nested 5000 levels deep (arrays and objects inside each other); at most
 * 1000 are read; nothing was run; call again with arguments matching the schema`.
 * @param problem core `jsonNestingProblem`'s words (or core `JsonNestingError`'s `problem`).
 * Spec: docs/tools.md, Rules shared by all tools (Nesting); L498.
 */
export function tooDeepArgumentsRefusal(problem: string): string {
  return refusalText(`the arguments are ${problem}; nothing was run`, CALL_AGAIN);
}

/**
 * The refusal for tool-argument JSON text that `JSON.parse` accepted but that holds a number JSON cannot
 * keep (L499, core `jsonNumberProblem`), quoted as written: `refused: invalid arguments (from: 1e400 is
 * beyond the numbers JSON can hold (it reads as Infinity)); nothing was run; call again with arguments
 * matching the schema`, `(from: 1.0000000000000001 is not a whole number, though JSON reads it as 1)`.
 * @param text JSON text `JSON.parse` accepts (other text gives null or an arbitrary answer).
 * @param under where the arguments lie in `text` (`["params", "arguments"]` in an MCP message): only
 *   numbers inside count, and the path is named from there (`ops[2].to`); default [] (the whole text).
 * @returns the refusal, or null when every number reads as written.
 * Spec: docs/tools.md, Numeric arguments; L499.
 */
export function jsonNumbersRefusal(text: string, under: ReadonlyArray<string | number> = []): string | null {
  const number = jsonNumberProblem(text, under);
  if (number === null) return null;
  return refusalText(
    `invalid arguments (${argumentPath(number.path.slice(under.length))}: ${number.what}); nothing was run`,
    CALL_AGAIN,
  );
}

/**
 * The refusal for tool-argument JSON text that cannot be read as written, checked on the text before it
 * is parsed or validated (a model's tool call, whose arguments the AI SDK parses after): nested too deep
 * ({@link tooDeepArgumentsRefusal}), or, once the text is JSON, a number JSON cannot keep
 * ({@link jsonNumbersRefusal}). A caller that parses the text itself (`ma tool --args`, `ma mcp`) calls
 * those two around its own parse instead, so the text is neither scanned nor parsed twice.
 * @param text the arguments as JSON text (an object, as a call sends them).
 * @returns the refusal (`refused: …`), or null when the text has neither problem (or, within the nesting
 *   limit, is not JSON at all: its caller refuses that in its own words).
 * Spec: docs/tools.md, Numeric arguments; Rules shared by all tools (Invalid arguments); L498, L499.
 */
export function jsonArgumentsRefusal(text: string): string | null {
  const deep = jsonNestingProblem(text);
  if (deep !== null) return tooDeepArgumentsRefusal(deep);
  // L552: the scan first; the text is parsed (to tell it is JSON at all) only when a number was found.
  const refused = jsonNumbersRefusal(text);
  if (refused === null) return null;
  try {
    JSON.parse(text); // no reviver: it does not recurse (text that is not JSON is the caller's refusal)
  } catch {
    return null;
  }
  return refused;
}
