import type { DocumentOptions, ParseOptions, SchemaOptions } from 'yaml';

/**
 * How the notifier parses a request note's frontmatter: YAML 1.2's core schema with YAML 1.1's
 * "known tags" left unresolved, so a hand-edited `expires: !!timestamp 2026-03-10T09:00:00Z` stays
 * the text it reads as (never a `Date`, which the deadline check would skip, nor a shifted day) and
 * `!!binary`/`!!omap`/`!!set` values are no `Buffer` or map that could not be written back. The same
 * rule as core's frontmatter reader (V190); the notifier imports nothing from core, so it states the
 * `yaml` option itself.
 * Spec: docs/approvals.md (request notes); docs/hostile-cases.md B01; docs/frontmatter.md (V190, V222).
 */
export const REQUEST_NOTE_YAML: ParseOptions & DocumentOptions & SchemaOptions = {
  schema: 'core',
  version: '1.2',
  resolveKnownTags: false,
};
