/**
 * The frontmatter most notes carry (`key: value` lines, block and flow lists of plain or quoted
 * words, dates, names) read without the `yaml` package: the same data as the core-schema parse, or
 * null to leave the block to it. Spec: issue #13 (start-up): a one-shot `ma tool` / `ma search`
 * spent about 5 ms of CPU in the `yaml` package's first parse of a five-line block.
 */

/** Longest block read here (characters); a longer one goes to the `yaml` package and its limits (B13). */
const MAX_CHARS = 4096;

/**
 * Characters a block read here may hold: printable ASCII, line feeds and letters of the common
 * scripts. Anything else (a tab, a CR, a BOM, a no-break or zero-width space, a control character,
 * an emoji, a line or paragraph separator) sends the block to the `yaml` package.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: a class of code points, combining marks among them, each tested alone
const OUTSIDE = /[^\n\x20-\x7e\u00c0-\u167f\u1681-\u180d\u180f-\u1fff\u3040-\ud7ff]/;

/** A top-level `key:` or `key: value` line (a plain key, at the start of the line). */
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;

/** A block-list item `- value` (or a bare `-`), any indentation. */
const ITEM_LINE = /^( *)-(?: +(.*))?$/;

/** Keys the core schema reads as another type (`null`, `true`, …), or that JavaScript treats apart. */
const SPECIAL_KEY = /^(?:[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|__proto__)$/;

/** The core schema's null (an empty value included). */
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const TRUE = /^(?:[Tt]rue|TRUE)$/;
const FALSE = /^(?:[Ff]alse|FALSE)$/;

/**
 * Plain scalars the core schema reads as numbers (ints, octal, hex, floats, `.inf`, `.nan`): left
 * to the `yaml` package.
 */
const NUMBER =
  /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;

/** A first character that makes a value something else than a plain scalar (an indicator). */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** Marks a value this reader leaves to the `yaml` package. */
const OTHER = Symbol('other');

/** `text` without leading and trailing spaces (only U+0020: YAML's other blanks never get here). */
function stripSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) === 0x20) end--;
  return text.slice(start, end);
}

/** A plain scalar as the core schema reads it; {@link OTHER} for a number or anything unusual. */
function plainScalar(text: string, inFlow: boolean): unknown {
  if (NULL.test(text)) return null;
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  if (NUMBER.test(text) || INDICATOR.test(text)) return OTHER;
  // `: ` or a final `:` starts a mapping, `#` a comment; in a flow list `,[]{}` are structure.
  if (text.includes(': ') || text.endsWith(':') || text.includes('#')) return OTHER;
  if (inFlow && /[,[\]{}]/.test(text)) return OTHER;
  return text;
}

/** A quoted scalar without escapes (`"…"` with no `\` or `"` inside, `'…'` with no `'`), else {@link OTHER}. */
function quotedScalar(text: string): unknown {
  const quote = text[0];
  if (text.length < 2 || text[text.length - 1] !== quote) return OTHER;
  const inner = text.slice(1, -1);
  if (quote === '"') return /["\\]/.test(inner) ? OTHER : inner;
  return inner.includes("'") ? OTHER : inner;
}

/** One scalar (plain or quoted), already without surrounding spaces. */
function scalar(text: string, inFlow: boolean): unknown {
  return text[0] === '"' || text[0] === "'" ? quotedScalar(text) : plainScalar(text, inFlow);
}

/** A value on a key's line: a scalar or a one-line flow list of scalars (`[a, "b"]`). */
function lineValue(text: string): unknown {
  if (text[0] !== '[') return scalar(text, false);
  if (!text.endsWith(']')) return OTHER;
  const inner = stripSpaces(text.slice(1, -1));
  if (inner === '') return [];
  const items: unknown[] = [];
  for (const part of inner.split(',')) {
    const item = stripSpaces(part);
    // An empty item (`[a,,b]`, `[a,]`) or a nested structure is the `yaml` package's to read.
    if (item === '') return OTHER;
    const value = scalar(item, true);
    if (value === OTHER || value === null) return OTHER;
    items.push(value);
  }
  return items;
}

/**
 * Reads a frontmatter block's YAML text when it is made only of top-level `key: value` lines
 * (plain keys) whose values are plain or quoted scalars without escapes, one-line flow lists of
 * them, or block lists (`- item` lines under a `key:` line) of them; blank lines allowed. Returns
 * the same plain data the core-schema parse gives (`parseFrontmatterYaml`: strings, `null`,
 * booleans, arrays; dates stay strings, B01), in the same key order, in fresh objects (B03), or
 * null for anything else: numbers, comments, anchors and aliases, tags, block scalars, nested
 * mappings, multi-line scalars, escapes, duplicate keys, tabs, CRs, characters outside
 * {@link OUTSIDE}, more than 4,096 characters. Null never means invalid: the caller then parses
 * with the `yaml` package, which gives every error and limit (B04, B13). Never throws.
 * @param raw the text between the delimiters (`FrontmatterBlock.rawStart`–`rawEnd`).
 * Spec: docs/frontmatter.md; hostile cases B01, B03, B08; issue #13 (start-up).
 */
export function readSimpleFrontmatter(raw: string): Record<string, unknown> | null {
  if (raw.length > MAX_CHARS || OUTSIDE.test(raw)) return null;
  const lines = raw.split('\n');
  const data: Record<string, unknown> = {};
  const seen = new Set<string>();
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    i++;
    if (stripSpaces(line) === '') continue;
    const key = KEY_LINE.exec(line);
    if (!key) return null;
    const name = key[1] as string;
    if (SPECIAL_KEY.test(name) || seen.has(name)) return null;
    seen.add(name);
    const text = stripSpaces(key[2] ?? '');
    if (text !== '') {
      const value = lineValue(text);
      if (value === OTHER) return null;
      data[name] = value;
      continue;
    }
    // `key:` alone: a block list on the next lines (all items at one indentation), else null.
    let indent: number | null = null;
    const items: unknown[] = [];
    let next = i;
    while (next < lines.length) {
      const itemLine = lines[next] as string;
      if (stripSpaces(itemLine) === '') {
        next++;
        continue;
      }
      const item = ITEM_LINE.exec(itemLine);
      if (!item) break;
      const at = (item[1] as string).length;
      if (indent !== null && at !== indent) return null;
      indent = at;
      const itemText = stripSpaces(item[2] ?? '');
      const value = itemText === '' ? null : itemText[0] === '[' ? OTHER : scalar(itemText, false);
      if (value === OTHER) return null;
      items.push(value);
      next++;
      i = next;
    }
    data[name] = indent === null ? null : items;
  }
  return data;
}
