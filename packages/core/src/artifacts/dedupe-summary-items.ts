import { type ParsedLink, replaceLinks } from '../names/index.js';
import { markdownHeadings } from '../notes/markdown-headings.js';

/** The words a link reads as: its alias (or Markdown link text), else its target and heading. */
function linkWords(link: ParsedLink): string {
  return link.alias ?? [link.target, link.subpath].filter((p) => p).join(' ');
}

/**
 * Filler words that carry nothing when dropped anywhere (speech-to-text noise).
 * Spec: issue 9, H12.
 */
const FILLERS = new Set([
  'um',
  'umm',
  'uh',
  'uhm',
  'erm',
  'er',
  'hmm',
  'mm',
  'mhm',
  'ah',
  'oh',
  'okay',
  'ok',
  'yeah',
  'alright',
]);

/** Words that only open a spoken sentence (`So I will …`): dropped at the start. */
const OPENERS = new Set(['so', 'well', 'and', 'then', 'now', 'right', 'also', 'but']);

/** Words that turn a statement around: never ignored when two items differ by them. */
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'without',
  'cannot',
  'nicht',
  'kein',
  'keine',
  'nie',
  'ne',
  'pas',
  'jamais',
  'sans',
  'nunca',
  'sin',
  'niet',
  'geen',
]);

/**
 * The only words a repeat may leave out (articles, particles, intensifiers: "Send the report" / "Send report"):
 * any other word left out changes what the item says ("Remove the battery" / "Remove the battery cover", "for
 * models" / "for premium models", "in the EU" / "in the EU only", "latex" / "latex-free") (review8 U5).
 */
const OMISSIBLE = new Set([
  ...[
    'the',
    'a',
    'an',
    'to',
    'of',
    'that',
    'this',
    'just',
    'really',
    'very',
    'actually',
    'basically',
    'also',
  ],
  ...[
    'then',
    'will',
    'shall',
    'going',
    'gonna',
    'we',
    'i',
    'please',
    'definitely',
    'der',
    'die',
    'das',
    'le',
    'la',
  ],
]);

/** A top-level list item line: marker, optional checkbox, text. */
const ITEM = /^( ?)([-*+]|(\d{1,9})([.)]))[ \t]+(\[[ xX]\][ \t]+)?(.*)$/;

/** One word of an item, with whether it is significant when it is the only difference. */
interface Token {
  word: string;
  significant: boolean;
}

