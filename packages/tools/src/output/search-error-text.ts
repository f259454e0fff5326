/**
 * Turns core's `SearchError` text (often ripgrep's own multi-line stderr) into one refusal the
 * model can act on: ripgrep's advice to pass flags (`--pcre2`, `--multiline`, …) is dropped,
 * because the `search` tool takes only `query`, `projects` and `limit`.
 * Spec: docs/tools.md, Rules shared by all tools (refusals the model can act on); seed 000 (search).
 */

import { MAX_PATTERN_CHARS, type SearchErrorReason } from '@ma/core';

/** What went wrong and what the model can do instead, both on one line. */
export interface SearchErrorText {
  what: string;
  allowed: string;
}

const GENERIC =
  'fix the regex (ripgrep/Rust syntax: no look-around, no backreferences) or escape special characters';

/**
 * Describes a `SearchError`.
 * - `bad-pattern`: ripgrep's error line (`unclosed group`, `look-around … is not supported`, the
 *   literal `\n` rule), without its echo of the pattern, caret line and "Consider … --flag" advice;
 *   the hint names what the model can change in `query` (no flags).
 * - `too-long`: core's message (its length and the limit), the hint to shorten it (L99).
 * - `unavailable`: core's message (without a doubled `search unavailable:` prefix).
 */
export function searchErrorText(reason: SearchErrorReason, message: string): SearchErrorText {
  // L99: a pattern past the limit is not a regex mistake: no regex advice, the limit instead.
  if (reason === 'too-long') {
    return {
      what: message,
      allowed: `shorten the query to at most ${MAX_PATTERN_CHARS} characters: search for the few words that matter, or one search per alternative`,
    };
  }
  if (reason === 'unavailable') {
    return {
      what: `search unavailable: ${message.replace(/^search unavailable:\s*/i, '')}`,
      allowed: 'use list_projectfiles and read_projectfile instead',
    };
  }
  const lines = message
    .replace(/^rg:\s*/, '')
    .split(/\r?\n/)
    .map((l) => l.trim());
  // ripgrep's advice paragraph ("Consider enabling PCRE2 with the --pcre2 flag …") and anything after it.
  const advice = lines.findIndex((l) => /^consider\b/i.test(l) || /--[a-z]/i.test(l));
  const kept = (advice === -1 ? lines : lines.slice(0, advice)).filter((l) => l !== '');
  const errorLine = kept.find((l) => /^error:\s*/i.test(l));
  const what = (errorLine ? errorLine.replace(/^error:\s*/i, '') : kept.join('; ')) || 'ripgrep rejected it';
  let allowed = GENERIC;
  if (/look-?around|backreference/i.test(what))
    allowed =
      'rewrite it without look-around or backreferences (they are not supported), e.g. search for the words themselves';
  else if (/"\\n"|new ?line|multi-?line/i.test(what))
    allowed = 'patterns match within one line: search for one line\'s words (no "\\n")';
  return { what: `invalid search pattern: ${what}`, allowed };
}
