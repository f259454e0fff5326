import { BOM, detectEol, type Eol } from '../lines/eol.js';

/**
 * Where a note's frontmatter block sits; offsets are 0-based into `content` (the text without BOM).
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export interface FrontmatterBlock {
  /** Language word after the opening `---` (`''` for a bare `---`), lower-cased. */
  language: string;
  /** Offset of the first character after the opening line (start of the YAML text). */
  rawStart: number;
  /** Offset of the closing `---` line (end of the YAML text, exclusive). */
  rawEnd: number;
  /** Offset just after the closing line and its line break: where the body starts. */
  end: number;
  /** Lines the block occupies, both delimiters included. */
  lineCount: number;
}

/**
 * The result of {@link splitFrontmatter}.
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export interface FrontmatterSplit {
  bom: boolean;
  eol: Eol;
  /** The text with a leading BOM removed. */
  content: string;
  block: FrontmatterBlock | null;
  /**
   * True when there is no block but the first line opens one: `---` followed by key/value lines
   * (its first paragraph parses as a YAML mapping) or `---<language>`, with no closing `---` line.
   * That is frontmatter the user forgot to close, not a horizontal rule (B07): reads that parse
   * frontmatter and every edit refuse it (`assertClosedFrontmatter`).
   */
  unclosed: boolean;
  /**
   * When there is no block at the start but one follows what Obsidian does not skip — blank lines,
   * spaces or tabs (any white space: U+00A0, U+3000…), a second byte-order mark (U+FEFF), zero-width
   * characters and direction marks (U+200B–U+200F, U+2060–U+2064), a soft hyphen (L613) — the `---` line's position and what stands before it; else null. Obsidian reads no properties
   * from such a note, and an edit would put a second block above the user's keys (V280), so reads
   * that parse frontmatter and every edit refuse it (`assertClosedFrontmatter`).
   */
  displaced: DisplacedBlock | null;
}

/**
 * A frontmatter block that does not start the note (V280): see {@link FrontmatterSplit.displaced}.
 * Spec: docs/frontmatter.md (Blocks that do not start the note, V280).
 */
export interface DisplacedBlock {
  /** 1-based line of the opening `---` (in the text without its first BOM). */
  line: number;
  /** 1-based column (UTF-16 code units) of the opening `---` on that line. */
  column: number;
  /** What stands before it, in words: `2 blank lines`, `U+FEFF (a second byte-order mark)`, `a space`. */
  before: string;
  /** False when no `---` line closes the block either (L620: refused all the same, as on line 1). */
  closed: boolean;
}

/** `key: value` (or `key:`) as the first line of a paragraph: what a frontmatter block starts with. */
const KEY_LINE = /^(?:[A-Za-z_][\w .-]*|"[^"\n]*"|'[^'\n]*')[ \t]*:(?:[ \t]|$)/;

/**
 * `---`, or `---` and one language word as gray-matter reads it (the rest of the line, trimmed, a
 * leading `!` allowed): `---js`, `--- js`, `---!js`, `--- yaml` (R27). More than one word, a
 * fourth dash or a bare `---!` is not an opening (the note is body).
 */
const OPENING = /^---(?:[ \t]*!?[ \t]*([A-Za-z][\w.+-]*))?[ \t]*$/;
const CLOSING = /^---[ \t]*\r?$/gm;
/**
 * Hugo's TOML frontmatter fence (`+++` on line 1 and a later line). Read as a block of language
 * `toml`, so it is refused like `---toml` instead of read as body with a YAML block put above it.
 */
const TOML_FENCE = /^\+\+\+[ \t]*$/;
const TOML_CLOSING = /^\+\+\+[ \t]*\r?$/gm;
/**
 * Hexo's JSON frontmatter fence (`;;;` on line 1 and a later line; hexo-front-matter). Read as a block
 * of language `json`, so it is refused like `---json` instead of read as body with a YAML block put
 * above it (V281, as R170 for TOML).
 */
const JSON_FENCE = /^;;;[ \t]*$/;
const JSON_CLOSING = /^;;;[ \t]*\r?$/gm;

