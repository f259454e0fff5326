import { distance } from 'fastest-levenshtein';

/**
 * The properties of a meeting note that Meeting Assistant reads or writes, by their exact keys.
 * Spec: docs/vault-format.md, Meeting note.
 */
export const MEETING_PROPERTIES = [
  'title',
  'date',
  'start',
  'end',
  'status',
  'attendees',
  'projects',
  'transcript',
  'usernotes',
  'summary',
  'context',
  'tags',
] as const;

/** One of {@link MEETING_PROPERTIES}. */
export type MeetingProperty = (typeof MEETING_PROPERTIES)[number];

/** A property of a meeting note written under another spelling than the one that is read. */
export interface PropertyNearMiss {
  /** The key as written in the note (`project`, `Projects`, `user_notes`). */
  written: string;
  /** The key Meeting Assistant reads (`projects`, `usernotes`). */
  meant: MeetingProperty;
}

/** A key compared loosely: NFC, lower case, without blanks, `_` and `-`. */
const squash = (key: string): string =>
  key
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * The keys of a meeting note's frontmatter `data` that look like one of {@link MEETING_PROPERTIES}
 * the note does not have in any case (V223: `Projects` IS `projects`): the singular or plural (`project`,
 * `attendee`, `transcripts`), blanks, `_` or `-` inside (`user notes`, `user_notes`), or one typing
 * slip in a key of 5 letters or more (`projets`, `trasncript`). Such a property is not read (keys are
 * matched only by case, docs/vault-format.md), so a run would go on without it in silence: callers say so. At most
 * one entry per written key, in the note's order; none for a key the note also has exactly.
 * Pure; never throws.
 * Spec: docs/vault-format.md, Meeting note; review10 W4.
 */
export function meetingPropertyNearMisses(data: Readonly<Record<string, unknown>>): PropertyNearMiss[] {
  const out: PropertyNearMiss[] = [];
  for (const written of Object.keys(data)) {
    // V223: another case is the property itself (Obsidian's rule), read as such: no near miss.
    if ((MEETING_PROPERTIES as readonly string[]).includes(written.toLowerCase())) continue;
    const key = squash(written);
    const meant = MEETING_PROPERTIES.find((property) => {
      if (Object.keys(data).some((k) => k.toLowerCase() === property)) return false;
      const want = squash(property);
      return (
        key === want ||
        `${key}s` === want ||
        key === `${want}s` ||
        (want.length >= 5 && key.length >= 4 && distance(key, want) <= 1)
      );
    });
    if (meant !== undefined) out.push({ written, meant });
  }
  return out;
}

/**
 * The near miss of `property` in `data` (see {@link meetingPropertyNearMisses}) as a clause for a
 * message: `the note has "project: remote-control" instead (did you mean "projects"?)`; null when
 * there is none. The value is shown on one line, cut to 80 characters.
 * Spec: review10 W4.
 */
export function propertyNearMissClause(
  data: Readonly<Record<string, unknown>>,
  property: MeetingProperty,
): string | null {
  const miss = meetingPropertyNearMisses(data).find((m) => m.meant === property);
  if (miss === undefined) return null;
  return `the note has "${miss.written}: ${valueText(data[miss.written])}" instead (did you mean "${property}"?)`;
}

/** A frontmatter value on one line, at most 80 characters. */
function valueText(value: unknown): string {
  const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).replace(
    /\s+/g,
    ' ',
  );
  return text.length > 80 ? `${text.slice(0, 79)}\u2026` : text;
}
