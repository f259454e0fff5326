/**
 * `list_project_catalog`: every project in the vault with `id`, `name`,
 * `description` from PROJECT.md (fallback: the ID and ""), bound ones marked
 * `*`. Metadata only: never AGENTS.md or file content. `query` keeps the projects
 * whose id, name or description hold every word (review6 S13). Cut at `limits.readChars`
 * (at least one project is shown) with a last line naming the call that reads on,
 * `… cut at 24000 characters; 1,234 more projects not shown (or pass query …); call
 * list_project_catalog with offset=57 to read on`; `offset` skips that many (matching) projects
 * in catalog order, as `list_projectfiles` and `list_meetings` page (review9 V1 kind).
 * Spec: seed 004, Decisions (project catalog from PROJECT.md); docs/tools.md; review6 S13; review9 V1.
 */
import { countNoun, matchesEveryWord, projectCatalog, shownNumber } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { formatProject } from './format-project.js';
import { wholeNumber } from './shared-schemas.js';

/** Arguments of `list_project_catalog`: an optional `query` (words, any case) and `offset`. */
export const ListProjectCatalogInputSchema = lazySchema(() =>
  z.object({
    query: z
      .string()
      .nullish()
      .describe('Only projects whose id, name or description contain every word of this (any case).'),
    offset: wholeNumber()
      .nullish()
      .describe('Projects to skip, in catalog order (the next page); default 0.'),
  }),
);

/** Creates `list_project_catalog` for one session. */
export function createListProjectCatalogTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListProjectCatalogInputSchema>> {
  return defineTool({
    readOnly: true,
    description:
      "List the vault's projects (id: name — description; * = bound to this meeting), metadata only, to spot projects this meeting concerns. query finds projects by words of their id, name or description.",
    inputSchema: ListProjectCatalogInputSchema,
    acceptsNoArguments: true,
    run: async ({ query, offset }) => {
      // V1 kind: the catalog pages by `offset` (projects skipped in catalog order), as list_projectfiles.
      if (offset != null && offset < 0)
        refuse(
          `offset must be a whole number >= 0, got ${shownNumber(offset)}`,
          'omit offset or pass 0 or more',
        );
      const skip = offset ?? 0;
      const [catalog, bound] = await Promise.all([projectCatalog(session.vault), session.boundProjects()]);
      if (catalog.length === 0) return 'no projects in the vault';
      const matches = matchesEveryWord(query ?? '');
      // The query is matched against the metadata itself, never the listing's own text (the `*`
      // mark, `—`, the `(no description)` fallback or why PROJECT.md could not be used; C15).
      const lines = catalog
        .filter((m) => matches(`${m.id}\n${m.name}\n${m.description}`))
        .map((m) => formatProject(m, bound.includes(m.id) ? '*' : ''));
      const inVault = countNoun(catalog.length, 'project', { grouped: true });
      if (lines.length === 0) return `no project matches ${JSON.stringify(query)} (${inVault} in the vault)`;
      // What the projects listed are: all of the vault's, or those matching the query.
      const listed =
        query == null || query.trim() === ''
          ? inVault
          : `${countNoun(lines.length, 'project', { grouped: true })} match ${JSON.stringify(query)}`;
      if (skip > 0 && skip >= lines.length)
        return `${listed}; none past offset ${shownNumber(skip)} (offset 0 lists from the first)`;
      const budget = session.limits.readChars;
      // A later page says where it starts (the first page is the catalog as it always was).
      const out: string[] = skip > 0 ? [`${listed}; from project ${skip + 1}`] : [];
      // What names this listing in the read-on call: the query, when given.
      const named = query == null || query.trim() === '' ? '' : `query=${JSON.stringify(query)}, `;
      let used = 0;
      let shown = 0;
      for (const line of lines.slice(skip)) {
        // At least one project is shown, however small the budget: a listing always moves on.
        if (shown > 0 && used + line.length + 1 > budget) {
          const next = skip + shown;
          out.push(
            `… cut at ${budget} characters; ${countNoun(lines.length - next, 'more project', { grouped: true })} not shown (or pass query to find a project by words of its id, name or description); call list_project_catalog with ${named}offset=${next} to read on`,
          );
          break;
        }
        out.push(line);
        used += line.length + 1;
        shown++;
      }
      return out.join('\n');
    },
  });
}
