import { Document, isCollection, isMap, isScalar, isSeq, type Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { convertEol, type Eol } from '../lines/eol.js';
import { pairKey, type TrackedFrontmatterDoc } from './frontmatter-doc.js';
import { scalarTextReadsAs } from './scalar-text-reads-as.js';

/**
 * A top-level pair of the original text: its nodes and 0-based line span in `raw`.
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export interface OriginalPair {
  /** The key node (its range locates the key). */
  key: unknown;
  value: unknown;
  startLine: number;
  endLine: number;
}

type Range = [number, number, number];

/** Source text and line index of the original YAML (offsets 0-based). */
class SourceLines {
  readonly starts: number[] = [0];
  constructor(readonly raw: string) {
    for (let i = raw.indexOf('\n'); i !== -1; i = raw.indexOf('\n', i + 1)) this.starts.push(i + 1);
    if (this.starts[this.starts.length - 1] === raw.length) this.starts.pop();
  }
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /** Line of the last non-blank character before `end`. */
  lastLine(start: number, end: number): number {
    let i = end - 1;
    while (i > start && /\s/.test(this.raw[i]!)) i--;
    return this.lineOf(Math.max(i, start));
  }
  lineStart(line: number): number {
    return this.starts[line]!;
  }
  /** Offset after the line break of `line`. */
  lineEnd(line: number): number {
    return this.starts[line + 1] ?? this.raw.length;
  }
}

function rangeOf(node: unknown): Range | null {
  const range = (node as { range?: Range | null } | null)?.range;
  return Array.isArray(range) ? range : null;
}

/**
 * Maps each top-level key of a parsed block mapping to its line span, or returns
 * null when line-level surgery is not possible (flow mapping, complex keys).
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export function describeOriginalPairs(raw: string, contents: unknown): Map<string, OriginalPair> | null {
  if (!isMap(contents) || contents.flow) return null;
  const source = new SourceLines(raw);
  const pairs = new Map<string, OriginalPair>();
  for (const pair of contents.items) {
    const key = pairKey(pair);
    const keyRange = rangeOf(pair.key);
    if (key === null || !keyRange || pairs.has(key)) return null;
    const valueRange = rangeOf(pair.value);
    const end = Math.max(keyRange[1], valueRange?.[1] ?? 0);
    pairs.set(key, {
      key: pair.key,
      value: pair.value,
      startLine: source.lineOf(keyRange[0]),
      endLine: source.lastLine(keyRange[0], end),
    });
  }
  return pairs;
}

/**
 * YAML output options: never fold long lines (B11) nor double-quoted strings with line breaks
 * (they stay `\n` escapes, so a flow value stays on one line), keep the file's list indentation.
 */
function stringifyOptions(indentSeq: boolean) {
  return {
    lineWidth: 0,
    minContentWidth: 0,
    indentSeq,
    flowCollectionPadding: false,
    doubleQuotedMinMultiLineLength: Number.POSITIVE_INFINITY,
  } as const;
}

function renderNode(contents: unknown, indentSeq: boolean): string {
  const doc = new Document(null, { schema: 'core', version: '1.2' });
  doc.contents = contents as Document['contents'];
  return doc.toString(stringifyOptions(indentSeq));
}

function renderPair(pair: Pair<unknown, unknown>, indentSeq: boolean): string {
  const map = new YAMLMap();
  map.items.push(pair);
  return renderNode(map, indentSeq);
}

