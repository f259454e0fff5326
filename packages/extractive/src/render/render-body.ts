import { markdownName, nameKey, replaceLinks } from '@ma/core';
import type { LeftOut } from '../extract/left-out.js';
import type { Decision, KeyPoint, NextStep, NotePoint, SummaryTopic } from '../extractive-summary.js';
import { templateSections } from './template-sections.js';

/**
 * The parts {@link renderBody} lays out.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer" (attendees from speakers); docs/vault-format.md, Summary note.
 */
export interface BodyParts {
  keyPoints: readonly KeyPoint[];
  /** Topics with leads; when given (and non-empty) the Summary is laid out by topic. */
  topics?: readonly SummaryTopic[];
  /** The user's note lines for the Summary (optional; none when absent). */
  notePoints?: readonly NotePoint[];
  decisions: readonly Decision[];
  nextSteps: readonly NextStep[];
  attendees: readonly string[];
  /** True when the transcript had no content at all (Summary then says so). */
  emptyTranscript: boolean;
  /**
   * Why decisions and next steps were not looked for (a language without cue words, see
   * `missingCueLanguage`); an empty section then says so instead of "None recorded" (review 4 P20).
   */
  notExtracted?: string | null;
  /** User-note lines the limit left out of "From your notes" (repeats of a key point not counted); said in a line (review 4 P13). */
  notePointsLeftOut?: number;
  /** Decisions / next steps found in the transcript but past the listed number: said in a closing line (review10 W12). */
  decisionsLeftOut?: LeftOut;
  nextStepsLeftOut?: LeftOut;
  /** Distinct speakers past the listed number of attendees (500): said in a closing line (issue 15, like W12). */
  attendeesLeftOut?: LeftOut;
}

/**
 * Label of the Summary sub-list holding the user's own note lines.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer" (attendees from speakers); docs/vault-format.md, Summary note.
 */
export const FROM_YOUR_NOTES = '- From your notes:';

/**
 * Placeholder for a template section the offline engine cannot fill.
 *
 * Spec: issue #5 "Offline summarizer"; seed 003, Requirement: Meeting Assistant generates meeting outputs;
 * docs/contracts.md, @ma/extractive (`NOT_COVERED`).
 */
export const NOT_COVERED = '- (not covered by the offline engine)';

/** `- … 8 more decisions not listed (L26–L40); see the transcript.` when items were left out (review10 W12). */
function leftOutLine(left: LeftOut | undefined, kind: string): string[] {
  if (!left || left.count === 0) return [];
  const n = left.count;
  const where =
    left.firstLine === null
      ? ''
      : left.firstLine === left.lastLine
        ? ` (L${left.firstLine})`
        : ` (L${left.firstLine}–L${left.lastLine})`;
  return [
    `- … ${left.atLeast ? 'at least ' : ''}${n} more ${kind}${n === 1 ? '' : 's'} not listed${where}; see the transcript.`,
  ];
}

function cite(line: number | null, decidedLine?: number): string {
  if (line === null) return '(from user notes)';
  return decidedLine === undefined ? `(L${line})` : `(L${line}, decided L${decidedLine})`;
}

/**
 * A person label (speaker, owner, attendee) as the summary shows it: people written as wikilinks
 * (`**[[People/Ann Lee|Ann]]:**` in the transcript, vault-format.md) are linked once, at their first
 * mention in the summary, as written; later mentions show what Obsidian shows of the link (its
 * alias, else the note's name) as plain text — one link per person, never one on every line (L55).
 * A person is the link's note name (`[[Ann Lee]]` and `[[People/Ann Lee|Ann]]` are one), compared
 * as names are (core `nameKey`). Text around a link, and labels without one, are plain text: what
 * Obsidian would read as a tag, block id, link or emphasis is escaped (core `markdownName`; reviewA
 * F5: a speaker `Carol #lead ^x` made `#lead` a vault tag).
 */
function personLabels(): (label: string) => string {
  const linked = new Set<string>();
  return (label) =>
    markdownName(label, ({ link }, written) => {
      const name = link.target.split('/').pop()?.trim() ?? '';
      if (name === '') return written;
      const key = nameKey(name);
      if (!linked.has(key)) {
        linked.add(key);
        return written;
      }
      return markdownName(link.alias?.trim() || name);
    });
}

function point(k: KeyPoint, person: (label: string) => string): string {
  return `- ${k.speaker ? `${oneLine(person(k.speaker))}: ` : ''}${speech(k.text)} ${cite(k.line)}`;
}

/**
 * Quoted text as one bullet line: spaces collapsed, and the Markdown that would hide or swallow the
 * rest of the note defused with a backslash (review 4 P18), which Markdown shows as the character it
 * escapes: `%%` (an Obsidian comment) as `%\%`, `<!--` (an HTML comment) as `<!-\-`, a code fence at
 * its start as `` \``` ``. Speaker labels, owners and attendees too: a name is foreign text as well (review8 U9).
 */
