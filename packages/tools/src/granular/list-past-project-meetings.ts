/**
 * `list_past_project_meetings`: summary notes whose `projects` intersect the
 * scope (one bound project, or all bound), of meetings before this one, newest first, excluding
 * this meeting's own summary. Out: `<vault path> · <date> · <projects>` lines (`no date`, or
 * `date unreadable: "…"` for a summary whose `date:` cannot be read). A meeting with no date to
 * order by (none, or one that cannot be read) is refused with the reason (V7): no other meeting
 * can be shown to be past. Summaries of the scope whose own date cannot be read are named in a
 * `note:` line (N15), never dropped in silence. At most `limit` summaries a call, cut at
 * `limits.readChars` (at least one is shown); when more remain a last line names the call that
 * reads on, `… 120 older summaries not shown; call list_past_project_meetings with limit=20,
 * offset=20 to read on`; `offset` skips that many summaries, newest first (review9 V1 kind: past
 * the largest `limit`, older summaries could not be listed).
 * Spec: seed 000, Requirement: Agents can use project context tools (`list_past_project_meetings`);
 * docs/contracts.md, Past meetings; issue V7; review9 V1.
 */
import {
  countNoun,
  nameKey,
  projectCatalog,
  projectIdFromEntry,
  readBoundProjects,
  shownNumber,
  summariesNamingNoProject,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import {
  checkedScope,
  leftOutNotice,
  NO_DATE_FIX,
  scopedPastSummaries,
  summaryDate,
} from './past-summary-scope.js';
import { wholeNumber } from './shared-schemas.js';

/** Default and maximum number of summaries listed. */
export const PAST_MEETINGS_LIMIT = { default: 20, max: 100 } as const;

/** Arguments of `list_past_project_meetings`. */
export const ListPastProjectMeetingsInputSchema = lazySchema(() =>
  z.object({
    project: z
      .string()
      .nullish()
      .describe('Bound project ID; omit for every bound project (an empty ID is refused).'),
    limit: wholeNumber()
      .nullish()
      .describe(
        `Max results, >= 1; default ${PAST_MEETINGS_LIMIT.default}, at most ${PAST_MEETINGS_LIMIT.max} (a larger limit lists ${PAST_MEETINGS_LIMIT.max}).`,
      ),
    offset: wholeNumber().nullish().describe('Summaries to skip, newest first (the next page); default 0.'),
  }),
);

/** Creates `list_past_project_meetings` for one session. */
export function createListPastProjectMeetingsTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListPastProjectMeetingsInputSchema>> {
  return defineTool({
    readOnly: true,
    description: 'List summaries of earlier meetings of the bound projects, newest first.',
    inputSchema: ListPastProjectMeetingsInputSchema,
    acceptsNoArguments: true,
    run: async ({ project, limit, offset }) => {
      // Like search's limit (docs/tools.md, Numeric arguments): below 1 refused, above the most clamped.
      if (limit !== null && limit !== undefined && limit < 1)
        refuse(
          `limit must be a whole number >= 1, got ${shownNumber(limit)}`,
          'omit limit or pass 1 or more',
        );
      // V1 kind: the list pages by `offset` (summaries skipped, newest first), as list_projectfiles.
      if (offset != null && offset < 0)
        refuse(
          `offset must be a whole number >= 0, got ${shownNumber(offset)}`,
          'omit offset or pass 0 or more',
        );
      const skip = offset ?? 0;
      // L63/T56: an empty ID names no project (refused, as a blank one is); only an omitted one means every bound.
      const scope = await checkedScope(session, project != null ? [project] : null, 'project');
      const { summaries: all, noDate, leftOut } = await scopedPastSummaries(session, scope);
      if (noDate !== null) refuse(`no past meetings can be listed: ${noDate}`, NO_DATE_FIX);
      const notice = leftOutNotice(leftOut);
      if (all.length === 0)
        return `no past meeting summaries for ${scope.join(', ')}${notice}${await orphanNotice(session, scope)}`;
      const total = countNoun(all.length, 'past meeting summary', { plural: 'past meeting summaries' });
      if (skip > 0 && skip >= all.length)
        return `${total}; none past offset ${shownNumber(skip)} (offset 0 lists from the newest)${notice}`;
      const n = Math.min(limit ?? PAST_MEETINGS_LIMIT.default, PAST_MEETINGS_LIMIT.max);
      const budget = session.limits.readChars;
      // A later page says where it starts (the first page is the list as it always was).
      const lines: string[] = skip > 0 ? [`${total}; from summary ${skip + 1}`] : [];
      let used = 0;
      let shown = 0;
      for (const s of all.slice(skip, skip + n)) {
        const line = `${s.path} \u00b7 ${summaryDate(s)} \u00b7 ${s.projects.join(', ')}`;
        // At least one summary is shown, however small the budget: a list always moves on.
        if (shown > 0 && used + line.length + 1 > budget) break;
        lines.push(line);
        used += line.length + 1;
        shown++;
      }
      // The notice of summaries left out (N15) comes before the read-on line, which stays last.
      if (notice !== '') lines.push(notice.slice(1));
      const next = skip + shown;
      if (next < all.length) {
        // What names this list in the read-on call: the project and limit, when given.
        const named = [
          ...(project ? [`project=${project}`] : []),
          ...(limit != null ? [`limit=${shownNumber(limit)}`] : []),
          `offset=${next}`,
        ].join(', ');
        const cut = shown < Math.min(n, all.length - skip) ? `cut at ${budget} characters; ` : '';
        lines.push(
          `\u2026 ${cut}${countNoun(all.length - next, 'older summary', { plural: 'older summaries', grouped: true })} not shown; call list_past_project_meetings with ${named} to read on`,
        );
      }
      return lines.join('\n');
    },
  });
}

/**
 * F7 (newcomer s35): summaries naming a project with no folder (renamed in the vault) are past
 * meetings of no project: said when the listing is empty, e.g. `; note: 1 summary names project
 * "remote-control", with no folder in Projects/ (renamed or removed?): …`.
 * L284: only IDs that belong to the caller's scope are named (docs/tools.md, a tool never names what
 * lies outside its scope): an ID this meeting's own `projects:` lists, or one that is the PROJECT.md
 * name of a project in `scope` (exactly, spaces read as `-`; any case, NFC or NFD: V73) — the old name
 * of a scoped project's folder. Every other orphan ID (a removed project's, even one whose ID is
 * close to a scoped one, `remote-control-2`) stays unnamed and uncounted:
 * `ma doctor`, run by the user, lists them all.
 * @param scope the listing's project IDs (bound, canonical spelling).
 * @returns `''`, or the notice starting with `; note: `.
 */
async function orphanNotice(session: ToolSession, scope: readonly string[]): Promise<string> {
  const { vault } = session;
  const orphans = await summariesNamingNoProject(vault).catch(() => []);
  if (orphans.length === 0) return '';
  const folder = vault.config.folders.projects;
  const { unknown } = await readBoundProjects(vault, session.meetingPath).catch(() => ({
    unknown: [] as string[],
  }));
  const ownEntries = new Set(
    unknown
      .map((e) => projectIdFromEntry(e, folder, session.meetingPath))
      .flatMap((id) => (id === null ? [] : [nameKey(id)])),
  );
  const inScope = new Set(scope.map(nameKey));
  // V73: a scoped project's old folder name is its PROJECT.md name as an ID, matched exactly as
  // Obsidian matches names (any case, NFC/NFD): no near miss (a removed `remote-control-2` beside a
  // scoped `remote-control` is another project, outside the scope).
  const oldNames = new Set<string>();
  for (const p of await projectCatalog(vault).catch(() => [])) {
    if (!inScope.has(nameKey(p.id))) continue;
    oldNames.add(nameKey(p.name));
    oldNames.add(nameKey(p.name).trim().replace(/\s+/g, '-'));
  }
  const oldNameOfScoped = (id: string) => oldNames.has(nameKey(id));
  const related = orphans.filter((o) => ownEntries.has(nameKey(o.id)) || oldNameOfScoped(o.id));
  if (related.length === 0) return '';
  const named = related
    .map(
      (o) =>
        `${o.summaries.length === 1 ? '1 summary names' : `${o.summaries.length} summaries name`} project ${JSON.stringify(o.id)}`,
    )
    .join(', ');
  return `; note: ${named}, with no folder in ${folder}/ (renamed or removed?): past meetings of no project until their projects: names the folder (ma doctor lists them)`;
}
