import { type Meeting, meetingUserNotes, unusedProductLinks } from '@ma/core';

/**
 * The "this meeting" section of the system prompt: note path, title, date (as core's date reader
 * reads it, or why it cannot be read), attendees, and the transcript / user notes / context paths
 * the read tools work on (every user-notes note when there are several, review6 S8); a `summary:`/`context:` value that is not used (not this meeting's own
 * note, R7/R10; a web address, a list, N21) is named with the note used instead.
 *
 * Spec: seed 003 (tools scoped to the current meeting).
 */
export function buildMeetingSection(meeting: Meeting, contextPath: string): string {
  const title = meeting.note.frontmatter?.data.title;
  const out = ['# This meeting', `- meeting note: ${meeting.path}`];
  if (typeof title === 'string' && title.trim()) out.push(`- title: ${title.trim()}`);
  if (meeting.date) out.push(`- date: ${meeting.date}`);
  else if (meeting.dateProblem) out.push(`- date: cannot be read: ${meeting.dateProblem}`);
  if (meeting.attendees.length > 0) out.push(`- attendees: ${meeting.attendees.join(', ')}`);
  out.push(`- transcript: ${meeting.links.transcript ?? '(none)'}`);
  // S8: several user-notes notes (two note-takers) are all offered; read_usernotes takes `note`.
  const notes = meetingUserNotes(meeting);
  if (notes.length > 1)
    out.push(
      `- user notes: ${notes.length} notes, read each one (read_usernotes {note: path}; query_meeting view usernotes, filters {path}): ${notes.join(', ')}`,
    );
  else out.push(`- user notes: ${meeting.links.usernotes ?? 'the meeting note body'}`);
  out.push(`- assistant context (your notebook): ${contextPath}`);
  const summary = meeting.links.summary ?? '(default)';
  for (const line of unusedProductLinks(meeting, { summary, context: contextPath }))
    out.push(`- note: ${line}`);
  return out.join('\n');
}
