/**
 * Refusals: the expected-failure channel of every tool. A refusal is a plain
 * result string `refused: <what>; <what is allowed>` that the model can act on;
 * it is never thrown to the host. Exceptions stay for bugs and I/O failures.
 * Spec: docs/tools.md, Rules shared by all tools ("Errors are results, not crashes");
 * docs/style.md, Our conventions 7.
 */

import { cutText, showHiddenCharacters } from '@ma/core';

const marker: unique symbol = Symbol.for('ma.tools.Refusal');

/** Prefix every refusal starts with. */
export const REFUSED_PREFIX = 'refused: ';

/**
 * Thrown inside a tool handler to stop with a refusal; the neutral wrapper
 * ({@link refusalOrThrow}) turns it into the result text. Not a domain error:
 * it never leaves `@ma/tools`.
 */
export class ToolRefusal extends Error {
  /** Brand checked by {@link ToolRefusal.isInstance}. */
  readonly [marker] = true;
  constructor(
    readonly what: string,
    readonly allowed: string,
  ) {
    super(refusalText(what, allowed));
    this.name = 'ToolRefusal';
  }
  /** Marker check, works across duplicated package copies. */
  static isInstance(error: unknown): error is ToolRefusal {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/**
 * Formats a refusal: `refused: <what>; <allowed>` (one line). Refusals quote what the model sent
 * (a project id, a speaker, a path), so control characters and bidi marks in them are written out
 * (`\x1b`, `\u202e`): no terminal or MCP client showing the refusal runs them (review N7). Strictly
 * (core `showHiddenCharacters` `strict`): a refusal may be about an invisible mark or joiner, which
 * must show where it is.
 */
export function refusalText(what: string, allowed: string): string {
  return showHiddenCharacters(`${REFUSED_PREFIX}${what}; ${allowed}`, { strict: true });
}

/**
 * A name the model sent (a project ID, a path), as a refusal quotes it: cut to at most 120
 * characters (core `cutText`: whole characters, `…` at the cut), so a refusal never repeats a
 * 5,000-character argument back to the model (T56). Names up to that length are returned as they are.
 */
export function quotedArg(value: string): string {
  return cutText(value, 120);
}

/**
 * Throws a {@link ToolRefusal}; use inside handlers for tool-level rules
 * (unbound project, summary out of scope, invalid PROJECT.md).
 * @throws ToolRefusal always.
 */
export function refuse(what: string, allowed: string): never {
  throw new ToolRefusal(what, allowed);
}

/** How every compact refusal starts (`{"error":"refused","message":…}`; output/compact-json.ts). */
export const COMPACT_REFUSED_PREFIX = '{"error":"refused"';

/**
 * True when a tool output is a refusal: a granular `refused: …` line or a compact
 * `{"error":"refused","message":"…"}` (C11).
 * Spec: docs/contracts.md, @ma/tools (`isRefusal`).
 */
export function isRefusal(output: string): boolean {
  return output.startsWith(REFUSED_PREFIX.trimEnd()) || output.startsWith(COMPACT_REFUSED_PREFIX);
}

/**
 * The message of a refusal without its frame: `refused: X; Y` → `X; Y`, `{"error":"refused",
 * "message":"X; Y"}` → `X; Y`; any other output is returned unchanged.
 * Spec: docs/contracts.md, @ma/tools (`refusalMessage`); C11.
 */
export function refusalMessage(output: string): string {
  if (output.startsWith(COMPACT_REFUSED_PREFIX)) {
    try {
      const parsed = JSON.parse(output) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      return output;
    }
  }
  return output.startsWith(REFUSED_PREFIX) ? output.slice(REFUSED_PREFIX.length) : output;
}
