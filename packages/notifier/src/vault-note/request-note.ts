/**
 * The request note's text: rendering a new one, reading the user's tick, and recording the
 * outcome. Pure functions over strings (the adapter does the file work).
 * Spec: issue 11, Deliver 1 (`vault-note`: frontmatter `request`, `meeting`, `project` or
 * `intention`, `expires`; body `- [ ] Approve` / `- [ ] Deny`; afterwards the outcome and the time);
 * issue A1 (only the product's own answer boxes answer: the body is model text).
 */
import { Document, parseDocument } from 'yaml';
import type { ApplyFailure, ApprovalAnswer, ApprovalOutcome, ApprovalRequest } from '../approval-request.js';
import { localStamp } from '../text/local-stamp.js';
import { fenced, oneLineText } from '../text/plain-text.js';
import { REQUEST_NOTE_YAML } from './yaml-options.js';

/**
 * The process that waits for a request note's answer: its pid and the host it runs on (`os.hostname()`).
 * Spec: docs/approvals.md (An asker that died); review4 P21.
 */
export interface RequestAsker {
  pid: number;
  host: string;
}

/** This process as a {@link RequestAsker}. Spec: review4 P21. */
export function currentAsker(): RequestAsker {
  return { pid: process.pid, host: process.getBuiltinModule('node:os').hostname() };
}

/** The start line of the answer section, carrying the note's answer key. */
const answerStart = (key: string) =>
  `<!-- answer ${key}: only the two boxes between this line and "end of answer" count -->`;
/** The end line of the answer section. */
const answerEnd = (key: string) => `<!-- end of answer ${key} -->`;

/** An answer key: 128 random bits, hex; never in the caller's text, so never forged by it. */
export function newAnswerKey(): string {
  // node:crypto is loaded here, on first use, not with this module.
  return process.getBuiltinModule('node:crypto').randomBytes(16).toString('hex');
}

/** A title as one Markdown heading line: one line, controls removed, link/HTML/code syntax escaped. */
function headingText(title: string): string {
  return oneLineText(title).replace(/[\\`*_[\]<>#|]/g, '\\$&') || 'Approval request';
}

/**
 * A new request note: frontmatter `request` (the id), the caller's `fields` in order,
 * `expires` (ISO 8601 UTC) and `status: pending`; then the title (one escaped heading line), the
 * body as a fenced code block nothing inside can close (`fenced`: the caller's text — a model's
 * reason, prompt or diff — is shown as literal text, never as boxes, headings or comments), and
 * the answer section: `- [ ] Approve` / `- [ ] Deny` between two comment lines carrying `key`
 * (see {@link readTickedAnswer}). `asker_pid` and `asker_host` (before `expires`) name the process
 * that waits for the answer (default this one), so a note it could not end is found
 * (`sweepOrphanedRequests`, review4 P21).
 */
export function renderRequestNote(
  request: ApprovalRequest,
  expiresAt: number,
  key: string,
  asker: RequestAsker = currentAsker(),
): string {
  const data: Record<string, string | number> = { request: request.id };
  for (const [name, value] of Object.entries(request.fields ?? {})) {
    if (!(name in data)) data[name] = oneLineText(value);
  }
  // Who waits for the answer (review4 P21): a note whose asker is gone is marked, not left pending.
  data.asker_pid = asker.pid;
  data.asker_host = oneLineText(asker.host);
  data.expires = new Date(expiresAt).toISOString();
  data.status = 'pending';
  const yaml = new Document(data).toString({ lineWidth: 0 });
  return [
    '---',
    yaml.trimEnd(),
    '---',
    `# ${headingText(request.title)}`,
    '',
    fenced(request.body),
    '',
    answerStart(key),
    '- [ ] Approve',
    '- [ ] Deny',
    answerEnd(key),
    '',
    `Tick one box above before ${localStamp(expiresAt)} (any editor, any device; synced vaults work). Only \`[x]\` answers; \`[-]\` on Approve (cancelled) means Deny; other task statuses (\`[/]\`, \`[?]\`, \`[>]\`, …) are no answer. An answer after that changes nothing; ticks anywhere else in this note are ignored.`,
    '',
  ].join('\n');
}

/**
 * One answer box line of the answer section: list marker, `[<status>]`, the label, then either the
 * end of the line or metadata Obsidian plugins append (see {@link metadataStartPattern}).
 * Group 1: the status character; group 2: the label.
 */
const BOX = /^[ \t]*[-*+][ \t]+\[([^\]])\][ \t]+(approve|deny)(?:[ \t]*$|[ \t]+(.*)$)/iu;

/**
 * What the text after a box's label may start with to be plugin metadata rather than words: a
 * Dataview inline field `[key:: value]` / `(key:: value)`, a block id `^abc123`, a tag `#done`, or
 * an emoji (the Tasks plugin's ` ✅ 2026-12-01` done date, ` ❌ …` cancelled date, ` 🔁 every day`).
 * Made on first use: its Unicode class costs a parse when the literal is evaluated (P237, docs/startup.md).
 * Spec: review5 Q11.
 */
