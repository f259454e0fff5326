import { iCloudPlaceholderAdvice } from '../paths/icloud-placeholder.js';
import type { UnresolvedLink } from './meeting.js';
import type { VaultPath } from './vault.js';

/**
 * What is wrong with one of a meeting note's links, in one clause (without the advice, which
 * depends on who asks): e.g.
 * - `transcript link "[[Transcripts/Sprint 3]]" in Meetings/x.md names no file (closest: Transcripts/Sprint 3 review.md)`
 * - `usernotes link "[[Standup]]" in Meetings/x.md matches several files (Notes/a/Standup.md, Notes/b/Standup.md); write the vault path in the link`
 * - `transcript link "[[Transcripts/x]]" in Meetings/x.md is refused: link "Transcripts/x.md" is a symlink that leads outside the vault`
 * - `transcript link "[[Transcripts/x]]" in Meetings/x.md names Transcripts/x.md, which is not on this device: only iCloud Drive's placeholder Transcripts/.x.md.icloud is here …` (reviewA R37)
 * - `transcript Transcripts/x.md (this meeting's default) is refused: …` when the note has no link;
 * - `transcript Transcripts/x.md (this meeting's default) is not on this device: only iCloud Drive's placeholder …` (leftovers L111);
 * - `transcript link "[[x]]" on line 5 of Meetings/x.md's body names no file (…)` (no property; F18);
 * - `transcript in Meetings/x.md is not one link: it holds a list of 2 items, not one link; write one link in quotes: transcript: "[[Transcripts/a]]"` (V2b).
 * Only files in the meeting's scope are ever named (`UnresolvedLink.closest`, V1): matches elsewhere
 * are `others outside this meeting's folders`; the meeting note itself is named as such
 * (`Meetings/Standup.md (the link resolves to this meeting note itself)`, L447).
 * Spec: issue 9 H6 (a broken link is not success, and says why); newcomer report N13; hostile review V1.
 */
export function unresolvedLinkMessage(u: UnresolvedLink, meetingPath: VaultPath): string {
  // L111: the default file is in iCloud, not on this device.
  if (u.byDefault && u.evicted !== undefined)
    return `${u.key} ${u.evicted.file} (this meeting's default) ${iCloudPlaceholderAdvice(u.evicted)}`;
  if (u.byDefault) return `${u.key} ${u.link} (this meeting's default) is refused: ${u.refusal ?? ''}`;
  const what =
    u.bodyLine === undefined
      ? `${u.key} link ${JSON.stringify(u.link)} in ${meetingPath}`
      : `${u.key} link ${JSON.stringify(u.link)} on line ${u.bodyLine} of ${meetingPath}'s body`;
  switch (u.reason) {
    case 'ambiguous': {
      const named = [
        ...u.closest,
        ...(u.matchesMeetingNote ? [`${meetingPath} (the link resolves to this meeting note itself)`] : []),
        ...(u.moreOutOfScope ? ["others outside this meeting's folders"] : []),
      ];
      return `${what} matches several files (${named.join(', ')}); write the vault path in the link`;
    }
    case 'refused':
      return `${what} is refused: ${u.refusal ?? ''}`;
    case 'not-a-link':
      return `${u.key} in ${meetingPath} is not one link: ${u.refusal ?? ''}`;
    case 'missing': {
      // A summary:/context: value with no note the product can write there (N21): why.
      if (u.refusal !== undefined) return `${what} names no note Meeting Assistant can write: ${u.refusal}`;
      // R37: evicted to iCloud: download it, not "fix the link" to another note.
      if (u.evicted !== undefined)
        return `${what} names ${u.evicted.file}, which ${iCloudPlaceholderAdvice(u.evicted)}`;
      const closest =
        u.closest.length > 0 ? ` (closest: ${u.closest.join(', ')})` : ' (no similar note found)';
      return `${what} names no file${closest}`;
    }
  }
}

/**
 * One line per `summary:`/`context:` value of the meeting note that the product does not use
 * (`Meeting.unresolved`: not this meeting's own note, R7/R10; a web address, a list, a mapping, a
 * heading link, … N21), saying why, which note is used instead and that the value was left as
 * written (the product never replaces it), e.g. `context link "https://notion.so/page" in
 * Meetings/x.md names no note Meeting Assistant can write: it is a web address (…), not a note in
 * the vault; using Assistant/x.md instead; the value was left as written, so the meeting note does
 * not link Assistant/x.md (to link it, move your value to another property and leave context: empty)`.
 * For the run's warnings (stderr, run record), the model's prompt and the context tools' results.
 * @param used the summary and context paths actually used (`artifactPaths`).
 * @returns the lines; empty when every such value is used (or there is none).
 * Spec: docs/contracts.md, Names and links; hostile review R7, R10, review 2 N21 (a value that is
 *   not used is never silent and never lost).
 */
export function unusedProductLinks(
  meeting: { path: VaultPath; unresolved: readonly UnresolvedLink[] },
  used: { summary: VaultPath; context: VaultPath },
): string[] {
  return meeting.unresolved
    .filter((u) => u.key === 'summary' || u.key === 'context')
    .map((u) => {
      const key = u.key as 'summary' | 'context';
      if (u.respelled)
        return `${key} link ${JSON.stringify(u.link)} in ${meeting.path} names ${used[key]} as older versions spelled it; the link is respelled to that note`;
      return `${unresolvedLinkMessage(u, meeting.path)}; using ${used[key]} instead; the value was left as written, so the meeting note does not link ${used[key]} (to link it, move your value to another property and leave ${key}: empty)`;
    });
}
