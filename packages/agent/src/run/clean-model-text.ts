import { stripLeadingFrontmatter, stripWrittenReasoning } from '@ma/core';

/**
 * Cleans model text for a note: leaked reasoning blocks (`<think>…</think>` at the start, or
 * whole-line blocks: the rule of writes, `stripWrittenReasoning`) and a leading frontmatter block
 * removed; a tag the text merely mentions stays; trimmed; `''` for null or empty text.
 *
 * Spec: issue "honest summaries" (no reasoning in notes); docs/vault-format.md, Summary note.
 */
export function cleanModelText(text: string | null): string {
  if (!text) return '';
  return stripLeadingFrontmatter(stripWrittenReasoning(text).text).trim();
}
