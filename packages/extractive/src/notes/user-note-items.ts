import { hideComments, readLinkAt } from '@ma/core';
import { findDue } from '../cues/find-due.js';
import { nameForms } from '../cues/name-forms.js';
import type { Decision, NextStep, NotePoint } from '../extractive-summary.js';
import { tokenize } from '../transcript/tokenize.js';
import { embedsAsLinks, unlinkText } from '../transcript/wiki-links.js';

const BULLET = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[(.)\]\s+)?(.+?)\s*$/u;
/** A task status that is not open (Obsidian, Tasks plugin): done `x`/`X`, cancelled `-`. */
const CLOSED_STATUS = /^[xX-]$/;
/** A bullet struck through as a whole (`~~…~~`): retracted by the user. */
const STRUCK = /^~~[^~](?:.*[^~])?~~$/;
/** A callout's type marker (`[!warning]`, `[!note]-`) at the start of its title line. */
const CALLOUT = /^\[![\w-]+\][+-]?\s*/;
/** A callout's title line once its `>` are gone: its type (`todo`) and title (`Follow-ups`). */
const CALLOUT_TITLE = /^\s*\[!([\w-]+)\][+-]?\s*(.*)$/;
/** The `>` markers of a block quote or callout line (nested ones too). */
const QUOTED = /^\s*(?:>\s?)+/;
/** What a callout holds, by its type or title: decisions, tasks, or what the user wrote (review7 T5). */
type CalloutKind = 'decision' | 'task' | 'agenda' | 'other';
const DECISION_CALLOUT = /^(?:key\s+)?decisions?(?:\s+(?:made|taken))?\s*:?$/i;
const TASK_CALLOUT =
  /^(?:todo|to-do|tasks?|actions?|action\s+items?|next\s+steps?|follow[-\s]?ups?|checklist|homework)\s*:?$/i;

/**
 * An agenda's heading or label (`## Agenda`, `Topics:`, `**Objectives**`, as `ma import` keeps a header's list, L155):
 * its items are what the meeting was to cover, never tasks or decisions (N5).
 */
const AGENDA_CALLOUT =
  /^(?:agenda(?:\s+items?)?|topics?|topic\s+list|objectives?|goals?|purpose|tagesordnung|traktanden|ordre\s+du\s+jour)\s*:?$/i;

/** {@link CalloutKind} of a callout from its type (`[!todo]`) and title (`Decisions`). */
function calloutKind(type: string, title: string): CalloutKind {
  const label = title.replace(/\s+/g, ' ').trim();
  if (AGENDA_CALLOUT.test(label)) return 'agenda';
  if (DECISION_CALLOUT.test(type) || DECISION_CALLOUT.test(label)) return 'decision';
  if (TASK_CALLOUT.test(type) || TASK_CALLOUT.test(label)) return 'task';
  return 'other';
}

/** An ATX heading line (`## Decisions`, `### Next steps ##`): its level and text. */
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
/**
 * A line that only labels what follows (`Decisions:`, `**Next steps**`, `__Action items:__`): its text, without the
 * emphasis and the colon. Read as a section only when {@link calloutKind} knows the label.
 */
const LABEL_LINE = /^\s*(\*\*|__)?\s*([\p{L}][\p{L}\s-]{0,38}?)\s*:?\s*\1\s*:?\s*$/u;
/** A plain line that says it records a decision (`Decision: …`, `Decided - …`, `Agreed: …`), with words after the label. */
const DECISION_PREFIX = /^(?:key\s+)?(?:decisions?|decided|agreed|resolved)\s*[:\-–]\s*\S/i;

/**
 * The section of the notes a line is in, as its heading or label line says: `## Decisions` holds decisions,
 * `## Action items` tasks (the words of {@link calloutKind}, as for a callout's title). A heading's section lasts
 * until the next heading at its level or above (a sub-heading such as `### Details` stays in it); a label line's
 * (`Decisions:` over a list) until a heading or another label, or the first line that is not a list item after a
 * blank line (reviewA R40).
 */