/**
 * Finds a frontmatter block without interpreting it: an opening line `---`
 * (optionally followed by a language word such as `yaml` or `js`, also spaced or after `!` as
 * gray-matter reads it: `--- js`, `---!js`; R27) as the first
 * line (after an optional BOM, B09), and a later line that is exactly `---`
 * (trailing blanks allowed, LF or CRLF, B10). A first `---` line with no closing
 * line whose next lines are prose is a horizontal rule, not frontmatter (B07); one followed by a
 * `key: value` line (or a `---<language>` opening) is unclosed frontmatter (`unclosed`). A `+++`
 * first line with a later `+++` line is Hugo's TOML frontmatter: a block of language `toml`, which
 * every parse and edit refuses (R170); a `;;;` first line with a later `;;;` line is Hexo's JSON
 * frontmatter, a block of language `json`, refused alike (V281). A block after blank lines, spaces, a
 * second BOM or zero-width characters is `displaced` (V280). Nothing is parsed or evaluated.
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const bom = text.startsWith(BOM);
  const content = bom ? text.slice(1) : text;
  const eol = detectEol(content);
  const firstBreak = content.indexOf('\n');
  if (firstBreak === -1) {
    const lone = OPENING.exec(content);
    return { bom, eol, content, block: null, unclosed: lone?.[1] !== undefined, displaced: null };
  }
  const openingLine = content.slice(0, firstBreak).replace(/\r$/, '');
  const rawStart = firstBreak + 1;
  if (TOML_FENCE.test(openingLine)) {
    const block = closedBlock(content, rawStart, TOML_CLOSING, 'toml');
    return { bom, eol, content, block, unclosed: false, displaced: null };
  }
  if (JSON_FENCE.test(openingLine)) {
    const block = closedBlock(content, rawStart, JSON_CLOSING, 'json');
    if (block) return { bom, eol, content, block, unclosed: false, displaced: null };
  }
  const opening = OPENING.exec(openingLine);
  if (!opening)
    return { bom, eol, content, block: null, unclosed: false, displaced: displacedBlock(content) };
  const block = closedBlock(content, rawStart, CLOSING, (opening[1] ?? '').toLowerCase());
  if (block) return { bom, eol, content, block, unclosed: false, displaced: null };
  const firstLine =
    content
      .slice(rawStart)
      .replace(/^(?:[ \t]*\r?\n)+/, '')
      .split('\n', 1)[0] ?? '';
  return {
    bom,
    eol,
    content,
    block: null,
    unclosed: opening[1] !== undefined || KEY_LINE.test(firstLine.replace(/\r$/, '')),
    displaced: null,
  };
}

/**
 * One character of a lead Obsidian shows nothing for, or nothing but a gap (V280, L613): any white space but a
 * line break (space, tab, a no-break space U+00A0, U+2000–U+200A, an ideographic space U+3000, a BOM U+FEFF…) and
 * the invisible format characters: a soft hyphen U+00AD, U+180E, zero-width characters and direction marks
 * U+200B–U+200F, U+2060–U+2064.
 */
const INVISIBLE_CHAR = '(?:[^\\S\\r\\n]|[\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064])';
/** Lines of nothing Obsidian shows ({@link INVISIBLE_CHAR}), then the same before `---`. */
const INVISIBLE_LEAD = new RegExp(`^(?:${INVISIBLE_CHAR}*\\r?\\n)*${INVISIBLE_CHAR}*`);
/** The same characters at the start of one line. */
const INVISIBLE_START = new RegExp(`^${INVISIBLE_CHAR}*`);

/**
 * `line` (one line, without its line break) without the characters Obsidian shows nothing for at its
 * start: white space and invisible format characters (V280, L613). `''` for a line of nothing visible; a
 * line that then starts with `---` may open a block that does not start its note ({@link FrontmatterSplit.displaced}).
 * A reader that takes a note's lines one at a time (the offline engine's transcript stream) reads such
 * lines ahead with the block, so that `parseNote` refuses it as every other read does.
 * Spec: docs/frontmatter.md (Blocks that do not start the note).
 */
export function withoutInvisibleLead(line: string): string {
  return line.slice(INVISIBLE_START.exec(line)?.[0].length ?? 0);
}

const INVISIBLE_NAMES: Record<string, string> = {
  '\ufeff': 'U+FEFF (a second byte-order mark)',
  '\u00a0': 'U+00A0 (a no-break space)',
  '\u00ad': 'U+00AD (a soft hyphen)',
  '\u3000': 'U+3000 (an ideographic space)',
  '\u200b': 'U+200B (a zero-width space)',
  '\u200c': 'U+200C (a zero-width non-joiner)',
  '\u200d': 'U+200D (a zero-width joiner)',
  '\u200e': 'U+200E (a left-to-right mark)',
  '\u200f': 'U+200F (a right-to-left mark)',
  '\u2060': 'U+2060 (a word joiner)',
};

