/**
 * `list_project_catalog`: every project in the vault with `id`, `name`,
 * `description` from PROJECT.md (fallback: the ID and ""), bound ones marked
 * `*`. Metadata only: never AGENTS.md or file content.
 * Spec: seed 004, Decisions (project catalog from PROJECT.md); docs/tools.md.
 */
import { projectCatalog } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { formatProject } from './format-project.js';

/** Arguments of `list_project_catalog` (none). */
export const ListProjectCatalogInputSchema = lazySchema(() => z.object({}));

/** Creates `list_project_catalog` for one session. */
export function createListProjectCatalogTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListProjectCatalogInputSchema>> {
  return defineTool({
    description:
      'List every project in the vault (id: name — description; * = bound to this meeting). Metadata only, to spot projects this meeting concerns.',
    inputSchema: ListProjectCatalogInputSchema(),
    run: async () => {
      const [catalog, bound] = await Promise.all([projectCatalog(session.vault), session.boundProjects()]);
      if (catalog.length === 0) return 'no projects in the vault';
      return catalog.map((m) => formatProject(m, bound.includes(m.id) ? '*' : '')).join('\n');
    },
  });
}