interface NoteSection {
  kind: CalloutKind;
  /** Heading level 1–6; 7 for a label line. */
  level: number;
}
const DECISION =
  /\b(?:decided|decision|agreed|settled|chosen|chose|going with|go with|final(?:ised|ized)?)\b/i;
const UNDECIDED =
  /\b(?:not|un|no)[\s-]?(?:yet\s+)?(?:decided|agreed|settled|final)\b|\bundecided\b|\btbd\b|\bopen\b|\?\s*$/i;
const ACTION_PREFIX =
  /^(?:next(?:\s+steps?)?|todo|to-do|action(?:\s+items?)?|ai|follow[-\s]?up|homework)\s*[:\-–]/i;
const ACTION =
  /\b(?:will|to do|action items?|todo|homework|follow[-\s]?up|by next|next meeting|next time|deadline|due)\b/i;
const IMPERATIVE =
  /^(?:try|send|check|email|e-mail|prepare|write|review|schedule|fix|book|ask|call|update|draft|share|circulate|look into|find out|follow up|contact|plan|organi[sz]e|remember|read|test|order|buy|set up|talk to|get)\b/i;

/**
 * Items of the user's notes that record a decision or an action, in note order.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (from the transcript and user
 * notes); issue #5 "Offline summarizer".
 */
export interface UserNoteItems {
  /** Bullets that record a decision (not the ones saying it is not decided). */
  decisions: Decision[];
  /** Bullets that record an action (checkboxes, `Next:`/`TODO:` prefixes, `will`, imperatives, deadlines). */
  nextSteps: NextStep[];
  /**
   * Every other substantive bullet or text line (not a heading, rule, table, code, bare link, or a line
   * of fewer than two words), in note order, without repeats: what the user wrote down.
   */
  points: NotePoint[];
}

/**
 * Reads decision and action bullets from the user's Markdown notes, which count as an extra source
 * (rendered "(from user notes)"; `line` is `null`). Owners are known speakers written as `Name:` at the
 * start of the bullet or as `@Name`; due dates via {@link findDue} when stated.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (from the transcript and user
 * notes); issue #5 "Offline summarizer".
 *
 * @param notes - the user notes (Markdown); a non-bullet line is a point unless its section (a callout, a
 *   `## Decisions` / `## Action items` heading, a `Decisions:` label over a list) or its own label (`Decision: …`,
 *   `TODO: …`) says it is a decision or a task (reviewA R40)
 * @param speakers - known speaker labels
 * @param meetingDate - `YYYY-MM-DD`, optional, for resolving weekdays
 * @returns the decision and next-step items (a bullet is a decision or a next step, not both) and the
 *   other substantive lines as points
 */
