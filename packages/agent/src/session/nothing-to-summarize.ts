import {
  hideComments,
  type Meeting,
  notMeetingKind,
  obsidianTemplateFolders,
  readTranscriptText,
  templateNoteReason,
  type Vault,
} from '@ma/core';
import { readTranscriptInfo } from '../lifecycle/transcript-info.js';
import { hasSummarizableText, readUserNotes } from '../lifecycle/user-notes.js';
import { SummaryRunError } from '../summary-run-error.js';

export { hasSummarizableText };

/**
 * Whether a transcript body holds a spoken line: core's transcript reader finds a line with text
 * (times alone, `[00:00:01]`, subtitle timing lines and private comments are none; review10 W8).
 *
 * @param body the transcript note's body (frontmatter removed).
 * @returns true when one line is spoken text.
 * Spec: reviewA U1; review10 W8 ("no spoken lines"); `ma doctor` names such a transcript (L86).
 */
export function hasSpokenLine(body: string): boolean {
  return readTranscriptText(hideComments(body).text).some((line) => line.text.trim() !== '');
}

/**
 * Says why a meeting has nothing to summarize, or `null` when it has something: text in its
 * transcript's body, in its user notes (the linked notes notes) or in the meeting note's own body
 * ({@link hasSummarizableText}; for the transcript, a spoken line). A meeting note of only frontmatter, one whose transcript is empty
 * or only frontmatter and that has no notes, or one whose body is only template headings, gets
 * the reasons (`no transcript: link`, `its transcript Transcripts/x.md has no spoken lines`, `its body
 * is empty`). A transcript or notes link that names no usable file is left to the run, which
 * reports it (`null` here), as is a read that fails.
 *
 * @param vault the vault; @param meeting the meeting note as read.
 * @returns the reasons joined with `, ` (e.g. `no transcript: link, its body is empty`), or null.
 * Spec: reviewA U1; docs/vault-format.md, Meeting note.
 */
export async function nothingToSummarize(vault: Vault, meeting: Meeting): Promise<string | null> {
  if (hasSummarizableText(meeting.note.body)) return null;
  if (meeting.unresolved.some((u) => u.key === 'transcript' || u.key === 'usernotes')) return null;
  const reasons: string[] = [];
  try {
    if (meeting.links.transcript) {
      const transcript = await readTranscriptInfo(vault, meeting);
      if (transcript && hasSpokenLine(await transcript.body())) return null;
      reasons.push(`its transcript ${meeting.links.transcript} has no spoken lines`);
    } else reasons.push('no transcript: link');
    if (meeting.userNotes.length > 0) {
      if (hasSummarizableText(await readUserNotes(vault, meeting))) return null;
      reasons.push(`its notes ${meeting.userNotes.join(', ')} hold no text`);
    }
  } catch {
    return null; // the run reads them again and reports what is wrong
  }
  reasons.push(meeting.note.body.trim() === '' ? 'its body is empty' : 'its body holds only headings');
  return reasons.join(', ');
}

/**
 * Refuses, before anything is written, a summary run of a meeting with nothing to summarize
 * ({@link nothingToSummarize}): `summarizeMeeting` calls it once the run lock is held, for both
 * engines (`ma summarize`, the daemon). A summary session opened for other agents
 * (`openMeetingSession`, `ma mcp`) is not refused: its reads and meeting edits stay usable.
 *
 * @throws SummaryRunError `empty-note` (as an empty note, S17/L30): "meeting note Meetings/x.md has nothing to summarize (no
 *   transcript: link, its body is empty); nothing was written: link its transcript … or write its notes, then run again".
 * Spec: reviewA U1 (a success that did nothing); reviewA S17 (an empty note).
 */
export async function refuseNothingToSummarize(vault: Vault, meeting: Meeting): Promise<void> {
  const nothing = await nothingToSummarize(vault, meeting);
  if (nothing === null) return;
  throw new SummaryRunError(
    'empty-note',
    `meeting note ${meeting.path} has nothing to summarize (${nothing}); nothing was written: link its transcript (transcript: "[[Transcripts/…]]") or write its notes, then run again`,
  );
}

/**
 * Refuses, before anything is written, a summary run of an Obsidian template kept among the meetings
 * (core `templateNoteReason`: in a template folder the vault's Obsidian settings name, or
 * frontmatter still holding `{{date}}`/`{{title}}`/`<% … %>` placeholders). Summarizing it would
 * write a summary of placeholders and rewrite the template's frontmatter, which every meeting made
 * from it afterwards inherits. `summarizeMeeting` calls it with {@link refuseNothingToSummarize},
 * for both engines (`ma summarize`, the daemon).
 *
 * @throws SummaryRunError `empty-note`: "meeting note Meetings/_templates/Meeting.md is an Obsidian
 *   template, not a meeting (its frontmatter holds the template placeholder {{date}}, not filled in);
 *   nothing was written: …".
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
export async function refuseTemplateNote(vault: Vault, meeting: Meeting): Promise<void> {
  const reason = templateNoteReason(meeting.path, meeting.text, await obsidianTemplateFolders(vault.root));
  if (reason === null) return;
  throw new SummaryRunError(
    'empty-note',
    // V261: an Excalidraw drawing kept among the meetings is refused the same way, said as a drawing.
    reason.kind === 'template'
      ? `meeting note ${meeting.path} is an Obsidian template, not a meeting (${reason.why}); nothing was written: make a meeting note from the template (Obsidian: "Insert template" in a new note) and summarize that note, or move the template out of the meetings folder`
      : `meeting note ${meeting.path} is ${notMeetingKind(reason.kind).what}, not a meeting (${reason.why}); nothing was written: ${notMeetingKind(reason.kind).advice}`,
  );
}