/**
 * A block that opens after `content`'s invisible lead (V280): the opening line is `---<language>`,
 * or `---` followed by a `key: value` line (its first non-blank line), closed by a `---` line or not
 * (L620, as an unclosed block on line 1): the shape of frontmatter, not of a horizontal rule. Null when the lead is empty or no such block follows.
 */
function displacedBlock(content: string): DisplacedBlock | null {
  const lead = INVISIBLE_LEAD.exec(content)?.[0] ?? '';
  if (lead === '') return null;
  const rest = content.slice(lead.length);
  const nl = rest.indexOf('\n');
  const opening = OPENING.exec((nl === -1 ? rest : rest.slice(0, nl)).replace(/\r$/, ''));
  if (!opening || nl === -1) return null;
  if (opening[1] === undefined) {
    const firstLine =
      rest
        .slice(nl + 1)
        .replace(/^(?:[ \t]*\r?\n)+/, '')
        .split('\n', 1)[0] ?? '';
    // L620: `---` and a `key: value` line is the shape of a block whether or not a `---` line closes it
    // (as on line 1, where it is `unclosed`); an unclosed one read as body got a second block above it.
    if (!KEY_LINE.test(firstLine.replace(/\r$/, ''))) return null;
  }
  const lastBreak = lead.lastIndexOf('\n');
  return {
    line: countBreaks(lead, 0, lead.length) + 1,
    column: lead.length - lastBreak,
    before: describeLead(lead),
    closed: closedBlock(rest, nl + 1, CLOSING, opening[1] ?? '') !== null,
  };
}

/** `lead` in words, each kind once in the order met: `2 blank lines, a space`. */
function describeLead(lead: string): string {
  const parts: string[] = [];
  const blankLines = countBreaks(lead, 0, lead.length);
  if (blankLines > 0) parts.push(blankLines === 1 ? '1 blank line' : `${blankLines} blank lines`);
  const seen = new Set<string>();
  for (const ch of lead) {
    if (ch === '\n' || ch === '\r' || seen.has(ch)) continue;
    seen.add(ch);
    const code = `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    parts.push(INVISIBLE_NAMES[ch] ?? (ch === '\t' ? 'a tab' : ch === ' ' ? 'a space' : code));
  }
  return parts.join(', ');
}

/**
 * The 1-based line of a `+++` TOML block (Hugo's frontmatter) that follows the note's YAML block
 * (blank lines between allowed), or null. A summary run before R170 read a `+++` note as body and
 * put its YAML block above it: such a note reads without refusal, but its TOML properties (status,
 * attendees, projects) are body text nobody reads. `ma doctor` names it (L338). Never throws.
 * Spec: docs/frontmatter.md (TOML `+++` blocks, R170, L338).
 */
export function tomlBlockBelowYaml(text: string): number | null {
  const { content, block } = splitFrontmatter(text);
  if (block === null || (block.language !== '' && block.language !== 'yaml')) return null;
  const rest = content.slice(block.end);
  const blank = /^(?:[ \t]*\r?\n)*/.exec(rest)?.[0] ?? '';
  const below = splitFrontmatter(rest.slice(blank.length));
  const nl = below.content.indexOf('\n');
  const firstLine = (nl === -1 ? below.content : below.content.slice(0, nl)).replace(/\r$/, '');
  if (below.block?.language !== 'toml' || !TOML_FENCE.test(firstLine)) return null;
  return block.lineCount + countBreaks(blank, 0, blank.length) + 1;
}

/** The block from `rawStart` to the first line `closingLine` matches at a real line start, or null. */
function closedBlock(
  content: string,
  rawStart: number,
  closingLine: RegExp,
  language: string,
): FrontmatterBlock | null {
  const closing = new RegExp(closingLine.source, closingLine.flags);
  closing.lastIndex = rawStart;
  for (let match = closing.exec(content); match; match = closing.exec(content)) {
    // `^` with the m flag also matches after a lone \r or U+2028: only real LF line starts count.
    if (match.index !== rawStart && content[match.index - 1] !== '\n') {
      closing.lastIndex = match.index + 1;
      continue;
    }
    const lineEnd = match.index + match[0].length;
    const end = content[lineEnd] === '\n' ? lineEnd + 1 : lineEnd;
    const lineCount = countBreaks(content, 0, match.index) + 1;
    return { language, rawStart, rawEnd: match.index, end, lineCount };
  }
  return null;
}

function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