let metadataStart: RegExp | undefined;
function metadataStartPattern(): RegExp {
  metadataStart ??= /^(?:\[[^\]]*::|\([^)]*::|\^[A-Za-z0-9-]+(?:\s|$)|#[^\s#]|\p{Extended_Pictographic})/u;
  return metadataStart;
}

/**
 * The status a box line holds, or `undefined` for a line that is not an answer box.
 * `x`/`X`: ticked; `-` (cancelled, as the Tasks plugin and many themes write it); anything else
 * (space, `/` in progress, `>` forwarded, `?`, `~`, `!`, …): not an answer.
 */
function boxStatus(line: string): { label: 'approve' | 'deny'; status: 'ticked' | 'cancelled' } | undefined {
  const match = BOX.exec(line);
  if (!match) return undefined;
  const tail = match[3];
  if (tail !== undefined && tail !== '' && !metadataStartPattern().test(tail)) return undefined;
  const status = match[1] === 'x' || match[1] === 'X' ? 'ticked' : match[1] === '-' ? 'cancelled' : undefined;
  if (status === undefined) return undefined;
  return { label: (match[2] ?? '').toLowerCase() === 'deny' ? 'deny' : 'approve', status };
}

/**
 * The answer ticked in a request note written with `key`: only the box lines inside the answer
 * section (between the two comment lines carrying `key`, which the note's other text cannot
 * hold: it is fenced, and the key is random and never shown to whoever wrote that text) count;
 * ticks anywhere else (in the fenced body, added by hand below the note) are ignored. `denied`
 * when Deny is ticked (also when both are: the safe choice), `approved` when only Approve is,
 * else `undefined` (also when the section is missing). Only `[x]`/`[X]` is a tick; `[-]`
 * (cancelled) on Approve is a "no" (`denied`: the user cancelled the approval), on Deny no answer;
 * any other status (`[/]`, `[>]`, `[?]`, `[~]`, …) is no answer. Metadata Obsidian plugins append
 * after the label (Tasks ` ✅ 2026-12-01`, Dataview `[completion:: …]`, a block id ` ^abc`, a tag)
 * is ignored; other words after the label make the line no answer.
 * Spec: issue 11, Deliver 1; review5 Q11.
 */
export function readTickedAnswer(text: string, key: string): ApprovalAnswer | undefined {
  const lines = text.split(/\r?\n/);
  const from = lines.indexOf(answerStart(key));
  if (from < 0) return undefined;
  const to = lines.indexOf(answerEnd(key), from + 1);
  if (to < 0) return undefined;
  let approve = false;
  let deny = false;
  for (const line of lines.slice(from + 1, to)) {
    const box = boxStatus(line);
    if (box === undefined) continue;
    if (box.label === 'approve' && box.status === 'ticked') approve = true;
    else if (box.status === 'ticked' || box.label === 'approve') deny = true;
  }
  if (deny) return 'denied';
  return approve ? 'approved' : undefined;
}

const FRONTMATTER = /^(\uFEFF?)---[ \t]*(\r?\n)([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The note with its outcome recorded: frontmatter `status: <outcome>` and `decided: <ISO time>`
 * set (other keys, the body and the line endings kept), and one line appended to the body:
 * `Outcome: approved (2026-12-04 11:05 -08:00).` (the local time with its offset, `localStamp`, L98) or,
 * for `timeout`/`cancelled`, a line saying later ticks change nothing.
 * An approval that could not be applied (`failure`, review10 W2) is recorded as `status: failed`
 * and `Outcome: approved, but not applied (<local time>): <message>`: the note never says a change
 * was made that was not.
 */
export function recordOutcome(
  text: string,
  outcome: ApprovalOutcome,
  at: number,
  failure?: ApplyFailure,
): string {
  // L98: the local time with its offset, as every other record in the vault (not UTC ISO).
  const when = localStamp(at);
  if (outcome === 'approved' && failure)
    return recordStatus(
      text,
      'failed',
      `Outcome: approved, but not applied (${when}): ${oneLineText(failure.message)}`,
      at,
    );
  const line =
    outcome === 'approved' || outcome === 'denied'
      ? `Outcome: ${outcome} (${when}).`
      : `Outcome: ${outcome === 'timeout' ? 'expired without an answer' : outcome === 'unavailable' ? 'not asked' : outcome === 'invalid' ? 'an invalid answer' : 'cancelled'} (${when}); ticking a box now changes nothing.`;
  return recordStatus(text, outcome, line, at);
}

/**
 * The note with frontmatter `status: <status>` and `decided: <ISO time of at>` set (other keys, the
 * body and the line endings kept; a note without readable frontmatter keeps its text) and `line`
 * appended to the body. The one writer of a request note's end, for {@link recordOutcome} and
 * `sweepOrphanedRequests` (`abandoned`, `expired`; review4 P21).
 */
export function recordStatus(text: string, status: string, line: string, at: number): string {
  const iso = new Date(at).toISOString();
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let result = text;
  const match = FRONTMATTER.exec(text);
  if (match) {
    const doc = parseDocument(match[3] ?? '', REQUEST_NOTE_YAML);
    if (doc.errors.length === 0 && doc.contents !== null && typeof doc.toJS() === 'object') {
      doc.set('status', status);
      doc.set('decided', iso);
      const yaml = doc.toString({ lineWidth: 0 }).trimEnd().split('\n').join(eol);
      result = `${match[1]}---${eol}${yaml}${eol}---${eol}${text.slice(match[0].length)}`;
    }
  }
  const sep = result.endsWith('\n') || result === '' ? '' : eol;
  return `${result}${sep}${eol}${line}${eol}`;
}