export function userNoteItems(
  notes: string,
  speakers: readonly string[],
  meetingDate?: string | null,
): UserNoteItems {
  const decisions: Decision[] = [];
  const nextSteps: NextStep[] = [];
  const points: NotePoint[] = [];
  const seen = new Set<string>();
  let inCode = false;
  // The callout the line is in (`> [!todo] Follow-ups` … until a line that is not quoted): its items are read
  // as the same list outside it, and its type or title can say what they are (review7 T5).
  let callout: CalloutKind | null = null;
  // The heading or label section the line is in (reviewA R40): the same reading as a callout's.
  let section: NoteSection | null = null;
  let afterBlank = false;
  // N5: the agenda being read (its heading's words and items, sub-items under their parent), quoted whole as one point.
  let agenda: {
    label: string;
    point: NotePoint;
    items: { text: string; subs: string[]; indent: number }[];
  } | null = null;
  const endAgenda = () => {
    if (agenda === null) return;
    const text = agenda.items
      .map((i) => (i.subs.length ? `${i.text} (${i.subs.join(', ')})` : i.text))
      .join('; ');
    if (text !== '') {
      agenda.point.text = `${agenda.label}: ${text}`;
      points.push(agenda.point);
    }
    agenda = null;
  };
  const addPoint = (text: string) => {
    if (seen.has(text.toLowerCase())) return;
    seen.add(text.toLowerCase());
    points.push({ text, source: 'user-notes' });
  };
  const addDecision = (text: string) =>
    decisions.push({ text, speaker: null, line: null, source: 'user-notes' });
  const addStep = (text: string, plain: string) =>
    nextSteps.push({
      text,
      owner: noteOwner(text, speakers),
      due: findDue(plain, meetingDate),
      speaker: null,
      line: null,
      source: 'user-notes',
    });
  // Comments (`%% … %%`, `<!-- -->`) are the user's private remarks: never in the summary (review 4 P27).
  for (const whole of hideComments(notes).text.split(/\r?\n/)) {
    const quoted = QUOTED.test(whole);
    const raw = quoted ? whole.replace(QUOTED, '') : whole;
    if (!quoted) callout = null;
    if (/^\s*(?:```|~~~)/.test(raw)) inCode = !inCode;
    if (inCode || /^\s*(?:```|~~~)/.test(raw)) continue;
    const title = quoted ? CALLOUT_TITLE.exec(raw) : null;
    if (title) {
      callout = calloutKind(title[1] ?? '', title[2] ?? '');
      // "Follow-ups", "Decision": a label of what follows; another title is what the user wrote.
      if (callout !== 'other') continue;
    }
    const blank = raw.trim() === '';
    const wasAfterBlank = afterBlank;
    afterBlank = blank;
    if (blank) continue;
    const match = BULLET.exec(raw);
    if (!quoted) {
      const heading = HEADING.exec(raw);
      if (heading) {
        const level = heading[1]?.length ?? 1;
        const kind = calloutKind('', (heading[2] ?? '').replace(/[*_:]+/g, ' '));
        endAgenda();
        if (kind === 'agenda') agenda = newAgenda(heading[2] ?? '');
        if (kind !== 'other') section = { kind, level };
        else if (section !== null && (section.level > 6 || level <= section.level)) section = null;
        continue;
      }
      const label = match ? null : LABEL_LINE.exec(raw);
      const labelKind = label ? calloutKind('', label[2] ?? '') : 'other';
      if (labelKind !== 'other') {
        endAgenda();
        if (labelKind === 'agenda') agenda = newAgenda(label?.[2] ?? '');
        section = { kind: labelKind, level: 7 };
        continue;
      }
      // A label's section is its list: a line that is no list item after a blank line ends it.
      if (section?.level === 7 && !match && wasAfterBlank && !/^\s/.test(raw)) section = null;
    }
    const kind: CalloutKind | null = callout ?? section?.kind ?? null;
    if (kind !== 'agenda') endAgenda();
    else if (agenda !== null) {
      const item = withoutBlockId((match?.[2] ?? raw).replace(/\s+/g, ' ').trim());
      if (item === '' || STRUCK.test(item)) continue;
      const indent = /^\s*/.exec(raw)?.[0].length ?? 0;
      const parent = agenda.items.at(-1);
      if (parent && match && indent > parent.indent) parent.subs.push(embedsAsLinks(item));
      else agenda.items.push({ text: embedsAsLinks(item), subs: [], indent });
      continue;
    }
    if (!match?.[2]) {
      const line = noteLine(raw);
      if (line === null) continue;
      const plain = unlinkText(line).text;
      if ((kind === 'decision' || DECISION_PREFIX.test(plain)) && !UNDECIDED.test(plain)) addDecision(line);
      else if (kind === 'task' || (kind !== 'decision' && ACTION_PREFIX.test(plain))) addStep(line, plain);
      else addPoint(line);
      continue;
    }
    const text = embedsAsLinks(withoutBlockId(match[2].replace(/\s+/g, ' ').trim()));
    if (ONLY_TAGS.test(text) || INLINE_FIELD.test(text)) continue; // N8 (session 32), R204: metadata, no point
    // Done, cancelled or struck out: not an open task, not a decision (review 4 P28).
    if ((match[1] !== undefined && CLOSED_STATUS.test(match[1])) || STRUCK.test(text)) continue;
    const checkbox = match[1] !== undefined;
    // Classified by what a reader sees: a link to "Decision log" or "Todo" is no decision or task.
    const plain = unlinkText(text).text;
    const decided = kind === 'decision' || DECISION.test(plain);
    if (!checkbox && kind !== 'task' && decided && !UNDECIDED.test(plain)) {
      addDecision(text);
    } else if (
      checkbox ||
      kind === 'task' ||
      ACTION_PREFIX.test(plain) ||
      ACTION.test(plain) ||
      IMPERATIVE.test(plain)
    ) {
      addStep(text, plain);
    } else if (tokenize(text).filter((t) => /\p{L}/u.test(t)).length >= MIN_POINT_WORDS) {
      addPoint(text);
    }
  }
  endAgenda();
  return { decisions, nextSteps, points };
}

