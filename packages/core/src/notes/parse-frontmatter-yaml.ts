import { type Document, isMap, isPair, isSeq, parseDocument } from 'yaml';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { FRONTMATTER_LIMITS } from './frontmatter-limits.js';

/**
 * A parsed, limit-checked frontmatter block.
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export interface ParsedFrontmatterYaml {
  /** The `yaml` Document (core schema: dates stay strings); `contents` is a map or null. */
  doc: Document.Parsed;
  /** Plain JS data, never shared with another parse (B03); `{}` for an empty block. */
  data: Record<string, unknown>;
}

/**
 * Parses the YAML text of a frontmatter block with the `yaml` package's core
 * schema (no timestamp tag, so `2026-11-20` stays the string `"2026-11-20"`, B01),
 * after and around the B13 limits. Never evaluates code.
 *
 * @param raw the text between the delimiters.
 * @param firstLine 1-based file line of `raw`'s first line (for error positions).
 * @throws FrontmatterError `too-large` (over 64 KiB, 65,536 UTF-8 bytes), `too-deep`, `too-many-aliases`,
 *   `invalid-yaml` (with 1-based file line and column), `not-a-mapping` (scalar or list).
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export function parseFrontmatterYaml(raw: string, firstLine: number): ParsedFrontmatterYaml {
  const doc = parseFrontmatterDocument(raw, firstLine);
  return { doc, data: toData(doc, firstLine) };
}

/**
 * {@link parseFrontmatterYaml} without the conversion to plain data: the parsed, limit-checked
 * `yaml` Document (its `contents` a map or null). The alias budget (`too-many-aliases`) is applied
 * when the data is made ({@link toData}), so a caller that needs the data of a block with aliases
 * must call `toData` before it trusts the block.
 * @throws FrontmatterError `too-large`, `too-deep`, `invalid-yaml`, `not-a-mapping` (as {@link parseFrontmatterYaml}).
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export function parseFrontmatterDocument(raw: string, firstLine: number): Document.Parsed {
  if (
    raw.length > FRONTMATTER_LIMITS.maxBytes ||
    Buffer.byteLength(raw, 'utf8') > FRONTMATTER_LIMITS.maxBytes
  ) {
    throw new FrontmatterError('too-large', undefined, firstLine);
  }
  // Security: the yaml parser itself can exhaust the stack or memory on deeply nested
  // flow collections, so bracket depth is bounded before it ever sees the text. Brackets
  // inside quotes are counted too: over-counting is safe, under-counting would not be.
  if (flowDepth(raw) > FRONTMATTER_LIMITS.maxDepth)
    throw new FrontmatterError('too-deep', undefined, firstLine);
  const doc = parseDocument(raw, {
    schema: 'core',
    // V190: `!!timestamp`, `!!binary`, `!!omap`, `!!set` stay tags YAML 1.2's core schema does not
    // resolve (a `Date` would shift the day, B01; a `Buffer` could not be written back).
    resolveKnownTags: false,
    version: '1.2',
    uniqueKeys: true,
    keepSourceTokens: false,
    // N5 (session 32): no `process.emitWarning` from the library (an unfilled Obsidian template's
    // `date: {{date:YYYY-MM-DD}}` is a map key that is a map: 7 "Keys with collection values"
    // warnings on the user's stderr); what cannot be read is reported by the readers.
    logLevel: 'error',
  });
  const error = doc.errors[0];
  if (error) {
    const pos = error.linePos?.[0];
    throw new FrontmatterError(
      'invalid-yaml',
      undefined,
      pos ? pos.line + firstLine - 1 : undefined,
      pos?.col,
      // The parser's own "at line N, column M" counts inside the frontmatter; the position above is the file's.
      {
        detail: (error.message.split('\n')[0] ?? error.code).replace(/ at line \d+, column \d+:?$/, ''),
        cause: error,
      },
    );
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new FrontmatterError('not-a-mapping', undefined, firstLine);
  }
  if (nodeDepth(doc.contents) > FRONTMATTER_LIMITS.maxDepth) {
    throw new FrontmatterError('too-deep', undefined, firstLine);
  }
  return doc;
}

/**
 * Converts a checked document to plain data with the alias budget applied.
 * @param firstLine 1-based file line where the YAML starts (reported with `too-many-aliases`).
 * @throws FrontmatterError `too-many-aliases` when expanding aliases exceeds the budget.
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export function toData(doc: Document, firstLine?: number): Record<string, unknown> {
  try {
    const value: unknown = doc.toJS({ maxAliasCount: FRONTMATTER_LIMITS.maxAliasCount });
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch (error) {
    if (error instanceof ReferenceError || error instanceof RangeError) {
      throw new FrontmatterError('too-many-aliases', undefined, firstLine, undefined, { cause: error });
    }
    throw error;
  }
}

function flowDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) max = depth;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return max;
}

/** Iterative (stack-safe) nesting depth of collections; aliases are not followed. */
function nodeDepth(root: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (isMap(node) || isSeq(node)) {
      if (depth + 1 > max) max = depth + 1;
      for (const item of node.items) stack.push([item, depth + 1]);
    } else if (isPair(node)) {
      stack.push([node.key, depth], [node.value, depth]);
    }
    // Aliases are not followed here: their expansion is bounded by the alias budget in toData.
  }
  return max;
}
