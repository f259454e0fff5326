import {
  frontmatterProperty,
  type Meeting,
  meetingDay,
  meetingUserNotes,
  unusedProductLinks,
} from '@ma/core';
import { promptData, promptLine } from './prompt-data.js';

/** Most attendees named in the prompt; more are counted (`… and N more`). */
const MAX_ATTENDEES = 40;
/** Longest path quoted in the prompt, in characters. */
const PATH_CHARS = 300;

/**
 * The "this meeting" section of the system prompt: note path, title, date (core `meetingDay`: the
 * `date:` as core's date reader reads it, else the day of `start:`, else the `YYYY-MM-DD` in the
 * note's name; or why `date:` cannot be read: review L3), attendees, and the transcript / user notes / context paths
 * the read tools work on (every user-notes note when there are several, review6 S8); a `summary:`/`context:` value that is not used (not this meeting's own
 * note, R7/R10; a web address, a list, N21) is named with the note used instead. Every value from the vault
 * (paths, title, attendees — `add_attendee` writes them) is data: JSON-quoted on one line and bounded
 * (`promptData`: 200 characters, paths 300, at most 40 attendees), so no name can start a new line, heading
 * or instruction (review U3).
 *
 * Spec: seed 003 (tools scoped to the current meeting); review U3.
 */
export function buildMeetingSection(meeting: Meeting, contextPath: string): string {
  const title = frontmatterProperty(meeting.note.frontmatter?.data ?? {}, 'title');
  const path = (p: string) => promptData(p, PATH_CHARS);
  const out = ['# This meeting', `- meeting note: ${path(meeting.path)}`];
  if (typeof title === 'string' && title.trim()) out.push(`- title: ${promptData(title)}`);
  // L3: the day as every other reader takes it (core `meetingDay`): `date:`, else `start:`'s day, else the name's.
  const day = meetingDay(meeting);
  if (day) out.push(`- date: ${promptLine(day)}`);
  else if (meeting.dateProblem) out.push(`- date: cannot be read: ${promptLine(meeting.dateProblem)}`);
  if (meeting.attendees.length > 0) {
    const more = meeting.attendees.length - MAX_ATTENDEES;
    const names = meeting.attendees.slice(0, MAX_ATTENDEES).map((a) => promptData(a, 100));
    out.push(`- attendees: ${names.join(', ')}${more > 0 ? ` … and ${more} more` : ''}`);
  }
  out.push(`- transcript: ${meeting.links.transcript ? path(meeting.links.transcript) : '(none)'}`);
  // S8: several user-notes notes (two note-takers) are all offered; read_usernotes takes `note`.
  const notes = meetingUserNotes(meeting);
  if (notes.length > 1)
    out.push(
      `- user notes: ${notes.length} notes, read each one (read_usernotes {note: path}; query_meeting view usernotes, filters {path}): ${notes.map(path).join(', ')}`,
    );
  else
    out.push(
      `- user notes: ${meeting.links.usernotes ? path(meeting.links.usernotes) : 'the meeting note body'}`,
    );
  out.push(`- assistant context (your notebook): ${path(contextPath)}`);
  const summary = meeting.links.summary ?? '(default)';
  for (const line of unusedProductLinks(meeting, { summary, context: contextPath }))
    out.push(`- note: ${promptLine(line, 600)}`);
  return out.join('\n');
}
