import { headingKey, markdownHeadings, showHiddenCharacters } from '@ma/core';
import { MAX_CONTENT_BYTES } from '@ma/tools';
import { looksLikePrintedToolCall } from '../model/text-tool-call.js';
import { summaryFromFinalText, templateHeadings } from './final-text-summary.js';
import { templateSections } from './summary-sections.js';

/**
 * R236: what was wrong with the shape of a run's summary after the tool loop, and the one user
 * message that tells the model so ({@link summaryShapeAdvice}).
 */
export interface ShapeAdvice {
  /** What was wrong, one line, for the failure message if the model gets it wrong again. */
  problem: string;
  /** The user message of the advice pass: the problem, the missing headings and the exact shape. */
  message: string;
}

/** Longest excerpt of a reply quoted in the advice and the problem, in characters. */
const QUOTE_CHARS = 120;

/** A reply as one quoted line of at most {@link QUOTE_CHARS} characters, escapes written out. */
function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${showHiddenCharacters(line.length > QUOTE_CHARS ? `${line.slice(0, QUOTE_CHARS)}…` : line)}"`;
}

/**
 * The headings of `text` at a depth `summary.template` uses for its sections that are none of the
 * template's headings (`## Action items` where the template has `## Next steps`): a section renamed.
 * Deeper headings (`### Budget` under `## Summary`) are the summary's own subsections, never counted.
 */
function foreignHeadings(text: string, template: string): string[] {
  const wanted = markdownHeadings(template);
  const depths = new Set(wanted.map((h) => h.depth));
  const keys = new Set(wanted.map((h) => headingKey(h.text)));
  return markdownHeadings(text)
    .filter((h) => depths.has(h.depth) && !keys.has(headingKey(h.text)))
    .map((h) => h.text);
}

/**
 * R236 (seed 002, small local models): whether a run whose tool loop ended normally needs ONE more
 * pass, told what is wrong with its summary's shape, and that advice; `null` when the summary is fine
 * or advice cannot help. Advice is given for:
 * - no `write_summary` draft and a final reply without `summary.template`'s first heading (prose, a
 *   heading renamed or translated, bold text instead of headings, a JSON answer, a remark such as
 *   "Done. I wrote the summary."), or an EMPTY final reply (no text, no reasoning);
 * - a summary (the draft, else an accepted final reply) that lacks template sections while it has
 *   other headings at the template's depth (`## Action items` for `## Next steps`).
 * Not for: a template without headings (nothing to name), a reply of reasoning only or over 1 MiB
 * (a server or looping problem; R53, Z57), a tool call printed as text (the server's parser, V51),
 * or a summary that merely drops sections (small models drop empty ones; warned as before).
 *
 * `draft`: the draft cleaned and unwrapped ('' when none); `reply`: the final reply cleaned;
 * `compact`: the compact profile (the message names `apply_changes`).
 * Spec: docs/contracts.md, Run outcomes; seed 002; issue "small models".
 */
export function summaryShapeAdvice(opts: {
  draft: string;
  reply: string;
  reasoningChars: number;
  template: string;
  compact: boolean;
}): ShapeAdvice | null {
  const { draft, template } = opts;
  const headings = templateHeadings(template);
  if (headings.length === 0) return null;
  const reply = opts.reply.trim();
  let problem: string;
  let replace = false;
  let missing: string[];
  if (draft.trim() !== '') {
    // A draft AND a reply that is a summary too: draftOrReply picks one; nothing to advise.
    if (summaryFromFinalText(reply, template).body !== undefined) return null;
    const foreign = foreignHeadings(draft, template);
    missing = templateSections(draft, template).missing;
    if (missing.length === 0 || foreign.length === 0) return null;
    problem = `the summary draft has no ${list(missing)} heading${missing.length === 1 ? '' : 's'} but ${list(foreign)} instead`;
    replace = true;
  } else {
    if (reply === '' && opts.reasoningChars > 0) return null;
    if (reply.length > MAX_CONTENT_BYTES / 4 || looksLikePrintedToolCall(reply)) return null;
    const accepted = summaryFromFinalText(reply, template);
    missing = templateSections(accepted.body ?? reply, template).missing;
    if (reply === '') problem = 'your last reply was empty, and no summary was written with write_summary';
    else if (accepted.body === undefined)
      problem = `your last reply is not the summary: it has no "${headings[0]}" heading (it began ${quoted(reply)})`;
    else {
      const foreign = foreignHeadings(accepted.body, template);
      if (missing.length === 0 || foreign.length === 0) return null;
      problem = `your last reply has no ${list(missing)} heading${missing.length === 1 ? '' : 's'} but ${list(foreign)} instead`;
    }
  }
  const shape = templateShape(template);
  const call = opts.compact
    ? `apply_changes with ops [{"op":"write_summary",${replace ? '"replace_file":true,' : ''}"content":"<the whole summary>"}]`
    : `write_summary${replace ? ' with replace_file: true' : ''} and the whole summary as its content`;
  const message =
    `The meeting summary is not in the required shape: ${problem}. ` +
    `Missing: ${missing.map((h) => JSON.stringify(h)).join(', ')}. ` +
    `Call ${call}, in exactly this shape: these Markdown headings, in this order, written exactly as here (not renamed, not translated, not bold text, not JSON), each followed by its content (write "None." under a heading with nothing to say), and no other headings at their level:\n\n${shape}`;
  return { problem, message };
}

/** Heading texts as a quoted list: `"Decisions", "Next steps"`. */
function list(texts: readonly string[]): string {
  return texts.map((t) => JSON.stringify(t)).join(', ');
}

/** The template's heading lines alone, one a line (`## Summary\n## Decisions\n## Next steps`). */
function templateShape(template: string): string {
  const lines = template.split(/\r?\n/);
  return markdownHeadings(template)
    .map((h) => (h.line === h.end ? (lines[h.line] ?? '').trim() : `${'#'.repeat(h.depth)} ${h.text}`))
    .join('\n');
}
