import type { Eol } from '../lines/eol.js';

/**
 * The YAML frontmatter of a note.
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export interface NoteFrontmatter {
  /** The YAML text between the delimiters, exactly as in the file (CRLF kept). */
  raw: string;
  /** Parsed data (core schema: dates stay strings such as `"2026-11-20"`); `{}` for an empty block. */
  data: Record<string, unknown>;
  language: 'yaml';
}

/**
 * A note split into its parts by {@link parseNote}.
 * Spec: docs/contracts.md (@ma/core, Notes and frontmatter); docs/vault-format.md.
 */
export interface ParsedNote {
  /** True when the file starts with a UTF-8 BOM (kept on every write, B09). */
  bom: boolean;
  /** The file's line ending, from its first line break (B10). */
  eol: Eol;
  /** Null when the note has no frontmatter block (including a lone `---` rule, B07). */
  frontmatter: NoteFrontmatter | null;
  /** Everything after the closing delimiter line, byte for byte (the whole text, BOM removed, when there is no block). */
  body: string;
  /** 1-based line of the body's first line in the file (1 when there is no frontmatter). */
  bodyStartLine: number;
}
