/**
 * `list_projects`: the projects bound to this meeting (IDs in the meeting note's
 * `projects` that are existing direct subfolders of the projects folder; re-read
 * every call) with name and description from PROJECT.md.
 * Spec: seed 000, Requirement: Agents can use project context tools (scenario
 * "Agent lists projects bound to the meeting").
 */
import { projectsFolderProblem, readProjectMeta } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { formatProject } from './format-project.js';

/** Arguments of `list_projects` (none). */
export const ListProjectsInputSchema = lazySchema(() => z.object({}));

/** Creates `list_projects` for one session. */
export function createListProjectsTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListProjectsInputSchema>> {
  return defineTool({
    description:
      'List the projects bound to this meeting (id: name — description). Only these can be read, searched and written.',
    inputSchema: ListProjectsInputSchema(),
    run: async () => {
      const bound = await session.boundProjects();
      if (bound.length === 0) {
        const problem = await projectsFolderProblem(session.vault);
        if (problem) return `no projects are bound to this meeting: ${problem}`;
        return 'no projects are bound to this meeting (list_project_catalog shows all projects)';
      }
      const metas = await Promise.all(bound.map((id) => readProjectMeta(session.vault, id)));
      return metas.map((m) => formatProject(m)).join('\n');
    },
  });
}
