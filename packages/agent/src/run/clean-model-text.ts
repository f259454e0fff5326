import { stripLeadingFrontmatter } from '@ma/core';
import { stripReasoning } from '../model/strip-reasoning.js';

/**
 * Cleans model text for a note: reasoning blocks (`<think>…</think>`) and a leading frontmatter
 * block removed, trimmed; `''` for null or empty text.
 *
 * Spec: issue "honest summaries" (no reasoning in notes); docs/vault-format.md, Summary note.
 */
export function cleanModelText(text: string | null): string {
  if (!text) return '';
  return stripLeadingFrontmatter(stripReasoning(text)).trim();
}
