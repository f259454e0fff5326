/**
 * A meeting as approval titles name it: its vault path without the meetings folder and `.md`
 * (`Meetings/a/Standup.md` → `a/Standup`; `Meetings/Standup.md` → `Standup`), so meetings of one
 * name in different folders never ask under one title or request note name.
 * Pure; never throws.
 * Spec: seed 004 (approval requests); docs/approvals.md; review9 V10 (change approvals name the meeting too).
 */
export function meetingLabel(meetingsFolder: string, meetingPath: string): string {
  const prefix = `${meetingsFolder.replace(/\/+$/, '')}/`;
  const rel = meetingPath.toLowerCase().startsWith(prefix.toLowerCase())
    ? meetingPath.slice(prefix.length)
    : meetingPath;
  return rel.replace(/\.md$/i, '');
}
