/**
 * Which past summaries a session may see: summary notes whose `projects`
 * intersect the scope (default: all bound projects), newest first, never the
 * current meeting's own summary.
 * Spec: seed 000, scenario "Agent searches past project meeting summaries";
 * docs/vault-format.md ("Past project meetings").
 */
import { meetingMoment, type PastSummary, pastSummaries, projectsFolderProblem, sameName } from '@ma/core';
import { refuse } from '../output/refusal.js';
import { projectArg } from '../session/project-arg.js';
import { boundList } from '../session/project-scope.js';
import type { ToolSession } from '../session/tool-session.js';

/**
 * Checks a requested project scope against the bound projects.
 * @param requested project IDs (or links to project folders: `projectArg`) the model asked for;
 *   null/undefined/[] = all bound.
 * @returns the scope (non-empty).
 * @throws ToolRefusal naming the unbound IDs and the bound ones, or when nothing is bound.
 */
export async function checkedScope(
  session: ToolSession,
  requested: readonly string[] | null | undefined,
): Promise<string[]> {
  const bound = await session.boundProjects();
  // IDs match as names do (exact, else NFC/NFD, else case-insensitive): `Remote-Control` is bound `remote-control`.
  const canonical = (p: string) => bound.find((b) => b === p) ?? bound.find((b) => sameName(b, p)) ?? p;
  const scope =
    requested && requested.length > 0
      ? [...new Set(requested.map((p) => canonical(projectArg(session, p))))]
      : bound;
  const unbound = scope.filter((p) => !bound.includes(p));
  if (unbound.length > 0 || scope.length === 0) {
    // A projects folder out of reach (a symlink out of the vault) binds nothing: say that (R12).
    const problem = await projectsFolderProblem(session.vault);
    if (problem) refuse(`no project can be searched: ${problem}`, boundList(bound));
  }
  if (unbound.length > 0) {
    const names = unbound.map((p) => `"${p}"`).join(', ');
    refuse(
      `project${unbound.length === 1 ? '' : 's'} ${names} ${unbound.length === 1 ? 'is' : 'are'} not bound to this meeting`,
      boundList(bound),
    );
  }
  if (scope.length === 0) refuse('no projects are bound to this meeting', boundList(bound));
  return scope;
}

/**
 * Past summaries intersecting `scope`: meetings strictly BEFORE the current one (its `date`, `start`
 * or name date; core `meetingMoment`/`isStrictlyBefore`: an earlier day, or the same day with an
 * earlier start time), never the current meeting's own summary note (R4). A meeting with no date
 * at all has nothing to compare with: every summary in scope is listed.
 */
export async function scopedPastSummaries(
  session: ToolSession,
  scope: readonly string[],
): Promise<PastSummary[]> {
  const meeting = await session.meeting();
  const own = meeting.links.summary;
  const before = meetingMoment(meeting.note.frontmatter?.data ?? {}, meeting.name);
  return pastSummaries(session.vault, [...scope], { ...(own ? { exclude: own } : {}), before });
}