/** An agenda section about to be read, labelled with its heading's words as written (`Agenda`, `Topics`). */
function newAgenda(heading: string): {
  label: string;
  point: NotePoint;
  items: { text: string; subs: string[]; indent: number }[];
} {
  const label = heading
    .replace(/[*_:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { label, point: { text: '', source: 'user-notes' }, items: [] };
}

/**
 * A line of Obsidian tags only (`#meeting #launch`, `#q3, #plan`), often with a block id: metadata of the
 * note, no point of the meeting; copied, it made the summary note carry the meeting's tags (`tag:#meeting`
 * and Dataview `FROM #meeting` listed the summary as a meeting; newcomer session 32 N8).
 */
const ONLY_TAGS = /^(?:#[^\s#,]+[\s,]*)+(?:\^[\w-]+\s*)?$/u;

/**
 * A Dataview inline field taking a whole line (`Owner:: [[Ann Lee]]`, `- Due:: 2026-12-08`): a property
 * of the meeting note, no point. Copied, it gave the summary note the same field, so a Dataview
 * `WHERE Owner = [[Ann Lee]]` listed the summary beside the meeting (obsidian R204, N8's kind).
 */
const INLINE_FIELD = /^[\p{L}\p{N}_][\p{L}\p{N}_ -]*::(?:\s|$)/u;

/**
 * The line without the Obsidian block id that ends it (`budget ^agenda1` → `budget`): the id names a
 * block of the meeting note; copied, the summary held a second block of that id (obsidian R204).
 */
function withoutBlockId(text: string): string {
  return text.replace(/\s+\^[A-Za-z0-9-]+$/, '');
}

/** A note line needs this many words (with letters) to count as a point. */
const MIN_POINT_WORDS = 2;

/** A plain (non-bullet) note line as a point, or `null` for headings, rules, tables, comments, bare links, short lines. */
function noteLine(raw: string): string | null {
  const text = withoutBlockId(
    raw
      .replace(/^\s*(?:>\s*)+/, '')
      .replace(CALLOUT, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (
    text === '' ||
    /^#{1,6}(?:\s|$)/.test(text) ||
    /^(?:[-*_]\s*){3,}$/.test(text) ||
    /^\|/.test(text) ||
    /^<!--|-->$/.test(text) ||
    readLinkAt(text, 0)?.end === text.length ||
    /^[\w-]+::?\s*$/.test(text) ||
    INLINE_FIELD.test(text) ||
    ONLY_TAGS.test(text)
  )
    return null;
  return tokenize(text).filter((t) => /\p{L}/u.test(t)).length >= MIN_POINT_WORDS
    ? embedsAsLinks(text)
    : null;
}

/**
 * The owner a note item names: a known person ({@link nameForms}, links read as what they show) written as
 * `Name:`, `Name to …`, `Name will …` at the start or `@Name` anywhere.
 */
function noteOwner(text: string, speakers: readonly string[]): string | null {
  const lower = unlinkText(text).text.toLowerCase();
  for (const speaker of speakers) {
    for (const name of nameForms(speaker, speakers)) {
      if (
        lower.startsWith(`${name}:`) ||
        lower.startsWith(`${name} to `) ||
        lower.startsWith(`${name} will `) ||
        lower.startsWith(`${name}'ll `) ||
        lower.includes(`@${name}`)
      )
        return speaker;
    }
  }
  return null;
}
