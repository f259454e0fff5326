/**
 * Speaker heading lines that one line alone cannot tell from speech, decided with the file's first
 * lines: a name alone on its line above each paragraph (Otter's text export without timestamps), a
 * time before the name (`[0:03] Ann Lee`, `00:00:03 Ann Lee`), a Markdown-bold name with or without
 * its time (`**Ann Lee** (00:00:03)`, `**Ann** 00:01:02`, meeting notes tools' Markdown), and a
 * Markdown heading naming the speaker (`## Anna (00:00:05)`, `### Anna`, `## Anna - 0:05`: Notion,
 * Otter and Fireflies Markdown exports, one heading per turn), and an Obsidian callout titled with the
 * speaker (`> [!quote] Anna Smith 00:03` above its `> ` lines), read as such a heading.
 * ONE rule for `ma import` (core `textCues`) and for a transcript note in the vault (core
 * {@link HeadingTurnReader}: the offline engine, `readTranscriptText`).
 * Spec: issue #10 item 1 (Otter / Rev / Descript text exports); reviewA R21 (session 25); session 31's
 * leftovers (heading-turn Markdown exports were refused); session 33 leftovers (newcomer N6: a transcript
 * note in those shapes lost its speakers).
 */
import { CLOCK_PATTERN } from './clock.js';
import { isSpeakerName } from './speaker-name.js';

/** A time in brackets, parentheses or bare (regular-expression source; one capture group). */
const TIME = String.raw`[[(]?(${CLOCK_PATTERN})[)\]]?`;
/**
 * A heading line: an optional time (then an optional `-`, `|` separator), a name — bold (group 2) or
 * plain (group 3), then an optional colon — and an optional time after it (group 4), after spaces or a
 * dash or bar (`Ann - 0:03`, `**Ann** | 0:03`), nothing else.
 */
const SHAPE = new RegExp(
  String.raw`^(?:${TIME}\s+(?:[-\u2013\u2014|]\s+)?)?(?:\*\*([^*:\n]{1,60}?)\s*:?\*\*|([^*:\n[\]()]{1,60}?))\s*:?(?:\s+(?:[-\u2013\u2014|]\s+)?${TIME})?\s*:?$`,
);
/** A Markdown heading line (`## Anna (00:00:05)`, `### Anna ###`): its marks (group 1) and its text (group 2). */
const MARKDOWN_HEADING = /^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
/**
 * A line that is no spoken paragraph under a heading: a Markdown heading, a list item (`- done`, `1. x`,
 * `- [ ] task`), a table row, a code fence or a rule. A person's name above such lines is a notes
 * section (`## Anna` above her stand-up items), not a turn.
 */
