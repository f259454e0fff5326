/**
 * Speaker heading lines that one line alone cannot tell from speech, decided with the file's first
 * lines: a name alone on its line above each paragraph (Otter's text export without timestamps), a
 * time before the name (`[0:03] Ann Lee`, `00:00:03 Ann Lee`) and a Markdown-bold name with or without
 * its time (`**Ann Lee** (00:00:03)`, meeting notes tools' Markdown).
 * Spec: issue #10 item 1 (Otter / Rev / Descript text exports); reviewA R21 (session 25).
 */
import { CLOCK_PATTERN } from '../transcript/clock.js';
import { isSpeakerName } from '../transcript/speaker-name.js';

/** A time in brackets, parentheses or bare (regular-expression source; one capture group). */
const TIME = String.raw`[[(]?(${CLOCK_PATTERN})[)\]]?`;
/**
 * A heading line: an optional time (then an optional `-`, `|` separator), a name — bold (group 2) or
 * plain (group 3), then an optional colon — and an optional time after it (group 4), nothing else.
 */
const SHAPE = new RegExp(
  String.raw`^(?:${TIME}\s+(?:[-\u2013\u2014|]\s+)?)?(?:\*\*([^*:\n]{1,60}?)\s*:?\*\*|([^*:\n[\]()]{1,60}?))\s*:?(?:\s+${TIME})?\s*:?$`,
);

/** A heading line read: the speaker and the time written on it (null when none). */
export interface NameHeading {
  name: string;
  time: string | null;
  /** A name alone on its line (no time, no bold): the shape most easily taken for a short reply. */
  bare: boolean;
}

/**
 * The speaker heading of a line the transcript reader does not read as one, or null: a time before
 * the name, a bold name, or a name alone (`Ann Lee  0:03` and `Ann Lee (00:03):`, which the reader
 * reads, give null). The name must have a speaker name's shape (core `isSpeakerName`: `Decision`,
 * `Next steps` and sentences never do).
 * Spec: reviewA R21.
 * @param line - one line of the file, untrimmed
 */
export function nameHeadingOf(line: string): NameHeading | null {
  const m = SHAPE.exec(line.trim());
  if (!m) return null;
  const before = m[1] ?? null;
  const bold = m[2];
  const name = (bold ?? m[3] ?? '').trim();
  const after = m[4] ?? null;
  // A plain name with its time after it is the reader's own heading (`Ann Lee  0:03`).
  if (bold === undefined && before === null && after !== null) return null;
  if (before !== null && after !== null) return null;
  if (name === '' || !isSpeakerName(name)) return null;
  return { name, time: before ?? after, bare: bold === undefined && before === null };
}

/**
 * Whether a text file writes its speakers as heading lines of their own above each paragraph, in a
 * shape only the file tells from speech (see {@link nameHeadingOf}): decided over the file's first
 * lines. A heading line follows a blank line (or starts the file) and text follows it on the next
 * line. The file is written so when at least two such lines are found, one name heads two paragraphs
 * or more (or every heading found writes a time or is bold), and such lines open at least half of the
 * paragraphs: a document whose paragraphs now and then start with a short title line is not.
 * Spec: issue #10 item 1; reviewA R21.
 * @param lines - the first lines of the file (a few hundred), BOM removed
 */
export function writesNameHeadings(lines: readonly string[]): boolean {
  let paragraphs = 0;
  let headings = 0;
  let bare = 0;
  const counts = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const before = i === 0 ? '' : (lines[i - 1] ?? '');
    if (line.trim() === '' || before.trim() !== '') continue;
    paragraphs++;
    const heading = headingAt(line, lines[i + 1]);
    if (heading === null) continue;
    headings++;
    if (heading.bare) bare++;
    counts.set(heading.name, (counts.get(heading.name) ?? 0) + 1);
  }
  return (
    headings >= 2 && (bare === 0 || [...counts.values()].some((n) => n >= 2)) && headings * 2 >= paragraphs
  );
}

/**
 * The heading of `line` when it stands as one: {@link nameHeadingOf} gives one and the next line
 * holds text (the caller checks the blank line before). That text is no heading with a time or in
 * bold, and after a name alone no other name alone (a list of attendees is no heading): a one-word
 * reply (`Great.`) under a timed heading is speech.
 * Spec: reviewA R21.
 * @param line - the line, untrimmed
 * @param next - the line after it (undefined at the end of the file)
 */
export function headingAt(line: string, next: string | undefined): NameHeading | null {
  if (next === undefined || next.trim() === '') return null;
  const heading = nameHeadingOf(line);
  if (heading === null) return null;
  const after = nameHeadingOf(next);
  return after !== null && (!after.bare || heading.bare) ? null : heading;
}