/** One-line rendering of a scalar, or null when it needs several lines. */
function renderScalar(node: Scalar): string | null {
  // A string whose text provably reads back is written directly (what `yaml` writes for it too);
  // building a Document to stringify one short scalar costs more than parsing the rest of the edit.
  const value = node.value;
  if (typeof value === 'string' && !node.tag && !node.anchor && !node.comment && !node.commentBefore) {
    const quote = node.type === 'QUOTE_DOUBLE' ? '"' : node.type === 'QUOTE_SINGLE' ? "'" : '';
    const text = `${quote}${value}${quote}`;
    if ((quote !== '' || node.type === undefined || node.type === 'PLAIN') && scalarTextReadsAs(text, value))
      return text;
  }
  const text = renderNode(node, true).replace(/\n$/, '');
  if (!text.includes('\n')) return text;
  // `yaml` writes some strings (`...`, `---`, text with line breaks) as block scalars; a list item
  // or a value on its key's line stays one line as a double-quoted string (breaks escaped).
  if (typeof value !== 'string' || node.type === 'QUOTE_DOUBLE') return null;
  const quoted = new Scalar(value);
  quoted.type = 'QUOTE_DOUBLE';
  return renderScalar(quoted);
}

function renderFlowItem(node: unknown): string | null {
  const seq = new YAMLSeq();
  seq.flow = true;
  seq.items.push(node);
  const text = renderNode(seq, true).replace(/\n$/, '');
  return text.includes('\n') ? null : text.slice(1, -1);
}

/**
 * Whether the file indents block lists under their key (`  - x`, Obsidian's style) or not (`- x`).
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export function detectIndentSeq(raw: string): boolean {
  const match = /^[^\s#-][^\n]*:[ \t]*(?:#[^\n]*)?\r?\n([ \t]*)- /m.exec(raw);
  return match ? match[1]!.length > 0 : true;
}

/**
 * Renders the edited YAML text of a frontmatter block by splicing only the
 * touched top-level pairs into the original text: untouched lines (other keys,
 * comments, blank lines, quoting) are copied byte for byte. Scalar changes
 * replace only the value's characters (an inline comment survives); list
 * additions/removals add or drop single item lines; anything else re-renders
 * that one pair. New keys are appended at the end. Output uses `eol`.
 *
 * `proven` is true when every change is one of the two splices whose result is known without
 * parsing it again (see {@link provenScalar} and {@link provenAppend}): then the text provably
 * parses to the edited document's data, given a block without anchors or aliases (the caller's
 * condition). Anything else is false, and the caller re-parses the changed pairs.
 *
 * @param originals from {@link describeOriginalPairs}; null → the whole block is re-rendered.
 * Spec: docs/frontmatter.md; docs/contracts.md (@ma/core, `editFrontmatter`); docs/hostile-cases.md B01, B06, B08–B11.
 */
export function renderFrontmatterEdits(
  raw: string,
  eol: Eol,
  originals: Map<string, OriginalPair> | null,
  doc: TrackedFrontmatterDoc,
): RenderedFrontmatter {
  const indentSeq = detectIndentSeq(raw);
  if (originals === null) {
    const text = doc.map.items.length === 0 ? '' : convertEol(renderNode(doc.map, indentSeq), eol);
    return { text, proven: false };
  }
  const source = new SourceLines(raw);
  let proven = true;
  const finalPairs = new Map<string, Pair<unknown, unknown>>();
  for (const pair of doc.map.items) {
    const key = pairKey(pair);
    if (key !== null) finalPairs.set(key, pair);
  }
  const regions: Array<{ start: number; end: number; text: string }> = [];
  for (const key of doc.touched) {
    const original = originals.get(key);
    if (!original) continue;
    const pair = finalPairs.get(key);
    const start = source.lineStart(original.startLine);
    // A deleted pair takes the blank lines after it along: they belong to no value but a `|+`
    // block scalar's above it, which would otherwise gain them.
    let last = original.endLine;
    if (!pair) while (last + 1 < source.starts.length && BLANK.test(lineText(source, last + 1))) last++;
    const end = source.lineEnd(last);
    const region = { start, end };
    const items = doc.originalItems.get(key);
    let text: string | null = null;
    if (pair) {
      text = spliceScalar(source, region, original, pair.value);
      if (text !== null) proven &&= provenScalar(source, original, pair.value);
      else {
        text = spliceBlockList(source, region, original, pair.value, items, eol);
        if (text !== null) proven &&= provenAppend(source, original, pair.value, items);
      }
    }
    if (text === null) {
      proven = false;
      text = pair
        ? (spliceFlowList(source, region, original, pair.value, items) ??
          spliceFlowValue(source, region, original, pair.value) ??
          convertEol(renderPair(pair, indentSeq), eol))
        : '';
    }
    regions.push({ start, end, text });
  }
  let appended = '';
  for (const pair of doc.map.items) {
    const key = pairKey(pair);
    if (key !== null && doc.touched.has(key) && !originals.has(key)) appended += renderPair(pair, indentSeq);
  }
  let out = raw.trim() === '' ? '' : raw;
  for (const region of regions.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, region.start) + region.text + out.slice(region.end);
  }
  if (appended) {
    proven = false;
    if (out !== '' && !out.endsWith('\n')) out += eol;
    out += convertEol(appended, eol);
  }
  return { text: out, proven };
}

