/**
 * The compact profile speaks of its own tools: texts the granular tools produce for the model
 * (refusals, "read on" hints, status lines) name granular tools, which a compact session does not
 * offer. This module rewrites those names into the compact calls that do the same, so a small
 * model is never sent to a tool it cannot call. File content shown by a read is never rewritten.
 * Spec: docs/tools.md (Compact profile); seed 002; issue 14, Deliver 1.
 */
import type { GranularToolName } from '../granular/index.js';

/** The compact view of each granular read tool (`query_meeting` `view`). */
export const viewOfReadTool = {
  read_meetingnote: 'note',
  read_transcript: 'transcript',
  read_usernotes: 'usernotes',
  read_glossary: 'glossary',
  read_context: 'context',
  list_projects: 'projects',
  list_projectfiles: 'projectfiles',
  read_projectfile: 'projectfile',
  list_past_project_meetings: 'past_meetings',
  read_past_project_meeting_summary: 'past_summary',
  list_project_catalog: 'catalog',
  search: 'search',
} as const satisfies Partial<Record<GranularToolName, string>>;

/** A granular read tool that `query_meeting` serves. */
export type CompactReadTool = keyof typeof viewOfReadTool;

/** A `query_meeting` view. */
export type QueryView = (typeof viewOfReadTool)[CompactReadTool];

/** The granular write tools `apply_changes` runs as ops, in the order docs/tools.md lists them. */
export const compactWriteOps = [
  'write_summary',
  'write_context',
  'write_projectfile',
  'add_attendee',
  'remove_attendee',
  'add_dictation_word',
  'override_speaker',
  'delete_identity',
] as const satisfies readonly GranularToolName[];

/** An `apply_changes` op name (a granular write tool's name). */
export type CompactWriteOp = (typeof compactWriteOps)[number];

/** How a compact session calls what a granular tool name stands for. */
function compactCall(name: string): string {
  if (name in viewOfReadTool) return `query_meeting view "${viewOfReadTool[name as CompactReadTool]}"`;
  return `apply_changes op "${name}"`;
}

/**
 * Underscored granular names (`search` alone is a plain word in texts and stays), as words of a
 * sentence: never inside a path or file name a message quotes (`Projects/x/read_transcript.md`).
 */
const NAMES = new RegExp(
  `(?<![\\w/.-])(${[...Object.keys(viewOfReadTool), ...compactWriteOps].filter((n) => n.includes('_')).join('|')})(?![\\w/-]|\\.\\w)`,
  'g',
);

/**
 * Rewrites granular tool names in a tool's own message (a refusal, a status line) into compact
 * calls: `read_meetingnote` → `query_meeting view "note"`, `write_context` → `apply_changes op
 * "write_context"`, `a list_* tool` → `query_meeting`. Names shared by both profiles
 * (`request_workflow_change`, `request_project_association`) are kept.
 */
export function compactWording(message: string): string {
  return message.replace(/\ba list_\* tool\b/g, 'query_meeting').replace(NAMES, (name) => compactCall(name));
}

/**
 * The product's own lines of a read result in the compact profile (C19): the lines after the
 * content (numbered lines `12│…`; for a listing or `search`, its `note:`, `… ` and `(` lines) name
 * granular tools and arguments, which become the compact calls and filters: `list_projectfiles` →
 * `query_meeting view "projectfiles"`, `also read: note: "Notes/b.md"` → `also read: path:
 * "Notes/b.md"` (the `usernotes` view's filter), `or pass projects` → `or pass filters.project`.
 * File content (numbered lines, listed names, search matches) is never rewritten.
 */
export function compactProductLines(text: string): string {
  const lines = text.split('\n');
  const numbered = lines.findLastIndex((line) => /^\d+\u2502/.test(line));
  for (let i = numbered + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (i === 0 || !/^(?:note: |\u2026 |\()/.test(line)) continue;
    lines[i] = compactWording(line)
      .replace(/(also read: .*)/, (all) => all.replace(/\bnote: "/g, 'path: "'))
      .replace(/\bor pass projects\)/, 'or pass filters.project)');
  }
  return lines.join('\n');
}

/**
 * The last line of a cut read, `… cut at N characters; call X with …from=L[, from_char=C] to read
 * on`, or of a cut listing, `… cut at N characters; 413 more files not shown[ (or …)]; call X with
 * …offset=O to read on`, or of a listing stopped at its `limit`, `… 120 older summaries not shown;
 * call X with …offset=O to read on` (review9 V1).
 */
const READ_ON =
  /^(\u2026 (?:(?:cut at \d+ characters|line \d+ continues)(?:; [^;]* not shown[^;]*)?|[^;]* not shown[^;]*); )call \S+ with .*?(from|offset)=(\d+)(?:, from_char=(\d+))? to read on$/;

/**
 * Rewrites the "read on" hint on the last line of a granular read result into the
 * `query_meeting` call that reads on (`{"view":…,"filters":{…,"from":L,"from_char":C}}`, a
 * listing's `{…,"offset":O}`), keeping the filters that name what was read (`project`, `path`,
 * `meeting`; a listing's `query` and `limit`). Every other line (file content) is returned unchanged.
 */
export function compactReadOn(text: string, view: QueryView, keep: Record<string, string | number>): string {
  const lines = text.split('\n');
  // The hint is the last line the granular tool wrote after the content, but lines may follow it
  // (the other user-notes notes, the private comments left out, a repeated-read note; C18): the
  // lines after the last numbered line (`12│…`) are the tool's own, searched from the end. A listing
  // (no numbered line) ends with its hint.
  const numbered = lines.findLastIndex((line) => NUMBERED.test(line));
  const first = numbered === -1 ? lines.length - 1 : numbered + 1;
  for (let i = lines.length - 1; i >= Math.max(first, 1); i--) {
    const m = READ_ON.exec(lines[i] as string);
    if (!m) continue;
    const filters = { ...keep, [m[2] as string]: Number(m[3]), ...(m[4] ? { from_char: Number(m[4]) } : {}) };
    lines[i] = `${m[1]}call query_meeting with ${JSON.stringify({ view, filters })} to read on`;
    return lines.join('\n');
  }
  return text;
}

/** A numbered line of file content as the read tools show it (`12│text`, `7│…text`). */
const NUMBERED = /^\d+\u2502/;
