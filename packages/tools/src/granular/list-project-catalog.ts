/**
 * `list_project_catalog`: every project in the vault with `id`, `name`,
 * `description` from PROJECT.md (fallback: the ID and ""), bound ones marked
 * `*`. Metadata only: never AGENTS.md or file content. Cut at `limits.readChars`
 * with a line saying how many more and how to narrow; `query` keeps the projects
 * whose id, name or description hold every word (review6 S13).
 * Spec: seed 004, Decisions (project catalog from PROJECT.md); docs/tools.md; review6 S13.
 */
import { countNoun, matchesEveryWord, projectCatalog } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { formatProject } from './format-project.js';

/** Arguments of `list_project_catalog`: an optional `query` (words, any case). */
export const ListProjectCatalogInputSchema = lazySchema(() =>
  z.object({
    query: z
      .string()
      .nullish()
      .describe('Only projects whose id, name or description contain every word of this (any case).'),
  }),
);

/** Creates `list_project_catalog` for one session. */
export function createListProjectCatalogTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListProjectCatalogInputSchema>> {
  return defineTool({
    description:
      "List the vault's projects (id: name — description; * = bound to this meeting), metadata only, to spot projects this meeting concerns. query finds projects by words of their id, name or description.",
    inputSchema: ListProjectCatalogInputSchema(),
    run: async ({ query }) => {
      const [catalog, bound] = await Promise.all([projectCatalog(session.vault), session.boundProjects()]);
      if (catalog.length === 0) return 'no projects in the vault';
      const matches = matchesEveryWord(query ?? '');
      const lines = catalog.map((m) => formatProject(m, bound.includes(m.id) ? '*' : '')).filter(matches);
      if (lines.length === 0)
        return `no project matches ${JSON.stringify(query)} (${countNoun(catalog.length, 'project', { grouped: true })} in the vault)`;
      const budget = session.limits.readChars;
      const out: string[] = [];
      let used = 0;
      for (const [i, line] of lines.entries()) {
        if (used + line.length + 1 > budget) {
          out.push(
            `… cut at ${budget} characters; ${countNoun(lines.length - i, 'more project', { grouped: true })} not shown; pass query to find a project by words of its id, name or description`,
          );
          break;
        }
        out.push(line);
        used += line.length + 1;
      }
      return out.join('\n');
    },
  });
}
