/**
 * `list_projects`: the projects bound to this meeting (IDs in the meeting note's
 * `projects` that are existing direct subfolders of the projects folder; re-read
 * every call) with name and description from PROJECT.md, then one `not bound: …` line per entry
 * that bound nothing, with core's `unboundProjectHint` (a symlinked folder, "did you mean"; R14, R19).
 * Spec: seed 000, Requirement: Agents can use project context tools (scenario
 * "Agent lists projects bound to the meeting").
 */
import { projectsFolderProblem, readBoundProjects, readProjectMeta, unboundProjectLine } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { catalogPointer } from '../session/project-scope.js';
import type { ToolSession } from '../session/tool-session.js';
import { formatProject } from './format-project.js';

/** Arguments of `list_projects` (none). */
export const ListProjectsInputSchema = lazySchema(() => z.object({}));

/** Creates `list_projects` for one session. */
export function createListProjectsTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ListProjectsInputSchema>> {
  return defineTool({
    readOnly: true,
    description:
      'List the projects bound to this meeting (id: name — description). Only these can be read, searched and written.',
    inputSchema: ListProjectsInputSchema,
    acceptsNoArguments: true,
    run: async () => {
      const { ids: bound, unknown, nearMiss } = await readBoundProjects(session.vault, session.meetingPath);
      const folderProblem =
        bound.length === 0 || unknown.length > 0 ? await projectsFolderProblem(session.vault) : null;
      // Entries that bound nothing are said, with why and the likely ID (R14, R19): the same words
      // as the run's warnings, in every host (agent, `ma tool`, `ma mcp`).
      const notBound: string[] = [];
      if (!folderProblem)
        for (const entry of unknown)
          notBound.push(await unboundProjectLine(session.vault, entry, session.meetingPath));
      if (bound.length === 0) {
        if (folderProblem) return `no projects are bound to this meeting: ${folderProblem}`;
        return [
          `no projects are bound to this meeting (${catalogPointer(session)})`,
          ...(nearMiss ? [`the meeting note has no \`projects\` property: ${nearMiss}`] : []),
          ...notBound,
        ].join('\n');
      }
      const metas = await Promise.all(bound.map((id) => readProjectMeta(session.vault, id)));
      return [...metas.map((m) => formatProject(m)), ...notBound].join('\n');
    },
  });
}
