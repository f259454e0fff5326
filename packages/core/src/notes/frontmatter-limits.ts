/**
 * Resource limits applied to every frontmatter block before and after YAML parsing.
 * Spec: hostile case B13 (alias bombs, deep nesting, size cap).
 */
export const FRONTMATTER_LIMITS = Object.freeze({
  /** Largest accepted YAML text between the delimiters, in UTF-8 bytes (64 KiB). */
  maxBytes: 64 * 1024,
  /** Passed to the `yaml` package's `toJS({ maxAliasCount })`: bounds alias expansion. */
  maxAliasCount: 100,
  /** Deepest accepted nesting of collections (block or flow). */
  maxDepth: 64,
});
