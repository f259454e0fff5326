/**
 * Which past summaries a session may see: summary notes whose `projects`
 * intersect the scope (default: all bound projects), newest first, never the
 * current meeting's own summary.
 * Spec: seed 000, scenario "Agent searches past project meeting summaries";
 * docs/vault-format.md ("Past project meetings").
 */
import path from 'node:path';
import {
  frontmatterProperty,
  isEmptyLinkValue,
  MEETING_DATE_FORMS,
  mayBeDefaultArtifact,
  meetingWhen,
  type PastSummary,
  pastSummaries,
  projectsFolderProblem,
  readBoundProjects,
  readMeetingNote,
  unboundProjectLine,
} from '@ma/core';
import { quotedArg, refuse } from '../output/refusal.js';
import { projectArg } from '../session/project-arg.js';
import { bindHint, boundList, boundProjectId, noFolderClause, twinClause } from '../session/project-scope.js';
import type { ToolSession } from '../session/tool-session.js';

/**
 * Checks a requested project scope against the bound projects.
 * @param requested project IDs (or links to project folders: `projectArg`) the model asked for;
 *   null/undefined = all bound; an empty list is refused as bad input (`projects is empty`), as the CLI
 *   refuses `ma search --projects ""` (reviewA session 22 N2: never "all" by an empty list).
 * @param argument the argument's name in a refusal of a blank ID (`projects`, or `project`; T56).
 * @returns the scope (non-empty).
 * @throws ToolRefusal naming the unbound IDs (each cut to 120 characters) and the bound ones, when
 *   one is blank, or when nothing is bound.
 */
export async function checkedScope(
  session: ToolSession,
  requested: readonly string[] | null | undefined,
  argument = 'projects',
): Promise<string[]> {
  // N2: `projects: []` names no project; searching every bound one instead would widen the scope asked for.
  if (requested && requested.length === 0)
    refuse(
      `${argument} is empty`,
      `omit ${argument} to search every bound project, or give project IDs: list_projects lists the bound ones`,
    );
  const bound = await session.boundProjects();
  // IDs match as names do (exact, else NFC/NFD, else case-insensitive): `Remote-Control` is bound
  // `remote-control`, unless `Projects/Remote-Control` is a project of its own (Z1).
  const canonical = async (p: string) => (await boundProjectId(session, bound, p)) ?? p;
  const scope =
    requested && requested.length > 0
      ? [...new Set(await Promise.all(requested.map((p) => canonical(projectArg(session, p, argument)))))]
      : bound;
  const unbound = scope.filter((p) => !bound.includes(p));
  if (unbound.length > 0 || scope.length === 0) {
    // A projects folder out of reach (a symlink out of the vault) binds nothing: say that (R12).
    const problem = await projectsFolderProblem(session.vault);
    if (problem) refuse(`no project can be searched: ${problem}`, boundList(session, bound));
  }
  if (unbound.length > 0) {
    // L101: names with no project folder say so, and then how a project is bound.
    const names = unbound.map((p) => `"${quotedArg(p)}"${twinClause(session, bound, p)}`).join(', ');
    const noFolder = await noFolderClause(session, unbound);
    refuse(
      `project${unbound.length === 1 ? '' : 's'} ${names} ${unbound.length === 1 ? 'is' : 'are'} not bound to this meeting${noFolder}`,
      noFolder === '' && bound.length > 0
        ? boundList(session, bound)
        : `${boundList(session, bound)}; ${bindHint(session)}`,
    );
  }
  if (scope.length === 0) {
    // F13: a `projects:` entry that names no folder (the project folder renamed) is named, with its
    // did-you-mean, as `ma doctor` and `ma summarize` name it.
    const { unknown } = await readBoundProjects(session.vault, session.meetingPath).catch(() => ({
      unknown: [] as string[],
    }));
    const stale = await Promise.all(
      unknown.map((entry) => unboundProjectLine(session.vault, entry, session.meetingPath)),
    );
    refuse(
      `no projects are bound to this meeting${stale.length > 0 ? `: ${stale.join('; ')}` : ''}`,
      `${boundList(session, bound)}; ${bindHint(session)}`,
    );
  }
  return scope;
}

/**
 * What a user can do about a meeting with no date to order by: the second part of the refusals
 * of `list_past_project_meetings` and `read_past_project_meeting_summary` (V7).
 */
export const NO_DATE_FIX = `give the meeting note a date (date: YYYY-MM-DD; ${MEETING_DATE_FORMS} are read too)`;

/** A past summary's date as listed: the date read, `no date`, or `date unreadable: "…"`. */
export function summaryDate(summary: PastSummary): string {
  if (summary.date !== null) return summary.date;
  return summary.dateProblem ? `date unreadable: ${summary.dateProblem.split(' (')[0]}` : 'no date';
}

/**
 * The past summaries of a scope ({@link scopedPastSummaries}); `noDate` is set, and `summaries`
 * empty, when the current meeting has no day to order by: `this meeting has no date to order by
 * (…)` or `this meeting's date "…" is not a date (…)`.
 * Spec: docs/contracts.md, Past meetings; issue V7.
 */
