import { countLines } from '../lines/index.js';
import { caselessSkeleton } from '../text/confusable-skeleton.js';

/**
 * The first line of a block Meeting Assistant appends to the context note body (run records and
 * the audit of external writes): `## Run <time>: …`, `## Run failed …`, `## Run cancelled …`,
 * `## Run interrupted …` (a dead run's journal, review9 V5), `## Workflow request <time>: …` (a
 * request's outcome, review5 Q5), `## External writes…` (`## External writes`, `… by ma tool
 * <time>`, `… over MCP <time>`), `## MCP session ended …`. Every heading the product appends is
 * here (L61: `Run interrupted` and `Workflow request` were not, so such a record that came first
 * was read as the model's notes, which `write_context` could rewrite or drop).
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review R16; L61.
 */
export const CONTEXT_RECORD_HEADING =
  /^## (?:Run (?:\d{4}-\d{2}-\d{2}\b|failed\b|cancelled\b|interrupted\b)|Workflow request\b|External writes\b|MCP session ended\b)/;

/** An ATX heading of any level (up to 3 spaces before it), its text without closing `#`s. */
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
/** A setext underline: `===` (h1) or `---` (h2), up to 3 spaces before it. */
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
/** An HTML heading's start tag. */
const HTML_HEADING = /<h[1-6](?:\s[^>]*)?>/gi;
/**
 * A record title as read with every space and invisible character removed (`External\u200bwrites`, `Run\u00a02026-…`),
 * matched against the title's caseless TR39 skeleton (`caselessSkeleton`: Cyrillic `\u0415\u0445ternal`, Armenian
 * `Ru\u0578`, U+2010 HYPHEN in the date; review7 T7), so the words are written in that form too (`m` is `rn` there)
 * and a date digit may be any digit or what `0` and `1` fold to (`o`, `l`).
 */
