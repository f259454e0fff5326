import { isSymlinkOutMessage, type Meeting, unresolvedLinkMessage } from '@ma/core';
import { SummaryRunError } from '../summary-run-error.js';

/**
 * The notice put at the top of a summary written from the user's notes alone (the meeting note
 * has no `transcript:` link and no transcript file is named after it).
 * Spec: issue 9 H6 ("the summary says so and has no coverage figure").
 */
export const NOTES_ONLY_NOTICE =
  '> Note: this meeting has no transcript; the summary was written from the meeting notes only.';

/**
 * The notice at the top of a summary whose transcript note exists but holds no spoken line: like a
 * notes-only summary it has no coverage figure (coverage is not 100 % of nothing).
 * Spec: newcomer report N8 (a success that did nothing says so).
 */
export const EMPTY_TRANSCRIPT_NOTICE =
  '> Note: the transcript of this meeting is empty (no spoken line); the summary was written from the meeting notes only.';

/**
 * Fails the run when the meeting note's `transcript:` or `usernotes:` link names no file
 * (`Meeting.unresolved`, filled by core's `readMeeting`): a `SummaryRunError('broken-link')` whose
 * message names the link, the note and the closest existing notes, e.g.
 * `transcript link "[[Transcripts/Sprint 3]]" in Meetings/x.md names no file (closest: Transcripts/Sprint 3 review.md); fix the link, or remove it to summarize from the notes only`.
 * A link that matches several files names them and asks for the path; a property that holds a
 * list or a mapping instead of one link says so and how to write it (V2b).
 * @throws SummaryRunError('broken-link') as described; returns normally when every link resolves.
 * Spec: issue 9 H6 (a broken link is not success).
 */
export function assertLinksResolve(meeting: Meeting): void {
  const broken = meeting.unresolved.filter((u) => u.key === 'transcript' || u.key === 'usernotes');
  if (broken.length === 0) return;
  const parts = broken.map((u) => {
    // A link through a symlinked folder out of the vault is right as written: the refusal says
    // which symlink and how to fix the vault (R19), so no "fix the link" here.
    const symlinkOut = u.reason === 'refused' && isSymlinkOutMessage(u.refusal ?? '');
    // R37/L111: a file evicted to iCloud is downloaded, not linked elsewhere or moved.
    if (u.evicted !== undefined) return unresolvedLinkMessage(u, meeting.path);
    const fix =
      u.reason === 'ambiguous' || u.reason === 'not-a-link' || symlinkOut
        ? ''
        : u.key === 'transcript'
          ? '; fix the link, or remove it to summarize from the notes only'
          : '; fix the link';
    return `${unresolvedLinkMessage(u, meeting.path)}${u.byDefault && !symlinkOut ? '; move the file into the vault' : fix}`;
  });
  throw new SummaryRunError('broken-link', parts.join('; '));
}