export interface ScopedPastSummaries {
  summaries: PastSummary[];
  noDate: string | null;
  /** In-scope summaries left out because they have no day to order by (N15); see {@link leftOutNotice}. */
  leftOut: PastSummary[];
}

/**
 * The line the past-summary tools add when summaries were left out: those of the scope whose date
 * cannot be read (or that have none): `note: 2 summaries of these projects are left out: their
 * date cannot be read: Summaries/Past EU.md (date "12/03/2026" …), …; write it as YYYY-MM-DD`;
 * then, in any scope, summary notes whose frontmatter cannot be parsed, so whether they are of these
 * projects is unknown (`frontmatterProblem`, review13 Z4): `… left out, since their frontmatter
 * cannot be read …: Summaries/broken.md (invalid YAML (line 4, column 8)); fix …`.
 * `''` when none was. Lists at most 10 of each kind (then `… and N more`).
 * Spec: review 2 N15 (a past summary is never dropped in silence); docs/contracts.md, Past meetings.
 */
export function leftOutNotice(leftOut: readonly PastSummary[]): string {
  const broken = leftOut.filter((s) => s.frontmatterProblem !== undefined);
  const undated = leftOut.filter((s) => s.frontmatterProblem === undefined);
  const parts: string[] = [];
  if (undated.length > 0) {
    // The accepted forms are said once, at the end, not once per summary (review12 Y3).
    const forms = `; expected ${MEETING_DATE_FORMS}`;
    const shown = shownSome(
      undated,
      (s) => `${s.path} (${s.dateProblem?.replace(forms, '') ?? 'date missing'})`,
    );
    const count =
      undated.length === 1
        ? '1 summary of these projects is'
        : `${undated.length} summaries of these projects are`;
    parts.push(
      `${count} left out, since it cannot be told whether they are past (their date cannot be read): ${shown}; give each a date: YYYY-MM-DD (${MEETING_DATE_FORMS} are read too)`,
    );
  }
  if (broken.length > 0) {
    const shown = shownSome(
      broken,
      (s) => `${s.path} (${s.frontmatterProblem?.replace(/^its frontmatter cannot be read: /, '')})`,
    );
    const count = broken.length === 1 ? '1 summary note is' : `${broken.length} summary notes are`;
    parts.push(
      `${count} left out, since their frontmatter cannot be read, so it cannot be told whether they are of these projects: ${shown}; the user can fix the YAML between the --- lines`,
    );
  }
  return parts.length === 0 ? '' : `\nnote: ${parts.join('; also ')}`;
}

/** At most 10 items shown, then `… and N more`, joined with `; `. */
function shownSome(items: readonly PastSummary[], show: (s: PastSummary) => string): string {
  const shown = items.slice(0, 10).map(show);
  if (items.length > 10) shown.push(`… and ${items.length - 10} more`);
  return shown.join('; ');
}

/**
 * Past summaries intersecting `scope`: meetings strictly BEFORE the current one (its `date`, `start`
 * or name date, read by core's one date reader; `meetingWhen`/`isStrictlyBefore`: an earlier day,
 * or the same day with an earlier start time), never the current meeting's own summary note (R4).
 * A meeting with no day (no date anywhere, or a `date:` that cannot be read) has nothing to order
 * by: no summary is past, and `noDate` says why (V7), so no tool lists, searches or reads another
 * meeting's summary as "past". A summary of the scope with no day to order by is not past either:
 * it is in `leftOut`, for the tools to name ({@link leftOutNotice}, N15).
 * Spec: seed 000, scenario "Agent searches past project meeting summaries"; docs/contracts.md,
 * Past meetings; issue V7.
 */
export async function scopedPastSummaries(
  session: ToolSession,
  scope: readonly string[],
): Promise<ScopedPastSummaries> {
  // The note's date and name only: its links are resolved below only when the own summary may be
  // among the notes found (P20).
  const { path: rel, note } = await readMeetingNote(session.vault, session.meetingPath);
  const data = note.frontmatter?.data ?? {};
  const when = meetingWhen(data, path.posix.basename(rel).replace(/\.md$/i, ''));
  if (when.moment === null) {
    return { summaries: [], noDate: `this meeting ${when.problem}`, leftOut: [] };
  }
  const leftOut: PastSummary[] = [];
  const summaries = await pastSummaries(session.vault, [...scope], { before: when.moment, leftOut });
  // The own summary (R4) is the linked note (`summary:`), else the default one, which
  // `mayBeDefaultArtifact` rules out by name: resolving it (`session.meeting()`) lists the whole
  // summaries folder when that note does not exist yet (issue #13 (f), docs/startup.md).
  const { config } = session.vault;
  const mayBeOwn = (s: PastSummary) => mayBeDefaultArtifact(config, config.folders.summaries, rel, s.path);
  // V237: `Summary:` is the `summary` property (core `frontmatterProperty`), as Obsidian reads it.
  if (
    isEmptyLinkValue(frontmatterProperty(data, 'summary')) &&
    !summaries.some(mayBeOwn) &&
    !leftOut.some(mayBeOwn)
  )
    return { summaries, noDate: null, leftOut };
  const own = (await session.meeting()).links.summary;
  const other = (s: PastSummary) => s.path !== own;
  return { summaries: summaries.filter(other), noDate: null, leftOut: leftOut.filter(other) };
}