/** Replaces English contractions with their full words (`I'll` → `I will`, `don't` → `do not`). */
function expandContractions(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\bcan't\b/gi, 'can not')
    .replace(/\bshan't\b/gi, 'shall not')
    .replace(/n't\b/gi, ' not')
    .replace(/'ll\b/gi, ' will')
    .replace(/'re\b/gi, ' are')
    .replace(/'ve\b/gi, ' have')
    .replace(/'m\b/gi, ' am')
    .replace(/'d\b/gi, ' would');
}

/**
 * The words of an item's text for comparison: citations (`(L12)`, `(L12–L14, L40)`, `(lines 3–5)`,
 * `(from user notes)`), Markdown emphasis, code ticks and link syntax removed, NFKC, contractions
 * expanded, fillers dropped, openers dropped at the start, a word repeated right after itself
 * dropped. A word is significant when it holds a digit, is a negation, or starts with a capital
 * letter anywhere but at the start of a clause (a name) — `I` excepted. Clauses start after
 * `:`, `.`, `;`, `!` and `?` (`Ben: So I will …`).
 */
function itemTokens(text: string): Token[] {
  const uncited = text
    .normalize('NFKC')
    .replace(/\((?:L|lines?\s*)\d+(?:\s*[–-]\s*L?\d+)?(?:\s*,\s*L?\d+(?:\s*[–-]\s*L?\d+)?)*\)/gi, ' ')
    .replace(/\(from (?:the )?user notes\)/gi, ' ');
  // Links in every form of core's one link reader read as their words (V2).
  const plain = expandContractions(
    replaceLinks(uncited, ({ link }) => linkWords(link)).replace(/[*_`~]+/g, ''),
  );
  const out: Token[] = [];
  // Each clause (after `:`, `.`, `;`, `!`, `?`: `Ben: So I will …`) starts a sentence.
  for (const clause of plain.split(/[:;.!?](?=\s|$)/)) {
    let start = true;
    for (const w of clause.match(/[\p{L}\p{M}\p{N}]+(?:[.,][\p{N}]+)*/gu) ?? []) {
      const word = w.toLowerCase();
      if (FILLERS.has(word)) continue;
      if (start && OPENERS.has(word)) continue;
      if (out.at(-1)?.word === word) continue;
      const capital = /^\p{Lu}/u.test(w) && w !== 'I' && !start;
      out.push({ word, significant: /\p{N}/u.test(w) || NEGATIONS.has(word) || capital });
      start = false;
    }
  }
  return out;
}

/**
 * The words of a list item's text as the repeated-items rule compares them ({@link itemTokens}:
 * citations, Markdown, link syntax, case, punctuation, fillers and openers left out), joined by
 * single spaces; `''` when it has none. Two items with equal words say the same thing in the same
 * words (a next step stated again with other line citations).
 * Spec: issue 9, H12; docs/summary-hash.md, Task states (leftovers L110).
 */
export function itemWords(text: string): string {
  return itemTokens(text)
    .map((t) => t.word)
    .join(' ');
}

/**
 * True when `a` and `b` say the same thing ({@link dedupeSummaryItems}'s rule): the same words, or
 * the shorter (at least 3 words) is the longer with a few words left out — at most one word in
 * five (at least one) — each of them an article, particle or intensifier ({@link OMISSIBLE}), never a
 * number, a negation, a name or any other word (review8 U5).
 * Different words in the same place (`yellow` / `red`, `Alice` / `Bob`) never match.
 */
function sameItem(a: readonly Token[], b: readonly Token[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === long.length) return short.every((t, i) => t.word === long[i]?.word);
  if (short.length < 3) return false;
  const extra = long.length - short.length;
  if (extra > Math.max(1, Math.floor(long.length / 5))) return false;
  // Is `short` a subsequence of `long`, and are the left-out words insignificant?
  let i = 0;
  for (const t of long) {
    if (i < short.length && t.word === short[i]?.word) i++;
    else if (t.significant || !OMISSIBLE.has(t.word)) return false;
  }
  return i === short.length;
}

/**
 * The words of an item that {@link sameItem} never lets a repeat leave out (every word not in
 * {@link OMISSIBLE}), in order: two items that say the same thing have the same key, so an item is
 * compared only with the earlier items of its key, not with every earlier item — a summary of tens of
 * thousands of items (a model stuck in a loop, a client's huge `write_summary`) is committed in
 * linear time instead of hanging for hours (T52).
 */
function itemKey(tokens: readonly Token[]): string {
  return tokens
    .filter((t) => !OMISSIBLE.has(t.word))
    .map((t) => t.word)
    .join(' ');
}

/** Whether two items' continuation lines and sub-items say the same words (both empty included). */
function sameRest(a: readonly Token[], b: readonly Token[]): boolean {
  return a.length === b.length && a.every((t, i) => t.word === b[i]?.word);
}

/**
 * For each line that is a top-level item (outside code fences), the words of its indented continuation lines and
 * sub-items; other lines are absent from the map.
 */
function itemRests(lines: readonly string[]): Map<number, Token[]> {
  const rests = new Map<number, Token[]>();
  let fence: string | null = null;
  let current: number | null = null;
  let text: string[] = [];
  const close = () => {
    if (current !== null) rests.set(current, itemTokens(text.join('\n')));
    current = null;
    text = [];
  };
  lines.forEach((line, i) => {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      if (current !== null) text.push(line);
      return;
    }
    if (fenceMark) {
      close();
      fence = fenceMark;
      return;
    }
    if (ITEM.test(line) && !/^\s{2,}/.test(line)) {
      close();
      current = i;
    } else if (current !== null && /^\s+\S/.test(line)) text.push(line);
    else if (line.trim() !== '' || /^ {0,3}#{1,6}(\s|$)/.test(line)) close();
  });
  close();
  return rests;
}

/**
 * Writes every repeated list item of a summary body once (H12: speech-to-text tools repeat lines,
 * and models copy them, so the same decision or next step shows up two or three times).
 *
 * Within each section (the lines between two headings), a top-level list item (`-`, `*`, `+`,
 * `1.`/`1)` indented by at most one space; a `[ ]`/`[x]` checkbox ignored) is dropped, with its indented continuation and
 * sub-items, when an earlier item of that section says the same thing ({@link sameItem} over
 * {@link itemTokens}): after dropping citations (`(L12)`), Markdown, case, punctuation, fillers
 * (`um`, `okay`, …), a sentence opener (`So`, `Well`, …) and contractions, the words are equal,
 * or one is the other with at most one word in five left out, each an article, particle or intensifier
 * ("the", "just", …); and its sub-items and continuation lines, if it has any, say the same words as
 * the earlier item's (review8 U5: a topic that came up twice keeps both halves). The first item (and its citation) is kept. An ordered list that lost items is
 * renumbered from its first number. Lines inside fenced code blocks and everything that is not a
 * top-level list item stay as they are.
 *
 * @param body the summary body (Markdown, no frontmatter), `\n` or `\r\n` line ends.
 * @returns the body with repeats removed (the same string when there were none).
 * Spec: issue 9, H12 (repetition loops); docs/contracts.md, Repeated items.
 */
export function dedupeSummaryItems(body: string): string {
  const eol = body.includes('\r\n') ? '\r\n' : '\n';
  const lines = body.split(/\r?\n/);
  const keep = lines.map(() => true);
  const rests = itemRests(lines);
  const headings = markdownHeadings(body);
  const headingStarts = new Set(headings.map((h) => h.line));
  const headingLines = new Set(headings.flatMap((h) => lineRange(h.line, h.end)));
  // The section's kept items by {@link itemKey}: a repeat has its original's key (T52).
  let seen = new Map<string, { first: Token[]; rest: Token[] }[]>();
  let fence: string | null = null;
  let dropping = false;
  let removed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      if (dropping) keep[i] = false;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      dropping = false;
      continue;
    }
    // ATX and setext headings alike start a section (review9 V7).
    if (headingLines.has(i)) {
      if (headingStarts.has(i)) seen = new Map();
      dropping = false;
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const tokens = itemTokens(item[6] ?? '');
      const rest = rests.get(i) ?? [];
      const key = itemKey(tokens);
      const earlier = seen.get(key) ?? [];
      if (!seen.has(key)) seen.set(key, earlier);
      // U5: its sub-items must repeat too ("Budget (L10)" twice, each with other points: both stay).
      dropping = earlier.some(
        (s) => sameItem(s.first, tokens) && (rest.length === 0 || sameRest(s.rest, rest)),
      );
      if (dropping) {
        keep[i] = false;
        removed = true;
      } else if (tokens.length > 0) earlier.push({ first: tokens, rest });
      continue;
    }
    // Continuation lines and sub-items (indented) belong to the item above; a blank line or a
    // paragraph at the margin ends it.
    if (dropping && /^\s+\S/.test(line)) keep[i] = false;
    else if (line.trim() !== '') dropping = false;
  }
  if (!removed) return body;
  return renumber(lines.filter((_, i) => keep[i])).join(eol);
}

/** Renumbers each run of top-level ordered items (`1.`, `1)`) from its first number. */
function renumber(lines: string[]): string[] {
  let next: number | null = null;
  const headingLines = new Set(markdownHeadings(lines.join('\n')).flatMap((h) => lineRange(h.line, h.end)));
  return lines.map((line, i) => {
    const m = ITEM.exec(line);
    if (m?.[3] !== undefined) {
      const n: number = next ?? Number(m[3]);
      next = n + 1;
      return `${m[1]}${n}${m[4]}${line.slice((m[1] ?? '').length + (m[3] ?? '').length + 1)}`;
    }
    if (headingLines.has(i) || (m && m[3] === undefined)) next = null;
    return line;
  });
}

/** The numbers `from`…`to`, inclusive. */
function lineRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, k) => from + k);
}
