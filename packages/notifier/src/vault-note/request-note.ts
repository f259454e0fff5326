/**
 * The request note's text: rendering a new one, reading the user's tick, and recording the
 * outcome. Pure functions over strings (the adapter does the file work).
 * Spec: issue 11, Deliver 1 (`vault-note`: frontmatter `request`, `meeting`, `project` or
 * `intention`, `expires`; body `- [ ] Approve` / `- [ ] Deny`; afterwards the outcome and the time).
 */
import { Document, parseDocument } from 'yaml';
import type { ApprovalAnswer, ApprovalOutcome, ApprovalRequest } from '../approval-request.js';

/**
 * A new request note: frontmatter `request` (the id), the caller's `fields` in order,
 * `expires` (ISO 8601 UTC) and `status: pending`; then the title, the body and the two boxes.
 */
export function renderRequestNote(request: ApprovalRequest, expiresAt: number): string {
  const data: Record<string, string> = { request: request.id };
  for (const [key, value] of Object.entries(request.fields ?? {})) {
    if (!(key in data)) data[key] = value;
  }
  data.expires = new Date(expiresAt).toISOString();
  data.status = 'pending';
  const yaml = new Document(data).toString({ lineWidth: 0 });
  return [
    '---',
    yaml.trimEnd(),
    '---',
    `# ${request.title.replace(/\s+/g, ' ')}`,
    '',
    request.body.trim(),
    '',
    '- [ ] Approve',
    '- [ ] Deny',
    '',
    `Tick one box before ${data.expires} (any editor, any device; synced vaults work). An answer after that changes nothing.`,
    '',
  ].join('\n');
}

const BOX = /^[ \t]*[-*+][ \t]+\[([^\]])\][ \t]+(approve|deny)\b/gim;

/**
 * The answer ticked in a request note: `denied` when Deny is ticked (also when both are:
 * the safe choice), `approved` when only Approve is, else `undefined`. A box counts as
 * ticked when it holds any character but a space (`x`, `X`, Obsidian's `/` or `-` too).
 */
export function readTickedAnswer(text: string): ApprovalAnswer | undefined {
  let approve = false;
  let deny = false;
  for (const match of text.matchAll(BOX)) {
    if ((match[1] ?? ' ') === ' ') continue;
    if ((match[2] ?? '').toLowerCase() === 'deny') deny = true;
    else approve = true;
  }
  if (deny) return 'denied';
  return approve ? 'approved' : undefined;
}

const FRONTMATTER = /^(\uFEFF?)---[ \t]*(\r?\n)([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The note with its outcome recorded: frontmatter `status: <outcome>` and `decided: <ISO time>`
 * set (other keys, the body and the line endings kept), and one line appended to the body:
 * `Outcome: approved (2026-…Z).` or, for `timeout`/`cancelled`, a line saying later ticks change nothing.
 */
export function recordOutcome(text: string, outcome: ApprovalOutcome, at: number): string {
  const iso = new Date(at).toISOString();
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const line =
    outcome === 'approved' || outcome === 'denied'
      ? `Outcome: ${outcome} (${iso}).`
      : `Outcome: ${outcome === 'timeout' ? 'expired without an answer' : 'cancelled'} (${iso}); ticking a box now changes nothing.`;
  let result = text;
  const match = FRONTMATTER.exec(text);
  if (match) {
    const doc = parseDocument(match[3] ?? '');
    if (doc.errors.length === 0 && doc.contents !== null && typeof doc.toJS() === 'object') {
      doc.set('status', outcome);
      doc.set('decided', iso);
      const yaml = doc.toString({ lineWidth: 0 }).trimEnd().split('\n').join(eol);
      result = `${match[1]}---${eol}${yaml}${eol}---${eol}${text.slice(match[0].length)}`;
    }
  }
  const sep = result.endsWith('\n') || result === '' ? '' : eol;
  return `${result}${sep}${eol}${line}${eol}`;
}
