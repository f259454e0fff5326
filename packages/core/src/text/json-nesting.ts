/**
 * The one limit on how deep JSON from outside may nest (tool arguments of `ma tool`, `ma mcp`, a model's
 * tool call, the daemon's API, the configuration file), and the check of it, made before anything parses
 * or walks the text: `JSON.parse` with a reviver, the duplicate-key check and schema checks recurse once
 * per level, so 5,000 nested arrays failed with "Maximum call stack size exceeded" (L498).
 * Spec: docs/tools.md, Rules shared by all tools (Nesting); L498.
 */

/**
 * Deepest nesting of arrays and objects that JSON from outside may have: `[[1]]` nests 2 levels, a
 * tool call's `{"ops": [{"op": "…"}]}` 3. Real arguments and configuration nest fewer than 10.
 */
export const MAX_JSON_NESTING = 1000;

/**
 * The deepest nesting of arrays and objects in JSON text: 0 for a scalar (`1`, `"a"`), 1 for `{}` or
 * `[1, 2]`, 3 for `{"a": [{"b": 1}]}`. One pass over the text without recursion (any depth, any
 * length: linear time, constant stack); brackets inside strings (escapes included) do not count.
 * Text that is not JSON gets an answer too (each `[`/`{` outside a string opens a level, each `]`/`}`
 * closes one), so it can be checked before parsing.
 * @param text JSON text (or text meant as JSON).
 * @returns the number of levels (>= 0).
 * Spec: docs/tools.md, Rules shared by all tools (Nesting); L498.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if ((c === 0x5d /* ] */ || c === 0x7d) /* } */ && depth > 0) depth--;
  }
  return deepest;
}

/**
 * Why JSON text nests too deep to be read, or null when it is within `limit`: `nested 5000 levels deep
 * (arrays and objects inside each other); at most 1000 are read` ({@link jsonNestingDepth}).
 * @param text JSON text (or text meant as JSON).
 * @param limit deepest nesting allowed; default {@link MAX_JSON_NESTING}.
 * Spec: docs/tools.md, Rules shared by all tools (Nesting); L498.
 */
export function jsonNestingProblem(text: string, limit: number = MAX_JSON_NESTING): string | null {
  const depth = jsonNestingDepth(text);
  return depth > limit
    ? `nested ${depth} levels deep (arrays and objects inside each other); at most ${limit} are read`
    : null;
}

const nestingMarker = Symbol.for('ma.error.JsonNestingError');

/**
 * JSON text nested deeper than {@link MAX_JSON_NESTING}, thrown before a parse that would recurse per
 * level reads it (core `parseJsonKeepingNumbers`, the configuration's parse). A `SyntaxError`, so a
 * caller that reports any parse error reports it too; a caller that answers it otherwise (`ma tool
 * --args`, `ma mcp`: the tool refusal, exit 3) tells it by {@link JsonNestingError.isInstance}, never by
 * its text. Message: `JSON nested 5000 levels deep (arrays and objects inside each other); at most 1000
 * are read`; `problem`: the same without `JSON ` ({@link jsonNestingProblem}).
 * Spec: docs/tools.md, Rules shared by all tools (Nesting); L498, L522, L551.
 */
export class JsonNestingError extends SyntaxError {
  readonly [nestingMarker] = true;
  constructor(readonly problem: string) {
    super(`JSON ${problem}`);
    this.name = 'SyntaxError';
  }
  /** Whether `error` is a {@link JsonNestingError} (of any copy of this module). */
  static isInstance(error: unknown): error is JsonNestingError {
    return typeof error === 'object' && error !== null && nestingMarker in error;
  }
}