function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/%(?=%)/g, '%\\')
    .replace(/<!--/g, '<!-\\-')
    .replace(/^(`{3,}|~{3,})/, '\\$1');
}

/**
 * Transcript words as summary text (N13): what Obsidian would read as a tag (`#launch` → `\#launch`), a block id
 * (`^pricing` → `\^pricing`) or half a link (`[[Roadmap` → `\[\[Roadmap`, a stray `]]`) is escaped, as speaker names
 * are (L157); a whole wikilink said or written in the transcript (`[[Budget 2026]]`) stays a link. Then {@link oneLine}.
 * User notes are not passed here: their tags and links are the user's own.
 */
function speech(text: string): string {
  const escaped = (t: string) =>
    t
      .replace(/#(?=[^\s#])/g, '\\#')
      .replace(/\^(?=[\p{L}\p{N}-])/gu, '\\^')
      .replace(/\[\[/g, '\\[\\[')
      .replace(/\]\]/g, '\\]\\]');
  let out = '';
  let copied = 0;
  replaceLinks(text, (found, written) => {
    if (found.link.form !== 'wikilink') return written;
    out += escaped(text.slice(copied, found.end - written.length)) + written;
    copied = found.end;
    return written;
  });
  return oneLine(out + escaped(text.slice(copied)));
}

/** An item's text: {@link speech} when it is quoted from the transcript, the user's note as written otherwise. */
const itemText = (item: { text: string; source: string }): string =>
  item.source === 'transcript' ? speech(item.text) : oneLine(item.text);

/**
 * Renders the summary body: each template heading in order, followed by its bullets, sections separated
 * by a blank line, ending with one newline.
 * - Summary: with two or more topics, by topic: `- **<lead>** (L10–L80)` then its key points
 *   `  - <Speaker>: <key point> (L12)` (else flat: `- <Speaker>: <key point> (L12)`; `- No transcript content.` for an empty transcript), then
 *   the user's note lines as a sub-list `- From your notes:` / `  - <line>` (no citation: notes have no lines).
 * - Decisions: `- <decision> (L120)` (a proposal decided on a later line that says nothing of its own:
 *   `- <proposal> (L118, decided L120)`), a reversed one `- Reversed later: <decision> (L120) — <what undid it> (L300)`; or `- None recorded.`
 * - Next steps: `- [ ] <Owner>: <task> (due <date>) (L300)`, owner and due only when stated (a request left in the
 *   asker's words: `- [ ] <Owner> (asked by <Speaker>): <words> (L300)`, N14); or `- None recorded.`
 * - A person written as a wikilink (speaker, owner, attendee) is linked at the first mention only;
 *   later mentions show the link's alias or note name (L55).
 * - Decisions and next steps past the listed number end with `- … 8 more decisions not listed (L26–L40); see the
 *   transcript.` (review10 W12).
 * - Attendees: `- <name>`, past the listed 500 a closing `- … 3 more attendees not listed (L501–L503); see the
 *   transcript.` (the lines where those speakers are first heard); unknown headings: {@link NOT_COVERED}.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer" (attendees from speakers); docs/vault-format.md, Summary note.
 *
 * @param parts - extracted items
 * @param template - Markdown headings skeleton (default `## Summary / ## Decisions / ## Next steps`)
 * @returns the Markdown body
 */
export function renderBody(parts: BodyParts, template?: string | null): string {
  // L55: one link per person across the whole body, in the order the sections are written.
  const person = personLabels();
  const blocks = templateSections(template).map((section) => {
    let lines: string[];
    switch (section.kind) {
      case 'summary':
        lines = parts.emptyTranscript
          ? ['- No transcript content.']
          : parts.topics && parts.topics.length > 1
            ? parts.topics.flatMap((t) => [
                `- **${speech(t.lead) || 'Discussion'}** (L${t.firstLine}–L${t.lastLine})`,
                ...t.keyPoints.map((k) => `  ${point(k, person)}`),
              ])
            : parts.keyPoints.map((k) => point(k, person));
        if (lines.length === 0) lines = ['- No key points found.'];
        if (parts.notePoints && parts.notePoints.length > 0)
          lines.push(FROM_YOUR_NOTES, ...parts.notePoints.map((p) => `  - ${oneLine(p.text)}`));
        if (parts.notePointsLeftOut) {
          if (!parts.notePoints?.length) lines.push(FROM_YOUR_NOTES);
          const n = parts.notePointsLeftOut;
          lines.push(`  - (${n} more line${n === 1 ? '' : 's'} of your notes not shown here)`);
        }
        break;
      case 'decisions':
        lines = parts.decisions.map((d) =>
          d.reversedBy
            ? `- Reversed later: ${itemText(d)} ${cite(d.line, d.decidedLine)} — ${speech(d.reversedBy.text)} ${cite(d.reversedBy.line)}`
            : `- ${itemText(d)} ${cite(d.line, d.decidedLine)}`,
        );
        if (lines.length === 0)
          lines = [
            parts.notExtracted
              ? `- Not extracted: no decision cue words for ${parts.notExtracted}; a model can find them.`
              : '- None recorded.',
          ];
        lines.push(...leftOutLine(parts.decisionsLeftOut, 'decision'));
        break;
      case 'next-steps':
        lines = parts.nextSteps.map(
          (n) =>
            `- [ ] ${n.owner ? `${oneLine(person(n.owner))}${n.askedBy ? ` (asked by ${oneLine(person(n.askedBy))})` : ''}: ` : ''}${itemText(n)}${n.due ? ` (due ${n.due})` : ''} ${cite(n.line)}`,
        );
        if (lines.length === 0)
          lines = [
            parts.notExtracted
              ? `- Not extracted: no task cue words for ${parts.notExtracted}; a model can find them.`
              : '- None recorded.',
          ];
        lines.push(...leftOutLine(parts.nextStepsLeftOut, 'next step'));
        break;
      case 'attendees':
        lines = parts.attendees.map((a) => `- ${oneLine(person(a))}`);
        if (lines.length === 0) lines = ['- None recorded.'];
        lines.push(...leftOutLine(parts.attendeesLeftOut, 'attendee'));
        break;
      default:
        lines = [NOT_COVERED];
    }
    return `${section.heading}\n${lines.join('\n')}`;
  });
  return `${blocks.join('\n\n')}\n`;
}
