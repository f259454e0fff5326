import type { UnresolvedLink } from './meeting.js';
import type { VaultPath } from './vault.js';

/**
 * What is wrong with one of a meeting note's links, in one clause (without the advice, which
 * depends on who asks): e.g.
 * - `transcript link "[[Transcripts/Sprint 3]]" in Meetings/x.md names no file (closest: Transcripts/Sprint 3 review.md)`
 * - `usernotes link "[[Standup]]" in Meetings/x.md matches several files (Notes/a/Standup.md, Notes/b/Standup.md); write the vault path in the link`
 * - `transcript link "[[Transcripts/x]]" in Meetings/x.md is refused: link "Transcripts/x.md" is a symlink that leads outside the vault`
 * - `transcript Transcripts/x.md (this meeting's default) is refused: …` when the note has no link;
 * - `transcript in Meetings/x.md is not one link: it holds a list of 2 items, not one link; write one link in quotes: transcript: "[[Transcripts/a]]"` (V2b).
 * Only files in the meeting's scope are ever named (`UnresolvedLink.closest`, V1): matches elsewhere
 * are `others outside this meeting's folders`.
 * Spec: issue 9 H6 (a broken link is not success, and says why); newcomer report N13; hostile review V1.
 */
export function unresolvedLinkMessage(u: UnresolvedLink, meetingPath: VaultPath): string {
  if (u.byDefault) return `${u.key} ${u.link} (this meeting's default) is refused: ${u.refusal ?? ''}`;
  const what = `${u.key} link ${JSON.stringify(u.link)} in ${meetingPath}`;
  switch (u.reason) {
    case 'ambiguous': {
      const named = [...u.closest, ...(u.moreOutOfScope ? ["others outside this meeting's folders"] : [])];
      return `${what} matches several files (${named.join(', ')}); write the vault path in the link`;
    }
    case 'refused':
      return `${what} is refused: ${u.refusal ?? ''}`;
    case 'not-a-link':
      return `${u.key} in ${meetingPath} is not one link: ${u.refusal ?? ''}`;
    case 'missing': {
      const closest =
        u.closest.length > 0 ? ` (closest: ${u.closest.join(', ')})` : ' (no similar note found)';
      return `${what} names no file${closest}`;
    }
  }
}

/**
 * One line per `summary:`/`context:` link of the meeting note that was refused (a hidden or
 * unbound place, or not the product's own note for this meeting: `ownNoteRefusal`, R7/R10), saying
 * which note is used instead, e.g. `context link "[[Notes/Background]]" in Meetings/x.md is refused:
 * link "Notes/Background.md" was not written by Meeting Assistant for this meeting (…), not this
 * meeting's context note; using Assistant/x.md instead (the link was left as written)`.
 * For the run's warnings (stderr, run record), the model's prompt and the context tools' results.
 * @param used the summary and context paths actually used (`artifactPaths`).
 * @returns the lines; empty when no such link was refused.
 * Spec: docs/contracts.md, Names and links; hostile review R7, R10 (a refused link is never silent).
 */
export function refusedProductLinks(
  meeting: { path: VaultPath; unresolved: readonly UnresolvedLink[] },
  used: { summary: VaultPath; context: VaultPath },
): string[] {
  return meeting.unresolved
    .filter((u) => (u.key === 'summary' || u.key === 'context') && u.reason === 'refused')
    .map((u) => {
      const key = u.key as 'summary' | 'context';
      const kept = u.kept ? ' (the link was left as written)' : '';
      return `${unresolvedLinkMessage(u, meeting.path)}; using ${used[key]} instead${kept}`;
    });
}