/**
 * Result of {@link renderFrontmatterEdits}.
 * Spec: docs/frontmatter.md; issue #13 (`editFrontmatter` ≤ 2× gray-matter, bytes kept).
 */
export interface RenderedFrontmatter {
  /** The edited YAML text of the block. */
  text: string;
  /** True when the text provably parses to the edited data without parsing it again. */
  proven: boolean;
}

/** The rest of a line after a value: nothing but blanks, or blanks then a comment. */
const REST_OF_LINE = /^(?:[ \t]*|[ \t]+#[^\n]*)\r?$/;
/** A blank line. */
const BLANK = /^[ \t]*\r?$/;
/** A line that ends any value of a column-0 pair before it: a comment, or text at column 0. */
const ENDS_VALUE = /^(?:[ \t]*#|[^ \t\r])/;

/** The text of `line` without its line break ('' past the end). */
function lineText(source: SourceLines, line: number): string {
  if (line >= source.starts.length) return '';
  return source.raw.slice(source.lineStart(line), source.lineEnd(line)).replace(/\n$/, '');
}

/**
 * The common ground of both proofs: the key starts its line at column 0 (a top-level pair of a
 * column-0 mapping), the value's last line `last` holds nothing after the value but a comment, and
 * the next line (left as it was) cannot continue the value: blank, a comment, text at column 0 (the
 * next key), or the end of the block.
 */
function closesCleanly(source: SourceLines, original: OriginalPair, valueEnd: number, last: number): boolean {
  const keyStart = rangeOf(original.key)?.[0];
  if (keyStart !== source.lineStart(original.startLine)) return false;
  if (last !== original.endLine || source.lineOf(valueEnd) !== last) return false;
  const lineEnd = source.lineEnd(last);
  if (!REST_OF_LINE.test(source.raw.slice(valueEnd, lineEnd).replace(/\n$/, ''))) return false;
  let next = last + 1;
  while (next < source.starts.length && BLANK.test(lineText(source, next))) next++;
  return next >= source.starts.length || ENDS_VALUE.test(lineText(source, next));
}

/**
 * Proof for {@link spliceScalar}: a one-line plain or quoted string value, with no tag or anchor
 * before it (`key: value`, or alone on the next line), became a string whose rendering
 * {@link scalarTextReadsAs}. Only the value's characters changed, the rest of its line is blank or
 * a comment and the next line cannot continue it, so the pair now holds exactly that string and
 * every other pair reads as before.
 */
function provenScalar(source: SourceLines, original: OriginalPair, value: unknown): boolean {
  const old = original.value;
  const range = rangeOf(old);
  if (!isScalar(old) || !isScalar(value) || !range) return false;
  const line = source.lineOf(range[0]);
  const before = source.raw.slice(source.lineStart(line), range[0]);
  const bare = line === original.startLine ? /:[ \t]+$/.test(before) : /^[ \t]+$/.test(before);
  if (!bare || !closesCleanly(source, original, range[1], line)) return false;
  const text = renderScalar(value);
  return text !== null && scalarTextReadsAs(text, value.value);
}

/**
 * Proof for {@link spliceBlockList} when items were only appended: every original item is still
 * there, in order, and is a one-line plain or quoted scalar alone on a `- ` line with the same
 * indentation (blanks only, no tag or anchor); each new item is a string whose rendering
 * {@link scalarTextReadsAs}, on its own `<indent>- ` line right after the last item's line. A line
 * at the items' column that starts with `- ` after a complete one-line item is the next item of the
 * same list, and the line after it (left as it was) cannot continue it, so the list now holds the
 * old items then the new ones and every other pair reads as before.
 */
function provenAppend(
  source: SourceLines,
  original: OriginalPair,
  value: unknown,
  items: unknown[] | undefined,
): boolean {
  const old = original.value;
  if (!isSeq(old) || old.flow || value !== old || !items || items.length === 0) return false;
  if (old.items.length <= items.length) return false;
  let indent: string | null = null;
  let lastRange: Range | null = null;
  for (let i = 0; i < items.length; i++) {
    const node = items[i];
    const range = rangeOf(node);
    if (old.items[i] !== node || !range || !isScalar(node)) return false;
    if (node.type !== 'PLAIN' && node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE') return false;
    const line = source.lineOf(range[0]);
    if (source.lastLine(range[0], range[1]) !== line) return false;
    const prefix = /^( *)- +$/.exec(source.raw.slice(source.lineStart(line), range[0]));
    if (!prefix || (indent !== null && prefix[1] !== indent)) return false;
    indent = prefix[1]!;
    lastRange = range;
  }
  if (!lastRange || !closesCleanly(source, original, lastRange[1], source.lineOf(lastRange[0]))) return false;
  for (const node of old.items.slice(items.length)) {
    if (!isScalar(node)) return false;
    const text = renderScalar(node);
    if (text === null || !scalarTextReadsAs(text, node.value)) return false;
  }
  return true;
}

interface Region {
  start: number;
  end: number;
}

/** Replaces `[at, to)` inside the region's original text. */
function replaceIn(source: SourceLines, region: Region, at: number, to: number, text: string): string {
  return source.raw.slice(region.start, at) + text + source.raw.slice(to, region.end);
}

/** A one-line scalar changed to another scalar: replace only the value's characters. */
function spliceScalar(
  source: SourceLines,
  region: Region,
  original: OriginalPair,
  value: unknown,
): string | null {
  const old = original.value;
  const range = rangeOf(old);
  if (!isScalar(old) || !isScalar(value) || !range || range[0] === range[1]) return null;
  if (old.type !== 'PLAIN' && old.type !== 'QUOTE_DOUBLE' && old.type !== 'QUOTE_SINGLE') return null;
  if (source.lineOf(range[0]) !== source.lastLine(range[0], range[1])) return null;
  const text = renderScalar(value);
  return text === null ? null : replaceIn(source, region, range[0], range[1], text);
}

/**
 * Final items = original item nodes (a subsequence, in order) followed by new
 * scalar nodes: drop removed items' lines, add one `- item` line per new item
 * after the last original item, with the original items' indentation.
 */
function spliceBlockList(
  source: SourceLines,
  region: Region,
  original: OriginalPair,
  value: unknown,
  items: unknown[] | undefined,
  eol: Eol,
): string | null {
  const old = original.value;
  if (!isSeq(old) || old.flow || value !== old || !items || items.length === 0 || old.items.length === 0)
    return null;
  let lastIndex = -1;
  let sawNew = false;
  const added: string[] = [];
  for (const node of old.items) {
    const index = items.indexOf(node);
    if (index === -1) {
      if (!isScalar(node)) return null;
      const text = renderScalar(node);
      if (text === null) return null;
      added.push(text);
      sawNew = true;
    } else {
      if (index <= lastIndex || sawNew) return null;
      lastIndex = index;
    }
  }
  // Each original item must start its own `- ` line.
  const spans: Array<{ first: number; last: number }> = [];
  let indent = '';
  for (const node of items) {
    const range = rangeOf(node);
    if (!range) return null;
    const first = source.lineOf(range[0]);
    const prefix = source.raw.slice(source.lineStart(first), range[0]);
    // The item's own tag or anchor (`- !!str 12`, `- &a x`) sits before its range: kept as written.
    const match = /^([ \t]*)-[ \t]+(?:[!&][^\s]*[ \t]+)*$/.exec(prefix);
    if (!match || spans.some((span) => span.last >= first)) return null;
    if (spans.length === 0) indent = match[1]!;
    spans.push({ first, last: source.lastLine(range[0], range[1]) });
  }
  const kept = new Set(old.items);
  const lastSpan = spans[spans.length - 1]!;
  let text = '';
  for (let line = source.lineOf(region.start); line <= source.lineOf(region.end - 1); line++) {
    const removed = spans.some((span, i) => !kept.has(items[i]) && line >= span.first && line <= span.last);
    if (!removed) {
      text += source.raw.slice(source.lineStart(line), source.lineEnd(line));
    }
    if (line === lastSpan.last && added.length > 0) {
      if (!text.endsWith('\n')) text += eol;
      text += added.map((item) => `${indent}- ${item}${eol}`).join('');
    }
  }
  return text;
}

/** A one-line flow list (`[a, b]`) of scalars: rebuild it from the items' original source text. */
function spliceFlowList(
  source: SourceLines,
  region: Region,
  original: OriginalPair,
  value: unknown,
  items: unknown[] | undefined,
): string | null {
  const old = original.value;
  const range = rangeOf(old);
  if (!isSeq(old) || !old.flow || value !== old || !items || !range) return null;
  if (source.lineOf(range[0]) !== source.lastLine(range[0], range[1])) return null;
  const parts: string[] = [];
  let after = range[0] + 1;
  for (const node of old.items) {
    const nodeRange = items.includes(node) ? rangeOf(node) : null;
    // With its tag or anchor (`!!str 12`, `&a x`), which sit before the item's range: without it
    // `!!str 12` would be rebuilt as the number 12.
    const text = nodeRange
      ? flowItemProperties(source.raw.slice(after, nodeRange[0])) +
        source.raw.slice(nodeRange[0], nodeRange[1])
      : renderFlowItem(node);
    if (text === null) return null;
    if (nodeRange) after = nodeRange[1];
    parts.push(text);
  }
  const pad = source.raw.startsWith('[ ', range[0]) && parts.length > 0 ? ' ' : '';
  return replaceIn(source, region, range[0], range[1], `[${pad}${parts.join(', ')}${pad}]`);
}

/** The tag and anchor written before a flow item (`, !!str ` → `!!str `), from the text since the item before it. */
function flowItemProperties(before: string): string {
  return /(?:[!&][^\s,[\]{}]*[ \t]+)*$/.exec(before)?.[0] ?? '';
}

/**
 * A value set with `{ flow: true }` (a new flow collection node) whose old value sat on the
 * key's line: only the value's characters are replaced, so the key's text and a trailing
 * comment stay. Null otherwise: a block-style old value is re-rendered as the one line
 * `key: <flow>` by `renderPair`.
 */
function spliceFlowValue(
  source: SourceLines,
  region: Region,
  original: OriginalPair,
  value: unknown,
): string | null {
  if (!isCollection(value) || !value.flow || value === original.value) return null;
  const range = rangeOf(original.value);
  if (!range || range[0] === range[1]) return null;
  if (source.lineOf(range[0]) !== original.startLine) return null;
  if (source.lastLine(range[0], range[1]) !== original.startLine) return null;
  const text = renderNode(value, true).replace(/\n$/, '');
  return text.includes('\n') ? null : replaceIn(source, region, range[0], range[1], text);
}
