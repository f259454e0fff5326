import { countLines } from '../lines/index.js';

/**
 * The first line of a block Meeting Assistant appends to the context note body (run records and
 * the audit of external writes): `## Run <time>: …`, `## Run failed …`, `## Run cancelled …`,
 * `## External writes…` (`## External writes`, `… by ma tool <time>`, `… over MCP <time>`),
 * `## MCP session ended …`.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review R16.
 */
export const CONTEXT_RECORD_HEADING =
  /^## (?:Run (?:\d{4}-\d{2}-\d{2}\b|failed\b|cancelled\b)|External writes\b|MCP session ended\b)/;

/** An ATX heading of any level (up to 3 spaces before it), its text without closing `#`s. */
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const RECORD_TITLE = /^(?:run (?:\d{4}-\d{2}-\d{2}|failed|cancelled)|external writes|mcp session ended)\b/i;

/**
 * The first line of `text` that reads as one of the product's record headings
 * ({@link CONTEXT_RECORD_HEADING}) as a reader sees it: any heading level, extra spaces, any
 * case (`#  external   writes by ma tool …`). Model-written notes may not hold one: it would
 * pass for a real run record or audit entry (hostile review N9).
 * Pure; never throws.
 * @returns the 1-based line and its text, or null.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review N9.
 */
export function recordHeadingLike(text: string): { line: number; text: string } | null {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    const title = ATX_HEADING.exec(line)?.[1]?.replace(/\s+/g, ' ').trim();
    if (title !== undefined && RECORD_TITLE.test(title)) return { line: i + 1, text: line };
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