const NOT_PROSE = /^(?:#{1,6}(?:\s|$)|[-*+\u2022]\s|\d{1,3}[.)]\s|\||```|~~~|(?:-{3,}|\*{3,}|_{3,})$)/;

/** A heading line read: the speaker and the time written on it (null when none). */
export interface NameHeading {
  name: string;
  time: string | null;
  /** A name alone on its line (no time, no bold): the shape most easily taken for a short reply. */
  bare: boolean;
  /** The Markdown heading's level (`## Anna` → 2); 0 for a line that is no Markdown heading. */
  level: number;
  /**
   * Set by {@link headingAt}: the heading stands a blank line (or more) above its paragraph, whose
   * next paragraphs are the same turn until the next heading.
   */
  apart?: boolean;
}

/**
 * The speaker heading of a line the transcript reader does not read as one, or null: a time before
 * the name, a bold name, or a name alone (`Ann Lee  0:03` and `Ann Lee (00:03):`, which the reader
 * reads, give null); or a Markdown heading whose text is one of these or a name with its time after it
 * (`## Anna (00:00:05)`, `## Anna - 00:00:05`, `## Anna | 0:05`, `### Anna`, `## [00:05] Anna`; the
 * reader skips every Markdown heading). The name must have a speaker name's shape (core
 * `isSpeakerName`: `Agenda`, `Notes`, `Decision`, `Next steps`, `Weekly sync` and sentences never do).
 * Whether the file writes its turns so is {@link writesNameHeadings}' question.
 * Spec: reviewA R21; session 31's leftovers (Markdown heading turns).
 * @param line - one line of the file, untrimmed
 */
export function nameHeadingOf(line: string): NameHeading | null {
  const trimmed = line.trim();
  const markdown = trimmed.startsWith('#') ? MARKDOWN_HEADING.exec(trimmed) : null;
  const m = SHAPE.exec(markdown ? (markdown[2] as string) : trimmed);
  if (!m) return null;
  const before = m[1] ?? null;
  const bold = m[2];
  const name = (bold ?? m[3] ?? '').trim();
  const after = m[4] ?? null;
  // A plain name with its time after it is the reader's own heading (`Ann Lee  0:03`); not under `#` marks.
  if (!markdown && bold === undefined && before === null && after !== null) return null;
  if (before !== null && after !== null) return null;
  if (name === '' || !isSpeakerName(name)) return null;
  return {
    name,
    time: before ?? after,
    bare: !markdown && bold === undefined && before === null,
    level: markdown ? (markdown[1] as string).length : 0,
  };
}

/**
 * Whether a text file writes its speakers as heading lines of their own above each paragraph, in a
 * shape only the file tells from speech (see {@link nameHeadingOf}): decided over the file's first
 * lines, by one of two rules.
 * - Heading lines (R21): a heading line follows a blank line (or starts the file) and text follows it
 *   on the next line — or, for a bold name or a time, after blank lines; then that turn's paragraphs
 *   up to the next heading are its own. The file is written so when at least two such lines are
 *   found, every one writes a time or is a bold name right above its text, or one name heads two
 *   turns or more, and such lines open at least half of the paragraphs that are not a turn's own: a
 *   document whose paragraphs now and then start with a short title line is not.
 * - Markdown headings (Notion, Otter, Fireflies exports: `## Anna (00:00:05)`, `### Anna`): at least
 *   two Markdown headings name a speaker above prose, every one writes a time or one name heads two
 *   turns or more (sections titled `## Open Questions`, `## Budget Review` are not turns), and they are
 *   at least half of the file's Markdown headings above the last of them (a page of topic sections,
 *   `## Agenda`, `## Decisions`, with a person's name now and then, is not; sections closing the note
 *   after its last turn, `## Action items`, `### Open questions`, do not count). An Obsidian callout's title line
 *   (`> [!quote] Anna Smith 00:03`) counts as a Markdown heading, its `> ` lines as the text below.
 * Spec: issue #10 item 1; reviewA R21; session 31's leftovers (Markdown heading turns); session 33
 * leftovers (N6: callout turns).
 * @param lines - the first lines of the file (a few hundred), BOM removed
 */
export function writesNameHeadings(given: readonly string[]): boolean {
  return nameHeadingRule(given) !== null;
}

/**
 * The speakers a file that writes its turns as heading lines ({@link writesNameHeadings}) names in headings
 * with a time (`## Anna (00:00:05)`), when such timed headings are most of its speaker headings (two or more,
 * at least as many as the untimed): then a heading without a time naming none of them (`## Follow-ups`,
 * `## Summary`: one word, like a name) is a section of the note, not a turn ({@link headingTurnAt}'s
 * `timedNames`). Null when the file's turns are not heading lines or most of them are untimed (`### Anna`).
 * Spec: session 33 leftovers (sections closing a note after its turns).
 * @param given - the first lines of the file (a few hundred), BOM removed
 */
export function timedHeadingNames(given: readonly string[]): ReadonlySet<string> | null {
  return nameHeadingRule(given)?.timedNames() ?? null;
}

/** The rule by which `given` writes its turns as heading lines (its count), or null when by neither. */
function nameHeadingRule(given: readonly string[]): HeadingCount | null {
  const lines = given.map(ruleLine);
  const lineRule = new HeadingCount();
  // Sections after the last turn (`## Action items`, `### Open questions` closing a note) are the note's
  // own, not a sign that its headings are topics (session 33 leftovers).
  const markdownRule = new HeadingCount({ trailingFree: true });
  // Inside a turn whose paragraphs are its heading's (a Markdown heading, or one a blank line above its text).
  let owned = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const before = i === 0 ? '' : (lines[i - 1] ?? '');
    const markdown = opensParagraph(line);
    if (line.trim() === '' || (before.trim() !== '' && !markdown)) continue;
    const heading = headingAt(line, lines[i + 1], filledAfter(lines, i));
    if (markdown) {
      // R21's count as before: a heading line after a blank line is a paragraph that no heading line opens.
      if (before.trim() === '') lineRule.add(null);
      if (TIME_ONLY_HEADING.test(line.trim())) continue;
      markdownRule.add(heading);
      owned = heading !== null;
      continue;
    }
    // A paragraph of the turn above.
    if (heading === null && owned) continue;
    lineRule.add(heading);
    owned = heading?.apart === true;
  }
  if (lineRule.written()) return lineRule;
  return markdownRule.written() ? markdownRule : null;
}

