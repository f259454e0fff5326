/**
 * `list_past_project_meetings`: summary notes whose `projects` intersect the
 * scope (one bound project, or all bound), of meetings before this one, newest first, excluding
 * this meeting's own summary. Out: `<vault path> · <date> · <projects>` lines (`no date`, or
 * `date unreadable: "…"` for a summary whose `date:` cannot be read). A meeting with no date to
 * order by (none, or one that cannot be read) is refused with the reason (V7): no other meeting
 * can be shown to be past. Summaries of the scope whose own date cannot be read are named in a
 * `note:` line (N15), never dropped in silence.
 * Spec: seed 000, Requirement: Agents can use project context tools (`list_past_project_meetings`);
 * docs/contracts.md, Past meetings; issue V7.
 */
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
    project: z.string().nullish().describe('Bound project ID; default all bound.'),
    limit: wholeNumber().nullish().describe('Max results, >= 1; default 20, max 100.'),
  }),
);

/** Creates `list_past_project_meetings` for one session. */
export function createListPastProjectMeetingsTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListPastProjectMeetingsInputSchema>> {
  return defineTool({
    description: 'List summaries of earlier meetings of the bound projects, newest first.',
    inputSchema: ListPastProjectMeetingsInputSchema(),
    run: async ({ project, limit }) => {
      // Like search's limit (docs/tools.md, Numeric arguments): below 1 refused, above the most clamped.
      if (limit !== null && limit !== undefined && limit < 1)
        refuse(`limit must be a whole number >= 1, got ${limit}`, 'omit limit or pass 1 or more');
      const scope = await checkedScope(session, project ? [project] : null);
      const { summaries: all, noDate, leftOut } = await scopedPastSummaries(session, scope);
      if (noDate !== null) refuse(`no past meetings can be listed: ${noDate}`, NO_DATE_FIX);
      const notice = leftOutNotice(leftOut);
      if (all.length === 0) return `no past meeting summaries for ${scope.join(', ')}${notice}`;
      const n = Math.min(limit ?? PAST_MEETINGS_LIMIT.default, PAST_MEETINGS_LIMIT.max);
      const lines = all.slice(0, n).map((s) => `${s.path} · ${summaryDate(s)} · ${s.projects.join(', ')}`);
      if (all.length > n) lines.push(`… ${all.length - n} older; raise limit to see them`);
      return `${lines.join('\n')}${notice}`;
    },
  });
}
