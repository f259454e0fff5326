import { wellFormedText } from '@ma/core';
import type { ArgumentIssue } from './describe-arguments.js';

/** At most this many broken strings are reported (the describer names at most 5 problems anyway). */
const MAX_FOUND = 5;

/** How deep {@link loneSurrogateIssues} walks into nested arguments (tool arguments are 3 levels at most). */
const MAX_DEPTH = 16;

/**
 * The rule a string argument holding half a character breaks, as the part after "<path>: ".
 * JSON lets a sender write `"\ud800"` (half of a UTF-16 surrogate pair, e.g. an emoji a tokenizer cut in two):
 * that is no character, and a file cannot hold it (UTF-8 turns it into U+FFFD, YAML into a `\ud800` escape).
 */
export const LONE_SURROGATE_RULE =
  'expected text without half a character (a lone UTF-16 surrogate such as \\ud800: send the whole character or leave it out)';

/**
 * The validation issues (zod's shape: `{ code: 'custom', path, message }`) for every string in `input` that holds a
 * lone surrogate, found in document order: object values and array items, at most {@link MAX_FOUND}, at most
 * {@link MAX_DEPTH} levels deep. Keys are not checked here (an unknown key is refused by name anyway).
 *
 * @param input the tool arguments as the host parsed them (any JSON value; `null`/`undefined` have none)
 * @returns `[]` when every string is well-formed Unicode
 * Spec: docs/tools.md, Rules shared by all tools (Invalid arguments: half a character); reviewA S3 (session 20).
 */
export function loneSurrogateIssues(input: unknown): ArgumentIssue[] {
  const found: ArgumentIssue[] = [];
  const walk = (value: unknown, path: PropertyKey[]): void => {
    if (found.length >= MAX_FOUND || path.length > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (wellFormedText(value) !== value) found.push({ code: 'custom', path, message: LONE_SURROGATE_RULE });
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, [...path, i]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(input, []);
  return found;
}