let recordTitle: RegExp | null = null;
/** Built on first use: the skeletons need core's confusables table, which start-up must not pay for (issue 13 (e)). */
function recordTitlePattern(): RegExp {
  if (recordTitle !== null) return recordTitle;
  const w = (word: string) => caselessSkeleton(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const d = (n: number) => `[0-9ol]{${n}}`;
  const run = `${w('run')}(?:${d(4)}-${d(2)}-${d(2)}|${w('failed')}|${w('cancelled')}|${w('interrupted')})`;
  recordTitle = new RegExp(
    `^(?:${run}|${w('workflowrequest')}|${w('externalwrites')}|${w('mcpsessionended')})`,
  );
  return recordTitle;
}

/**
 * A line's text as a reader sees it, for comparing with a record title: numeric HTML entities
 * decoded (`&#82;un`), NFKC (full-width `Ｒun`, `＃＃`), invisible characters removed
 * (`\p{Default_Ignorable_Code_Point}`: zero-width, soft hyphen, word joiner, bidi controls), HTML
 * tags, emphasis marks and backslash escapes dropped.
 */
function seen(line: string): string {
  return line
    .replace(/&#(?:x([0-9a-f]{1,6})|(\d{1,7}));?/gi, (m, hex?: string, dec?: string) => {
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/\r$/, '');
}

/** Whether `title` (a heading's text as written) reads as a record title. */
function isRecordTitle(title: string): boolean {
  const plain = title
    .replace(/<[^>]*>/g, '')
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '')
    .replace(/[*_`~=]/g, '')
    .replace(/\s+/g, '');
  return recordTitlePattern().test(caselessSkeleton(plain));
}

/** A line without the quote and list markers that put a heading inside a block quote or list item. */
function withoutContainers(line: string): string {
  return line.replace(/^(?:[ \t]{0,3}(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+))*/, '');
}

/**
 * The first line of `text` that reads as one of the product's record headings
 * ({@link CONTEXT_RECORD_HEADING}) as a reader sees it in Obsidian: an ATX heading of any level
 * (also in a block quote or list item), a setext heading (a paragraph, then a `===` or `---`
 * line), an HTML `<h1>`–`<h6>`; with any case, extra or no-break spaces, emphasis, invisible
 * characters inside, full-width letters or numeric entities (compared after NFKC with invisible
 * characters and spaces removed: `## Ｒun …`, `## External\u200bwrites`, hostile review 6 S16), or
 * confusable letters and dashes (compared by the caseless TR39 skeleton, core `caselessSkeleton`:
 * `## \u0415\u0445ternal writes`, `## Run 2026\u201012\u201003 …`, `## Ru\u0578 …`; review7 T7).
 * Model-written notes may not hold one: it would pass for a real run record or audit entry
 * (hostile review N9).
 * Pure; never throws.
 * @returns the 1-based line and its text (for a setext heading, the paragraph's first line), or null.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review N9; review6 S16;
 *   review7 T7; docs/confusables.md.
 */
export function recordHeadingLike(text: string): { line: number; text: string } | null {
  const raw = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const lines = raw.map(seen);
  let paragraph = -1; // first line of the paragraph the current line continues, or -1
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const inner = withoutContainers(line);
    const atx = ATX_HEADING.exec(inner);
    if (atx !== null && isRecordTitle(atx[1] ?? '')) return { line: i + 1, text: raw[i] as string };
    for (const tag of inner.matchAll(HTML_HEADING)) {
      const after = inner.slice((tag.index ?? 0) + tag[0].length);
      const title = after.trim() === '' ? (lines[i + 1] ?? '') : after;
      if (isRecordTitle(title)) return { line: i + 1, text: raw[i] as string };
    }
    if (SETEXT_UNDERLINE.test(line) && paragraph !== -1) {
      const title = lines.slice(paragraph, i).join(' ');
      if (isRecordTitle(withoutContainers(title)))
        return { line: paragraph + 1, text: raw[paragraph] as string };
      paragraph = -1; // the underline ends the heading (or is a rule)
      continue;
    }
    if (line.trim() === '' || atx !== null) paragraph = -1;
    else if (paragraph === -1 && !SETEXT_UNDERLINE.test(line)) paragraph = i;
  }
  return null;
}

/**
 * A context note body split where the product's records begin (hostile review R16): `notes` is
 * the model's notebook (body lines 1–`notesLines`), `records` everything from the first line
 * matching {@link CONTEXT_RECORD_HEADING} to the end (run records, audits, and anything after
 * them). `notes + records` is the body, byte for byte.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; docs/tools.md, Audit.
 */
export interface ContextBodyParts {
  notes: string;
  records: string;
  /** Lines of `notes` (1-based body lines 1–notesLines are the model's). */
  notesLines: number;
  /** Lines of `records` (body lines notesLines+1 … notesLines+recordLines). */
  recordLines: number;
}

/**
 * Splits a context note body (`parseNote(text).body`, LF or CRLF) at the first product record
 * heading ({@link CONTEXT_RECORD_HEADING}). `write_context` edits only `notes` and keeps `records`,
 * so no write mode (replace_file, a line range, insert) can remove or alter the run records and
 * the audit of external writes; a body without records is all notes.
 * Pure; never throws.
 * Spec: docs/tools.md, Audit ("appended to the context note"); docs/audit-diffs.md; hostile review R16.
 */
export function splitContextBody(body: string): ContextBodyParts {
  let at = 0;
  let line = 0;
  while (at <= body.length) {
    const end = body.indexOf('\n', at);
    const text = body.slice(at, end === -1 ? body.length : end).replace(/\r$/, '');
    if (CONTEXT_RECORD_HEADING.test(text)) {
      const records = body.slice(at);
      return { notes: body.slice(0, at), records, notesLines: line, recordLines: countLines(records) };
    }
    if (end === -1) break;
    at = end + 1;
    line++;
  }
  return { notes: body, records: '', notesLines: countLines(body), recordLines: 0 };
}

/**
 * The body again from edited `notes` and the kept `records`: the notes end with a line break and
 * one blank line separates them from the records (none added when the notes are empty).
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review R16.
 */
export function joinContextBody(notes: string, records: string): string {
  if (records === '' || notes === '') return notes + records;
  const eol = records.includes('\r\n') ? '\r\n' : '\n';
  const ended = notes.endsWith('\n') ? notes : `${notes}${eol}`;
  const blank = /(?:^|\n)\r?\n$/.test(ended) ? '' : eol;
  return `${ended}${blank}${records}`;
}