/** A Markdown heading that is only a time (`### 00:05:00`, Meet saved as Markdown): it times the lines below. */
const TIME_ONLY_HEADING = /^#{1,6}\s*[[(]?[\d:.,]+[\])]?$/;

/** One rule's count of {@link writesNameHeadings}: the paragraphs (or sections) seen, and the speaker headings among them. */
class HeadingCount {
  #all = 0;
  #headings = 0;
  #loose = 0;
  /** Sections seen since the last speaker heading, counted only once another one follows (`trailingFree`). */
  #trailing = 0;
  #untimed = 0;
  readonly #timedNames = new Set<string>();
  readonly #names = new Map<string, number>();
  readonly #trailingFree: boolean;

  /** @param opts.trailingFree - sections after the last speaker heading do not count against the turns. */
  constructor(opts: { trailingFree?: boolean } = {}) {
    this.#trailingFree = opts.trailingFree === true;
  }

  /** A paragraph or section, opened by `heading` (null: by no speaker heading). */
  add(heading: NameHeading | null): void {
    if (heading === null) {
      if (this.#trailingFree && this.#headings > 0) this.#trailing++;
      else this.#all++;
      return;
    }
    this.#all += this.#trailing + 1;
    this.#trailing = 0;
    this.#headings++;
    if (heading.time === null) this.#untimed++;
    else this.#timedNames.add(heading.name);
    // A heading without a time that is no bold name right above its text needs a name heading two turns.
    if (heading.bare || (heading.time === null && (heading.level > 0 || heading.apart === true)))
      this.#loose++;
    this.#names.set(heading.name, (this.#names.get(heading.name) ?? 0) + 1);
  }

  /** The names of the timed speaker headings when those are most of them (two or more), else null. */
  timedNames(): ReadonlySet<string> | null {
    const timed = this.#headings - this.#untimed;
    return timed >= 2 && timed >= this.#untimed ? this.#timedNames : null;
  }

  /** Two speaker headings or more, timed (or a name heading two turns), opening at least half of what was counted. */
  written(): boolean {
    return (
      this.#headings >= 2 &&
      (this.#loose === 0 || [...this.#names.values()].some((n) => n >= 2)) &&
      this.#headings * 2 >= this.#all
    );
  }
}

/**
 * Whether `line` starts a paragraph whatever the line before it: a Markdown heading does (Markdown
 * needs no blank line above one); any other heading line stands after a blank line.
 * Spec: session 31's leftovers (Markdown heading turns).
 * @param line - the line, untrimmed
 */
export function opensParagraph(line: string): boolean {
  return /^\s{0,3}#{1,6}[ \t]/.test(line);
}

/** The first line after `lines[i]` that is not blank, or undefined. */
function filledAfter(lines: readonly string[], i: number): string | undefined {
  for (let j = i + 1; j < lines.length; j++) if ((lines[j] ?? '').trim() !== '') return lines[j];
  return undefined;
}

/**
 * The heading of `line` when it stands as one: {@link nameHeadingOf} gives one and the next line
 * holds text (the caller checks the blank line before), or — for a heading that is no bare name — the
 * first line after blank lines does (`ahead`; the heading is then `apart`). That text is no heading
 * with a time or in bold, and after a name alone no other name alone (a list of attendees is no
 * heading): a one-word reply (`Great.`) under a timed heading is speech. Under a Markdown heading or
 * after blank lines, the text is prose: no list item, table, Markdown heading, code fence or rule (a
 * `## Anna` above her stand-up items is a notes section).
 * Spec: reviewA R21; session 31's leftovers (Markdown heading turns).
 * @param line - the line, untrimmed
 * @param next - the line after it (undefined at the end of the file)
 * @param ahead - the first line after it that is not blank (undefined when none is known); default `next`
 */
export function headingAt(
  line: string,
  next: string | undefined,
  ahead: string | undefined = next,
): NameHeading | null {
  if (next === undefined) return null;
  const apart = next.trim() === '';
  const text = apart ? ahead : next;
  if (text === undefined || text.trim() === '') return null;
  const heading = nameHeadingOf(line);
  if (heading === null || (apart && heading.bare)) return null;
  const after = nameHeadingOf(text);
  if (after !== null && (!after.bare || heading.bare)) return null;
  if ((apart || heading.level > 0) && NOT_PROSE.test(text.trim())) return null;
  return apart ? { ...heading, apart } : heading;
}

/** An Obsidian callout's title line (`> [!quote] Anna Smith 00:03`, `> [!note]- Title`): its title (group 1, maybe empty). */
const CALLOUT_TITLE = /^[ \t]{0,3}>[ \t]?\[![\w-]*\][+-]?(?:[ \t]+(.*))?$/;
/** A block-quote prefix (`> `, `>>`), possibly indented. */
const QUOTED = /^[ \t]{0,3}(?:>[ \t]?)+/;
/** A line that is only a time, bare, in brackets or as a Markdown heading (`### 00:05:00`, Meet saved as Markdown). */
const LONE_TIME_LINE = /^(?:#{1,6}\s*)?[[(]?[\d:.,]+[\])]?$/;

/**
 * A line as the heading rule reads it: a callout's title line as a Markdown heading of its title
 * (`> [!quote] Anna 00:03` → `## Anna 00:03`; a callout without a title → `##`, a heading naming no
 * one), a quoted line without its `>` marks (a callout's text), a trailing `\r` and a BOM off.
 */
function ruleLine(line: string): string {
  let text = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const first = text.trimStart().charCodeAt(0);
  if (first !== 0x3e /* > */) return text;
  const callout = CALLOUT_TITLE.exec(text);
  if (callout) return `## ${(callout[1] ?? '').trim()}`.trimEnd();
  return text.replace(QUOTED, '');
}

/**
 * What a line does in a text whose turns are heading lines ({@link writesNameHeadings} said so): a
 * speaker heading gives its speaker (and the time it writes) to the lines below (`name`); a Markdown
 * heading or a callout title that names no speaker (`## Action items`, `> [!note] Call notes`) ends the
 * turn above (`name` null); any other line is `null` (a line read as usual). A heading line stands
 * after a blank line (`blankBefore`), a Markdown heading or callout title anywhere; a heading that is
 * only a time (`### 00:05:00`) is no section (null: it times the lines below).
 * The one rule `ma import` (core `textCues`) and a transcript note's reader ({@link HeadingTurnReader})
 * share. Spec: reviewA R21; session 31's leftovers (L194); session 33 leftovers (newcomer N6).
 * @param line - the line, untrimmed (a trailing `\r` is ignored)
 * @param next - the line after it (undefined at the end of the text)
 * @param ahead - the first line after it that is not blank (undefined when none is known)
 * @param blankBefore - whether the line before it was blank (or it is the first line)
 * @param timedNames - the file's speaker headings mostly write a time ({@link timedHeadingNames}): a heading
 *   without one naming none of these is no turn (a Markdown heading or callout title then ends the turn
 *   above: `## Summary`)
 * @returns the turn the line opens (`name` null: it ends the turn above), or null
 */
export function headingTurnAt(
  line: string,
  next: string | undefined,
  ahead: string | undefined,
  blankBefore: boolean,
  timedNames: ReadonlySet<string> | null = null,
): { name: string | null; time: string | null } | null {
  const text = ruleLine(line);
  const section = opensParagraph(text) || /^#{1,6}$/.test(text.trim());
  if (!blankBefore && !section) return null;
  const heading = headingAt(
    text,
    next === undefined ? undefined : ruleLine(next),
    ahead === undefined ? undefined : ruleLine(ahead),
  );
  if (heading !== null && (heading.time !== null || timedNames === null || timedNames.has(heading.name)))
    return { name: heading.name, time: heading.time };
  return section && !LONE_TIME_LINE.test(text.trim()) ? { name: null, time: null } : null;
}
